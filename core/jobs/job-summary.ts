import type { RowError } from '../sheets/sheet-header.ts';
import { formatCount } from '../shared/numbers.ts';

/** '1 row', '2,500 rows'. */
export const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
/** ' First: row 7, Courier: ...' for a summary, or '' without errors. */
export const firstError = (errors: readonly RowError[]) => {
  const e = errors[0];
  return e ? ` First: row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.reason}` : '';
};
