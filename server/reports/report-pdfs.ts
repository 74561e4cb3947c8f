import { monthlyPdf } from '../../core/reports/monthly-downloads.ts';
import { orderReportPdf } from '../../core/reports/order-report-pdf.ts';
import type { ReportFileStream } from '../../core/reports/report-table.ts';
import type { Ctx } from '../../core/shared/context.ts';
import { notFound } from '../../core/shared/errors.ts';

/** Every report that prints, by the name in its path; each checks access and its query itself. */
const REPORT_PDFS: Record<string, (ctx: Ctx, query: unknown) => Promise<ReportFileStream>> = {
  'order-report': orderReportPdf,
  monthly: monthlyPdf,
};

/**
 * A report's PDF by name for the signed-in user who may read it (query: as the query string gives
 * it). The server sends it (GET /api/reports/:name/pdf); the command line on the local database
 * writes it.
 */
export function openReportPdf(ctx: Ctx, name: string, query: unknown): Promise<ReportFileStream> {
  const pdf = Object.hasOwn(REPORT_PDFS, name) ? REPORT_PDFS[name] : undefined;
  if (!pdf) throw notFound('report');
  return pdf(ctx, query);
}
