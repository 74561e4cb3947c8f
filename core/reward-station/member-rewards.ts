import { notFound } from '../shared/errors.ts';
import { AVAILABILITY, REDEMPTION_STATUS } from './constants.ts';
import { requestRefusal } from './eligibility.ts';
import { balanceOf, tierReachOf } from './points.ts';
import { ZMemberRewardsInput, type TMemberRewards } from './schema.ts';
import { reservedPoints, type TenantCtx } from './store.ts';

/**
 * What the merchant's website shows a member: their points, the items open to all members whose
 * period has not ended, each with whether the member can redeem it now (the same rules as
 * the request), and their requests waiting for approval.
 */
export async function memberRewards(ctx: TenantCtx, raw: { memberId: string }): Promise<TMemberRewards> {
  const { memberId } = ZMemberRewardsInput.parse(raw);
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: memberId } }, select: { id: true } });
  if (!member) throw notFound('member');
  const now = ctx.now();
  const items = await ctx.db.rewardItem.findMany({
    where: { merchantId: ctx.merchantId, availability: AVAILABILITY.allMembers, OR: [{ endAt: null }, { endAt: { gt: now } }] },
    select: {
      id: true,
      name: true,
      pointsRequired: true,
      note: true,
      startAt: true,
      endAt: true,
      availability: true,
      redemptionLimit: true,
      limitPerMember: true,
      tier: { select: { nameEn: true, reachPoints: true } },
    },
    orderBy: [{ pointsRequired: 'asc' }, { id: 'asc' }],
  });
  const ids = items.map((i) => i.id);
  const taken = await ctx.db.redemption.groupBy({
    by: ['itemId', 'memberId'],
    where: { merchantId: ctx.merchantId, itemId: { in: ids }, status: { in: [REDEMPTION_STATUS.pending, REDEMPTION_STATUS.approved] } },
    _count: { _all: true },
  });
  const itemTaken = (itemId: string) => taken.filter((t) => t.itemId === itemId).reduce((sum, t) => sum + t._count._all, 0);
  const memberTaken = (itemId: string) => taken.find((t) => t.itemId === itemId && t.memberId === memberId)?._count._all ?? 0;
  const balance = await balanceOf(ctx, memberId);
  const reserved = await reservedPoints(ctx, memberId);
  const memberTierReach = await tierReachOf(ctx, memberId);
  const pending = await ctx.db.redemption.findMany({
    where: { merchantId: ctx.merchantId, memberId, status: REDEMPTION_STATUS.pending },
    select: { id: true, points: true, requestedAt: true, item: { select: { name: true } } },
    orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
  });
  return {
    memberId,
    balance,
    reserved,
    available: balance - reserved,
    items: items.map((item) => {
      const refusal = requestRefusal({
        channel: 'member',
        now,
        item: { ...item, tierReach: item.tier?.reachPoints ?? null },
        memberTierReach,
        itemTaken: itemTaken(item.id),
        memberTaken: memberTaken(item.id),
        spendablePoints: balance - reserved,
      });
      return {
        id: item.id,
        name: item.name,
        pointsRequired: item.pointsRequired,
        note: item.note,
        startAt: item.startAt,
        endAt: item.endAt,
        tierName: item.tier?.nameEn ?? null,
        remaining: item.redemptionLimit === null ? null : Math.max(0, item.redemptionLimit - itemTaken(item.id)),
        redeemable: refusal === null,
        refusal,
      };
    }),
    pending: pending.map((p) => ({ id: p.id, itemName: p.item.name, points: p.points, requestedAt: p.requestedAt })),
  };
}
