import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';

/**
 * Keeps a member's paid-order figures (Member.paidOrderCount, paidTotalSen, lastPaidAt) in step
 * with their orders; the member types (member-types.ts) are computed from them. Called from
 * core/orders/payment-events.ts after an order of the member was paid or undone, with the order's
 * new status already written.
 *
 * The figures are recounted from the member's orders rather than moved by +1/-1: a recount is
 * right whatever happened before (orders paid before a member was linked, a figure edited by
 * hand), and one member's orders are few and read on the (merchantId, memberId, placedAt) index.
 * Paid means the paid set of the spec (2, 4, 6, 8): cancelled (3) and refunded (9) orders drop out.
 */
export async function refreshMemberFigures(tx: Ctx, memberId: string): Promise<void> {
  const figures = await tx.db.order.aggregate({
    where: { merchantId: tx.merchantId, memberId, status: { in: [...REFERRAL_PAID_STATUSES] } },
    _count: { _all: true },
    _sum: { totalSen: true },
    _max: { paidAt: true },
  });
  await tx.db.member.updateMany({
    where: { merchantId: tx.merchantId, id: memberId },
    data: { paidOrderCount: figures._count._all, paidTotalSen: figures._sum.totalSen ?? 0, lastPaidAt: figures._max.paidAt },
  });
}

/** After orderId was paid or undone: refreshes its member's figures; a guest order changes nothing. */
export async function memberOrderChanged(tx: Ctx, orderId: string): Promise<void> {
  const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, select: { memberId: true } });
  if (order?.memberId) await refreshMemberFigures(tx, order.memberId);
}
