import { withNumbers } from '../db/bigint.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { POINTS_TYPE } from './constants.ts';
import { pointsOf, postEarnings, reverseOrderEntries, timesEarned, type EarnEntry } from './ledger.ts';
import { applyMultiplier, defaultOrderPoints, earningBaseSen, grantPoints, multiplierFor, reachesCountGoal, withinEarningLimit } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';

/**
 * Points for a paid order (called from core/orders/payment-events.ts orderPaid, inside the
 * payment's transaction). Only orders of a member earn, and only while loyalty is enabled.
 * In order (docs/loyalty.md):
 * 1. the member's tier multiplier, from all-time points before this order;
 * 2. every ongoing rule of types 1 to 3, oldest start first, each within its earning limit per
 *    member: type 1 on every order, type 2 when the order's amount reaches the goal, type 3 when
 *    the member's paid orders reach a multiple of the goal;
 * 3. when no purchase rule (type 1) is ongoing, the default earning of the settings
 *    (pointsPerRinggit per RM 1, 1000 points per RM 10 by default).
 * Each grant is multiplied by the tier and rounded down; the amount is earningBaseSen's.
 */
export async function awardOrderPoints(tx: Ctx, orderId: string): Promise<void> {
  const order = await tx.db.order.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } },
    select: { memberId: true, orderNo: true, totalSen: true, shippingSen: true },
  });
  if (!order?.memberId) return;
  const memberId = order.memberId;
  const member = await tx.db.member.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: memberId } }, select: { id: true } });
  if (!member) return;
  const setting = await getLoyaltySetting(tx);
  if (!setting.enabled) return;
  if (await alreadyEarned(tx, orderId)) return;

  const [rules, tiers, points] = await Promise.all([
    ongoingRules(tx, [1, 2, 3]),
    tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId }, select: { reachPoints: true, multiplierBp: true } }),
    pointsOf(tx, [memberId]),
  ]);
  const multiplier = multiplierFor(tiers, points.get(memberId)!.allTime);
  const times = await timesEarned(tx, memberId, rules.map((r) => r.id));
  const paidOrders = rules.some((r) => r.ruleType === 3) ? await paidOrderCount(tx, memberId) : 0;
  const baseSen = earningBaseSen(withNumbers(order));
  const note = `Order #${order.orderNo}`;

  const entries: EarnEntry[] = [];
  for (const rule of rules) {
    if (!withinEarningLimit(rule.earningLimit, times.get(rule.id) ?? 0)) continue;
    const goal = rule.amountToReachGoal ?? 0;
    const applies = rule.ruleType === 1 || (rule.ruleType === 2 && baseSen >= goal) || (rule.ruleType === 3 && reachesCountGoal(paidOrders, goal));
    if (!applies) continue;
    const granted = grantPoints(rule.ruleType === 3 ? POINTS_TYPE.fixed : rule.pointsType, rule.pointsGrant, baseSen);
    entries.push({ memberId, points: applyMultiplier(granted, multiplier), ruleId: rule.id, orderId, note: `${note}: ${rule.title}` });
  }
  if (!rules.some((r) => r.ruleType === 1)) {
    entries.push({ memberId, points: applyMultiplier(defaultOrderPoints(setting.pointsPerRinggit, baseSen), multiplier), ruleId: null, orderId, note });
  }
  await postEarnings(tx, entries);
}

/** An order earns once: a payment event seen twice finds the order's earns still standing. */
async function alreadyEarned(tx: Ctx, orderId: string): Promise<boolean> {
  const where = { merchantId: tx.merchantId, orderId };
  const [earns, reversed] = await Promise.all([
    tx.db.pointsEntry.count({ where: { ...where, kind: 'earn' } }),
    tx.db.pointsEntry.count({ where: { ...where, kind: 'reversal', points: { lt: 0 } } }),
  ]);
  return earns > reversed;
}

/** The member's paid orders that stand (not cancelled, not refunded), this one included. */
function paidOrderCount(tx: Ctx, memberId: string): Promise<number> {
  return tx.db.order.count({
    where: { merchantId: tx.merchantId, memberId, paidAt: { not: null }, status: { notIn: [ORDER_STATUS.cancelled, ORDER_STATUS.refund] } },
  });
}

/**
 * A paid order undone (cancelled after payment, or refunded) leaves no points behind: every earn
 * of the order is reversed once (and any points spent on it are given back). The reversal
 * posts in full even when the member already spent the points; see reverseOrderEntries.
 */
export async function reverseOrderPoints(tx: Ctx, orderId: string): Promise<void> {
  const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, select: { orderNo: true, status: true } });
  if (!order) return;
  await reverseOrderEntries(tx, orderId, `Order #${order.orderNo} ${order.status === ORDER_STATUS.refund ? 'refunded' : 'cancelled'}`);
}
