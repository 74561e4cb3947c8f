import { once } from 'node:events';
import type { Ctx } from '../shared/context.ts';
import { assertReportAccess } from './access.ts';
import { orderReportPage } from './order-report.ts';
import { ZReportPeriod } from './period.ts';
import { reportInput } from './report-input.ts';
import type { ReportFileStream } from './report-table.ts';

/**
 * The order report as a PDF, after the checks a download makes (the caller may view the
 * e-commerce reports; the period, as a query string gives it, is valid). Its figures are read
 * before anything is sent, so a refusal still answers as an error, not as a broken file.
 */
export async function orderReportPdf(ctx: Ctx, query: unknown): Promise<ReportFileStream> {
  assertReportAccess(ctx, { module: 'ecommerce_report' });
  const page = await orderReportPage(ctx, reportInput(ZReportPeriod, query));
  return {
    fileName: `order-report-${page.days.from}-to-${page.days.to}.pdf`,
    mimeType: 'application/pdf',
    async write(output) {
      // pdfkit (with its fonts) loads only to print, not with every process.
      const [{ openPdf }, { drawOrderReport }] = await Promise.all([import('../invoices/documents-pdf.ts'), import('./order-report-drawing.ts')]);
      const doc = openPdf(`Order report ${page.days.from} to ${page.days.to}`);
      const ended = once(doc, 'end');
      doc.pipe(output);
      drawOrderReport(doc, page);
      doc.end();
      await ended;
    },
  };
}
