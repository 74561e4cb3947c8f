import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { getLiveSettings } from './settings.ts';

type MerchantCtx = BaseCtx & { merchantId: string };

/**
 * Open cart lines older than the setting's hold hours are released, giving their units back to
 * their items. Every list and page that shows lines or units calls it first, so what it shows is
 * never stale; each line is released once (a conditional update), so two readers at once agree.
 */
export async function releaseExpiredLines(ctx: MerchantCtx, holdHours?: number): Promise<number> {
  // A caller that has just read the settings passes the hold time rather than have them read again.
  const cartHoldHours = holdHours ?? (await getLiveSettings(ctx)).cartHoldHours;
  const before = new Date(ctx.now().getTime() - cartHoldHours * 3_600_000);
  const expired = await ctx.db.liveCartLine.findMany({
    where: { merchantId: ctx.merchantId, status: 'open', createdAt: { lt: before } },
    select: { id: true, itemId: true, qty: true },
  });
  let released = 0;
  for (const line of expired) {
    await withTransaction(ctx, async (tx) => {
      const { count } = await tx.db.liveCartLine.updateMany({ where: { merchantId: tx.merchantId, id: line.id, status: 'open' }, data: { status: 'released' } });
      if (count === 0) return;
      released++;
      await tx.db.liveProductSetItem.updateMany({ where: { merchantId: tx.merchantId, id: line.itemId, sold: { gte: line.qty } }, data: { sold: { decrement: line.qty } } });
    });
  }
  return released;
}
