import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { senToAmount } from '../shared/money.ts';
import type { TFileFormat } from '../jobs/schema.ts';
import { encodeXlsxText, guardFormula, xlsxCellText } from './cell-text.ts';
import type { TemplateStamp } from './sheet-reader.ts';

/** A cell to write: text, a plain number, or an amount in sen (written in RM with two decimals). */
export type SheetCell = string | number | { sen: number } | null;

export interface SheetWriter {
  /** Writes one row, waiting while the output catches up. */
  write(cells: readonly SheetCell[]): Promise<void>;
  /** Finishes the file (and its stamp sheet, if any) and waits until the output has all of it. */
  end(): Promise<void>;
}

export interface SheetOptions {
  header: readonly string[];
  sheetName: string;
  /** A template's hidden sheet naming its kind and version (XLSX only). */
  stamp?: TemplateStamp;
}

const csvText = (cell: SheetCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'string') return guardFormula(cell);
  if (typeof cell === 'number') return String(cell);
  return senToAmount(cell.sen);
};

/** CSV in UTF-8 with a byte-order mark (so Excel reads Chinese and Malay text right) and CRLF line ends. */
function csvWriter(output: Writable): SheetWriter {
  // Rows end in CRLF, and csv-stringify quotes only cells holding that: a cell with a bare line
  // break must be quoted too, or spreadsheet programs start a new row there.
  const stringifier = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  const done = new Promise<void>((resolve, reject) => {
    stringifier.on('error', reject);
    output.on('error', reject);
    output.on('finish', resolve);
    output.on('close', resolve);
  });
  // Awaited by end(); a writer given up before it (its output destroyed) must not count as unhandled.
  done.catch(() => undefined);
  stringifier.pipe(output);
  return {
    async write(cells) {
      if (!stringifier.write(cells.map(csvText))) await once(stringifier, 'drain');
    },
    async end() {
      stringifier.end();
      await done;
    },
  };
}

const MONEY_FORMAT = '0.00';
const ROWS_PER_YIELD = 500;

/**
 * XLSX through exceljs's streaming writer: rows are committed as they come, so memory stays
 * flat. exceljs (and the reader, for the stamp's title) is loaded only here: it costs a process
 * over 20 MB, which a job writing CSV (an error file) has no use for.
 */
async function xlsxWriter(output: Writable, options: SheetOptions): Promise<SheetWriter> {
  const [{ default: ExcelJS }, { STAMP_TITLE }] = await Promise.all([import('exceljs'), import('./sheet-reader.ts')]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.header.map((header) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  return {
    async write(cells) {
      const row = sheet.addRow(cells.map((cell) => (cell !== null && typeof cell === 'object' ? cell.sen / 100 : typeof cell === 'string' ? encodeXlsxText(xlsxCellText(cell)) : cell)));
      cells.forEach((cell, i) => {
        if (cell !== null && typeof cell === 'object') row.getCell(i + 1).numFmt = MONEY_FORMAT;
      });
      row.commit();
      // The writer does not wait for its output; letting the event loop turn drains it.
      if (++written % ROWS_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    async end() {
      sheet.commit();
      if (options.stamp) {
        const stamp = workbook.addWorksheet('Template', { state: 'hidden' });
        stamp.addRow([STAMP_TITLE, options.stamp.kind, options.stamp.version]).commit();
        stamp.commit();
      }
      await workbook.commit();
    },
  };
}

/** A streaming writer of one sheet in format; the header row is written first. */
export async function openSheetWriter(format: TFileFormat, output: Writable, options: SheetOptions): Promise<SheetWriter> {
  if (format === 'xlsx') return xlsxWriter(output, options);
  const writer = csvWriter(output);
  await writer.write(options.header);
  return writer;
}
