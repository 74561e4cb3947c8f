import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import type { CountProgress } from '../ui/count-progress.ts';
import { startCountProgress } from '../ui/count-progress.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { reportsCommand, saveReport } from './reports.ts';

// Kept here (not imported from core) so that `merchant --help` loads no schemas.
const wholeNumber = (min: number, max: number) => (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
  return n;
};

interface MonthlyFlags {
  year: number;
  month: number;
  out?: string;
}

/** A month's report of the signed-in merchant: the stored PDF of the monthly run, or one drawn now. */
function monthly(globals: Globals, flags: MonthlyFlags): Promise<void> {
  const month = `${flags.year}-${String(flags.month).padStart(2, '0')}`;
  return saveReport(globals, { name: 'monthly', label: `monthly report for ${month}`, format: 'pdf', query: { month } }, flags.out ?? `monthly-report-${month}.pdf`);
}

const OUTCOMES = { made: 'stored (no report address)', mailed: 'stored and e-mailed', done: 'already done', no_address: 'stored before, no report address', failed: 'FAILED' } as const;

/** The monthly run, for cron: every merchant's ended month stored and e-mailed once; exit 1 naming any merchant that failed. */
async function monthlyRun(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'reports monthly-run');
  let progress: CountProgress | undefined;
  let total = 0;
  const entries = await withLocalRuntime(config, async (runtime) => {
    const [{ runMonthlyReports }, { baseContext }] = await Promise.all([import('../../core/reports/monthly-run.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant reports monthly-run' });
    try {
      return await runMonthlyReports(base, {
        start: async (merchants) => {
          total = merchants;
          progress = await startCountProgress('Monthly reports', 'merchants', merchants);
        },
        merchant: (_entry, done) => progress?.update(done, total),
      });
    } finally {
      progress?.stop();
    }
  });
  const failed = entries.filter((e) => e.outcome === 'failed');
  await show(globals, { merchants: entries, failed: failed.length }, () => [
    table(
      ['Merchant', 'Month', 'Outcome'],
      entries.map((e) => [e.merchantName, e.month, e.error ? `${OUTCOMES[e.outcome]}: ${e.error}` : OUTCOMES[e.outcome]]),
      'No merchants.',
    ),
    text(`Monthly reports: ${plural(entries.length - failed.length, 'merchant')} done, ${failed.length} failed.`),
  ]);
  if (failed.length) throw new CliError(`The monthly report failed for ${failed.map((e) => e.merchantName).join(', ')}.`, EXIT.rejected);
}

/** The rollup, for cron: every merchant's closed days counted, and raw events past their retention removed; exit 1 naming any merchant that failed. */
async function rollup(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'reports rollup');
  const run = await withLocalRuntime(config, async (runtime) => {
    const [{ rollUpEvents }, { baseContext }] = await Promise.all([import('../../core/reports/rollup-run.ts'), import('../../core/shared/context.ts')]);
    return rollUpEvents(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant reports rollup' }), config.eventRetentionDays);
  });
  await show(globals, run, () => [
    table(
      ['Merchant', 'Days counted', 'Counted through', 'Old events removed'],
      run.merchants.map((m) => [m.merchantName, m.error ? `FAILED: ${m.error}` : String(m.days), m.through ?? '-', String(m.pruned)]),
      'No merchants.',
    ),
    text(`Counted ${plural(run.days, 'day')} of events; removed ${plural(run.pruned, 'raw event')} older than ${config.eventRetentionDays} days.`),
  ]);
  const failed = run.merchants.filter((m) => m.error);
  if (failed.length) throw new CliError(`The rollup failed for ${failed.map((m) => m.merchantName).join(', ')}.`, EXIT.rejected);
}

/** The sales reports' sums counted again from the orders, for one merchant or all: exit 1 naming any merchant that failed. */
async function recountSales(globals: Globals, flags: { merchant?: string }): Promise<void> {
  const run = await withLocalRuntime(operatorConfig(globals, 'reports recount-sales'), async (runtime) => {
    const [{ recountSales: recount }, { baseContext }] = await Promise.all([import('../../core/orders/sales-days-rebuild.ts'), import('../../core/shared/context.ts')]);
    return recount(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant reports recount-sales' }), flags.merchant);
  });
  if (flags.merchant && run.merchants.length === 0) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.rejected);
  await show(globals, run, () => [
    table(
      ['Merchant', 'Days with orders', 'Product rows'],
      run.merchants.map((m) => [m.merchantName, m.error ? `FAILED: ${m.error}` : String(m.days), String(m.productRows)]),
      'No merchants.',
    ),
    text(`Counted the sales of ${plural(run.merchants.length - run.failed, 'merchant')}.`),
  ]);
  const failed = run.merchants.filter((m) => m.error);
  if (failed.length) throw new CliError(`Counting the sales failed for ${failed.map((m) => m.merchantName).join(', ')}.`, EXIT.rejected);
}

/** Adds `merchant reports monthly|monthly-run|rollup|recount-sales`. */
export function registerMonthlyReports(program: Command): void {
  const reports = reportsCommand(program);
  reports
    .command('monthly')
    .description('save the monthly report PDF of a month (the one the monthly run stored and e-mailed, or one drawn now)')
    .requiredOption('--year <year>', 'the year, e.g. 2026', wholeNumber(2000, 2100))
    .requiredOption('--month <month>', 'the month, 1 to 12', wholeNumber(1, 12))
    .option('--out <file>', 'where to save it (default: monthly-report-<year>-<month>.pdf)')
    .action((flags: MonthlyFlags, command: Command) => monthly(globalsOf(command), flags));
  reports
    .command('monthly-run')
    .description("store and e-mail every merchant's report for the month that just ended in its time zone (operator, local database only; run it from cron on the 1st; safe to run again)")
    .action((_flags: unknown, command: Command) => monthlyRun(globalsOf(command)));
  reports
    .command('rollup')
    .description("count the storefront events into the report rollups (closed days for good, today's whole hours again each run) and remove raw events past EVENT_RETENTION_DAYS (operator, local database only; run it every 10 minutes from cron)")
    .action((_flags: unknown, command: Command) => rollup(globalsOf(command)));
  reports
    .command('recount-sales')
    .description("count the sales reports' sums again from the orders: after upgrading from a version without them, bringing orders over, or changing a merchant's time zone (operator, local database only)")
    .option('--merchant <id>', 'only this merchant')
    .action((flags: { merchant?: string }, command: Command) => recountSales(globalsOf(command), flags));
}
