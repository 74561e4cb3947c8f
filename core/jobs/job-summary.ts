import type { RowError } from '../sheets/sheet-header.ts';

/** '1 row', '2,500 rows'. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-MY')} ${count === 1 ? one : many}`;
/** ' First: row 7, Courier: ...' for a summary, or '' without errors. */
export const firstError = (errors: readonly RowError[]) => {
  const e = errors[0];
  return e ? ` First: row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.reason}` : '';
};
