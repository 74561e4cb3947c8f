import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { POINTS_TYPE, RATED_RULE_TYPE } from './constants.ts';
import { lockMember, pointsOf, postEarnings, timesEarned } from './ledger.ts';
import { applyMultiplier, grantPoints, multiplierFor, withinEarningLimit } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';

/**
 * Points for a rated order (rule type 5), called when a member's order gets its first review
 * (core/reviews/submit-review.ts), in the review's transaction. Each ongoing type-5 rule grants
 * its fixed points once per order (a rule that already earned on the order is skipped, so a
 * review deleted and written again earns nothing more) and within its earning limit per member,
 * times the member's tier multiplier. The entries name the order, so cancelling or refunding
 * it reverses them as it reverses the order's other points.
 */
export async function awardRatedOrderPoints(tx: Ctx, orderId: string): Promise<void> {
  const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, select: { memberId: true, orderNo: true } });
  if (!order?.memberId) return;
  const memberId = order.memberId;
  const rules = await ongoingRules(tx, [RATED_RULE_TYPE]);
  if (rules.length === 0 || !(await getLoyaltySetting(tx)).enabled) return;
  // Two reviews of one order at once: the second waits here and then sees the first's entries.
  await lockMember(tx, memberId);
  const ruleIds = rules.map((r) => r.id);
  const [earned, tiers, points, times] = await Promise.all([
    tx.db.pointsEntry.findMany({ where: { merchantId: tx.merchantId, orderId, ruleId: { in: ruleIds }, kind: 'earn' }, select: { ruleId: true } }),
    tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId }, select: { reachPoints: true, multiplierBp: true } }),
    pointsOf(tx, [memberId]),
    timesEarned(tx, memberId, ruleIds),
  ]);
  const onThisOrder = new Set(earned.map((e) => e.ruleId));
  const multiplier = multiplierFor(tiers, points.get(memberId)!.allTime);
  await postEarnings(
    tx,
    rules
      .filter((rule) => !onThisOrder.has(rule.id) && withinEarningLimit(rule.earningLimit, times.get(rule.id) ?? 0))
      .map((rule) => ({
        memberId,
        points: applyMultiplier(grantPoints(POINTS_TYPE.fixed, rule.pointsGrant, 0), multiplier),
        ruleId: rule.id,
        orderId,
        note: msg('loyalty.ratedNote', { orderNo: order.orderNo, rule: rule.title }),
      })),
  );
}
