import { ErrorFile } from '../sheets/error-file.ts';
import type { RowError } from '../sheets/sheet-header.ts';
import { UnreadableFile, type SheetRow } from '../sheets/sheet-reader.ts';
import type { Storage } from '../storage/storage.ts';
import type { Finished } from './job-run.ts';
import { firstErrorNote, summaryOf, type JobMessage } from './job-summary.ts';

/** What judging a file refused: how many rows, the first refusals, and the stored error file (null when none was refused). */
export interface Refusals {
  rejectedRows: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
}

/** The error file of a file being judged: it starts with no headers of the file's own and takes them once the header row is read. */
export interface ErrorFileSlot {
  readonly file: ErrorFile;
  /** The rejected rows are written under the file's own headers. */
  useHeader(cells: readonly string[]): void;
}

/**
 * Judges a file with an error file for its refused rows: when judge returns, the rejected rows'
 * CSV is stored (when any row was refused) and what was refused is added to judge's outcome;
 * when it throws, nothing is left in storage.
 */
export async function judgeWithErrorFile<T extends object>(storage: Storage, key: string, judge: (errors: ErrorFileSlot) => Promise<T>): Promise<T & Refusals> {
  let file = new ErrorFile(storage, key, []);
  const slot: ErrorFileSlot = {
    get file() {
      return file;
    },
    useHeader: (cells) => (file = new ErrorFile(storage, key, cells)),
  };
  try {
    const outcome = await judge(slot);
    return { ...outcome, rejectedRows: file.rows.size, firstErrors: file.first, errorFileKey: await file.close() };
  } catch (error) {
    await file.abort();
    throw error;
  }
}

/** A file's header row, or null when the file has none or cannot be read (which then goes to the error file). */
export async function firstRowOf(rows: AsyncGenerator<SheetRow>, errorFile: ErrorFile): Promise<SheetRow | null> {
  try {
    const first = await rows.next();
    return first.done ? null : first.value;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await errorFile.add({ row: error.row, column: '', reason: error.message });
    return null;
  }
}

/**
 * How a job that judged its file ends without writing to the business tables (a dry run, or a
 * file refused): its counts, its error file, and its summary, which for a failed job ends with
 * the first refusal.
 */
export function judgedOnly(judged: { rows: number } & Refusals, ending: { failed: boolean; doneRows?: number }, lead: JobMessage, ...notes: (JobMessage | false)[]): Finished {
  return {
    status: ending.failed ? 'failed' : 'completed',
    totalRows: judged.rows,
    doneRows: ending.doneRows ?? judged.rows - judged.rejectedRows,
    failedCount: judged.rejectedRows,
    summary: summaryOf(lead, ...notes, ending.failed && firstErrorNote(judged.firstErrors)),
    errorFileKey: judged.errorFileKey,
  };
}
