import { keyStartsWith } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { adjustPoints, ALL_TIME_ENTRIES, pointsOf } from './ledger.ts';
import { tierFor } from './points-math.ts';
import { ZMemberPointsListInput, type TAdjustPointsInput, type TMemberPointsListInput, type TMemberPointsRow } from './schema.ts';
import { LOYALTY_CATEGORY } from './settings.ts';
import { msg } from '../shared/messages.ts';

/** A member name or e-mail prefix (any case), or a member number; undefined for no search. */
export function memberSearch(search: string | undefined) {
  const q = search?.trim().toLowerCase();
  if (!q) return undefined;
  const byNo = /^#?\d{1,9}$/.test(q) ? [{ memberNo: Number(q.replace('#', '')) }] : [];
  return { OR: [...byNo, { nameKey: keyStartsWith(q) }, { emailKey: keyStartsWith(q) }] };
}

/**
 * Members with points, sorted by available or all-time points. Both figures are sums over the
 * ledger done by the database (groupBy on PointsEntry), the page too: only the page's members
 * are read. A member who never had an entry has no points and is not listed.
 */
export async function listMemberPoints(ctx: Ctx, raw: TMemberPointsListInput) {
  const input = ZMemberPointsListInput.parse(raw);
  const search = memberSearch(input.search);
  const where = { merchantId: ctx.merchantId, ...(search && { member: search }) };
  const [total, groups, tiers] = await Promise.all([
    ctx.db.member.count({ where: { merchantId: ctx.merchantId, points: { some: {} }, ...search } }),
    ctx.db.pointsEntry.groupBy({
      by: ['memberId'],
      where: input.sort === 'allTime' ? { ...where, ...ALL_TIME_ENTRIES } : where,
      _sum: { points: true },
      orderBy: [{ _sum: { points: input.direction } }, { memberId: 'asc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    ctx.db.memberTier.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true, reachPoints: true } }),
  ]);
  const ids = groups.map((g) => g.memberId);
  const [members, points] = await Promise.all([
    ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } }, select: { id: true, memberNo: true, name: true, email: true } }),
    pointsOf(ctx, ids),
  ]);
  const byId = new Map(members.map((m) => [m.id, m]));
  const items: TMemberPointsRow[] = ids.map((id) => {
    const member = byId.get(id)!;
    const { available, allTime } = points.get(id)!;
    const tier = tierFor(tiers, allTime);
    return { memberId: id, memberNo: member.memberNo, name: member.name, email: member.email, availablePoints: available, allTimePoints: allTime, tier: tier && { id: tier.id, nameEn: tier.nameEn } };
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** One member's row of the list, whether or not the member has points. */
export async function memberPointsRow(ctx: Ctx, memberId: string): Promise<TMemberPointsRow> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: memberId } }, select: { id: true, memberNo: true, name: true, email: true } });
  if (!member) throw notFound('member');
  const [points, tiers] = await Promise.all([pointsOf(ctx, [memberId]), ctx.db.memberTier.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true, reachPoints: true } })]);
  const { available, allTime } = points.get(memberId)!;
  const tier = tierFor(tiers, allTime);
  return { memberId, memberNo: member.memberNo, name: member.name, email: member.email, availablePoints: available, allTimePoints: allTime, tier: tier && { id: tier.id, nameEn: tier.nameEn } };
}

/** The member with this number, with points; null when the merchant has no such member. */
export async function memberPointsByNo(ctx: Ctx, memberNo: number): Promise<TMemberPointsRow | null> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_memberNo: { merchantId: ctx.merchantId, memberNo } }, select: { id: true } });
  return member && memberPointsRow(ctx, member.id);
}

/** A manual change of a member's points; a deduction never takes the balance below 0. */
export async function adjustMemberPoints(ctx: Ctx, input: TAdjustPointsInput): Promise<TMemberPointsRow> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.memberId } }, select: { id: true, memberNo: true, name: true } });
  if (!member) throw notFound('member');
  const sign = input.points > 0 ? `+${input.points}` : String(input.points);
  return audited(ctx, { action: msg('log.loyalty.pointsAdjusted', { memberNo: member.memberNo, name: member.name, points: sign }), category: LOYALTY_CATEGORY }, async (tx) => {
    await adjustPoints(tx, { memberId: member.id, points: input.points, note: input.note });
    return memberPointsRow(tx, member.id);
  });
}
