import { keyContains } from '../db/search.ts';
import { kindTerm } from '../content/messages.ts';
import type { TVisibility } from '../content/schema.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { REVIEW_MESSAGES as M, type TReviewSort } from './constants.ts';
import { ZManualReviewInput, ZReviewListInput, ZReviewReplyInput, type TManualReviewFormValues, type TReviewFilter, type TReviewListInput, type TReviewPage, type TReviewReplyInput, type TReviewRow } from './schema.ts';
import { REVIEW_SELECT, reviewRow, reviewSearchText, type ReviewRecord } from './view.ts';

/**
 * The back office's ratings and reviews (module manage): list, add by hand, reply, show or hide,
 * delete. Every read and write is the merchant's; every change writes one user-log entry.
 */

const CATEGORY = 'manage';
const RECORD = 'review';
const log = (name: string, params: Record<string, string | number>) => msg(`log.content.${name}`, { kind: kindTerm(RECORD), ...params });
const key = (merchantId: string, id: string) => ({ merchantId_id: { merchantId, id } });

export function reviewOrder(sort: TReviewSort): Record<string, 'asc' | 'desc'>[] {
  switch (sort) {
    case 'newest':
      return [{ reviewedAt: 'desc' }, { id: 'desc' }];
    case 'oldest':
      return [{ reviewedAt: 'asc' }, { id: 'asc' }];
    case 'highest':
      return [{ stars: 'desc' }, { reviewedAt: 'desc' }, { id: 'desc' }];
    case 'lowest':
      return [{ stars: 'asc' }, { reviewedAt: 'desc' }, { id: 'desc' }];
  }
}

/** Rows as the list shows them, each with the number of the order it reviews. */
export async function rowsOf(ctx: Ctx, records: ReviewRecord[]): Promise<TReviewRow[]> {
  const orderIds = [...new Set(records.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const orders = orderIds.length ? await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: orderIds } }, select: { id: true, orderNo: true } }) : [];
  const numbers = new Map(orders.map((o) => [o.id, o.orderNo]));
  return records.map((r) => reviewRow(ctx.merchantId, r, (r.orderId && numbers.get(r.orderId)) || null));
}

async function find(ctx: Ctx, id: string): Promise<ReviewRecord> {
  const row = await ctx.db.productReview.findUnique({ where: key(ctx.merchantId, id), select: REVIEW_SELECT });
  if (!row) throw notFound(RECORD);
  return row;
}

/** Every id must be one of the merchant's reviews, or nothing is done. */
async function assertOwn(ctx: Ctx, ids: string[]): Promise<number> {
  const unique = new Set(ids).size;
  const count = await ctx.db.productReview.count({ where: { merchantId: ctx.merchantId, id: { in: ids } } });
  if (count !== unique) throw notFound(RECORD);
  return count;
}

/** The merchant's reviews a list's filters keep (the list and its export). */
export const reviewWhere = (merchantId: string, input: Omit<TReviewFilter, 'sort'>) => ({
  merchantId,
  ...(input.search && { searchText: keyContains(input.search) }),
  ...(input.stars && { stars: input.stars }),
  ...(input.visibility && { visibility: input.visibility }),
  ...(input.replied && { repliedAt: input.replied === 'replied' ? { not: null } : null }),
});

export async function listReviews(ctx: Ctx, raw: TReviewListInput): Promise<TReviewPage> {
  const input = ZReviewListInput.parse(raw);
  const where = reviewWhere(ctx.merchantId, input);
  const [records, total] = await Promise.all([
    ctx.db.productReview.findMany({ where, orderBy: reviewOrder(input.sort), select: REVIEW_SELECT, ...skipTake(input) }),
    ctx.db.productReview.count({ where }),
  ]);
  return { items: await rowsOf(ctx, records), total, page: input.page, pageSize: input.pageSize };
}

/** A review added by hand (manual), of one of the merchant's products. */
export function addManualReview(ctx: Ctx, raw: TManualReviewFormValues): Promise<TReviewRow> {
  const input = ZManualReviewInput.parse(raw);
  return audited(ctx, { action: log('created', { name: input.reviewerName }), category: CATEGORY }, async (tx) => {
    const product = await tx.db.product.findUnique({ where: key(tx.merchantId, input.productId), select: { nameEn: true } });
    if (!product) throw new AppError('REVIEW.PRODUCT', M.productUnknown, 'not_found', 'productId');
    const created = await tx.db.productReview.create({
      data: {
        merchantId: tx.merchantId,
        productId: input.productId,
        manual: true,
        reviewerName: input.reviewerName,
        variant: input.variant,
        stars: input.stars,
        comment: input.comment,
        visibility: input.visibility,
        reviewedAt: input.reviewedAt,
        searchText: reviewSearchText(input.reviewerName, product.nameEn, input.comment),
      },
      select: REVIEW_SELECT,
    });
    return reviewRow(tx.merchantId, created, null);
  });
}

/** Replies to a review, or changes the reply; the website shows it under the review. */
export async function replyToReview(ctx: Ctx, raw: TReviewReplyInput): Promise<TReviewRow> {
  const { id, reply } = ZReviewReplyInput.parse(raw);
  const before = await find(ctx, id);
  return audited(ctx, { action: msg('log.reviews.replied', { name: before.reviewerName }), category: CATEGORY }, async (tx) => {
    const row = await tx.db.productReview.update({ where: key(tx.merchantId, id), data: { reply, repliedAt: tx.now() }, select: REVIEW_SELECT });
    return (await rowsOf(tx, [row]))[0]!;
  });
}

/** Takes a reply away: the review counts as not replied again. */
export async function removeReply(ctx: Ctx, id: string): Promise<TReviewRow> {
  const before = await find(ctx, id);
  return audited(ctx, { action: msg('log.reviews.replyRemoved', { name: before.reviewerName }), category: CATEGORY }, async (tx) => {
    const row = await tx.db.productReview.update({ where: key(tx.merchantId, id), data: { reply: '', repliedAt: null }, select: REVIEW_SELECT });
    return (await rowsOf(tx, [row]))[0]!;
  });
}

/** Shows or hides reviews on the website, one or many. */
export function setReviewVisibility(ctx: Ctx, ids: string[], visibility: TVisibility): Promise<{ updated: number }> {
  return audited(ctx, { action: log(visibility === 'public' ? 'shown' : 'hidden', { count: new Set(ids).size }), category: CATEGORY }, async (tx) => {
    await assertOwn(tx, ids);
    const { count } = await tx.db.productReview.updateMany({ where: { merchantId: tx.merchantId, id: { in: ids } }, data: { visibility } });
    return { updated: count };
  });
}

/** Deletes reviews, one or many (the dashboard asks first). Points a rated order earned stay. */
export async function deleteReviews(ctx: Ctx, ids: string[]): Promise<{ deleted: number }> {
  const count = await assertOwn(ctx, ids);
  const action = count === 1 ? log('deleted', { name: (await find(ctx, ids[0]!)).reviewerName }) : log('deletedMany', { count });
  return audited(ctx, { action, category: CATEGORY }, async (tx) => {
    const { count: deleted } = await tx.db.productReview.deleteMany({ where: { merchantId: tx.merchantId, id: { in: ids } } });
    return { deleted };
  });
}
