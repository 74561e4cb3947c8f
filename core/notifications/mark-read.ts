import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { msg } from '../shared/messages.ts';

/**
 * Marks some of the merchant's notifications read; an id the merchant does not have is refused
 * (nothing is marked), one already read stays as it was. Returns how many changed.
 */
export async function markNotificationsRead(ctx: Ctx, ids: readonly string[]): Promise<{ marked: number }> {
  return audited(
    ctx,
    (r: { marked: number }) => ({ action: msg('log.notifications.markedRead', { count: r.marked }), category: 'my_sales' }),
    async (tx) => {
      const wanted = [...new Set(ids)];
      const found = await tx.db.sellerNotification.count({ where: { merchantId: tx.merchantId, id: { in: wanted } } });
      if (found !== wanted.length) throw notFound('notification');
      const { count } = await tx.db.sellerNotification.updateMany({ where: { merchantId: tx.merchantId, id: { in: wanted }, readAt: null }, data: { readAt: tx.now() } });
      return { marked: count };
    },
  );
}

/** Marks every unread notification of the merchant read. */
export function markAllNotificationsRead(ctx: Ctx): Promise<{ marked: number }> {
  return audited(ctx, { action: msg('log.notifications.allMarkedRead'), category: 'my_sales' }, async (tx) => {
    const { count } = await tx.db.sellerNotification.updateMany({ where: { merchantId: tx.merchantId, readAt: null }, data: { readAt: tx.now() } });
    return { marked: count };
  });
}
