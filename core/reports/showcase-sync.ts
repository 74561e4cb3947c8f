import { systemCtx, type BaseCtx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';
import { rollUpMerchant } from './rollup.ts';

export interface ShowcaseSyncEntry {
  merchantId: string;
  merchantName: string;
  /** The last day whose slot traffic is recorded for good. */
  through: string | null;
  /** Slots whose last day passed in this run, now stored as expired. */
  expired: number;
  error?: string;
}

/**
 * The daily showcase sync (cron: `merchant showcases sync`). For every merchant with slots:
 * records each slot's views and clicks of the closed days into the day and month rollups the
 * traffic guarantee report reads (the same rollup as `merchant reports rollup`, by slot and
 * kind), then stores 'expired' on slots whose last day has passed, so a switch cannot bring
 * them back. Each step is idempotent and marked as it commits: a second run, or a run after a
 * crash, only does what is left. A merchant that fails does not stop the others.
 */
export async function syncShowcases(base: BaseCtx, retentionDays: number): Promise<{ merchants: ShowcaseSyncEntry[]; failed: number }> {
  const owners = await base.db.showcaseSlot.findMany({ distinct: ['merchantId'], select: { merchantId: true } });
  const merchants = await base.db.merchant.findMany({ where: { id: { in: owners.map((o) => o.merchantId) } }, select: { id: true, name: true, timeZone: true }, orderBy: { createdAt: 'asc' } });
  const entries: ShowcaseSyncEntry[] = [];
  for (const m of merchants) {
    try {
      const ctx = systemCtx(base, m);
      const { through } = await rollUpMerchant(ctx, retentionDays);
      const today = localDate(ctx.now(), ctx.timeZone);
      const { count } = await ctx.db.showcaseSlot.updateMany({ where: { merchantId: m.id, endsOn: { lt: today }, state: { not: 'expired' } }, data: { state: 'expired' } });
      entries.push({ merchantId: m.id, merchantName: m.name, through, expired: count });
    } catch (error) {
      entries.push({ merchantId: m.id, merchantName: m.name, through: null, expired: 0, error: (error as Error).message });
    }
  }
  return { merchants: entries, failed: entries.filter((e) => e.error).length };
}
