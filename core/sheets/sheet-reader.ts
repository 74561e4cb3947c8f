import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { TFileFormat } from '../jobs/schema.ts';
import { readCsvBatches } from './csv-rows.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { openWorkbook, type Workbook, type WorkbookOptions } from './xlsx-rows.ts';

export { UnreadableFile };

/** One row as a spreadsheet shows it: its number (the header is row 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** The hidden sheet a template carries: which template and which version of it. */
export interface TemplateStamp {
  kind: string;
  version: number;
}

export const STAMP_TITLE = 'Merchant System template';

export type SheetOptions = WorkbookOptions;

const isBlankRow = (cells: readonly string[]) => cells.every((c) => c === '' || c.trim() === '');

/** CSV rows, streamed (readCsvBatches: UTF-8 and FILE_LIMITS checked before the parser). */
async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  for await (const batch of readCsvBatches(source)) yield* batch;
}

const isStamp = (row: SheetRow | null) => row?.cells[0] === STAMP_TITLE;

/**
 * The rows of the first worksheet in the workbook's tab order. A template's stamp sheet is
 * recognised by its first cell wherever a spreadsheet program put it, and given to onStamp
 * before any row: the first row of every sheet is looked at first.
 */
async function* sheetRows(workbook: Workbook, onStamp: (stamp: TemplateStamp) => void, reached: (row: number) => void): AsyncGenerator<SheetRow> {
  let data: string | null = null;
  for (const sheet of workbook.sheets) {
    const first = await workbook.firstRow(sheet);
    if (isStamp(first)) onStamp({ kind: first!.cells[1] ?? '', version: Number(first!.cells[2] ?? 0) });
    else if (first && data === null) data = sheet;
  }
  if (data === null) return;
  for await (const batch of workbook.rows(data)) {
    for (const row of batch) {
      reached(row.number);
      if (!isBlankRow(row.cells)) yield row;
    }
  }
}

/** A workbook streamed from its file (or its bytes): memory stays flat however long the file. */
async function* xlsxRows(source: string | Buffer, onStamp: (stamp: TemplateStamp) => void, options: SheetOptions): AsyncGenerator<SheetRow> {
  let row = 1;
  let workbook: Workbook | null = null;
  try {
    workbook = await openWorkbook(source, options);
    yield* sheetRows(workbook, onStamp, (reached) => (row = reached));
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(row, M.notWorkbook);
  } finally {
    workbook?.close();
  }
}

async function bytesOf(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The rows of a CSV or XLSX file, header included, as a stream; blank rows are skipped but keep
 * their numbers. A file past FILE_LIMITS, not UTF-8 (CSV), or not readable is refused with an
 * UnreadableFile on its row. A workbook's zip is read by its directory, at its end: a workbook
 * that comes as a stream (an upload of bounded size) is gathered first.
 */
export function readSheetRows(format: TFileFormat, source: Readable, onStamp: (stamp: TemplateStamp) => void = () => {}, options: SheetOptions = {}): AsyncGenerator<SheetRow> {
  if (format === 'csv') return csvRows(source);
  return (async function* () {
    yield* xlsxRows(await bytesOf(source), onStamp, options);
  })();
}

/** The rows of a stored file, as readSheetRows gives them; a workbook is read from the file itself. */
export function readFileRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void = () => {}, options: SheetOptions = {}): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(createReadStream(filePath)) : xlsxRows(filePath, onStamp, options);
}
