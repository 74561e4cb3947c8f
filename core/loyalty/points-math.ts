import { MULTIPLIER_ONE, POINTS_TYPE, type RuleState } from './constants.ts';

/**
 * The arithmetic of points, pure so it can be property-tested. Rounding is always down, to whole
 * points and whole ringgit, so a member is never given a point the rule did not promise.
 */

/** The most points one ledger entry carries: PointsEntry.points is a 32-bit integer on PostgreSQL. */
export const MAX_ENTRY_POINTS = 1_000_000_000;

/**
 * The amount an order earns points on: what the buyer paid for the order (its total, after
 * vouchers, discounts and points spent, with taxes and charges) less the shipping charge.
 * Shipping is a cost passed on, not a purchase. This is the one definition: the per-RM1 rules,
 * the order amount goal (type 2) and the default earning all read it.
 */
export function earningBaseSen(order: { totalSen: number; shippingSen: number }): number {
  return Math.max(0, order.totalSen - order.shippingSen);
}

/** Points a grant gives on an amount: fixed points, or points per whole RM 1 of amountSen. */
export function grantPoints(pointsType: number, pointsGrant: number, amountSen: number): number {
  if (pointsGrant <= 0) return 0;
  if (pointsType !== POINTS_TYPE.perRinggit) return Math.min(pointsGrant, MAX_ENTRY_POINTS);
  const ringgit = BigInt(Math.floor(Math.max(0, amountSen) / 100));
  return clamp(ringgit * BigInt(pointsGrant));
}

/** points × multiplierBp / 10,000, rounded down; never negative, never above MAX_ENTRY_POINTS. */
export function applyMultiplier(points: number, multiplierBp: number): number {
  if (points <= 0 || multiplierBp <= 0) return 0;
  return clamp((BigInt(points) * BigInt(multiplierBp)) / BigInt(MULTIPLIER_ONE));
}

function clamp(value: bigint): number {
  return value > BigInt(MAX_ENTRY_POINTS) ? MAX_ENTRY_POINTS : Number(value);
}

/** The default purchase earning (no purchase rule ongoing): pointsPerRinggit per whole RM 1. */
export function defaultOrderPoints(pointsPerRinggit: number, baseSen: number): number {
  return grantPoints(POINTS_TYPE.perRinggit, pointsPerRinggit, baseSen);
}

/** A rule of type 3 earns each time the member's paid orders reach a multiple of the goal (the 5th, 10th, ... order for a goal of 5). */
export function reachesCountGoal(paidOrders: number, goal: number): boolean {
  return goal > 0 && paidOrders > 0 && paidOrders % goal === 0;
}

/** Whether a rule may still earn for a member who has earned from it earnedTimes times. */
export function withinEarningLimit(earningLimit: number | null, earnedTimes: number): boolean {
  return earningLimit === null || earnedTimes < earningLimit;
}

export interface TierLike {
  reachPoints: number;
}

/** The tier a member with allTimePoints is in: the highest reach not above the points; null below every tier. */
export function tierFor<T extends TierLike>(tiers: readonly T[], allTimePoints: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) if (tier.reachPoints <= allTimePoints && (!best || tier.reachPoints > best.reachPoints)) best = tier;
  return best;
}

/** The multiplier of the tier for allTimePoints; 1x when the member is in no tier. */
export function multiplierFor(tiers: readonly (TierLike & { multiplierBp: number })[], allTimePoints: number): number {
  return tierFor(tiers, allTimePoints)?.multiplierBp ?? MULTIPLIER_ONE;
}

/** Where a rule stands at now: terminated wins; a rule starts at startAt and has ended at endAt. */
export function ruleState(rule: { startAt: Date; endAt: Date | null; terminatedAt: Date | null }, now: Date): RuleState {
  if (rule.terminatedAt) return 'terminated';
  if (rule.endAt && rule.endAt.getTime() <= now.getTime()) return 'expired';
  if (rule.startAt.getTime() > now.getTime()) return 'upcoming';
  return 'ongoing';
}

/** The Prisma filter for rules ongoing at now. */
export const ongoingAt = (now: Date) => ({ terminatedAt: null, startAt: { lte: now }, OR: [{ endAt: null }, { endAt: { gt: now } }] });
