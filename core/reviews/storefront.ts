import type { StorefrontCtx } from '../checkout/context.ts';
import { activeMember } from '../members/storefront-members.ts';
import { REVIEWABLE_ORDER_STATUSES, STAR_VALUES } from './constants.ts';
import { ZMemberIdInput, ZProductReviewsInput, type TProductReviews, type TProductReviewsInput } from './schema.ts';
import { REVIEW_SELECT, publicReview } from './view.ts';

/**
 * A product's visible reviews for the website, newest first, with the average and the count of
 * each star over all its visible reviews. A hidden review is never read here.
 */
export async function productReviews(store: StorefrontCtx, raw: TProductReviewsInput): Promise<TProductReviews> {
  const input = ZProductReviewsInput.parse(raw);
  const visible = { merchantId: store.merchantId, productId: input.productId, visibility: 'public' };
  const where = { ...visible, ...(input.stars && { stars: input.stars }) };
  const [rows, total, perStar] = await Promise.all([
    store.db.productReview.findMany({ where, select: REVIEW_SELECT, orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
    store.db.productReview.count({ where }),
    store.db.productReview.groupBy({ by: ['stars'], where: visible, _count: { _all: true } }),
  ]);
  const starCounts = Object.fromEntries(STAR_VALUES.map((s) => [s, perStar.find((g) => g.stars === s)?._count._all ?? 0])) as TProductReviews['starCounts'];
  const count = STAR_VALUES.reduce((sum, s) => sum + starCounts[s], 0);
  const sum = STAR_VALUES.reduce((acc, s) => acc + s * starCounts[s], 0);
  return {
    items: rows.map((row) => publicReview(store.merchantId, row)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    // One decimal, as a website shows it (4.3 stars).
    average: count ? Math.round((sum / count) * 10) / 10 : null,
    count,
    starCounts,
  };
}

/** The member's order lines open to review now: of completed orders, not reviewed yet, product still sold; newest order first. */
export async function reviewableLines(store: StorefrontCtx, raw: { memberId: string }) {
  const { memberId } = ZMemberIdInput.parse(raw);
  await activeMember(store, memberId);
  const lines = await store.db.orderItem.findMany({
    where: { merchantId: store.merchantId, productId: { not: null }, order: { memberId, status: { in: [...REVIEWABLE_ORDER_STATUSES] } } },
    select: { id: true, orderId: true, productId: true, name: true, options: true, order: { select: { orderNo: true, completedAt: true } } },
    orderBy: [{ order: { orderNo: 'desc' } }, { sort: 'asc' }, { id: 'asc' }],
    take: 500,
  });
  const ids = lines.map((l) => l.id);
  const [reviewed, products] = await Promise.all([
    store.db.productReview.findMany({ where: { merchantId: store.merchantId, orderItemId: { in: ids } }, select: { orderItemId: true } }),
    store.db.product.findMany({ where: { merchantId: store.merchantId, id: { in: lines.map((l) => l.productId!) } }, select: { id: true } }),
  ]);
  const done = new Set(reviewed.map((r) => r.orderItemId));
  const sold = new Set(products.map((p) => p.id));
  return lines
    .filter((l) => !done.has(l.id) && sold.has(l.productId!))
    .map((l) => ({ orderItemId: l.id, orderId: l.orderId, orderNo: l.order.orderNo, productId: l.productId!, name: l.name, variant: l.options, completedAt: l.order.completedAt }));
}
