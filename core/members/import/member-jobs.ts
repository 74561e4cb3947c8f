import { PassThrough } from 'node:stream';
import type { TFileFormat } from '../../jobs/file-options.ts';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey } from '../../jobs/job-params.ts';
import { failedJob, fileGone, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { failedSummary, message, summaryOf, type JobMessage } from '../../jobs/job-summary.ts';
import { judgedOnly } from '../../jobs/judged-file.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import { uploadFor, type JobStart } from '../../jobs/start-job.ts';
import type { Ctx } from '../../shared/context.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { judgeMemberImport, publishMembers, type MemberImportState, type NewMemberRow } from './import-members.ts';
import { exportMembers } from './member-export.ts';
import type { TStartMemberExportInput, TStartMemberImportInput } from './schema.ts';
import { msg } from '../../shared/messages.ts';

export interface MemberImportParams {
  format: 'csv';
  dryRun: boolean;
  /** The batch the new members are recorded under. */
  batch: string;
}
export interface MemberExportParams {
  format: TFileFormat;
}

/** Their summaries (jobs.summary.<code>). */
export const MEMBER_IMPORT_SUMMARY = {
  imported: 'memberImport.imported',
  skipped: 'memberImport.skipped',
  rejected: 'memberImport.rejected',
  late: 'memberImport.late',
  refused: 'memberImport.refused',
  refusedDryRun: 'memberImport.refusedDryRun',
  dryRun: 'memberImport.dryRun',
  nothingWritten: 'memberImport.nothingWritten',
} as const;
export const MEMBER_EXPORT_SUMMARY = { exported: 'memberExport.exported' } as const;
const S = MEMBER_IMPORT_SUMMARY;

/** An import of an uploaded member CSV under a batch name; the job runner checks and writes it. */
export async function startMemberImport(ctx: Ctx, input: TStartMemberImportInput): Promise<JobStart<MemberImportParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'member-import');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { format: 'csv', dryRun: input.dryRun, batch: input.batch },
    log: { action: msg(input.dryRun ? 'log.members.importDryRunStarted' : 'log.members.importStarted', { file: upload.fileName, batch: input.batch }), category: 'my_sales' },
  };
}

/** An export of every member as CSV or XLSX. */
export async function startMemberExport(_ctx: Ctx, input: TStartMemberExportInput): Promise<JobStart<MemberExportParams>> {
  return {
    fileName: `members.${input.format}`,
    uploadId: null,
    params: { format: input.format },
    log: { action: msg('log.members.exportStarted', { format: input.format.toUpperCase() }), category: 'my_sales' },
  };
}

/** The notes of rows skipped (imported before in the batch) and rejected. */
const rowNotes = (counts: { skipped: number; rejectedRows: number }): (JobMessage | false)[] => [
  counts.skipped > 0 && message(S.skipped, { count: counts.skipped }),
  counts.rejectedRows > 0 && message(S.rejected, { count: counts.rejectedRows }),
];

/** The end of a member import that was written, from what it kept at its commit. */
function importFinished(state: MemberImportState): Finished {
  const failed = state.rejectedRows + state.late;
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows - failed,
    failedCount: failed,
    summary: summaryOf(message(S.imported, { imported: state.imported - state.late, batch: state.batch, rows: state.rows }), ...rowNotes(state), state.late > 0 && message(S.late, { count: state.late })),
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
export async function runMemberImportJob(ctx: Ctx, run: JobRun<MemberImportParams>): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<NewMemberRow>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return fileGone();
      const { dryRun, batch } = job.params;
      if (batch.trim() === '') return failedJob(failedSummary(M.batchRequired));
      const outcome = await ctx.env.storage.withLocalFile(key, (file) =>
        judgeMemberImport(
          ctx,
          file,
          { batch, dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
          dryRun ? null : staged,
          (done, total) => beat.progress(done, total),
        ),
      );
      if (outcome.refused) {
        await staged.dispose();
        return judgedOnly(outcome, { failed: true, doneRows: 0 }, message(dryRun ? S.refusedDryRun : S.refused));
      }
      if (dryRun) return judgedOnly(outcome, { failed: false }, message(S.dryRun, { rows: outcome.rows, imported: outcome.imported, batch }), ...rowNotes(outcome), message(S.nothingWritten));
      const state: MemberImportState = { batch, fileName: job.fileName, rows: outcome.rows, imported: outcome.imported, skipped: outcome.skipped, rejectedRows: outcome.rejectedRows, firstErrors: outcome.firstErrors, errorFileKey: outcome.errorFileKey, late: 0 };
      await commitJob(ctx, run, { ...state });
    }
    const state = await publishMembers(ctx, run, staged, (done, total) => beat.progress(done, total));
    const finished = importFinished(state);
    const imported = state.imported - state.late;
    await completeJob(ctx, run, finished, async (tx) => {
      if (imported > 0) await writeLog(tx, { action: msg('log.members.imported', { count: imported, batch: state.batch, file: state.fileName }), category: 'my_sales' });
    });
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}

/** Runs a member export into the job's result file. */
export async function runMemberExportJob(ctx: Ctx, { job, beat }: JobRun<MemberExportParams>): Promise<Finished> {
  const format = job.params.format;
  const key = jobFileKey(job.merchantId, job.id, `members.${format}`);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const members = await exportMembers(ctx, format, output, (done, total) => beat.progress(done, total));
    await stored;
    return { status: 'completed', totalRows: members, doneRows: members, failedCount: 0, summary: summaryOf(message(MEMBER_EXPORT_SUMMARY.exported, { count: members })), resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}
