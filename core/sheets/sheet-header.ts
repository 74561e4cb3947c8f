import { SHEET_MESSAGES as B } from './sheet-messages.ts';
import type { SheetRow } from './sheet-reader.ts';

/** A rejected row (or a problem with the header, on row 1): which row, which column, and why. */
export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** Where a file keeps each known column; headers match whatever their case and spacing. */
export interface SheetHeader<K extends string> {
  row: SheetRow;
  at: Partial<Record<K, number>>;
  errors: RowError[];
}

export const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads a header row against the known columns: unknown and repeated columns are errors, so
 * a misspelt header is never silently ignored; so is a missing required one.
 */
export function readHeader<K extends string>(row: SheetRow, columns: Readonly<Record<K, string>>, required: readonly K[]): SheetHeader<K> {
  const byKey = new Map((Object.keys(columns) as K[]).map((key) => [headerKey(columns[key]), key]));
  const at: Partial<Record<K, number>> = {};
  const errors: RowError[] = [];
  row.cells.forEach((text, i) => {
    if (text.trim() === '') return;
    const key = byKey.get(headerKey(text));
    if (key === undefined) errors.push({ row: row.number, column: text.trim(), reason: B.unknownColumn });
    else if (at[key] !== undefined) errors.push({ row: row.number, column: columns[key], reason: B.repeatedColumn });
    else at[key] = i;
  });
  for (const key of required) if (at[key] === undefined) errors.push({ row: row.number, column: columns[key], reason: B.missingColumn });
  return { row, at, errors };
}

/** The cell of a column in a row: '' when the file has no such column or the row ends before it. */
export const cellOf = <K extends string>(header: SheetHeader<K>, row: SheetRow, key: K): string => {
  const i = header.at[key];
  return i === undefined ? '' : (row.cells[i] ?? '');
};

export const hasColumn = <K extends string>(header: SheetHeader<K>, key: K): boolean => header.at[key] !== undefined;
