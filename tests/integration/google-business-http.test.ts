import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { GoogleBusinessError } from '../../core/content/google-reviews/google-business.ts';
import { googleBusinessHttp } from '../../server/integrations/google-business/google-business-http.ts';
import { localService } from '../helpers/local-service.ts';

const REVIEW = {
  name: 'accounts/1/locations/2/reviews/r1',
  reviewer: { displayName: 'Siti Aminah' },
  starRating: 'FOUR',
  comment: 'Sedap!',
  createTime: '2026-10-02T03:10:00Z',
  reviewReply: { comment: 'Terima kasih', updateTime: '2026-10-03T01:00:00Z' },
};

/** A local server speaking Google's protocols as the adapter calls them: OAuth's token endpoint, accounts, locations, reviews and replies. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const answers: Record<string, unknown> = {
    '/token': { access_token: 'ya29.token', expires_in: 3599, refresh_token: '1//refresh', token_type: 'Bearer' },
    '/accounts/accounts': { accounts: [{ name: 'accounts/1', accountName: 'Kedai Kuih Sdn Bhd', type: 'PERSONAL' }] },
    '/info/accounts/1/locations': { locations: [{ name: 'locations/2', title: 'Kedai Kuih, PJ' }] },
    '/v4/accounts/1/locations/2/reviews': { reviews: [REVIEW, { name: 'accounts/1/locations/2/reviews/r2', starRating: 'ONE', createTime: '2026-09-01T00:00:00Z' }], averageRating: 2.5, totalReviewCount: 2, nextPageToken: 'p2' },
    '/v4/accounts/1/locations/2/reviews/r1/reply': { comment: 'Thanks', updateTime: '2026-11-27T00:00:00Z' },
  };
  res.end(JSON.stringify(answers[url.pathname] ?? {}));
}

const { seen, failures, base } = await localService(answer);
const google = googleBusinessHttp({
  clientId: 'client-id',
  clientSecret: 'client-secret',
  backoffMs: [1, 1],
  endpoints: { authorize: 'https://accounts.example/auth', token: `${base}/token`, accounts: `${base}/accounts`, businessInformation: `${base}/info`, reviews: `${base}/v4` },
});

const failure = async (call: Promise<unknown>) => {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GoogleBusinessError);
  return (error as GoogleBusinessError).failure;
};

describe('Google Business Profile over HTTP, against a local server', () => {
  it('signs in with an authorization code for offline access, and renews the token', async () => {
    const url = new URL(google.authorizeUrl({ state: 's1', redirectUri: 'https://shop.example/manage/google-reviews' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-id',
      redirect_uri: 'https://shop.example/manage/google-reviews',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage',
      access_type: 'offline',
      prompt: 'consent',
      state: 's1',
    });
    seen.length = 0;
    const tokens = await google.exchangeCode({ code: '4/abc', redirectUri: 'https://shop.example/manage/google-reviews' });
    expect(tokens).toMatchObject({ accessToken: 'ya29.token', refreshToken: '1//refresh' });
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(seen[0]!.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ code: '4/abc', redirect_uri: 'https://shop.example/manage/google-reviews', grant_type: 'authorization_code', client_id: 'client-id', client_secret: 'client-secret' });
    failures.push(400);
    expect(await failure(google.refresh('1//revoked'))).toBe('expired');
  });

  it('reads accounts, locations and reviews with the token, and replies', async () => {
    seen.length = 0;
    expect(await google.accounts('ya29.token')).toEqual([{ name: 'accounts/1', title: 'Kedai Kuih Sdn Bhd' }]);
    expect(seen[0]!.authorization).toBe('Bearer ya29.token');
    expect(await google.locations('ya29.token', 'accounts/1')).toEqual([{ name: 'locations/2', title: 'Kedai Kuih, PJ' }]);
    expect(new URL(seen[1]!.url, base).searchParams.get('readMask')).toBe('name,title');
    const page = await google.reviews('ya29.token', { account: 'accounts/1', location: 'locations/2', sort: 'highest', pageSize: 20, pageToken: 'p1' });
    expect(Object.fromEntries(new URL(seen[2]!.url, base).searchParams)).toEqual({ pageSize: '20', orderBy: 'rating desc', pageToken: 'p1' });
    expect(page).toEqual({
      reviews: [
        { name: REVIEW.name, reviewer: 'Siti Aminah', stars: 4, comment: 'Sedap!', createdAt: new Date(REVIEW.createTime), reply: { comment: 'Terima kasih', updatedAt: new Date(REVIEW.reviewReply.updateTime) } },
        { name: 'accounts/1/locations/2/reviews/r2', reviewer: '', stars: 1, comment: '', createdAt: new Date('2026-09-01T00:00:00Z'), reply: null },
      ],
      averageRating: 2.5,
      totalReviews: 2,
      nextPageToken: 'p2',
    });
    await google.reply('ya29.token', REVIEW.name, 'Thanks');
    expect(seen[3]).toMatchObject({ method: 'PUT', url: '/v4/accounts/1/locations/2/reviews/r1/reply', body: JSON.stringify({ comment: 'Thanks' }) });
  });

  it("names Google's refusals, and tries again when Google is briefly down", async () => {
    failures.push(401);
    expect(await failure(google.accounts('expired'))).toBe('invalid_token');
    failures.push(403);
    expect(await failure(google.reviews('t', { account: 'accounts/1', location: 'locations/2', sort: 'newest', pageSize: 20 }))).toBe('forbidden');
    failures.push(404);
    expect(await failure(google.reply('t', 'accounts/1/locations/2/reviews/gone', 'Hi'))).toBe('not_found');
    failures.push(503, 503);
    expect(await google.accounts('t')).toHaveLength(1);
    failures.push(500, 500, 500);
    expect(await failure(google.accounts('t'))).toBe('unavailable');
  });
});
