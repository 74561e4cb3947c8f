import type { RowError, SheetHeader } from '../sheets/sheet-header.ts';
import { cellOf } from '../sheets/sheet-header.ts';
import type { SheetRow } from '../sheets/sheet-reader.ts';
import { parseDateOfBirth } from '../members/import/member-row.ts';
import { CONTACT_COLUMNS, CONTACT_MESSAGES as M, type ContactColumn } from './constants.ts';
import { ZContactInput, type TContactInput } from './schema.ts';

export type JudgedContact = { ok: true; contact: ReturnType<typeof ZContactInput.parse> } | { ok: false; errors: RowError[] };

/**
 * One row of an import file checked by the form's own schema, so a row is refused with the
 * words the form would say, on the column that holds the fault. The date may also be written
 * day first ('31/12/2025'), as Malaysia and Singapore write it.
 */
export function judgeContactRow(header: SheetHeader<ContactColumn>, row: SheetRow): JudgedContact {
  const cell = (key: ContactColumn) => cellOf(header, row, key).trim();
  const dateText = cell('date');
  const date = dateText === '' ? undefined : parseDateOfBirth(dateText);
  const input: TContactInput = { name: cell('name'), companyName: cell('companyName'), contact: cell('contact'), email: cell('email'), whatsapp: cell('whatsapp'), date: date ?? undefined };
  const parsed = ZContactInput.safeParse(input);
  const errors: RowError[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ row: row.number, column: CONTACT_COLUMNS[issue.path[0] as ContactColumn], reason: issue.message }));
  if (date === null) errors.push({ row: row.number, column: CONTACT_COLUMNS.date, reason: M.dateInvalid });
  return parsed.success && errors.length === 0 ? { ok: true, contact: parsed.data } : { ok: false, errors };
}
