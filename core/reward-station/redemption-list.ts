import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { REDEMPTION_STATUS, type RedemptionStatusId } from './constants.ts';
import { balanceOf } from './points.ts';
import { ZMemberSearchInput, ZRedemptionListInput, type TMemberOption, type TRedemptionListInput, type TRedemptionPage } from './schema.ts';
import { REDEMPTION_SELECT } from './store.ts';

/** Balances of some members, each read from the ledger once. */
async function balances(ctx: Ctx, memberIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const id of new Set(memberIds)) out.set(id, await balanceOf(ctx, id));
  return out;
}

/**
 * The pending approval screen (and its Approved and Rejected tabs): redemptions of one status,
 * searched by member name, e-mail or item name. Pending ones come oldest first (the order they
 * should be decided in), decided ones newest decision first. Each row carries the member's
 * balance now, so the approver sees whether the points are still there.
 */
export async function listRedemptions(ctx: Ctx, raw: TRedemptionListInput): Promise<TRedemptionPage> {
  const input = ZRedemptionListInput.parse(raw);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const base: Prisma.RedemptionWhereInput = {
    merchantId: ctx.merchantId,
    ...(text && { OR: [{ member: { name: text } }, { member: { email: text } }, { item: { name: text } }] }),
  };
  const where = { ...base, status: input.status };
  const orderBy: Prisma.RedemptionOrderByWithRelationInput[] =
    input.status === REDEMPTION_STATUS.pending ? [{ requestedAt: 'asc' }, { id: 'asc' }] : [{ decidedAt: 'desc' }, { id: 'asc' }];
  const [rows, total, groups] = await Promise.all([
    ctx.db.redemption.findMany({ where, select: REDEMPTION_SELECT, orderBy, ...skipTake(input) }),
    ctx.db.redemption.count({ where }),
    ctx.db.redemption.groupBy({ by: ['status'], where: base, _count: { _all: true } }),
  ]);
  const count = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  const held = await balances(
    ctx,
    rows.map((r) => r.member.id),
  );
  return {
    items: rows.map((r) => ({ ...r, status: r.status as RedemptionStatusId, memberBalance: held.get(r.member.id)! })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: { pending: count(REDEMPTION_STATUS.pending), approved: count(REDEMPTION_STATUS.approved), rejected: count(REDEMPTION_STATUS.rejected) },
  };
}

/** Up to 20 members to record a redemption for: by member number, or name or e-mail. */
export async function searchMembers(ctx: Ctx, raw: { search?: string }): Promise<TMemberOption[]> {
  const { search } = ZMemberSearchInput.parse(raw);
  const memberNo = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  const text = containsText(ctx.engine, search);
  const rows = await ctx.db.member.findMany({
    where: { merchantId: ctx.merchantId, ...(search && { OR: [{ name: text }, { email: text }, ...(memberNo ? [{ memberNo }] : [])] }) },
    select: { id: true, memberNo: true, name: true, email: true },
    orderBy: { memberNo: 'asc' },
    take: 20,
  });
  const held = await balances(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, balance: held.get(r.id)! }));
}
