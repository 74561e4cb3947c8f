import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

interface ConsolidateFlags {
  month: string;
  merchant?: string;
}

const monthOf = (value: string): string => {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new InvalidArgumentError('Expected a month as YYYY-MM.');
  return value;
};

/** The scheduled run, for cron: each merchant's consolidated e-invoice of the month, submitted to MyInvois once. */
async function consolidate(globals: Globals, flags: ConsolidateFlags): Promise<void> {
  const config = operatorConfig(globals, 'einvoice consolidate');
  const result = await withLocalRuntime(config, async (runtime) => {
    const [{ consolidateMonth }, { baseContext }] = await Promise.all([import('../../core/e-invoice/consolidate.ts'), import('../../core/shared/context.ts')]);
    return consolidateMonth(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant einvoice consolidate' }), flags.month, flags.merchant);
  });
  await show(globals, result, () => [
    table(
      ['Merchant', 'Outcome', 'Status', 'Orders'],
      result.merchants.map((m) => [m.merchantId, m.outcome, m.status, String(m.orders)]),
      'No merchants.',
    ),
  ]);
}

/** `merchant einvoice consolidate`: the monthly consolidated e-invoices (docs/e-invoice.md). */
export function registerEInvoice(program: Command): void {
  const einvoice = program.command('einvoice').description('MyInvois e-invoices (operator, local database only)');
  einvoice
    .command('consolidate')
    .description("submit each merchant's consolidated e-invoice of a month's orders whose buyers did not ask for one (run it from cron after the month; safe to run again)")
    .requiredOption('--month <month>', 'the month, YYYY-MM (each merchant’s time zone)', monthOf)
    .option('--merchant <merchantId>', 'only this merchant')
    .action((flags: ConsolidateFlags, command: Command) => consolidate(globalsOf(command), flags));
}
