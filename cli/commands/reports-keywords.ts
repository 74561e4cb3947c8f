import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { reportsCommand } from './reports.ts';

const day = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('Expected a day as YYYY-MM-DD.');
  return value;
};

interface CheckFlags {
  merchant?: string;
  day?: string;
}

/**
 * The keyword check, for cron: each merchant's followed keywords' Google positions today (its own
 * calendar's) and its search queries of two days before. Exit 1 naming a merchant whose check failed.
 */
async function keywordsCheck(globals: Globals, flags: CheckFlags): Promise<void> {
  const config = operatorConfig(globals, 'reports keywords-check');
  const run = await withLocalRuntime(config, async (runtime) => {
    const provider = runtime.env.keywordProvider;
    if (!provider) throw new CliError('No keyword provider is set up: set KEYWORD_API_URL and KEYWORD_API_KEY, or KEYWORD_PROVIDER=simulator to try it (docs/reports.md).', EXIT.other);
    const [{ checkAllKeywords }, { baseContext }] = await Promise.all([import('../../core/reports/keyword-check.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant reports keywords-check' });
    return withSpinner('Checking keyword positions', () => checkAllKeywords(base, provider, { merchantId: flags.merchant, day: flags.day }));
  });
  if (flags.merchant && run.merchants.length === 0) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.notFound);
  const { english } = await import('../../core/shared/english.ts');
  await show(globals, run, () => [
    table(
      ['Merchant', 'Domain', 'Keywords checked', 'Queries stored'],
      run.merchants.map((m) => [m.merchantName, m.error ? `FAILED: ${english(m.error)}${m.detail ? ` (${m.detail})` : ''}` : (m.domain ?? 'no domain'), String(m.checked), String(m.queries)]),
      'No merchants.',
    ),
    text(`Checked ${plural(run.checked, 'keyword')} and stored ${plural(run.queries, 'search query', 'search queries')}.`),
  ]);
  const failed = run.merchants.filter((m) => m.error);
  if (failed.length) throw new CliError(`The keyword check failed for ${failed.map((m) => m.merchantName).join(', ')}.`, EXIT.rejected);
}

/** Adds `merchant reports keywords-check` to the reports command. */
export function registerKeywordReports(program: Command): void {
  reportsCommand(program)
    .command('keywords-check')
    .description("store every merchant's keyword positions on Google for today and its search queries of two days before (operator, local database only; run it daily from cron; safe to run again)")
    .option('--merchant <merchantId>', 'only this merchant')
    .option('--day <day>', "the day to check, YYYY-MM-DD (default: today in each merchant's time zone)", day)
    .action((flags: CheckFlags, command: Command) => keywordsCheck(globalsOf(command), flags));
}
