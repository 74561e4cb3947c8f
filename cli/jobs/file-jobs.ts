import { access } from 'node:fs/promises';
import path from 'node:path';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import { withApi, type Connection } from '../connection/connect.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import type { Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { englishSummary, jobForOutput } from './english-summary.ts';
import { followJob } from './follow.ts';
import { showFileJob } from './job-report.ts';

type StartInput = Parameters<Connection['api']['jobs']['start']['mutate']>[0];

export interface ImportFlags {
  dryRun?: boolean;
  errorsOut?: string;
  /** A header mapping the import wizard saved: the file's headers renamed by it before upload. */
  mapping?: string;
}

/**
 * Uploads file for purpose, starts the job start makes of its upload and reports the rejected
 * rows. Exit status 1 when any row was rejected, 5 when the job failed for another reason.
 */
export async function importJobFile(globals: Globals, file: string, purpose: UploadPurpose, flags: ImportFlags, start: (uploadId: string) => StartInput): Promise<void> {
  try {
    await access(file);
  } catch {
    throw usageError(`Cannot read ${file}.`);
  }
  const { mappingFlag, uploadMapped } = await import('../imports/mapped-upload.ts');
  const mapping = await mappingFlag(purpose, flags.mapping);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await withSpinner('Uploading the file', () => uploadMapped(connection, purpose, file, mapping));
    const job = await followJob(connection, await connection.api.jobs.start.mutate(start(upload.id)), flags.dryRun ? 'Checking' : 'Importing');
    const rejected = await showFileJob(globals, connection, job, flags.errorsOut && path.resolve(flags.errorsOut));
    if (job.failedCount > 0 || rejected.length > 0) process.exitCode = EXIT.rejected;
    else if (job.status === 'failed') process.exitCode = EXIT.other;
  });
}

/** Runs an export job and saves its file at out. */
export async function exportJobFile(globals: Globals, input: StartInput, out: string): Promise<void> {
  await withApi(globals, { signedIn: true }, async (connection) => {
    const job = await followJob(connection, await connection.api.jobs.start.mutate(input), 'Exporting');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    const bytes = await connection.files.download({ kind: 'result', jobId: job.id }, out);
    await show(globals, { job: jobForOutput(job), file: out, bytes }, () => [text(`${englishSummary(job.summary)} Saved to ${out}.`)]);
  });
}
