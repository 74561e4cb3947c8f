import type { RowError } from '../../sheets/sheet-header.ts';
import type { MemberHeader } from './member-row.ts';

/**
 * What judging a member file gives the import, apart from the judging itself (judge-file.ts):
 * the import's thread needs these, not the parser and libphonenumber-js, when a worker thread
 * reads the file.
 */

/**
 * The rows of a batch that passed every check of their own and are new to the file, five values
 * a row: its spreadsheet row number, then the member as createMembers takes it. Flat, not an
 * object a row: a thousand objects made at one place and alive together until the batch is
 * written are what V8 learns to allocate in its old generation directly, where a million rows
 * of them pile up as garbage.
 */
export type AcceptedRows = (string | number | null)[];
export const ACCEPTED_WIDTH = 5;

/** A refused row: its cells as read (for the error file) and every reason. */
export interface RejectedRow {
  row: number;
  cells: string[];
  errors: RowError[];
}

/**
 * What reading a member file gives, in order: its header row (nothing follows when the header
 * is wrong), then its member rows batch by batch, judged; a refusal of the whole file (no
 * header, no member rows, too many rows, not readable as CSV) ends it.
 */
export type JudgeEvent =
  | { kind: 'header'; header: MemberHeader; cells: string[] }
  | { kind: 'rows'; rows: number; accepted: AcceptedRows; rejected: RejectedRow[] }
  | { kind: 'refused'; error: RowError };

export interface JudgeOptions {
  /** The merchant's today, 'YYYY-MM-DD': no birthday after it. */
  today: string;
  maxRows: number;
  /** The file's size, to size the duplicate check for the rows it may hold. */
  bytes: number;
}
