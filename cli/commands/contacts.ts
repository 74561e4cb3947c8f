import { access } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary, jobForOutput } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { showFileJob } from '../jobs/job-report.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

interface ImportFlags {
  dryRun?: boolean;
  errorsOut?: string;
}

interface ExportFlags {
  format: TFileFormat;
  out?: string;
}

/**
 * Imports a CSV or XLSX of contacts, all rows or none. Exit status 1 when any row was rejected
 * (then nothing was written), 5 when the job failed for another reason, 0 when every row went in
 * (or, on a dry run, would).
 */
async function importFile(globals: Globals, file: string, flags: ImportFlags): Promise<void> {
  try {
    await access(file);
  } catch {
    throw usageError(`Cannot read ${file}.`);
  }
  await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await withSpinner('Uploading the file', () => connection.files.upload('contact-import', file));
    const started = await connection.api.jobs.start.mutate({ kind: 'contact-import', uploadId: upload.id, dryRun: Boolean(flags.dryRun) });
    const job = await followJob(connection, started, flags.dryRun ? 'Checking' : 'Importing');
    const rejected = await showFileJob(globals, connection, job, flags.errorsOut && path.resolve(flags.errorsOut));
    if (job.failedCount > 0 || rejected.length > 0) process.exitCode = EXIT.rejected;
    else if (job.status === 'failed') process.exitCode = EXIT.other;
  });
}

async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out ?? `contacts.${flags.format}`);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const job = await followJob(connection, await connection.api.jobs.start.mutate({ kind: 'contact-export', format: flags.format }), 'Exporting');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    const bytes = await connection.files.download({ kind: 'result', jobId: job.id }, out);
    await show(globals, { job: jobForOutput(job), file: out, bytes }, () => [text(`${englishSummary(job.summary)} Saved to ${out}.`)]);
  });
}

/** Adds `merchant contacts import|export`: the contact list tool's files. */
export function registerContacts(program: Command): void {
  const contacts = program.command('contacts').description('the contact list (Tools)');
  contacts
    .command('import')
    .description('import contacts from a CSV or XLSX file (Name, Company Name, Contact, Email, WhatsApp, Date): every row is checked; all are written in one transaction, or none when any is rejected')
    .argument('<file>', 'the .csv or .xlsx file (merchant contacts export writes one in the same columns)')
    .option('--dry-run', 'check every row and write nothing')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string, flags: ImportFlags, command: Command) => importFile(globalsOf(command), file, flags));
  contacts
    .command('export')
    .description('export every contact as CSV or XLSX')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: contacts.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
}
