import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { unguardFormula } from './cell-text.ts';
import { CsvGuard, type CsvGuardOptions } from './csv-guard.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import type { SheetRow } from './sheet-reader.ts';
import { UnreadableFile } from './unreadable-file.ts';

/** Rows handed over per batch: one await per batch, not per row. */
const ROWS_PER_BATCH = 1_000;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * A CSV file's rows in batches, streamed, numbered as a spreadsheet numbers them: the header is
 * row 1 and every record is one row, a blank line too, however many lines a quoted cell spans
 * (csv-parse's line numbers count lines, so they are not row numbers). A byte-order mark and
 * CRLF line ends are read as Excel writes them. Blank rows are skipped but keep their numbers; a
 * cell guarded against formulas by our own exports ("'=...") reads back as it was.
 *
 * The bytes pass CsvGuard before the parser: text that is not UTF-8, or a row past
 * FILE_LIMITS, refuses the file on its row, after the rows before it. A file the parser cannot
 * read is refused on the row being parsed when it failed (the parser's own count of the records
 * it completed, plus one), even when rows before it in the same chunk were never handed over.
 */
export async function* readCsvBatches(source: Readable, options: CsvGuardOptions = {}): AsyncGenerator<SheetRow[]> {
  const guard = new CsvGuard(options);
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = guard.take(chunk);
      if (bytes.length > 0) this.push(bytes);
      if (guard.problem) {
        // The parser ends with the rows before the problem; the rest of the file is not read.
        this.push(null);
        source.unpipe(this);
        source.destroy();
      }
      done();
    },
    flush(done) {
      guard.end();
      done();
    },
  });
  const parser = parse({ bom: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] });
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
  source.pipe(checked).pipe(parser);
  let row = 0;
  try {
    for (;;) {
      if (failure) throw failure;
      const batch: SheetRow[] = [];
      let stopped = false;
      let record: string[] | null;
      while (batch.length < ROWS_PER_BATCH && (record = parser.read() as string[] | null) !== null) {
        row++;
        // The parser's last record may be the start of the row the guard refused.
        if (guard.problem && row >= guard.problem.row) {
          stopped = true;
          break;
        }
        if (isBlank(record)) continue;
        for (let i = 0; i < record.length; i++) if (record[i]!.charCodeAt(0) === 0x27) record[i] = unguardFormula(record[i]!);
        batch.push({ number: row, cells: record });
      }
      if (batch.length > 0) yield batch;
      if (stopped || (ended && guard.problem)) throw guard.problem;
      if (ended) return;
      if (batch.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    // The row being parsed when it failed: the parser counts every record it completed (an
    // on_record callback would count the same, at the price of an info object per record).
    const failed = parser.info.records + 1;
    if (guard.problem && failed >= guard.problem.row) throw guard.problem;
    const reason = error instanceof Error ? error.message.replace(/ at line \d+/, '') : String(error);
    throw new UnreadableFile(failed, M.notCsv(reason));
  } finally {
    source.destroy();
    parser.destroy();
  }
}
