import { withTransaction, type Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { REDEMPTION_STATUS, type RequestChannel } from './constants.ts';
import { refusalError, requestRefusal } from './eligibility.ts';
import { balanceOf, tierReachOf } from './points.ts';
import { ZRedeemInput, type TRedeemInput, type TRedemption } from './schema.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { loadRedemption, lockItem, reservedPoints, takenCounts, type TenantCtx } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * Records a request for an item as Pending approval, after every rule of eligibility.ts. The
 * item's and the member's rows are locked first, so that concurrent requests count each other:
 * no two can take the last unit of a limit or the same points. The points are not spent yet:
 * the request holds them (they count against the member's next requests) until it is approved
 * (spent) or rejected (freed).
 */
async function request(tx: TenantCtx, input: { memberId: string; itemId: string }, channel: RequestChannel): Promise<TRedemption> {
  await lockItem(tx, input.itemId);
  await lockMember(tx, input.memberId);
  const item = await tx.db.rewardItem.findUniqueOrThrow({
    where: { merchantId_id: { merchantId: tx.merchantId, id: input.itemId } },
    select: { availability: true, pointsRequired: true, redemptionLimit: true, limitPerMember: true, startAt: true, endAt: true, tier: { select: { reachPoints: true } } },
  });
  const taken = await takenCounts(tx, input.itemId, input.memberId);
  const balance = await balanceOf(tx, input.memberId);
  const refusal = requestRefusal({
    channel,
    now: tx.now(),
    item: { ...item, tierReach: item.tier?.reachPoints ?? null },
    memberTierReach: item.tier ? await tierReachOf(tx, input.memberId) : null,
    itemTaken: taken.item,
    memberTaken: taken.member,
    spendablePoints: balance - (await reservedPoints(tx, input.memberId)),
  });
  if (refusal) throw refusalError(refusal);
  const { id } = await tx.db.redemption.create({
    data: { merchantId: tx.merchantId, itemId: input.itemId, memberId: input.memberId, points: item.pointsRequired, status: REDEMPTION_STATUS.pending, requestedAt: tx.now() },
    select: { id: true },
  });
  return loadRedemption(tx, id);
}

/** A member asks for an item through the merchant's website (items for all members only). */
export function redeemAsMember(ctx: TenantCtx, raw: TRedeemInput): Promise<TRedemption> {
  const input = ZRedeemInput.parse(raw);
  return withTransaction(ctx, (tx) => request(tx, input, 'member'));
}

/** A user of the back office records a request for a member; 'internal users only' items are open to it. */
export async function recordRedemption(ctx: Ctx, raw: TRedeemInput): Promise<TRedemption> {
  const input = ZRedeemInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.rewards.redemptionRecorded', { item: r.item.name, memberNo: r.member.memberNo }), category: 'loyalty_and_rewards' }),
    (tx) => request(tx, input, 'dashboard'),
  );
}
