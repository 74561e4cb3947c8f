import { z } from 'zod';
import type { Heartbeat } from '../../jobs/job-heartbeat.ts';
import { jobFileKey, jobParams } from '../../jobs/job-params.ts';
import { firstError, plural } from '../../jobs/job-summary.ts';
import { FILE_GONE, uploadKey, type ClaimedJob, type Finished } from '../../jobs/runner.ts';
import type { TJob } from '../../jobs/schema.ts';
import { JOB_ACTION, createJob, toJobs, uploadFor } from '../../jobs/service.ts';
import type { Ctx } from '../../shared/context.ts';
import { CSV } from '../../uploads/policies.ts';
import { audited } from '../../user-logs/audited.ts';
import { shipFromFile } from './mass-shipping.ts';

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

export async function runMassShippingJob(ctx: Ctx, job: ClaimedJob, beat: Heartbeat): Promise<Finished> {
  const key = await uploadKey(ctx, job);
  if (!key) return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: FILE_GONE };
  const { dryRun } = job.params;
  const outcome = await shipFromFile(
    ctx,
    ctx.env.storage.localPath(key),
    { format: job.params.format ?? 'csv', dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv') },
    (done, total) => beat.progress(done, total),
  );
  const rows = plural(outcome.rows, 'row');
  const orders = plural(outcome.orders, 'order');
  const summary =
    outcome.rejectedRows > 0
      ? `${plural(outcome.rejectedRows, 'row')} of ${rows} rejected; nothing was ${dryRun ? 'written (dry run)' : 'shipped'}.${firstError(outcome.firstErrors)}`
      : dryRun
        ? `Dry run: all ${rows} are valid; ${orders} would be marked as shipped. Nothing was written.`
        : `Shipped ${orders} from ${rows}.`;
  return {
    status: outcome.rejectedRows > 0 ? 'failed' : 'completed',
    totalRows: outcome.rows,
    doneRows: outcome.rows - outcome.rejectedRows,
    failedCount: outcome.rejectedRows,
    summary,
    errorFileKey: outcome.errorFileKey,
  };
}
