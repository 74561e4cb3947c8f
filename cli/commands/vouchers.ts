import { access } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { MEMBER_TYPES, type MemberType } from '../../core/members/constants.ts';
import { withApi } from '../connection/connect.ts';
import { wholeNumber } from '../program/arguments.ts';
import { EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { startCountProgress } from '../ui/count-progress.ts';
import { fields, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { followJob } from '../jobs/follow.ts';
import { showFileJob } from '../jobs/job-report.ts';
import { formatCount } from '../../core/shared/numbers.ts';
import { assignInBatches, assignPreview, exportCodes } from '../vouchers/voucher-runs.ts';

/** Most codes one run makes (the router's limit too). */
const MAX_CODES = 100_000;
/** Codes asked for per call, so the bar moves while a large run goes on. */
const CODES_PER_CALL = 5_000;

interface GenerateFlags {
  voucher: string;
  count: number;
  prefix?: string;
}
interface ExportFlags {
  voucher: string;
  format: TFileFormat;
  out?: string;
}
interface AssignFlags {
  voucher: string;
  memberType?: MemberType;
  file?: string;
  errorsOut?: string;
}

/** A voucher run through the router, a few thousand codes per call, with a progress bar. */
async function generate(globals: Globals, flags: GenerateFlags): Promise<void> {
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const progress = await startCountProgress('Generating', 'codes', flags.count);
    const started = performance.now();
    let generated = 0;
    let last = null as Awaited<ReturnType<typeof api.vouchers.generateCodes.mutate>> | null;
    try {
      while (generated < flags.count) {
        last = await api.vouchers.generateCodes.mutate({ voucherId: flags.voucher, count: Math.min(CODES_PER_CALL, flags.count - generated), ...(flags.prefix && { prefix: flags.prefix }) });
        generated += last.generated;
        progress.update(generated, flags.count);
      }
    } finally {
      progress.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const result = { voucherId: flags.voucher, generated, prefix: last!.prefix, codeCount: last!.codeCount, seconds: Number(seconds.toFixed(2)) };
    await show(globals, result, () => [
      fields([
        ['Generated', formatCount(generated)],
        ['Prefix', result.prefix],
        ['Codes of the voucher', formatCount(result.codeCount)],
        ['Time', `${seconds.toFixed(1)} s (${formatCount(Math.round(generated / Math.max(seconds, 0.001)))} codes/s)`],
      ]),
    ]);
  });
}

/** Every code of a voucher, a page at a time through the router, into CSV or XLSX (formula-like text guarded). */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const voucher = await api.vouchers.get.query({ id: flags.voucher });
    const out = path.resolve(flags.out ?? `voucher-${voucher.code.toLowerCase()}-codes.${flags.format}`);
    const progress = await startCountProgress('Exporting', 'codes', voucher.codeCount);
    let codes = 0;
    try {
      codes = await exportCodes(api, flags.voucher, flags.format, out, (done) => progress.update(done, Math.max(done, voucher.codeCount)));
    } finally {
      progress.stop();
    }
    await show(globals, { voucherId: flags.voucher, file: out, format: flags.format, codes }, () => [text(`Exported ${plural(codes, 'code')} of voucher "${voucher.name}" to ${out}.`)]);
  });
}

/**
 * Hands free codes to the members of a member type, with a progress bar: a first call counts
 * the members who need a code (and refuses, assigning nothing, when too few codes are free), then
 * calls of a few thousand members each hand theirs out (assignInBatches).
 */
async function assignToType(globals: Globals, flags: AssignFlags & { memberType: MemberType }): Promise<void> {
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const preview = await withSpinner('Reading the members', () => assignPreview(api, flags.voucher, flags.memberType));
    const progress = await startCountProgress('Assigning', 'codes', preview.members);
    let result: { assigned: number; skipped: number };
    try {
      result = await assignInBatches(api, flags.voucher, flags.memberType, (done, total) => progress.update(done, total), preview);
    } finally {
      progress.stop();
    }
    await show(globals, { voucherId: flags.voucher, ...result }, () => [
      fields([
        ['Assigned', formatCount(result.assigned)],
        ['Skipped (already hold a code)', formatCount(result.skipped)],
      ]),
    ]);
  });
}

/**
 * Hands free codes to the members a list file names: the file is uploaded and a job reads it and
 * hands out the codes, followed with a progress bar. Exit status 1 when a row of the list names
 * no member (the others are assigned all the same); --errors-out saves those rows.
 */
async function assignToList(globals: Globals, flags: AssignFlags & { file: string }): Promise<void> {
  try {
    await access(flags.file);
  } catch {
    throw usageError(`Cannot read ${flags.file}.`);
  }
  await withApi(globals, { signedIn: true }, async (connection) => {
    const { id: uploadId } = await withSpinner('Uploading the list', () => connection.files.upload('voucher-members', flags.file));
    const started = await connection.api.jobs.start.mutate({ kind: 'voucher-assign', voucherId: flags.voucher, uploadId });
    const job = await followJob(connection, started, 'Assigning');
    const unknown = await showFileJob(globals, connection, job, flags.errorsOut, 'Rows naming no member');
    if (job.status === 'failed' || unknown.length > 0) process.exitCode = EXIT.rejected;
  });
}

function assign(globals: Globals, flags: AssignFlags): Promise<void> {
  if (Boolean(flags.memberType) === Boolean(flags.file)) throw usageError('Give either --member-type or --file.');
  return flags.file ? assignToList(globals, { ...flags, file: flags.file }) : assignToType(globals, { ...flags, memberType: flags.memberType! });
}

/** `merchant vouchers generate|export|assign`: voucher runs of bulk vouchers. */
export function registerVouchers(program: Command): void {
  const vouchers = program.command('vouchers').description('voucher runs of bulk vouchers: generate one-use codes, export them, assign them to members');
  vouchers
    .command('generate')
    .description('generate one-use codes for a bulk voucher (its code, or --prefix, then 8 random characters)')
    .requiredOption('--voucher <id>', 'the bulk voucher')
    .requiredOption('--count <n>', `how many codes (1 to ${formatCount(MAX_CODES)})`, wholeNumber(1, MAX_CODES))
    .option('--prefix <prefix>', 'the codes’ prefix: letters, digits and hyphens (default: the voucher’s code)')
    .action((flags: GenerateFlags, command: Command) => generate(globalsOf(command), flags));
  vouchers
    .command('export')
    .description('export a voucher’s codes (code, member, assigned at, used at, order) as CSV or XLSX')
    .requiredOption('--voucher <id>', 'the voucher')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: voucher-<code>-codes.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
  vouchers
    .command('assign')
    .description('give one free code to each member of a member type or of a list (members who hold a code already are skipped)')
    .requiredOption('--voucher <id>', 'the bulk voucher')
    .addOption(new Option('--member-type <type>', 'the members of this type now').choices(MEMBER_TYPES))
    .option('--file <file>', 'a .csv or .xlsx list of member e-mails or member numbers, one a line or in an Email / Member ID column')
    .option('--errors-out <file>', 'with --file: save the rows that name no member here')
    .action((flags: AssignFlags, command: Command) => assign(globalsOf(command), flags));
}
