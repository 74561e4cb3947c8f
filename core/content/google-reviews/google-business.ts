/**
 * The port to Google Business Profile (docs/google-reviews.md): the merchant signs in to Google
 * (OAuth 2.0, authorization code), picks the account and the location, then reads the location's
 * reviews and replies to them. Adapters live outside core (server/integrations/google-business/):
 * one over HTTP, one simulator that needs no network.
 */
export interface GoogleBusiness {
  /** Where the merchant is sent to sign in and allow access; Google sends them back to redirectUri with a code and the state. */
  authorizeUrl(request: { state: string; redirectUri: string }): string;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<GoogleTokens>;
  refresh(refreshToken: string): Promise<GoogleTokens>;
  accounts(accessToken: string): Promise<GoogleNamed[]>;
  locations(accessToken: string, account: string): Promise<GoogleNamed[]>;
  reviews(accessToken: string, request: ReviewsRequest): Promise<GoogleReviewPage>;
  reply(accessToken: string, review: string, comment: string): Promise<void>;
}

export interface GoogleTokens {
  accessToken: string;
  /** Empty when Google sent none (a refresh answers without one: the old one stays). */
  refreshToken: string;
  expiresAt: Date;
}

/** An account ('accounts/123') or a location ('locations/456') with its name as people read it. */
export interface GoogleNamed {
  name: string;
  title: string;
}

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface ReviewsRequest {
  account: string;
  location: string;
  sort: ReviewSort;
  pageSize: number;
  pageToken?: string | undefined;
}

export interface GoogleReview {
  /** The review's resource name (accounts/1/locations/2/reviews/3): what a reply names. */
  name: string;
  reviewer: string;
  /** 1 to 5. */
  stars: number;
  comment: string;
  createdAt: Date;
  reply: { comment: string; updatedAt: Date } | null;
}

export interface GoogleReviewPage {
  reviews: GoogleReview[];
  averageRating: number;
  totalReviews: number;
  nextPageToken: string;
}

/**
 * Why a call failed, as the messages of spec section 8 tell it: the token was refused, it
 * expired and cannot be renewed, Google refused the reviews (the account lacks access), the
 * review is not there, or the service could not be read.
 */
export type GoogleFailure = 'invalid_token' | 'expired' | 'forbidden' | 'not_found' | 'unavailable';

export class GoogleBusinessError extends Error {
  constructor(
    readonly failure: GoogleFailure,
    message: string,
  ) {
    super(message);
  }
}
