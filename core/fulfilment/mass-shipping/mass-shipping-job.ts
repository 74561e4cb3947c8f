import { z } from 'zod';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey, jobParams } from '../../jobs/job-params.ts';
import { FILE_GONE, failedJob, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { firstError, plural } from '../../jobs/job-summary.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import type { TJob } from '../../jobs/schema.ts';
import { JOB_ACTION, createJob, toJobs, uploadFor } from '../../jobs/service.ts';
import type { Ctx } from '../../shared/context.ts';
import { CSV } from '../../uploads/policies.ts';
import { audited, writeLog } from '../../user-logs/audited.ts';
import { judgeShippingFile, publishShipments, shippingLog, type MassShippingState, type StagedOrder } from './mass-shipping.ts';

export const ZStartMassShippingInput = z.object({
  uploadId: z.string().min(1),
  /** Check every row and write nothing. */
  dryRun: z.boolean().default(false),
});
export type TStartMassShippingInput = z.infer<typeof ZStartMassShippingInput>;

/** Queues mass shipping of an uploaded CSV or XLSX file; the job runner checks and ships it. */
export async function startMassShipping(ctx: Ctx, input: TStartMassShippingInput): Promise<TJob> {
  const upload = await uploadFor(ctx, input.uploadId, 'mass-shipping');
  const format = upload.mimeType === CSV ? 'csv' : 'xlsx';
  const row = await audited(ctx, { action: `Started ${input.dryRun ? 'a dry run of ' : ''}${JOB_ACTION['mass-shipping']} of "${upload.fileName}"`, category: 'my_sales' }, (tx) =>
    createJob(tx, { kind: 'mass-shipping', fileName: upload.fileName, uploadId: upload.id, params: jobParams({ mode: null, format, dryRun: input.dryRun }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/**
 * Mass shipping: the file checked (nothing written), then, when every row passed and it is not a
 * dry run, committed and its orders shipped in short transactions. After a restart a committed
 * run goes straight on shipping.
 */
export async function runMassShippingJob(ctx: Ctx, run: JobRun): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<StagedOrder>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return failedJob(FILE_GONE);
      const { dryRun } = job.params;
      const outcome = await judgeShippingFile(
        ctx,
        ctx.env.storage.localPath(key),
        { format: job.params.format ?? 'csv', dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
        dryRun ? null : staged,
        (done, total) => beat.progress(done, total),
      );
      if (outcome.rejectedRows > 0 || dryRun) {
        const rows = plural(outcome.rows, 'row');
        const summary =
          outcome.rejectedRows > 0
            ? `${plural(outcome.rejectedRows, 'row')} of ${rows} rejected; nothing was ${dryRun ? 'written (dry run)' : 'shipped'}.${firstError(outcome.firstErrors)}`
            : `Dry run: all ${rows} are valid; ${plural(outcome.orders, 'order')} would be marked as shipped. Nothing was written.`;
        return { status: outcome.rejectedRows > 0 ? 'failed' : 'completed', totalRows: outcome.rows, doneRows: outcome.rows - outcome.rejectedRows, failedCount: outcome.rejectedRows, summary, errorFileKey: outcome.errorFileKey };
      }
      await commitJob(ctx, run, { fileName: job.fileName, rows: outcome.rows, orders: outcome.orders, late: 0, lateError: null } satisfies MassShippingState);
    }
    const state = await publishShipments(ctx, run, staged, (done, total) => beat.progress(done, total));
    const late = state.late > 0 ? ` ${plural(state.late, 'order was', 'orders were')} changed by someone else meanwhile and not shipped. First: ${state.lateError}` : '';
    const finished: Finished = { status: 'completed', totalRows: state.rows, doneRows: state.rows, failedCount: state.late, summary: `Shipped ${plural(state.orders - state.late, 'order')} from ${plural(state.rows, 'row')}.${late}` };
    await completeJob(ctx, run, finished, (tx) => writeLog(tx, shippingLog(state)));
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}
