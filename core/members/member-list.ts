import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { escapeLike, keyStartsWith } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { addDaysTo, startOfLocalDay } from '../shared/time.ts';
import type { MemberStatusId } from './constants.ts';
import { memberTypesOf, memberTypeWhere } from './member-types.ts';
import { ZMemberListInput, type TMemberListInput, type TMemberPage, type TMemberRow } from './schema.ts';

const MEMBER_NO = /^#?\s*(\d{1,9})$/;
const PHONE_LIKE = /^\+?[0-9][0-9 -]*$/;

/**
 * What a search text matches: a member number ('12', '#12') or a phone number (the digits as
 * the member wrote them, anywhere in the phone), else the start of the name or of the e-mail
 * address, without case (on the lower-cased keys, so the same on both engines).
 */
export function searchWhere(search: string): Prisma.MemberWhereInput {
  const or: Prisma.MemberWhereInput[] = [];
  const number = MEMBER_NO.exec(search);
  if (number) or.push({ memberNo: Number(number[1]) });
  if (PHONE_LIKE.test(search)) or.push({ phone: { contains: escapeLike(search) } });
  or.push({ nameKey: keyStartsWith(search) }, { emailKey: keyStartsWith(search) });
  return { OR: or };
}

export const MEMBER_ROW_SELECT = {
  id: true,
  memberNo: true,
  name: true,
  email: true,
  phone: true,
  status: true,
  source: true,
  joinedAt: true,
  lastLoginAt: true,
  paidOrderCount: true,
  paidTotalSen: true,
} as const;

export const memberRow = <R extends { status: number; joinedAt: Date; lastLoginAt: Date | null; paidOrderCount: number; paidTotalSen: bigint | number }>(row: R, now: Date) => {
  const paidTotalSen = fromBigInt(row.paidTotalSen);
  return { ...row, paidTotalSen, status: row.status as MemberStatusId, types: memberTypesOf({ ...row, paidTotalSen }, now) };
};

/** The member list: search, a member type, a status and a joined-days filter, pages of 20 to 80, the newest member first. */
export async function listMembers(ctx: Ctx, raw: TMemberListInput): Promise<TMemberPage> {
  const input = ZMemberListInput.parse(raw);
  const now = ctx.now();
  const where: Prisma.MemberWhereInput = {
    merchantId: ctx.merchantId,
    AND: [
      ...(input.search ? [searchWhere(input.search)] : []),
      ...(input.type ? [memberTypeWhere(input.type, now)] : []),
      ...(input.status ? [{ status: input.status }] : []),
      ...(input.from ? [{ joinedAt: { gte: startOfLocalDay(input.from, ctx.timeZone) } }] : []),
      ...(input.to ? [{ joinedAt: { lt: startOfLocalDay(addDaysTo(input.to, 1), ctx.timeZone) } }] : []),
    ],
  };
  // One after the other: on SQLite parallel queries only queue behind each other.
  const total = await ctx.db.member.count({ where });
  const rows = await ctx.db.member.findMany({ where, select: MEMBER_ROW_SELECT, orderBy: [{ joinedAt: 'desc' }, { memberNo: 'desc' }], ...skipTake(input) });
  const items: TMemberRow[] = rows.map((row) => memberRow(row, now));
  return { items, total, page: input.page, pageSize: input.pageSize };
}
