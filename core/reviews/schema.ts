import { z } from 'zod';
import { VISIBILITIES } from '../catalogue/constants.ts';
import { FILE_FORMATS } from '../jobs/file-options.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { term } from '../shared/messages.ts';
import { optionalText, tooLongMessage } from '../shared/text-fields.ts';
import { REPLY_STATES, REVIEW_LIMITS as L, REVIEW_MESSAGES as M, REVIEW_SORTS } from './constants.ts';

const id = z.string().min(1).max(64);
const stars = z.number({ error: M.stars }).int(M.stars).min(L.minStars, M.stars).max(L.maxStars, M.stars);
const comment = optionalText(L.commentMaxChars, term('fields.reviewComment'));

/** The back office's filters: search, stars 1 to 5, visibility, replied or not, and the order. */
const filters = {
  search: z.string().trim().max(100).optional(),
  stars: stars.optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  replied: z.enum(REPLY_STATES).optional(),
  sort: z.enum(REVIEW_SORTS).default('newest'),
};
export type TReviewFilter = z.infer<z.ZodObject<typeof filters>>;

/** The back office's list: its filters and pages. */
export const ZReviewListInput = ZPageInput.extend(filters);
export type TReviewListInput = z.infer<typeof ZReviewListInput>;

/** The export of the list's reviews (every one the filters keep) as CSV or XLSX. */
export const ZReviewExportInput = z.object({ ...filters, format: z.enum(FILE_FORMATS).default('csv') });
export type TReviewExportInput = z.infer<typeof ZReviewExportInput>;

/** A review the merchant adds by hand (the manual flag): product, reviewer, stars, comment, date. */
export const ZManualReviewInput = z.object({
  productId: z.string({ error: M.productUnknown }).min(1, M.productUnknown).max(64),
  reviewerName: z.string({ error: M.reviewerRequired }).trim().min(1, M.reviewerRequired).max(L.reviewerNameMaxChars, tooLongMessage(term('fields.reviewerName'), L.reviewerNameMaxChars)),
  variant: optionalText(L.variantMaxChars, term('fields.reviewVariant')),
  stars,
  comment,
  reviewedAt: z.date({ error: M.dateRequired }),
  visibility: z.enum(VISIBILITIES).default('public'),
});
export type TManualReviewInput = z.infer<typeof ZManualReviewInput>;
export type TManualReviewFormValues = z.input<typeof ZManualReviewInput>;

export const ZReviewReplyInput = z.object({
  id,
  reply: z.string({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(L.replyMaxChars, tooLongMessage(term('fields.reviewReply'), L.replyMaxChars)),
});
export type TReviewReplyInput = z.infer<typeof ZReviewReplyInput>;

const ZPicture = z.object({ id: z.string(), thumb: z.string(), full: z.string() });

export const ZReviewRow = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  reviewerName: z.string(),
  manual: z.boolean(),
  orderNo: z.number().int().nullable(),
  variant: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  pictures: z.array(ZPicture),
  visibility: z.enum(VISIBILITIES),
  reply: z.string(),
  repliedAt: z.date().nullable(),
  reviewedAt: z.date(),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;
export const ZReviewPage = zPage(ZReviewRow);
export type TReviewPage = z.infer<typeof ZReviewPage>;

// ------------------------------------------------------------ the storefront API

/** A signed-in member reviews one line of their own completed order. */
export const ZSubmitReviewInput = z.object({
  memberId: id,
  orderItemId: id,
  stars,
  comment,
  pictureIds: z.array(id).max(L.maxPictures, M.tooManyPictures).default([]),
});
export type TSubmitReviewInput = z.input<typeof ZSubmitReviewInput>;

export const ZMemberIdInput = z.object({ memberId: id });

/** An order line the member may review now. */
export const ZReviewableLine = z.object({
  orderItemId: z.string(),
  orderId: z.string(),
  orderNo: z.number().int(),
  productId: z.string(),
  name: z.string(),
  variant: z.string(),
  completedAt: z.date().nullable(),
});
export const ZReviewableLines = z.array(ZReviewableLine);

export const ZProductReviewsInput = z.object({
  productId: id,
  stars: stars.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TProductReviewsInput = z.infer<typeof ZProductReviewsInput>;

/** A review as the website shows it: never a hidden one, never the member's or order's ids. */
export const ZPublicReview = z.object({
  id: z.string(),
  reviewerName: z.string(),
  variant: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  pictures: z.array(z.object({ thumb: z.string(), full: z.string() })),
  reply: z.string(),
  repliedAt: z.date().nullable(),
  reviewedAt: z.date(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** A page of a product's visible reviews, with the average and the count of each star over all of them. */
export const ZProductReviews = zPage(ZPublicReview).extend({
  /** Over every visible review of the product (not only this page or star filter); null without one. */
  average: z.number().nullable(),
  count: z.number().int(),
  starCounts: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type TProductReviews = z.infer<typeof ZProductReviews>;
