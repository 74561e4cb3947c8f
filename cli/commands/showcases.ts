import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

/** The daily showcase sync, for cron: each slot's traffic recorded for the traffic guarantee report, expired slots marked; exit 1 naming any merchant that failed. */
async function sync(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'showcases sync');
  const run = await withLocalRuntime(config, async (runtime) => {
    const [{ syncShowcases }, { baseContext }] = await Promise.all([import('../../core/reports/showcase-sync.ts'), import('../../core/shared/context.ts')]);
    return syncShowcases(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant showcases sync' }), config.eventRetentionDays);
  });
  await show(globals, run, () => [
    table(
      ['Merchant', 'Traffic recorded through', 'Slots expired'],
      run.merchants.map((m) => [m.merchantName, m.error ? `FAILED: ${m.error}` : (m.through ?? '-'), String(m.expired)]),
      'No merchants with showcase slots.',
    ),
    text(`Synced the showcase slots of ${plural(run.merchants.length - run.failed, 'merchant')}.`),
  ]);
  const failed = run.merchants.filter((m) => m.error);
  if (failed.length) throw new CliError(`The showcase sync failed for ${failed.map((m) => m.merchantName).join(', ')}.`, EXIT.rejected);
}

/** `merchant showcases sync`: the product showcase slots' daily traffic sync, beside `add` (operator, local database only). */
export function registerShowcaseSync(showcases: Command): void {
  showcases
    .command('sync')
    .description("daily: record each slot's views and clicks for the traffic guarantee report and mark slots past their last day expired (safe to run twice)")
    .action((_flags: unknown, command: Command) => sync(globalsOf(command)));
}
