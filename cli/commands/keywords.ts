import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

interface CheckFlags {
  merchant?: string;
}

/**
 * The keyword campaigns' check, for cron: every campaign due by now is checked and its report
 * e-mailed. Safe to run twice (a campaign checked is not due again). Exit 1 naming a campaign whose check failed.
 */
async function campaignsCheck(globals: Globals, flags: CheckFlags): Promise<void> {
  const config = operatorConfig(globals, 'keywords check');
  const run = await withLocalRuntime(config, async (runtime) => {
    const provider = runtime.env.keywordProvider;
    if (!provider) throw new CliError('No keyword provider is set up: set KEYWORD_API_URL and KEYWORD_API_KEY, or KEYWORD_PROVIDER=simulator to try it (docs/keyword-monitoring.md).', EXIT.other);
    if (flags.merchant && !(await runtime.database.client.merchant.findUnique({ where: { id: flags.merchant }, select: { id: true } }))) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.notFound);
    const [{ checkDueCampaigns }, { baseContext }] = await Promise.all([import('../../core/keyword-monitoring/check.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant keywords check' });
    return withSpinner('Checking keyword campaigns', () => checkDueCampaigns(base, provider, { merchantId: flags.merchant }));
  });
  const { english } = await import('../../core/shared/english.ts');
  await show(globals, run, () => [
    table(
      ['Merchant', 'Campaign', 'Keywords checked', 'Reports e-mailed'],
      run.campaigns.map((c) => [c.merchantName, c.name, c.error ? `FAILED: ${english(c.error)}${c.detail ? ` (${c.detail})` : ''}` : String(c.checked), String(c.mailed)]),
      'No campaign is due.',
    ),
    text(`Checked ${plural(run.checked, 'campaign')}.`),
  ]);
  const failed = run.campaigns.filter((c) => c.error);
  if (failed.length) throw new CliError(`The check failed for ${failed.map((c) => `${c.merchantName}: ${c.name}`).join(', ')}.`, EXIT.rejected);
}

/** Adds `merchant keywords check`. */
export function registerKeywords(program: Command): void {
  program
    .command('keywords')
    .description('keyword monitoring campaigns')
    .command('check')
    .description('check every keyword campaign that is due and e-mail its report (operator, local database only; run it hourly from cron; safe to run again)')
    .option('--merchant <merchantId>', 'only this merchant')
    .action((flags: CheckFlags, command: Command) => campaignsCheck(globalsOf(command), flags));
}
