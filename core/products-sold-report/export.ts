import { PassThrough } from 'node:stream';
import type { Ctx } from '../shared/context.ts';
import { openSheetWriter } from '../sheets/sheet-writer.ts';
import { REPORT_EXPORT_HEADER } from './constants.ts';
import { reportFigures } from './report.ts';
import { ZReportFilter, type TReportFile, type TReportFilter } from './schema.ts';

/**
 * The report's customers as CSV (UTF-8 with a byte-order mark, CRLF), one "Units: {product}"
 * column per chosen product. The sheet writer puts an apostrophe before any text a spreadsheet
 * would run as a formula (a buyer named '=HYPERLINK(...)', phones starting with '+').
 */
export async function exportProductsSoldReport(ctx: Ctx, raw: TReportFilter): Promise<TReportFile> {
  const figures = await reportFigures(ctx, ZReportFilter.parse(raw));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const header = [...REPORT_EXPORT_HEADER, ...figures.products.map((p) => `Units: ${p.name}`)];
  const sheet = await openSheetWriter('csv', output, { header, sheetName: 'Customers' });
  for (const c of figures.customers) await sheet.write([c.name, c.email, c.phone, c.memberNo, c.orders, c.units, { sen: c.totalSen }, ...c.unitsByProduct]);
  await sheet.end();
  return {
    fileName: `products-sold-and-customers-${figures.from}-to-${figures.to}.csv`,
    mimeType: 'text/csv; charset=utf-8',
    content: Buffer.concat(chunks).toString('utf8'),
  };
}
