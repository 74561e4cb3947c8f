import { PassThrough } from 'node:stream';
import type { z } from 'zod';
import type { Heartbeat } from '../../jobs/job-heartbeat.ts';
import { jobFileKey, jobParams } from '../../jobs/job-params.ts';
import { firstError, plural } from '../../jobs/job-summary.ts';
import { FILE_GONE, uploadKey, type ClaimedJob, type Finished } from '../../jobs/runner.ts';
import { MEMBER_JOB_KINDS, type TJob } from '../../jobs/schema.ts';
import { JOB_ACTION, createJob, getJob, listJobs, toJobs, uploadFor } from '../../jobs/service.ts';
import type { Ctx } from '../../shared/context.ts';
import { audited } from '../../user-logs/audited.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { importMembers } from './import-members.ts';
import { exportMembers } from './member-export.ts';
import type { TStartMemberExportInput, TStartMemberImportInput, ZMemberJobListInput } from './schema.ts';

/** A member import or export job; other areas' jobs are not found. */
export const getMemberJob = (ctx: Ctx, id: string): Promise<TJob> => getJob(ctx, id, MEMBER_JOB_KINDS);

/** Member imports and exports, newest first. */
export const listMemberJobs = (ctx: Ctx, input: z.infer<typeof ZMemberJobListInput>) => listJobs(ctx, input, MEMBER_JOB_KINDS);

/** Queues an import of an uploaded member CSV under a batch name; the job runner checks and writes it. */
export async function startMemberImport(ctx: Ctx, input: TStartMemberImportInput): Promise<TJob> {
  const upload = await uploadFor(ctx, input.uploadId, 'member-import');
  const row = await audited(ctx, { action: `Started ${input.dryRun ? 'a dry run of a ' : 'a '}${JOB_ACTION['member-import']} of "${upload.fileName}" (batch "${input.batch}")`, category: 'my_sales' }, (tx) =>
    createJob(tx, { kind: 'member-import', fileName: upload.fileName, uploadId: upload.id, params: jobParams({ mode: null, format: 'csv', dryRun: input.dryRun, batch: input.batch }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/** Queues an export of every member as CSV or XLSX. */
export async function startMemberExport(ctx: Ctx, input: TStartMemberExportInput): Promise<TJob> {
  const row = await audited(ctx, { action: `Started a ${JOB_ACTION['member-export']} (${input.format.toUpperCase()})`, category: 'my_sales' }, (tx) =>
    createJob(tx, { kind: 'member-export', fileName: `members.${input.format}`, uploadId: null, params: jobParams({ mode: null, format: input.format, dryRun: false }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/**
 * Runs a member import. The job completes when it ran to its end (rejected rows are counted in
 * failedCount and listed in the error file while the accepted rows are imported); it fails when
 * the file was refused as a whole and nothing was written.
 */
export async function runMemberImportJob(ctx: Ctx, job: ClaimedJob, beat: Heartbeat): Promise<Finished> {
  const key = await uploadKey(ctx, job);
  if (!key) return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: FILE_GONE };
  const { dryRun } = job.params;
  const batch = job.params.batch ?? '';
  if (batch.trim() === '') return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: M.batchRequired };
  const outcome = await importMembers(
    ctx,
    ctx.env.storage.localPath(key),
    { batch, dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv') },
    (done, total) => beat.progress(done, total),
  );
  const rows = plural(outcome.rows, 'row');
  const rejected = outcome.rejectedRows > 0 ? ` ${plural(outcome.rejectedRows, 'row')} rejected (see the error file).` : '';
  const skipped = outcome.skipped > 0 ? ` ${plural(outcome.skipped, 'row')} already imported in this batch ${outcome.skipped === 1 ? 'was' : 'were'} skipped.` : '';
  let summary: string;
  if (outcome.refused) summary = `The file was refused; nothing was ${dryRun ? 'written (dry run)' : 'imported'}.${firstError(outcome.firstErrors)}`;
  else if (dryRun) summary = `Dry run of ${rows}: ${plural(outcome.imported, 'member')} would be imported into batch "${batch}".${skipped}${rejected} Nothing was written.`;
  else summary = `Imported ${plural(outcome.imported, 'member')} into batch "${batch}" from ${rows}.${skipped}${rejected}`;
  return {
    status: outcome.refused ? 'failed' : 'completed',
    totalRows: outcome.rows,
    doneRows: outcome.refused ? 0 : outcome.rows - outcome.rejectedRows,
    failedCount: outcome.rejectedRows,
    summary,
    errorFileKey: outcome.errorFileKey,
  };
}

/** Runs a member export into the job's result file. */
export async function runMemberExportJob(ctx: Ctx, job: ClaimedJob, beat: Heartbeat): Promise<Finished> {
  const format = job.params.format ?? 'csv';
  const key = jobFileKey(job.merchantId, job.id, `members.${format}`);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const members = await exportMembers(ctx, format, output, (done, total) => beat.progress(done, total));
    await stored;
    return { status: 'completed', totalRows: members, doneRows: members, failedCount: 0, summary: `Exported ${plural(members, 'member')}.`, resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}
