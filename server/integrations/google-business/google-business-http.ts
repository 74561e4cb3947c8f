import { GoogleBusinessError, type GoogleBusiness, type GoogleNamed, type GoogleReview, type GoogleReviewPage, type GoogleTokens, type ReviewSort, type ReviewsRequest } from '../../../core/content/google-reviews/google-business.ts';
import { jsonClient, ProviderError, type JsonClientOptions } from '../http-json.ts';

/** Google's addresses; tests point them at a local server. */
export interface GoogleEndpoints {
  authorize: string;
  token: string;
  accounts: string;
  businessInformation: string;
  reviews: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  accounts: 'https://mybusinessaccountmanagement.googleapis.com/v1',
  businessInformation: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  reviews: 'https://mybusiness.googleapis.com/v4',
};

export interface GoogleHttpConfig extends JsonClientOptions {
  /** The server's OAuth client at Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET): the secret is never logged. */
  clientId: string;
  clientSecret: string;
  endpoints?: GoogleEndpoints;
}

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
}

interface ReviewAnswer {
  name: string;
  reviewer?: { displayName?: string };
  starRating?: string;
  comment?: string;
  createTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const ORDER_BY: Record<ReviewSort, string> = { newest: 'updateTime desc', highest: 'rating desc', lowest: 'rating' };

/** Google's statuses as the failures core words: 401 a refused token, 403 no access to the reviews, 404 no such review; no answer, 429 and 5xx: unavailable. */
function failure(error: unknown, refused: 'invalid_token' | 'expired' = 'invalid_token'): never {
  if (!(error instanceof ProviderError)) throw error;
  const status = error.status ?? 0;
  if (status === 400 || status === 401) throw new GoogleBusinessError(refused, error.message);
  if (status === 403) throw new GoogleBusinessError('forbidden', error.message);
  if (status === 404) throw new GoogleBusinessError('not_found', error.message);
  throw new GoogleBusinessError('unavailable', error.message);
}

const review = (r: ReviewAnswer): GoogleReview => ({
  name: r.name,
  reviewer: r.reviewer?.displayName ?? '',
  stars: STARS[r.starRating ?? ''] ?? 1,
  comment: r.comment ?? '',
  createdAt: new Date(r.createTime),
  reply: r.reviewReply ? { comment: r.reviewReply.comment, updatedAt: new Date(r.reviewReply.updateTime) } : null,
});

/**
 * Google Business Profile over HTTPS, with Google's public protocols: OAuth 2.0 (authorization
 * code with offline access, scope business.manage), the Account Management API for accounts,
 * the Business Information API for locations, and the v4 reviews API (list, updateReply).
 */
export function googleBusinessHttp(config: GoogleHttpConfig): GoogleBusiness {
  const at = config.endpoints ?? GOOGLE_ENDPOINTS;
  const call = jsonClient('', config);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function tokens(endpoint: string, form: Record<string, string>, refused: 'invalid_token' | 'expired'): Promise<GoogleTokens> {
    const body = new URLSearchParams({ ...form, client_id: config.clientId, client_secret: config.clientSecret });
    const answer = await call<TokenAnswer>(endpoint, at.token, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).catch((e: unknown) => failure(e, refused));
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? '', expiresAt: new Date(Date.now() + answer.expires_in * 1000) };
  }

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      `${at.authorize}?${new URLSearchParams({ client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'https://www.googleapis.com/auth/business.manage', access_type: 'offline', prompt: 'consent', state }).toString()}`,
    exchangeCode: ({ code, redirectUri }) => tokens('token', { code, redirect_uri: redirectUri, grant_type: 'authorization_code' }, 'invalid_token'),
    refresh: (refreshToken) => tokens('refresh', { refresh_token: refreshToken, grant_type: 'refresh_token' }, 'expired'),
    async accounts(token): Promise<GoogleNamed[]> {
      const answer = await call<{ accounts?: { name: string; accountName?: string }[] } | null>('accounts', `${at.accounts}/accounts`, { headers: bearer(token) }).catch((e: unknown) => failure(e));
      return (answer?.accounts ?? []).map((a) => ({ name: a.name, title: a.accountName ?? a.name }));
    },
    async locations(token, account): Promise<GoogleNamed[]> {
      const query = new URLSearchParams({ readMask: 'name,title', pageSize: '100' });
      const answer = await call<{ locations?: { name: string; title?: string }[] } | null>('locations', `${at.businessInformation}/${account}/locations?${query.toString()}`, { headers: bearer(token) }).catch((e: unknown) => failure(e));
      return (answer?.locations ?? []).map((l) => ({ name: l.name, title: l.title ?? l.name }));
    },
    async reviews(token, request: ReviewsRequest): Promise<GoogleReviewPage> {
      const query = new URLSearchParams({ pageSize: String(request.pageSize), orderBy: ORDER_BY[request.sort], ...(request.pageToken && { pageToken: request.pageToken }) });
      type Answer = { reviews?: ReviewAnswer[]; averageRating?: number; totalReviewCount?: number; nextPageToken?: string } | null;
      const answer = await call<Answer>('reviews', `${at.reviews}/${request.account}/${request.location}/reviews?${query.toString()}`, { headers: bearer(token) }).catch((e: unknown) => failure(e));
      return { reviews: (answer?.reviews ?? []).map(review), averageRating: answer?.averageRating ?? 0, totalReviews: answer?.totalReviewCount ?? 0, nextPageToken: answer?.nextPageToken ?? '' };
    },
    async reply(token, name, comment): Promise<void> {
      await call('reply', `${at.reviews}/${name}/reply`, { method: 'PUT', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ comment }) }).catch((e: unknown) => failure(e));
    },
  };
}
