import type { TFileFormat } from '../jobs/schema.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { UnreadableFile } from '../sheets/sheet-reader.ts';
import { readStoredRows } from '../sheets/sheet-thread.ts';
import { VOUCHER_LIMITS as L, VOUCHER_MESSAGES as M } from './constants.ts';

/** A header cell naming the column to read; without one, the first column of every row is read. */
const HEADER = /^(e-?mail( address)?|member ?(id|no\.?|number))$/i;
/** Member numbers are looked up in chunks; SQLite binds at most 32,766 values. */
const PER_QUERY = 5_000;

export interface ListedMembers {
  /** The members named, once each, in file order. */
  memberIds: string[];
  /** Rows naming a member already named above. */
  repeats: number;
  unknown: { row: number; value: string }[];
}

export interface ListRow {
  row: number;
  value: string;
}

/**
 * The rows of a stored member list (read on a worker thread, within the readers' limits): the
 * column's text with its row number, blanks left out. A list that cannot be read, is empty or
 * is too long is refused with the reason.
 */
export async function readMemberList(format: TFileFormat, filePath: string, signal?: AbortSignal): Promise<ListRow[]> {
  const out: ListRow[] = [];
  let column: number | null = null;
  try {
    for await (const { number, cells } of readStoredRows(format, filePath, { signal })) {
      if (column === null) {
        const header = cells.findIndex((c) => HEADER.test(c.trim()));
        column = Math.max(0, header);
        if (header >= 0) continue;
      }
      const value = (cells[column] ?? '').trim();
      if (value === '') continue;
      if (out.length === L.maxListRows) throw new AppError('VOUCHER.LIST_TOO_LONG', M.listTooLong, 'invalid', 'segment');
      out.push({ row: number, value });
    }
  } catch (error) {
    if (error instanceof UnreadableFile) throw new AppError('VOUCHER.LIST_UNREADABLE', error.message, 'invalid', 'segment');
    throw error;
  }
  if (out.length === 0) throw new AppError('VOUCHER.LIST_EMPTY', M.listEmpty, 'invalid', 'segment');
  return out;
}

/** Finds the merchant's members a list names by e-mail (any case) or member number ('12' or '#12'). */
export async function membersOfList(ctx: Ctx, rows: readonly ListRow[]): Promise<ListedMembers> {
  const emails = [...new Set(rows.filter((r) => r.value.includes('@')).map((r) => r.value.toLowerCase()))];
  const numbers = [...new Set(rows.flatMap((r) => (/^#?\d{1,9}$/.test(r.value) ? [Number(r.value.replace('#', ''))] : [])))];
  const byEmail = new Map<string, string>();
  const byNumber = new Map<number, string>();
  for (let i = 0; i < emails.length; i += PER_QUERY) {
    const found = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, emailKey: { in: emails.slice(i, i + PER_QUERY) } }, select: { id: true, emailKey: true } });
    for (const m of found) byEmail.set(m.emailKey, m.id);
  }
  for (let i = 0; i < numbers.length; i += PER_QUERY) {
    const found = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, memberNo: { in: numbers.slice(i, i + PER_QUERY) } }, select: { id: true, memberNo: true } });
    for (const m of found) byNumber.set(m.memberNo, m.id);
  }
  const seen = new Set<string>();
  const result: ListedMembers = { memberIds: [], repeats: 0, unknown: [] };
  for (const { row, value } of rows) {
    const id = value.includes('@') ? byEmail.get(value.toLowerCase()) : /^#?\d{1,9}$/.test(value) ? byNumber.get(Number(value.replace('#', ''))) : undefined;
    if (!id) result.unknown.push({ row, value });
    else if (seen.has(id)) result.repeats++;
    else {
      seen.add(id);
      result.memberIds.push(id);
    }
  }
  return result;
}
