import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import type { TNotificationListInput, TNotificationPage, TNotificationRow } from './schema.ts';

const select = { id: true, kind: true, orderId: true, productId: true, message: true, readAt: true, createdAt: true } as const;

/** How many of the merchant's notifications nobody has read. */
export const unreadNotificationCount = (ctx: Ctx): Promise<number> => ctx.db.sellerNotification.count({ where: { merchantId: ctx.merchantId, readAt: null } });

/** Notifications with their orders' numbers (one query for the page's orders). */
export async function withOrderNumbers(ctx: Ctx, rows: Omit<TNotificationRow, 'orderNo'>[]): Promise<TNotificationRow[]> {
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const orders = orderIds.length
    ? await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: orderIds } }, select: { id: true, orderNo: true } })
    : [];
  const numbers = new Map(orders.map((o) => [o.id, o.orderNo]));
  return rows.map((r) => ({ ...r, orderNo: r.orderId ? (numbers.get(r.orderId) ?? null) : null }));
}

/** The merchant's notifications, newest first; all of them or only the unread. */
export async function listNotifications(ctx: Ctx, input: TNotificationListInput): Promise<TNotificationPage> {
  const where = { merchantId: ctx.merchantId, ...(input.filter === 'unread' && { readAt: null }) };
  const [rows, total, unread] = await Promise.all([
    ctx.db.sellerNotification.findMany({ where, select, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
    ctx.db.sellerNotification.count({ where }),
    unreadNotificationCount(ctx),
  ]);
  return { items: await withOrderNumbers(ctx, rows), total, unread, page: input.page, pageSize: input.pageSize };
}
