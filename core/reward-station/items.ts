import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { containsText } from '../db/search.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { AVAILABILITY, REDEMPTION_STATUS, REWARD_MESSAGES as M, type AvailabilityId } from './constants.ts';
import {
  ZRewardItemIdInput,
  ZRewardItemInput,
  ZRewardItemListInput,
  ZUpdateRewardItemInput,
  type RewardItemTab,
  type TRewardItem,
  type TRewardItemIdInput,
  type TRewardItemInput,
  type TRewardItemListInput,
  type TRewardItemPage,
  type TRewardItemValues,
  type TUpdateRewardItemInput,
} from './schema.ts';
import { lockItem, type TenantCtx } from './store.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'loyalty_and_rewards';

const TAB_AVAILABILITY: Record<Exclude<RewardItemTab, 'all'>, AvailabilityId> = {
  unavailable: AVAILABILITY.unavailable,
  allMembers: AVAILABILITY.allMembers,
  internalOnly: AVAILABILITY.internalOnly,
};

const ITEM_SELECT = {
  id: true,
  name: true,
  pointsRequired: true,
  redemptionLimit: true,
  limitPerMember: true,
  startAt: true,
  endAt: true,
  voucherLink: true,
  availability: true,
  note: true,
  createdAt: true,
  updatedAt: true,
  tier: { select: { id: true, nameEn: true, reachPoints: true } },
} as const;
type ItemRow = Prisma.RewardItemGetPayload<{ select: typeof ITEM_SELECT }>;

/** Approved and pending redemptions per item, for the items given. */
async function countsOf(ctx: TenantCtx, itemIds: readonly string[]): Promise<Map<string, { redeemed: number; pending: number }>> {
  const groups = await ctx.db.redemption.groupBy({
    by: ['itemId', 'status'],
    where: { merchantId: ctx.merchantId, itemId: { in: [...itemIds] }, status: { in: [REDEMPTION_STATUS.pending, REDEMPTION_STATUS.approved] } },
    _count: { _all: true },
  });
  const counts = new Map(itemIds.map((id) => [id, { redeemed: 0, pending: 0 }]));
  for (const g of groups) {
    const c = counts.get(g.itemId)!;
    if (g.status === REDEMPTION_STATUS.approved) c.redeemed = g._count._all;
    else c.pending = g._count._all;
  }
  return counts;
}

function toItem(row: ItemRow, counts: { redeemed: number; pending: number }): TRewardItem {
  return {
    ...row,
    availability: row.availability as AvailabilityId,
    ...counts,
    remaining: row.redemptionLimit === null ? null : Math.max(0, row.redemptionLimit - counts.redeemed - counts.pending),
  };
}

/** Items of this merchant with their counts, by id. */
export async function loadItems(ctx: TenantCtx, rows: ItemRow[]): Promise<TRewardItem[]> {
  const counts = await countsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toItem(row, counts.get(row.id)!));
}

export async function getRewardItem(ctx: TenantCtx, id: string): Promise<TRewardItem> {
  const row = await ctx.db.rewardItem.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: ITEM_SELECT });
  if (!row) throw notFound('rewardItem');
  return (await loadItems(ctx, [row]))[0]!;
}

/** The station's list: one availability tab (or all), searched by name, newest first, with the count of each tab. */
export async function listRewardItems(ctx: Ctx, raw: TRewardItemListInput): Promise<TRewardItemPage> {
  const input = ZRewardItemListInput.parse(raw);
  const base: Prisma.RewardItemWhereInput = { merchantId: ctx.merchantId, ...(input.search && { name: containsText(ctx.engine, input.search) }) };
  const where = input.tab === 'all' ? base : { ...base, availability: TAB_AVAILABILITY[input.tab] };
  const [rows, total, groups] = await Promise.all([
    ctx.db.rewardItem.findMany({ where, select: ITEM_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.rewardItem.count({ where }),
    ctx.db.rewardItem.groupBy({ by: ['availability'], where: base, _count: { _all: true } }),
  ]);
  const tab = (availability: number) => groups.find((g) => g.availability === availability)?._count._all ?? 0;
  return {
    items: await loadItems(ctx, rows),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: {
      all: groups.reduce((sum, g) => sum + g._count._all, 0),
      unavailable: tab(AVAILABILITY.unavailable),
      allMembers: tab(AVAILABILITY.allMembers),
      internalOnly: tab(AVAILABILITY.internalOnly),
    },
  };
}

/** The tier must be one of this merchant's tiers. */
async function assertTier(tx: Ctx, tierId: string | null): Promise<void> {
  if (!tierId) return;
  const tier = await tx.db.memberTier.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: tierId } }, select: { id: true } });
  if (!tier) throw new AppError('TIER.NOT_FOUND', notFound('tier').message, 'not_found', 'tierId');
}

const dataOf = (item: TRewardItemValues) => ({
  name: item.name,
  pointsRequired: item.pointsRequired,
  redemptionLimit: item.redemptionLimit,
  limitPerMember: item.limitPerMember,
  tierId: item.tierId,
  startAt: item.startAt,
  endAt: item.endAt,
  voucherLink: item.voucherLink,
  availability: item.availability,
  note: item.note,
});

export function createRewardItem(ctx: Ctx, raw: TRewardItemInput): Promise<TRewardItem> {
  const item = ZRewardItemInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: msg('log.rewards.itemCreated', { name: created.name }), category: CATEGORY }),
    async (tx) => {
      await assertTier(tx, item.tierId);
      const { id } = await tx.db.rewardItem.create({ data: { merchantId: tx.merchantId, ...dataOf(item) }, select: { id: true } });
      return getRewardItem(tx, id);
    },
  );
}

/**
 * Changes every field of an item. Redemptions already pending keep the points they were asked
 * at; a lower limit or 'unavailable' stops their approval (approval checks the item as it is).
 */
export function updateRewardItem(ctx: Ctx, raw: TUpdateRewardItemInput): Promise<TRewardItem> {
  const { id, item } = ZUpdateRewardItemInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.rewards.itemUpdated', { name: updated.name }), category: CATEGORY }),
    async (tx) => {
      await assertTier(tx, item.tierId);
      const { count } = await tx.db.rewardItem.updateMany({ where: { merchantId: tx.merchantId, id }, data: dataOf(item) });
      if (count !== 1) throw notFound('rewardItem');
      return getRewardItem(tx, id);
    },
  );
}

/**
 * Deletes an item nobody waits for or has received. Pending requests (members waiting for the
 * merchant's decision) and approved ones (points spent on it, the station's history) make it
 * "{name} is in use": decide the pending ones first, or make the item unavailable to stop new
 * requests and keep its history. Rejected requests spent nothing and go with the item. The item's
 * row is locked first, as every request and approval of it does, so none can slip in between.
 */
export async function deleteRewardItem(ctx: Ctx, raw: TRewardItemIdInput): Promise<void> {
  const { id } = ZRewardItemIdInput.parse(raw);
  await audited(
    ctx,
    (item: { name: string }) => ({ action: msg('log.rewards.itemDeleted', { name: item.name }), category: CATEGORY }),
    async (tx) => {
      await lockItem(tx, id);
      const item = await tx.db.rewardItem.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } });
      const where = { merchantId: tx.merchantId, itemId: id };
      const held = await tx.db.redemption.count({ where: { ...where, status: { in: [REDEMPTION_STATUS.pending, REDEMPTION_STATUS.approved] } } });
      if (held > 0) throw new AppError('REWARD.ITEM_IN_USE', M.inUse(item.name), 'conflict');
      await tx.db.redemption.deleteMany({ where });
      await tx.db.rewardItem.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return item;
    },
  );
}

/** The merchant's tiers an item can be limited to, lowest first. */
export function listTierOptions(ctx: Ctx) {
  return ctx.db.memberTier.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true, reachPoints: true }, orderBy: { reachPoints: 'asc' } });
}
