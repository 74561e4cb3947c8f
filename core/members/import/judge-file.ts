import type { Readable } from 'node:stream';
import type { RowError } from '../../sheets/sheet-header.ts';
import { UnreadableFile } from '../../sheets/unreadable-file.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { EmailFirstRows } from './email-first-rows.ts';
import type { AcceptedRows, JudgeEvent, JudgeOptions, RejectedRow } from './judge-events.ts';
import { readMemberCsv } from './member-csv.ts';
import { normalizePhone } from './member-phone.ts';
import { emailColumn, judgeMemberRow, readMemberHeader, type MemberHeader } from './member-row.ts';

/**
 * About the fewest bytes a member row takes in practice (a short name, e-mail, phone and
 * birthday), to size the duplicate check from the file's size; shorter rows make it grow.
 */
const MIN_ROW_BYTES = 40;

/**
 * Reads a member CSV and judges every row on its own (cells, and its e-mail against the file's
 * earlier rows), streaming: what is kept for the whole file is only the e-mails' fingerprints
 * (EmailFirstRows). Whether an e-mail belongs to a stored member is the caller's to judge, a
 * batch at a time. A row refused for another cell still claims its e-mail: the file holds the
 * address twice either way.
 */
export async function* judgeMemberFile(source: Readable, options: JudgeOptions): AsyncGenerator<JudgeEvent> {
  const batches = readMemberCsv(source);
  const seen = new EmailFirstRows(Math.min(options.maxRows, options.bytes / MIN_ROW_BYTES));
  let header: MemberHeader | null = null;
  let rows = 0;
  try {
    for await (const batch of batches) {
      let start = 0;
      if (header === null) {
        const cells = batch[0]!.cells;
        header = readMemberHeader(batch[0]!);
        yield { kind: 'header', header, cells };
        if (header.errors.length > 0) return;
        start = 1;
      }
      const accepted: AcceptedRows = [];
      const rejected: RejectedRow[] = [];
      for (let i = start; i < batch.length; i++) {
        const row = batch[i]!;
        if (rows === options.maxRows) {
          yield { kind: 'rows', rows, accepted, rejected };
          // Reported on the first row past the limit; reading stops there.
          yield { kind: 'refused', error: { row: row.number, column: '', reason: M.tooManyRows } };
          return;
        }
        rows++;
        const judged = judgeMemberRow(header, row, options.today, normalizePhone);
        const key = judged.ok ? judged.row.emailKey : emailKeyOfCell(header, row.cells);
        const firstRow = key === null ? 0 : seen.claim(key, row.number);
        const repeated: RowError | null = firstRow === 0 ? null : { row: row.number, column: emailColumn(header), reason: M.emailRepeated(firstRow) };
        if (judged.ok && repeated === null) {
          const member = judged.row;
          accepted.push(row.number, member.name, member.email, member.phone, member.dateOfBirth);
        } else {
          const errors = judged.ok ? [] : judged.errors;
          if (repeated) errors.push(repeated);
          rejected.push({ row: row.number, cells: row.cells, errors });
        }
      }
      yield { kind: 'rows', rows, accepted, rejected };
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    yield { kind: 'refused', error: { row: error.row, column: '', reason: error.message } };
    return;
  } finally {
    await batches.return(undefined);
  }
  // Reported on row 1 (no header) or on the first row under it, where the members should be.
  if (header === null) yield { kind: 'refused', error: { row: 1, column: '', reason: M.emptyFile } };
  else if (rows < L.minRows) yield { kind: 'refused', error: { row: 2, column: '', reason: M.noRows } };
}

/** The lower-cased e-mail of a refused row, when its e-mail cell is not blank. */
function emailKeyOfCell(header: MemberHeader, cells: readonly string[]): string | null {
  const i = header.at.email;
  const email = i === undefined ? '' : (cells[i] ?? '').trim();
  return email === '' ? null : email.toLowerCase();
}
