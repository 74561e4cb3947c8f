import type { RowError } from '../../sheets/sheet-header.ts';
import type { SheetRow } from '../../sheets/sheet-reader.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { HEADER_VARIANTS, MEMBER_COLUMNS, MEMBER_IMPORT_MESSAGES as M, REQUIRED_MEMBER_COLUMNS, type MemberColumn } from './columns.ts';

/** Where a file keeps each column, and what is wrong with its header row. */
export interface MemberHeader {
  at: Partial<Record<MemberColumn, number>>;
  /** The file's own header text of each column, for messages. */
  names: Partial<Record<MemberColumn, string>>;
  errors: RowError[];
}

const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const COLUMN_OF = new Map<string, MemberColumn>(
  (Object.keys(HEADER_VARIANTS) as MemberColumn[]).flatMap((column) => HEADER_VARIANTS[column].map((variant) => [headerKey(variant), column] as const)),
);

/** Reads the header row: each column by any of its names, whatever the case; unknown, repeated and missing columns are errors. */
export function readMemberHeader(row: SheetRow): MemberHeader {
  const header: MemberHeader = { at: {}, names: {}, errors: [] };
  row.cells.forEach((text, i) => {
    if (text.trim() === '') return;
    const column = COLUMN_OF.get(headerKey(text));
    if (column === undefined) header.errors.push({ row: row.number, column: text.trim(), reason: M.unknownColumn });
    else if (header.at[column] !== undefined) header.errors.push({ row: row.number, column: text.trim(), reason: M.repeatedColumn });
    else {
      header.at[column] = i;
      header.names[column] = text.trim();
    }
  });
  for (const column of REQUIRED_MEMBER_COLUMNS) {
    if (header.at[column] === undefined) header.errors.push({ row: row.number, column: MEMBER_COLUMNS[column], reason: M.missingColumn });
  }
  return header;
}

/** The file's own name of its e-mail column, for messages. */
export const emailColumn = (header: MemberHeader): string => header.names.email ?? MEMBER_COLUMNS.email;

/** A row that passed its own checks, as createMembers takes it, with the lower-cased e-mail. */
export interface MemberImportRow {
  name: string;
  email: string;
  emailKey: string;
  phone: string;
  dateOfBirth: string | null;
}

/** At least nameMinLetters letters of any script, wherever they stand. */
const ENOUGH_LETTERS = new RegExp(`^(?:[^\\p{L}]*\\p{L}){${L.nameMinLetters}}`, 'u');
/**
 * The forms' rule: z.email()'s pattern (zod's regexes.email), written out so that the thread
 * that reads a file does not load zod for one pattern; member-row.test.ts checks they are the same.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EARLIEST_BIRTH_YEAR = 1900;

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' from '1990-08-31' or '31/08/1990' (day first, as Malaysia and Singapore write it); null when not a real date. */
export function parseDateOfBirth(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const dmy = iso ? null : DMY_DATE.exec(text);
  if (!iso && !dmy) return null;
  const year = Number(iso ? iso[1] : dmy![3]);
  const month = Number(iso ? iso[2] : dmy![2]);
  const day = Number(iso ? iso[3] : dmy![1]);
  if (year < EARLIEST_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export type JudgedRow = { ok: true; row: MemberImportRow } | { ok: false; errors: RowError[] };

/**
 * Checks one row's own cells: name, e-mail, phone (normalised to E.164 by normalizePhone) and
 * date of birth (optional). today is 'YYYY-MM-DD'. The e-mail's uniqueness is judged by the
 * caller, which sees the other rows and the stored members.
 */
export function judgeMemberRow(header: MemberHeader, row: SheetRow, today: string, normalizePhone: (text: string) => string | null): JudgedRow {
  // Written without closures: this runs for every row of files of a million rows.
  const cells = row.cells;
  const at = header.at;
  let errors: RowError[] | null = null;

  const name = cellAt(cells, at.name).replace(SPACES, ' ');
  let reason: string | null = name === '' ? M.nameRequired : name.length > L.nameMaxChars ? M.nameTooLong : !ENOUGH_LETTERS.test(name) ? M.nameLetters : null;
  if (reason) errors = addError(errors, header, row, 'name', reason);

  const email = cellAt(cells, at.email);
  reason = email === '' || email.length > L.emailMaxChars || !EMAIL_PATTERN.test(email) ? M.emailInvalid : null;
  if (reason) errors = addError(errors, header, row, 'email', reason);

  const phoneText = cellAt(cells, at.phone);
  const phone = phoneText === '' ? null : normalizePhone(phoneText);
  if (phoneText === '') errors = addError(errors, header, row, 'phone', M.phoneRequired);
  else if (phone === null) errors = addError(errors, header, row, 'phone', M.phoneInvalid);

  const dobText = cellAt(cells, at.dateOfBirth);
  const dateOfBirth = dobText === '' ? null : parseDateOfBirth(dobText);
  if (dobText !== '' && dateOfBirth === null) errors = addError(errors, header, row, 'dateOfBirth', M.dateOfBirthInvalid);
  else if (dateOfBirth !== null && dateOfBirth > today) errors = addError(errors, header, row, 'dateOfBirth', M.dateOfBirthFuture);

  if (errors) return { ok: false, errors };
  return { ok: true, row: { name, email, emailKey: email.toLowerCase(), phone: phone!, dateOfBirth } };
}

const SPACES = /\s+/g;

/** A cell's trimmed text: '' when the file has no such column or the row ends before it. */
const cellAt = (cells: readonly string[], i: number | undefined): string => (i === undefined ? '' : (cells[i] ?? '').trim());

function addError(errors: RowError[] | null, header: MemberHeader, row: SheetRow, column: MemberColumn, reason: string): RowError[] {
  const list = errors ?? [];
  list.push({ row: row.number, column: header.names[column] ?? MEMBER_COLUMNS[column], reason });
  return list;
}
