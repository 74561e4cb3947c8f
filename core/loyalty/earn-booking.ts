import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { BOOKING_RULE_TYPES } from './constants.ts';
import { lockMember, pointsOf, postEarnings, reverseBookingEntries, timesEarned } from './ledger.ts';
import { applyMultiplier, grantPoints, multiplierFor, withinEarningLimit } from './points-math.ts';
import { ongoingRules } from './rules.ts';
import { getLoyaltySetting } from './settings.ts';

/**
 * Points for an approved booking of a member (called in the approval's transaction, or the
 * booking's when it needs no approval). Each ongoing rule of type 7 (booking success) grants its
 * fixed points; each of type 8 grants when the booking's amount (priceSen x slots) reaches the
 * rule's goal, fixed or per RM 1 of the amount. Each within its earning limit per member, times
 * the tier multiplier from all-time points before the booking, rounded down. A booking earns
 * once: while earns of it stand (not reversed), nothing more is posted.
 */
export async function awardBookingPoints(tx: Ctx, bookingId: string): Promise<void> {
  const booking = await tx.db.booking.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: bookingId } },
    select: { memberId: true, bookingNo: true, amountSen: true },
  });
  if (!booking?.memberId) return;
  const memberId = booking.memberId;
  const { bookingNo, amountSen } = withNumbers(booking);
  const rules = await ongoingRules(tx, BOOKING_RULE_TYPES);
  if (rules.length === 0 || !(await getLoyaltySetting(tx)).enabled) return;
  // Two approvals of one member at once take turns here, each seeing the other's entries.
  await lockMember(tx, memberId);
  if ((await tx.db.pointsEntry.count({ where: { merchantId: tx.merchantId, bookingId, kind: 'earn' } })) > 0) return;
  const ruleIds = rules.map((r) => r.id);
  const [tiers, points, times] = await Promise.all([
    tx.db.memberTier.findMany({ where: { merchantId: tx.merchantId }, select: { reachPoints: true, multiplierBp: true } }),
    pointsOf(tx, [memberId]),
    timesEarned(tx, memberId, ruleIds),
  ]);
  const multiplier = multiplierFor(tiers, points.get(memberId)!.allTime);
  await postEarnings(
    tx,
    rules
      .filter((rule) => withinEarningLimit(rule.earningLimit, times.get(rule.id) ?? 0))
      .filter((rule) => rule.ruleType === 7 || amountSen >= (rule.amountToReachGoal ?? 0))
      .map((rule) => ({
        memberId,
        points: applyMultiplier(grantPoints(rule.pointsType, rule.pointsGrant, amountSen), multiplier),
        ruleId: rule.id,
        bookingId,
        note: msg('loyalty.bookingNote', { bookingNo, rule: rule.title }),
      })),
  );
}

/** A cancelled booking keeps no points: its earns are reversed once, in full. */
export async function reverseBookingPoints(tx: Ctx, bookingId: string): Promise<void> {
  const booking = await tx.db.booking.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: bookingId } }, select: { bookingNo: true } });
  if (!booking) return;
  await reverseBookingEntries(tx, bookingId, msg('loyalty.bookingCancelledNote', { bookingNo: booking.bookingNo }));
}
