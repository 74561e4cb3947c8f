import type { Finished, JobRun } from '../jobs/job-run.ts';
import { runPagedSheetExport } from '../jobs/sheet-export.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import type { SheetCell } from '../sheets/sheet-writer.ts';
import { reviewOrder, reviewWhere, rowsOf } from './reviews.ts';
import type { TReviewExportInput, TReviewRow } from './schema.ts';
import { REVIEW_SELECT } from './view.ts';

export const REVIEW_EXPORT_SUMMARY = { exported: 'reviewExport.exported' } as const;

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
 * Every review the list's filters keep, in the list's order, into the job's result file: CSV
 * (formula-like text guarded: a comment may begin with "=") or XLSX.
 */
export function runReviewExport(ctx: Ctx, run: JobRun<TReviewExportInput>): Promise<Finished> {
  const { format, sort, ...filters } = run.job.params;
  const where = reviewWhere(ctx.merchantId, filters);
  return runPagedSheetExport(ctx, run, {
    format,
    header: REVIEW_EXPORT_HEADER,
    sheetName: 'Reviews',
    summaryCode: REVIEW_EXPORT_SUMMARY.exported,
    total: () => ctx.db.productReview.count({ where }),
    page: async (skip, take) => (await rowsOf(ctx, await ctx.db.productReview.findMany({ where, orderBy: reviewOrder(sort), select: REVIEW_SELECT, skip, take }))).map(line),
  });
}
