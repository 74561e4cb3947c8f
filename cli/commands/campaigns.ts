import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

// Kept here (not imported from core) so that `merchant --help` loads no schemas.
const localDay = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD.');
  return value;
};

interface RunFlags {
  date?: string;
}

/** The daily run, for cron: every ongoing birthday campaign hands out the codes due today. */
async function birthdayRun(globals: Globals, flags: RunFlags): Promise<void> {
  const config = operatorConfig(globals, 'campaigns birthday-run');
  const result = await withLocalRuntime(config, async (runtime) => {
    const [{ runBirthdayCampaigns }, { baseContext }] = await Promise.all([import('../../core/birthday/run.ts'), import('../../core/shared/context.ts')]);
    return runBirthdayCampaigns(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant campaigns birthday-run' }), { ...(flags.date && { date: flags.date }) });
  });
  await show(globals, result, () => [
    table(
      ['Merchant', 'Day', 'Birthday', 'Issued'],
      result.merchants.map((m) => [m.merchantName, m.date, m.birthday, String(m.issued)]),
      'No ongoing birthday campaigns.',
    ),
    text(`Issued ${plural(result.issued, 'birthday voucher')} for ${plural(result.merchants.length, 'merchant')}.`),
  ]);
}

export function registerCampaigns(program: Command): void {
  const campaigns = program.command('campaigns').description('promotion campaigns: the daily birthday run');
  campaigns
    .command('birthday-run')
    .description("issue today's birthday vouchers for every merchant with an ongoing birthday campaign (operator, local database only; run it daily from cron)")
    .option('--date <date>', "run as if today were this day (YYYY-MM-DD) for every merchant, e.g. to catch up a missed day; default: each merchant's today", localDay)
    .action((flags: RunFlags, command: Command) => birthdayRun(globalsOf(command), flags));
}
