import { z } from 'zod';
import { msg } from '../../shared/messages.ts';
import { REVIEW_SORTS } from './google-business.ts';

/** Google's own limit on a reply's length. */
export const REPLY_MAX_LENGTH = 4096;

/** Reviews a page of the list shows (Google gives at most 50 a call). */
export const REVIEWS_PAGE_SIZE = 20;

/** Spec section 8, "Google reviews", word for word in the locale files. */
export const GOOGLE_REVIEW_MESSAGES = {
  tokenInvalid: msg('googleReviews.tokenInvalid'),
  tokenExpired: msg('googleReviews.tokenExpired'),
  codeMissing: msg('googleReviews.codeMissing'),
  noReview: msg('googleReviews.noReview'),
  unableToGetReview: msg('googleReviews.unableToGetReview'),
  locationRequired: msg('googleReviews.locationRequired'),
  noAccount: msg('googleReviews.noAccount'),
  noLocation: msg('googleReviews.noLocation'),
  unexpected: msg('googleReviews.unexpected'),
  fetchFailed: msg('googleReviews.fetchFailed'),
  notConfigured: msg('googleReviews.notConfigured'),
  notConnected: msg('googleReviews.notConnected'),
  replyRequired: msg('googleReviews.replyRequired'),
  replyTooLong: msg('googleReviews.replyTooLong', { max: REPLY_MAX_LENGTH }),
} as const;

const M = GOOGLE_REVIEW_MESSAGES;

const ZNamed = z.object({ name: z.string(), title: z.string() });

export const ZGoogleReviewsStatus = z.object({
  /** The server has Google (or its simulator) set up. */
  configured: z.boolean(),
  connected: z.boolean(),
  account: ZNamed.nullable(),
  location: ZNamed.nullable(),
});
export type TGoogleReviewsStatus = z.infer<typeof ZGoogleReviewsStatus>;

/** Google's answer on the way back from signing in: the code (absent when the merchant refused) and the state it was sent with. */
export const ZConnectInput = z.object({ code: z.string().max(2048).default(''), state: z.string().max(512) });

export const ZNamedList = z.array(ZNamed);
export const ZAccountInput = z.object({ account: z.string().max(200).default('') });
export const ZChooseLocationInput = ZAccountInput.extend({ location: z.string().max(200).default('') });

export const ZReviewsInput = z.object({ sort: z.enum(REVIEW_SORTS).default('newest'), pageToken: z.string().max(512).optional() });
export const ZGoogleReviewList = z.object({
  reviews: z.array(
    z.object({
      name: z.string(),
      reviewer: z.string(),
      stars: z.number().int().min(1).max(5),
      comment: z.string(),
      createdAt: z.date(),
      reply: z.object({ comment: z.string(), updatedAt: z.date() }).nullable(),
    }),
  ),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  nextPageToken: z.string(),
});
export type TGoogleReviewList = z.infer<typeof ZGoogleReviewList>;

export const ZReplyInput = z.object({
  review: z.string().min(1).max(300),
  comment: z.string().trim().min(1, M.replyRequired).max(REPLY_MAX_LENGTH, M.replyTooLong),
});
