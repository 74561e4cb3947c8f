import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface WinnersFlags {
  campaign: string;
  format: TFileFormat;
  out?: string;
}

interface CreditFlags {
  from?: string;
  to?: string;
}

/** A campaign's winners, page by page through the router, into CSV or XLSX (formula-like text guarded). */
async function exportWinners(globals: Globals, flags: WinnersFlags): Promise<void> {
  const { writeWinners } = await import('../../core/shake/winners-export.ts');
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const campaign = await api.shakeCampaigns.get.query({ id: flags.campaign });
    const out = path.resolve(flags.out ?? `shake-winners-${campaign.id}.${flags.format}`);
    const count = await writeWinners(flags.format, createWriteStream(out), (page) => api.shakeCampaigns.winners.query({ campaignId: flags.campaign, page, pageSize: 80 }));
    await show(globals, { campaignId: campaign.id, file: out, format: flags.format, winners: count }, () => [text(`Exported ${plural(count, 'winner')} of "${campaign.name}" to ${out}.`)]);
  });
}

/** The SMS credit balance and the latest movements of the ledger. */
async function smsCredits(globals: Globals, flags: CreditFlags): Promise<void> {
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const page = await api.shakeCampaigns.smsCredits.query({ ...(flags.from && { from: flags.from }), ...(flags.to && { to: flags.to }), pageSize: 80 });
    await show(globals, page, () => [
      fields([['SMS credits', String(page.balance)]]),
      table(
        ['Date', 'Reason', 'Credits', 'Balance'],
        page.rows.map((r) => [r.createdAt.toISOString(), r.reason, r.delta > 0 ? `+${r.delta}` : String(r.delta), String(r.balanceAfter)]),
        'No movements.',
      ),
    ]);
  });
}

/** `merchant shake winners` and `merchant sms credits`. */
export function registerShake(program: Command): void {
  const shake = program.command('shake').description('shake campaigns of the merchant’s app');
  shake
    .command('winners')
    .description('export a campaign’s winners (date, name, phone, e-mail, prize, status) as CSV or XLSX')
    .requiredOption('--campaign <id>', 'the campaign')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: shake-winners-<id>.<format>)')
    .action((flags: WinnersFlags, command: Command) => exportWinners(globalsOf(command), flags));
  const sms = program.command('sms').description('SMS sent for the merchant (shake users’ codes)');
  sms
    .command('credits')
    .description('the SMS credit balance and its movements (operators add credits with `merchant credits add --kind sms`)')
    .option('--from <day>', 'first day, YYYY-MM-DD')
    .option('--to <day>', 'last day, YYYY-MM-DD')
    .action((flags: CreditFlags, command: Command) => smsCredits(globalsOf(command), flags));
}
