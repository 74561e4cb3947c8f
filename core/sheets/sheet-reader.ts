import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { CellValue } from 'exceljs';
import type { TFileFormat } from '../jobs/schema.ts';
import { unguardFormula } from './cell-text.ts';
import { openXlsx, xlsxSheets, xlsxText } from './xlsx-rows.ts';

/** One row as a spreadsheet shows it: its number (the header is row 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** A problem with the file as a whole (not valid CSV, not a workbook): reported on the row where reading stopped. */
export class UnreadableFile extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** The hidden sheet a template carries: which template and which version of it. */
export interface TemplateStamp {
  kind: string;
  version: number;
}

export const STAMP_TITLE = 'Merchant System template';

const isBlankRow = (cells: readonly string[]) => cells.every((c) => c === '' || c.trim() === '');

/**
 * CSV rows, streamed. A quoted cell may span lines, so the row number is not the line number:
 * every record counts one row, a blank line too (csv-parse gives it as one empty cell), as a
 * spreadsheet numbers its rows.
 */
async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  const parser = parse({ bom: true, relax_column_count: true });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      const cells = record.map(unguardFormula);
      if (!isBlankRow(cells)) yield { number: row, cells };
    }
  } catch (error) {
    // csv-parse counts lines, which differ from rows when a quoted cell spans lines.
    const reason = error instanceof Error ? error.message.replace(/ at line \d+/, '') : String(error);
    throw new UnreadableFile(row + 1, `The file is not a valid CSV file: ${reason}`);
  } finally {
    source.destroy();
  }
}

/** A cell of a workbook as text: numbers as the shortest decimal, formulas as their result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return xlsxText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return xlsxText(value.richText.map((r) => r.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return value.result === undefined || value.result === null || typeof value.result === 'object' ? '' : cellText(value.result);
  if ('hyperlink' in value) return xlsxText(String(value.text));
  return '';
}

/** Row values from the streaming reader are 1-based and sparse. */
function rowCells(values: unknown): string[] {
  const list = Array.isArray(values) ? (values as CellValue[]) : [];
  const cells: string[] = [];
  for (let i = 1; i < list.length; i++) cells.push(cellText(list[i]));
  return cells;
}

type SheetSource = AsyncIterable<AsyncIterable<SheetRow[]> | Iterable<SheetRow[]>>;

/**
 * The first worksheet's rows; a template's stamp sheet (found by its first cell, in whatever
 * order a spreadsheet program saved the sheets) is passed to onStamp instead.
 */
async function* workbookRows(sheets: SheetSource, onStamp: (stamp: TemplateStamp) => void, reached: (row: number) => void): AsyncGenerator<SheetRow> {
  let dataSeen = false;
  for await (const sheet of sheets) {
    let first = true;
    let isStamp = false;
    for await (const batch of sheet) {
      for (const row of batch) {
        if (first) {
          first = false;
          isStamp = row.cells[0] === STAMP_TITLE;
          if (isStamp) onStamp({ kind: row.cells[1] ?? '', version: Number(row.cells[2] ?? 0) });
        }
        if (isStamp || dataSeen) continue;
        reached(row.number);
        if (!isBlankRow(row.cells)) yield row;
      }
    }
    if (!isStamp && !first) dataSeen = true;
  }
}

const NOT_A_WORKBOOK = 'The file is not a valid Excel (.xlsx) workbook.';

/** A workbook streamed from its file (or its bytes): memory stays flat however long the file. */
async function* xlsxRows(source: string | Buffer, onStamp: (stamp: TemplateStamp) => void): AsyncGenerator<SheetRow> {
  let row = 1;
  try {
    yield* workbookRows(xlsxSheets(await openXlsx(source)), onStamp, (reached) => (row = reached));
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(row, NOT_A_WORKBOOK);
  }
}

/**
 * A workbook of bounded size (the 5 MB mass-update file) read whole with exceljs, which also
 * gives a cell formatted as a date as its date and time.
 */
export async function* wholeWorkbookRows(source: Readable, onStamp: (stamp: TemplateStamp) => void): AsyncGenerator<SheetRow> {
  const bytes = await bytesOf(source);
  // Loaded only here: exceljs costs a process over 20 MB, which reading any other file has no use for.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile(1, NOT_A_WORKBOOK);
  }
  async function* sheets() {
    for (const sheet of workbook.worksheets) yield [(sheet.getRows(1, sheet.rowCount) ?? []).filter((r) => r.hasValues).map((r) => ({ number: r.number, cells: rowCells(r.values) }))];
  }
  yield* workbookRows(sheets(), onStamp, () => {});
}

async function bytesOf(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The rows of a CSV or XLSX file, header included, as a stream; blank rows are skipped but keep
 * their numbers. A workbook's zip is read by its directory, at its end: a workbook that comes as a
 * stream (an upload of bounded size) is gathered first.
 */
export function readSheetRows(format: TFileFormat, source: Readable, onStamp: (stamp: TemplateStamp) => void = () => {}): AsyncGenerator<SheetRow> {
  if (format === 'csv') return csvRows(source);
  return (async function* () {
    yield* xlsxRows(await bytesOf(source), onStamp);
  })();
}

/** The rows of a stored file, as readSheetRows gives them; a workbook is read from the file itself. */
export function readFileRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void = () => {}): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(createReadStream(filePath)) : xlsxRows(filePath, onStamp);
}
