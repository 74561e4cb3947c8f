import type { BaseCtx } from '../shared/context.ts';
import { rollUpMerchant, type RollupResult } from './rollup.ts';

export interface RollupRunEntry extends RollupResult {
  merchantId: string;
  merchantName: string;
  /** Why the merchant's rollup failed (its other days and the other merchants go on). */
  error?: string;
}

export interface RollupRun {
  merchants: RollupRunEntry[];
  days: number;
  pruned: number;
  failed: number;
}

/**
 * The scheduled rollup (cron: `merchant reports rollup`): every merchant's closed days counted
 * and old raw events removed. A merchant's days are counted a week per transaction, so a run
 * stopped part way resumes where it stopped; a merchant that fails does not stop the others.
 */
export async function rollUpEvents(base: BaseCtx, retentionDays: number): Promise<RollupRun> {
  const merchants = await base.db.merchant.findMany({ select: { id: true, name: true, timeZone: true }, orderBy: { createdAt: 'asc' } });
  const run: RollupRun = { merchants: [], days: 0, pruned: 0, failed: 0 };
  for (const m of merchants) {
    try {
      const result = await rollUpMerchant({ ...base, merchantId: m.id, timeZone: m.timeZone }, retentionDays);
      run.merchants.push({ merchantId: m.id, merchantName: m.name, ...result });
      run.days += result.days;
      run.pruned += result.pruned;
    } catch (error) {
      run.merchants.push({ merchantId: m.id, merchantName: m.name, days: 0, through: null, pruned: 0, ranked: 0, error: (error as Error).message });
      run.failed += 1;
    }
  }
  return run;
}
