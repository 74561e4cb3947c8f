import { PassThrough } from 'node:stream';
import { jobFileKey } from '../jobs/job-params.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import { reviewOrder, reviewWhere, rowsOf } from './reviews.ts';
import type { TReviewExportInput, TReviewRow } from './schema.ts';
import { REVIEW_SELECT } from './view.ts';

export const REVIEW_EXPORT_SUMMARY = { exported: 'reviewExport.exported' } as const;

/** Reviews read per query. */
const PAGE = 1_000;

export const REVIEW_EXPORT_HEADER = ['Reviewed at', 'Product', 'Variant', 'Reviewer', 'Stars', 'Comment', 'Order ID', 'Added by hand', 'Visibility', 'Reply', 'Replied at'];

const line = (r: TReviewRow): SheetCell[] => [
  r.reviewedAt.toISOString(),
  r.productName,
  r.variant,
  r.reviewerName,
  r.stars,
  r.comment,
  r.orderNo === null ? '' : r.orderNo,
  r.manual ? 'Yes' : 'No',
  r.visibility === 'public' ? 'Public' : 'Hidden',
  r.reply,
  r.repliedAt ? r.repliedAt.toISOString() : '',
];

export function startReviewExport(_ctx: Ctx, input: TReviewExportInput): Promise<JobStart<TReviewExportInput>> {
  return Promise.resolve({ fileName: `reviews.${input.format}`, uploadId: null, params: input, log: { action: msg('log.reviews.exportStarted', { format: input.format.toUpperCase() }), category: 'manage' } });
}

/**
 * Every review the list's filters keep, in the list's order, a page at a time, into the job's
 * result file: CSV (formula-like text guarded: a comment may begin with "=") or XLSX.
 */
export async function runReviewExport(ctx: Ctx, { job, beat }: JobRun<TReviewExportInput>): Promise<Finished> {
  const { format, sort, ...filters } = job.params;
  const key = jobFileKey(job.merchantId, job.id, job.fileName);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const sheet = await openSheetWriter(format, output, { header: REVIEW_EXPORT_HEADER, sheetName: 'Reviews' });
    const where = reviewWhere(ctx.merchantId, filters);
    const total = await ctx.db.productReview.count({ where });
    let count = 0;
    for (;;) {
      const page = await ctx.db.productReview.findMany({ where, orderBy: reviewOrder(sort), select: REVIEW_SELECT, skip: count, take: PAGE });
      for (const row of await rowsOf(ctx, page)) await sheet.write(line(row));
      count += page.length;
      beat.progress(count, Math.max(count, total));
      if (page.length < PAGE) break;
    }
    await sheet.end();
    await stored;
    return { status: 'completed', totalRows: count, doneRows: count, failedCount: 0, summary: summaryOf(message(REVIEW_EXPORT_SUMMARY.exported, { count })), resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}
