import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

interface RefreshFlags {
  merchant?: string;
}

/**
 * The parcel tracking refresh, for cron: for every merchant with the tracking service set up, the
 * parcels of shipped orders are registered with the service and every parcel not yet delivered or
 * returned is brought up to date. Incremental and safe to run again. Exit 1 naming a merchant whose
 * refresh failed (a refused key, no answer).
 */
async function parcelsRefresh(globals: Globals, flags: RefreshFlags): Promise<void> {
  const config = operatorConfig(globals, 'parcels refresh');
  const runs = await withLocalRuntime(config, async (runtime) => {
    if (flags.merchant && !(await runtime.database.client.merchant.findUnique({ where: { id: flags.merchant }, select: { id: true } }))) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.notFound);
    const [{ refreshAllParcels }, { baseContext }] = await Promise.all([import('../../core/parcels/tracking/refresh.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant parcels refresh' });
    return withSpinner('Refreshing parcels', () => refreshAllParcels(base, { merchantId: flags.merchant }));
  });
  const { english } = await import('../../core/shared/english.ts');
  await show(globals, { merchants: runs }, () => [
    table(
      ['Merchant', 'Registered', 'Checked', 'Changed'],
      runs.map((r) => [r.merchantName, String(r.registered), r.error ? `FAILED: ${english(r.error)}` : String(r.checked), String(r.changed)]),
      'No merchant has the parcel tracking service set up.',
    ),
    text(`Refreshed the parcels of ${plural(runs.length, 'merchant')}.`),
  ]);
  const failed = runs.filter((r) => r.error);
  if (failed.length) throw new CliError(`The refresh failed for ${failed.map((r) => r.merchantName).join(', ')}.`, EXIT.rejected);
}

/** Adds `merchant parcels refresh`. */
export function registerParcels(program: Command): void {
  program
    .command('parcels')
    .description('parcel tracking')
    .command('refresh')
    .description('register shipped parcels with the tracking service and refresh every parcel not yet delivered or returned (operator, local database only; run it every 30 minutes from cron; safe to run again)')
    .option('--merchant <merchantId>', 'only this merchant')
    .action((flags: RefreshFlags, command: Command) => parcelsRefresh(globalsOf(command), flags));
}
