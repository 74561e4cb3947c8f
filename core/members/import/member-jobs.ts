import { PassThrough } from 'node:stream';
import type { z } from 'zod';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey, jobParams } from '../../jobs/job-params.ts';
import { FILE_GONE, failedJob, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { firstError, plural } from '../../jobs/job-summary.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import { MEMBER_JOB_KINDS, type TJob } from '../../jobs/schema.ts';
import { JOB_ACTION, createJob, getJob, listJobs, toJobs, uploadFor } from '../../jobs/service.ts';
import type { Ctx } from '../../shared/context.ts';
import { audited, writeLog } from '../../user-logs/audited.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { judgeMemberImport, publishMembers, type MemberImportOutcome, type MemberImportState, type NewMemberRow } from './import-members.ts';
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

/** The end of a member import that was written, from what it kept at its commit. */
function importFinished(state: MemberImportState): Finished {
  const imported = state.imported - state.late;
  const failed = state.rejectedRows + state.late;
  const rejected = state.rejectedRows > 0 ? ` ${plural(state.rejectedRows, 'row')} rejected (see the error file).` : '';
  const skipped = state.skipped > 0 ? ` ${plural(state.skipped, 'row')} already imported in this batch ${state.skipped === 1 ? 'was' : 'were'} skipped.` : '';
  const late = state.late > 0 ? ` ${plural(state.late, 'member was', 'members were')} left out: the e-mail joined meanwhile.` : '';
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows - failed,
    failedCount: failed,
    summary: `Imported ${plural(imported, 'member')} into batch "${state.batch}" from ${plural(state.rows, 'row')}.${skipped}${rejected}${late}`,
    errorFileKey: state.errorFileKey,
  };
}

/**
 * Runs a member import: the file judged (nothing written), then, unless it was refused as a
 * whole or it is a dry run, committed and its new members written in short transactions. The
 * job completes when it ran to its end (rejected rows are counted in failedCount and listed in
 * the error file while the accepted rows are imported); it fails when the file was refused as a
 * whole and nothing was written. After a restart a committed import goes straight on writing.
 */
export async function runMemberImportJob(ctx: Ctx, run: JobRun): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<NewMemberRow>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return failedJob(FILE_GONE);
      const { dryRun } = job.params;
      const batch = job.params.batch ?? '';
      if (batch.trim() === '') return failedJob(M.batchRequired);
      const outcome = await judgeMemberImport(
        ctx,
        ctx.env.storage.localPath(key),
        { batch, dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
        dryRun ? null : staged,
        (done, total) => beat.progress(done, total),
      );
      if (outcome.refused || dryRun) {
        await staged.dispose();
        return judgedOnly(outcome, batch, dryRun);
      }
      const state: MemberImportState = { batch, fileName: job.fileName, rows: outcome.rows, imported: outcome.imported, skipped: outcome.skipped, rejectedRows: outcome.rejectedRows, firstErrors: outcome.firstErrors, errorFileKey: outcome.errorFileKey, late: 0 };
      await commitJob(ctx, run, { ...state });
    }
    const state = await publishMembers(ctx, run, staged, (done, total) => beat.progress(done, total));
    const finished = importFinished(state);
    const imported = state.imported - state.late;
    await completeJob(ctx, run, finished, async (tx) => {
      if (imported > 0) await writeLog(tx, { action: `Imported ${imported} members into batch "${state.batch}" from "${state.fileName}"`, category: 'my_sales' });
    });
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}

/** A dry run, or a file refused as a whole: judged, nothing written. */
function judgedOnly(outcome: MemberImportOutcome, batch: string, dryRun: boolean): Finished {
  const rows = plural(outcome.rows, 'row');
  const rejected = outcome.rejectedRows > 0 ? ` ${plural(outcome.rejectedRows, 'row')} rejected (see the error file).` : '';
  const skipped = outcome.skipped > 0 ? ` ${plural(outcome.skipped, 'row')} already imported in this batch ${outcome.skipped === 1 ? 'was' : 'were'} skipped.` : '';
  const summary = outcome.refused
    ? `The file was refused; nothing was ${dryRun ? 'written (dry run)' : 'imported'}.${firstError(outcome.firstErrors)}`
    : `Dry run of ${rows}: ${plural(outcome.imported, 'member')} would be imported into batch "${batch}".${skipped}${rejected} Nothing was written.`;
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
export async function runMemberExportJob(ctx: Ctx, { job, beat }: JobRun): Promise<Finished> {
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
