import { newId } from '../db/ids.ts';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TMonthlyReport } from './monthly-schema.ts';

/** Draws the monthly report as a PDF to output, with the merchant's logo when it has one; pdfkit and its fonts load only to print. */
export async function writeMonthlyPdf(report: TMonthlyReport, output: Writable, logo: Buffer | null = null): Promise<void> {
  const [{ openPdf }, { drawMonthlyReport, monthName }] = await Promise.all([import('../invoices/documents-pdf.ts'), import('./monthly-drawing.ts')]);
  const doc = openPdf(`Monthly report ${monthName(report.month)}`);
  const ended = once(doc, 'end');
  doc.pipe(output);
  drawMonthlyReport(doc, report, logo);
  doc.end();
  await ended;
}

/** The monthly report's PDF as bytes, to store. */
export async function monthlyPdfBytes(report: TMonthlyReport, logo: Buffer | null = null): Promise<Buffer> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), writeMonthlyPdf(report, out, logo).then(() => out.end())]);
  return bytes;
}

export const monthlyFileName = (month: string) => `monthly-report-${month}.pdf`;

/** Where a stored monthly report lives in file storage. */
/** Each making of a month's report has a file of its own: two runs at once never write over the one that is kept. */
export const monthlyStorageKey = (merchantId: string, month: string) => `reports/monthly/${merchantId}/${month}-${newId()}.pdf`;
