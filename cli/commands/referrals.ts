import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface CommissionFlags {
  month: string;
  format: TFileFormat;
  out?: string;
}

/** A month's referral commissions, page by page through the router, into CSV or XLSX (formula-like text guarded). */
async function exportCommissions(globals: Globals, flags: CommissionFlags): Promise<void> {
  const { writeMonthCommissions } = await import('../../core/referral/commissions-export.ts');
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    // Checked (and refused with the locale's message) by the router before the file is made.
    const first = await api.referral.monthCommissions.query({ month: flags.month, page: 1, pageSize: 80 });
    const out = path.resolve(flags.out ?? `referral-commissions-${flags.month}.${flags.format}`);
    const { orders, totals } = await writeMonthCommissions(flags.format, createWriteStream(out), (page) =>
      page === 1 ? Promise.resolve(first) : api.referral.monthCommissions.query({ month: flags.month, page, pageSize: 80 }),
    );
    await show(globals, { month: flags.month, file: out, format: flags.format, orders, totals }, () => [text(`Exported the commissions of ${plural(orders, 'order')} of ${flags.month} to ${out}.`)]);
  });
}

/** `merchant referrals commissions`. */
export function registerReferrals(program: Command): void {
  const referrals = program.command('referrals').description('the referral system: persons, their links and commissions');
  referrals
    .command('commissions')
    .description('export a month’s referral commissions per person (payable, paid, not payable) with totals as CSV or XLSX')
    .requiredOption('--month <month>', 'the month, YYYY-MM (the merchant’s time zone)')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: referral-commissions-<month>.<format>)')
    .action((flags: CommissionFlags, command: Command) => exportCommissions(globalsOf(command), flags));
}
