import { z } from 'zod';
import { mediaUrl } from '../catalogue/media.ts';
import type { TVisibility } from '../content/schema.ts';
import type { TPublicReview, TReviewRow } from './schema.ts';

/** The columns every view of a review reads. */
export const REVIEW_SELECT = {
  id: true,
  productId: true,
  orderId: true,
  manual: true,
  reviewerName: true,
  variant: true,
  stars: true,
  comment: true,
  pictureIds: true,
  visibility: true,
  reply: true,
  repliedAt: true,
  reviewedAt: true,
  product: { select: { nameEn: true } },
} as const;

export interface ReviewRecord {
  id: string;
  productId: string;
  orderId: string | null;
  manual: boolean;
  reviewerName: string;
  variant: string;
  stars: number;
  comment: string;
  pictureIds: string;
  visibility: string;
  reply: string;
  repliedAt: Date | null;
  reviewedAt: Date;
  product: { nameEn: string };
}

const ZPictureIds = z.array(z.string());

/** The upload ids a review keeps as JSON text. */
export const pictureIdsOf = (text: string): string[] => ZPictureIds.parse(JSON.parse(text));

const pictures = (merchantId: string, row: ReviewRecord) =>
  pictureIdsOf(row.pictureIds).map((id) => ({ id, thumb: mediaUrl(merchantId, id, 'thumb'), full: mediaUrl(merchantId, id, 'full') }));

/** A review as the back office lists it; orderNo comes from the order it reviews. */
export function reviewRow(merchantId: string, row: ReviewRecord, orderNo: number | null): TReviewRow {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.product.nameEn,
    reviewerName: row.reviewerName,
    manual: row.manual,
    orderNo,
    variant: row.variant,
    stars: row.stars,
    comment: row.comment,
    pictures: pictures(merchantId, row),
    visibility: row.visibility as TVisibility,
    reply: row.reply,
    repliedAt: row.repliedAt,
    reviewedAt: row.reviewedAt,
  };
}

/** A review as the website shows it. */
export function publicReview(merchantId: string, row: ReviewRecord): TPublicReview {
  return {
    id: row.id,
    reviewerName: row.reviewerName,
    variant: row.variant,
    stars: row.stars,
    comment: row.comment,
    pictures: pictures(merchantId, row).map(({ thumb, full }) => ({ thumb, full })),
    reply: row.reply,
    repliedAt: row.repliedAt,
    reviewedAt: row.reviewedAt,
  };
}

/** What the list search matches: the reviewer, the product and the comment, lower-cased. */
export const reviewSearchText = (reviewerName: string, productName: string, comment: string): string =>
  [reviewerName, productName, comment].map((s) => s.trim()).filter(Boolean).join(' ').toLowerCase();
