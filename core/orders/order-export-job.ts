import { PassThrough } from 'node:stream';
import type { TFileFormat } from '../jobs/file-options.ts';
import { jobFileKey } from '../jobs/job-params.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import { exportPage, type ExportCursor } from './order-export.ts';
import { ORDER_STATUSES, QUOTATION_STATUSES } from './order-store.ts';
import type { TDateFilter, TOrderExportInput, TOrderExportRow, TQuotationExportInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

/** What an order (or quotation) export reads: the filter, one status or 0 for all of its kind, and the file format. */
export interface OrderExportParams extends TDateFilter {
  status: number;
  format: TFileFormat;
}

/** Their summaries (jobs.summary.<code>). */
export const ORDER_EXPORT_SUMMARY = { exported: 'orderExport.exported' } as const;
export const QUOTATION_EXPORT_SUMMARY = { exported: 'quotationExport.exported' } as const;

/** Orders read per query. */
const PAGE = 1_000;

export const ORDER_EXPORT_HEADER = ['Order ID', 'Date', 'Status', 'Buyer', 'E-mail', 'Phone', 'Ship to', 'Items', 'Sub total', 'Discount', 'Shipping', 'Tax', 'Total', 'Payment method', 'Paid at', 'Courier', 'Tracking number', 'Invoice no', 'Buyer note', 'Remarks'];

/** One line of the export file, in ORDER_EXPORT_HEADER's order. */
const exportLine = (o: TOrderExportRow): SheetCell[] => [
  o.orderNo,
  o.placedAt,
  o.statusName,
  o.buyerName,
  o.buyerEmail,
  o.buyerPhone,
  o.shipTo,
  o.items,
  { sen: o.subtotalSen },
  { sen: o.discountSen },
  { sen: o.shippingSen },
  { sen: o.taxSen },
  { sen: o.totalSen },
  o.paymentMethod,
  o.paidAt,
  o.courier,
  o.trackingNo,
  o.invoiceNo,
  o.buyerNote,
  o.remarks,
];

const startOf =
  (noun: 'order' | 'quotation') =>
  async (_ctx: Ctx, input: TOrderExportInput | TQuotationExportInput): Promise<JobStart<OrderExportParams>> => ({
    fileName: `${noun}s.${input.format}`,
    uploadId: null,
    params: input,
    log: { action: msg(noun === 'order' ? 'log.orders.exportStarted' : 'log.orders.quotationExportStarted', { format: input.format.toUpperCase() }), category: noun },
  });

/** An export of the orders (statuses 1 to 9) of a filter. */
export const startOrderExport = startOf('order');
/** An export of the quotations (10 and 11), in the order export's columns. */
export const startQuotationExport = startOf('quotation');

/**
 * Every order of the filter, newest first, a page at a time, into the job's result file: CSV
 * (formula-like text guarded) or XLSX. Progress counts orders.
 */
function runExport(statuses: readonly number[], sheetName: string, summaryCode: string) {
  return async (ctx: Ctx, { job, beat }: JobRun<OrderExportParams>): Promise<Finished> => {
    const { status, format, ...filter } = job.params;
    const chosen = status === 0 ? statuses : [status];
    const key = jobFileKey(job.merchantId, job.id, job.fileName);
    const output = new PassThrough();
    const stored = ctx.env.storage.putStream(key, output);
    try {
      const sheet = await openSheetWriter(format, output, { header: ORDER_EXPORT_HEADER, sheetName });
      let cursor: ExportCursor | null = null;
      let total = 0;
      let count = 0;
      do {
        const page = await exportPage(ctx, filter, chosen, cursor, PAGE);
        total = page.total ?? total;
        for (const row of page.rows) await sheet.write(exportLine(row));
        count += page.rows.length;
        beat.progress(count, Math.max(count, total));
        cursor = page.next;
      } while (cursor);
      await sheet.end();
      await stored;
      return { status: 'completed', totalRows: count, doneRows: count, failedCount: 0, summary: summaryOf(message(summaryCode, { count })), resultKey: key };
    } catch (error) {
      output.destroy(error as Error);
      await stored.catch(() => undefined);
      throw error;
    }
  };
}

export const runOrderExport = runExport(ORDER_STATUSES, 'Orders', ORDER_EXPORT_SUMMARY.exported);
export const runQuotationExport = runExport(QUOTATION_STATUSES, 'Quotations', QUOTATION_EXPORT_SUMMARY.exported);
