import { z } from 'zod';
import type { TFileFormat } from '../../jobs/file-options.ts';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey } from '../../jobs/job-params.ts';
import { fileGone, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { message, summaryOf } from '../../jobs/job-summary.ts';
import { judgedOnly } from '../../jobs/judged-file.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import { uploadFor, type JobStart } from '../../jobs/start-job.ts';
import type { Ctx } from '../../shared/context.ts';
import { CSV } from '../../uploads/policies.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { judgeShippingFile, publishShipments, shippingLog, type MassShippingState, type StagedOrder } from './mass-shipping.ts';
import { inner, msg } from '../../shared/messages.ts';

export const ZStartMassShippingInput = z.object({
  uploadId: z.string().min(1),
  /** Check every row and write nothing. */
  dryRun: z.boolean().default(false),
});
export type TStartMassShippingInput = z.infer<typeof ZStartMassShippingInput>;

export interface MassShippingParams {
  format: TFileFormat;
  dryRun: boolean;
}

/** Its summaries (jobs.summary.<code>). */
export const MASS_SHIPPING_SUMMARY = {
  rejected: 'massShipping.rejected',
  rejectedDryRun: 'massShipping.rejectedDryRun',
  dryRun: 'massShipping.dryRun',
  shipped: 'massShipping.shipped',
  late: 'massShipping.late',
} as const;
const S = MASS_SHIPPING_SUMMARY;

/** Mass shipping of an uploaded CSV or XLSX file; the job runner checks and ships it. */
export async function startMassShipping(ctx: Ctx, input: TStartMassShippingInput): Promise<JobStart<MassShippingParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'mass-shipping');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { format: upload.mimeType === CSV ? 'csv' : 'xlsx', dryRun: input.dryRun },
    log: { action: msg(input.dryRun ? 'log.fulfilment.massShippingDryRunStarted' : 'log.fulfilment.massShippingStarted', { file: upload.fileName }), category: 'my_sales' },
  };
}

/**
 * Mass shipping: the file checked (nothing written), then, when every row passed and it is not a
 * dry run, committed and its orders shipped in short transactions. After a restart a committed
 * run goes straight on shipping.
 */
export async function runMassShippingJob(ctx: Ctx, run: JobRun<MassShippingParams>): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<StagedOrder>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return fileGone();
      const { dryRun, format } = job.params;
      const outcome = await ctx.env.storage.withLocalFile(key, (file) =>
        judgeShippingFile(
          ctx,
          file,
          { format, dryRun, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
          dryRun ? null : staged,
          (done, total) => beat.progress(done, total),
        ),
      );
      if (outcome.rejectedRows > 0) return judgedOnly(outcome, { failed: true }, message(dryRun ? S.rejectedDryRun : S.rejected, { rejected: outcome.rejectedRows, rows: outcome.rows }));
      if (dryRun) return judgedOnly(outcome, { failed: false }, message(S.dryRun, { rows: outcome.rows, orders: outcome.orders }));
      await commitJob(ctx, run, { fileName: job.fileName, rows: outcome.rows, orders: outcome.orders, late: 0, lateError: null } satisfies MassShippingState);
    }
    const state = await publishShipments(ctx, run, staged, (done, total) => beat.progress(done, total));
    const finished: Finished = {
      status: 'completed',
      totalRows: state.rows,
      doneRows: state.rows,
      failedCount: state.late,
      summary: summaryOf(message(S.shipped, { orders: state.orders - state.late, rows: state.rows }), state.late > 0 && message(S.late, { count: state.late, reason: inner(state.lateError ?? '') })),
    };
    await completeJob(ctx, run, finished, (tx) => writeLog(tx, shippingLog(state)));
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}
