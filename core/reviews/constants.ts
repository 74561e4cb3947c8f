import { ORDER_STATUS, type OrderStatusId } from '../orders/constants.ts';
import { msg } from '../shared/messages.ts';

/** Limits the spec leaves open (docs/content.md "Ratings and reviews" says why). */
export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  reviewerNameMaxChars: 100,
  variantMaxChars: 200,
  commentMaxChars: 2000,
  replyMaxChars: 2000,
  /** Pictures one review may carry. */
  maxPictures: 5,
} as const;

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * The statuses of an order whose goods reached the buyer, so its lines may be reviewed. Only
 * Completed (8): Shipped (6) is still on the way, Refund (9) went back, the others never left.
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatusId[] = [ORDER_STATUS.completed];

/** The upload purpose of a review's pictures (core/uploads/policies.ts). */
export const REVIEW_PICTURE_PURPOSE = 'review-picture';

/** Spec section 9 sorts that fit reviews: the date and the stars. */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];

/** Replied or not (spec section 4). */
export const REPLY_STATES = ['replied', 'unreplied'] as const;
export type TReplyState = (typeof REPLY_STATES)[number];

export const REVIEW_MESSAGES = {
  off: msg('reviews.off'),
  notReviewable: msg('reviews.notReviewable'),
  alreadyReviewed: msg('reviews.alreadyReviewed'),
  stars: msg('reviews.stars'),
  reviewerRequired: msg('reviews.reviewerRequired'),
  replyRequired: msg('reviews.replyRequired'),
  pictureUnknown: msg('reviews.pictureUnknown'),
  tooManyPictures: msg('reviews.tooManyPictures', { max: REVIEW_LIMITS.maxPictures }),
  productUnknown: msg('reviews.productUnknown'),
  dateRequired: msg('shared.fillRequired'),
} as const;
