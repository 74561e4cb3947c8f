import type { Writable } from 'node:stream';
import type { TFileFormat } from '../jobs/schema.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';

/**
 * What a report screen shows as a table, ready for a file: the file's name without extension,
 * the column headings (English, as every exported file of the product) and the rows. The sheet
 * writer guards text a spreadsheet would run as a formula.
 */
export interface ReportTable {
  name: string;
  header: readonly string[];
  rows: readonly (readonly SheetCell[])[];
}

/** A report file ready to send: its name and type, and what writes its bytes (once the checks and the figures are done). */
export interface ReportFileStream {
  fileName: string;
  mimeType: string;
  write(output: Writable): Promise<void>;
}

export const reportFileName = (table: Pick<ReportTable, 'name'>, format: TFileFormat) => `${table.name}.${format}`;

export const REPORT_MIME: Record<TFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes a report's table as CSV or XLSX to output. */
export async function writeReportTable(table: ReportTable, format: TFileFormat, output: Writable): Promise<void> {
  const sheet = await openSheetWriter(format, output, { header: table.header, sheetName: 'Report' });
  for (const row of table.rows) await sheet.write(row);
  await sheet.end();
}
