import { createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary, jobForOutput } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { showFileJob } from '../jobs/job-report.ts';

interface ImportFlags {
  batch: string;
  dryRun?: boolean;
  errorsOut?: string;
}

interface ExportFlags {
  format: TFileFormat;
  out?: string;
}

/**
 * Imports a member CSV under a batch name. Exit status 1 when any row was rejected (the
 * accepted rows are imported all the same, or on a dry run only checked), 5 when the job
 * failed for another reason, 0 when every row went in.
 */
async function importFile(globals: Globals, file: string, flags: ImportFlags): Promise<void> {
  try {
    await access(file);
  } catch {
    throw usageError(`Cannot read ${file}.`);
  }
  if (flags.batch.trim() === '') throw usageError('--batch needs a name: the batch the new members are recorded under.');
  await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await withSpinner('Uploading the file', () => connection.files.upload('member-import', file));
    const started = await connection.api.jobs.start.mutate({ kind: 'member-import', uploadId: upload.id, batch: flags.batch, dryRun: Boolean(flags.dryRun) });
    const job = await followJob(connection, started, flags.dryRun ? 'Checking' : 'Importing');
    const errorsOut = flags.errorsOut && path.resolve(flags.errorsOut);
    const rejected = await showFileJob(globals, connection, job, errorsOut);
    if (job.failedCount > 0 || rejected.length > 0) process.exitCode = EXIT.rejected;
    else if (job.status === 'failed') process.exitCode = EXIT.other;
  });
}

async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out ?? `members.${flags.format}`);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const job = await followJob(connection, await connection.api.jobs.start.mutate({ kind: 'member-export', format: flags.format }), 'Exporting');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    const bytes = await connection.files.download({ kind: 'result', jobId: job.id }, out);
    await show(globals, { job: jobForOutput(job), file: out, bytes }, () => [text(`${englishSummary(job.summary)} Saved to ${out}.`)]);
  });
}

/** The sample CSV is the same for everyone: written here, with no server or session needed. */
async function sample(globals: Globals, flags: { out?: string }): Promise<void> {
  const { writeMemberSample } = await import('../../core/members/import/sample.ts');
  const { SAMPLE_FILE } = await import('../../core/members/import/columns.ts');
  const out = path.resolve(flags.out ?? SAMPLE_FILE.fileName);
  const output = createWriteStream(out);
  await Promise.all([writeMemberSample(output), once(output, 'close')]);
  await show(globals, { file: out }, () => [text(`Saved the sample member CSV to ${out}.`)]);
}

/** Adds `merchant members import|export|sample` to the members command. */
export function registerMemberFiles(program: Command): void {
  const members = program.commands.find((c) => c.name() === 'members') ?? program.command('members').description('members');
  members
    .command('import')
    .description('import members from a CSV file (Name, Email, Phone, Date of Birth) under a batch name: every row is checked; the accepted rows are written in one transaction, the rejected ones reported')
    .argument('<file>', 'the .csv file (merchant members sample writes an example)')
    .requiredOption('--batch <name>', 'the batch name the new members are recorded under (importing the same file again with the same batch skips the members already imported)')
    .option('--dry-run', 'check every row and write nothing')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string, flags: ImportFlags, command: Command) => importFile(globalsOf(command), file, flags));
  members
    .command('export')
    .description('export every member as CSV or XLSX')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: members.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
  members
    .command('sample')
    .description('write the sample member import CSV')
    .option('--out <file>', 'where to save it (default: member-import-sample.csv)')
    .action((flags: { out?: string }, command: Command) => sample(globalsOf(command), flags));
}
