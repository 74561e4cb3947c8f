import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { unguardFormula } from '../../sheets/cell-text.ts';
import type { SheetRow } from '../../sheets/sheet-reader.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';

/**
 * The file cannot be read as CSV from this row on (the row being parsed when it failed). Not
 * core/sheets' UnreadableFile: that module loads the XLSX reader, which the reading thread of a
 * member import has no use for.
 */
export class CsvUnreadable extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** Rows handed over per batch: one await per batch, not per row. */
const ROWS_PER_BATCH = 1_000;
/**
 * No member row comes near this many characters (a name of 100, an e-mail of 254 ...). A
 * quote left open would otherwise make the parser hold the rest of the file as one cell.
 */
const MAX_RECORD_CHARS = 64 * 1024;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * A CSV file's rows in batches, streamed, numbered as a spreadsheet numbers them: the header is
 * row 1 and every record is one row, a blank line too, however many lines a quoted cell spans
 * (csv-parse's line numbers count lines, so they are not row numbers). The parser's own record
 * count says where it stopped, so a broken file is reported on the exact row where parsing stopped,
 * even when rows before it in the same chunk were never handed over. A byte-order mark and CRLF
 * line ends are read as Excel writes them. Blank rows are skipped but keep their numbers; a
 * cell guarded against formulas by our own exports ("'=...") reads back as it was.
 */
export async function* readCsvBatches(source: Readable): AsyncGenerator<SheetRow[]> {
  const parser = parse({ bom: true, relax_column_count: true, max_record_size: MAX_RECORD_CHARS });
  let failure: unknown = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  parser.on('readable', notify);
  parser.on('end', () => {
    ended = true;
    notify();
  });
  parser.on('error', (error) => {
    failure = error;
    notify();
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 0;
  try {
    for (;;) {
      if (failure) throw failure;
      const batch: SheetRow[] = [];
      let record: string[] | null;
      while (batch.length < ROWS_PER_BATCH && (record = parser.read() as string[] | null) !== null) {
        row++;
        if (isBlank(record)) continue;
        for (let i = 0; i < record.length; i++) if (record[i]!.charCodeAt(0) === 0x27) record[i] = unguardFormula(record[i]!);
        batch.push({ number: row, cells: record });
      }
      if (batch.length > 0) yield batch;
      else if (ended) return;
      else if (!failure) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/ at line \d+/, '') : String(error);
    const tooLong = (error as { code?: unknown }).code === 'CSV_MAX_RECORD_SIZE';
    // The row being parsed when it failed: the parser counts every record it completed (an
    // on_record callback would count the same, at the price of an info object per record).
    throw new CsvUnreadable(parser.info.records + 1, tooLong ? M.rowTooLong : `The file is not a valid CSV file: ${reason}`);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
