import type { Ctx } from '../shared/context.ts';

/** What writing and reading the ledger needs of a context: a back-office Ctx or a storefront transaction. */
type LedgerTx = Pick<Ctx, 'db' | 'merchantId' | 'now'>;
import { AppError, notFound } from '../shared/errors.ts';
import { LOYALTY_MESSAGES as M, type EntryKind } from './constants.ts';
import { lockRow } from '../db/row-lock.ts';

/**
 * The points ledger: the only writer of PointsEntry. Entries are never changed or deleted; an
 * entry is undone by a reversal that names it (PointsEntry.reversesId is unique, so at most
 * once). Everything else is derived from the entries:
 * - available points: the sum of all of a member's entries;
 * - all-time points: every entry except spends and the reversals of spends, i.e. earns less the
 *   reversals of earns, with manual adjustments (they correct what was earned). Spending does
 *   not lower it, so a member does not fall out of a tier by using points.
 * Balance checks (spend, manual deductions) read the sum inside the caller's transaction.
 */

export interface EarnEntry {
  memberId: string;
  points: number;
  ruleId: string | null;
  orderId?: string | null;
  /** The booking that earned it (rules 7 and 8); cancelling the booking reverses it. */
  bookingId?: string | null;
  /** The enquiry that earned it through a referral link (rule 6): at most once per enquiry. */
  enquiryId?: string | null;
  note: string;
}

interface NewEntry extends EarnEntry {
  kind: EntryKind;
  redemptionId?: string | null;
  reversesId?: string | null;
  createdBy?: string | null;
}

/** Rows per insert: far under both engines' limits on bound values. */
const INSERT_CHUNK = 1000;

async function insert(tx: LedgerTx, entries: readonly NewEntry[]): Promise<void> {
  const createdAt = tx.now();
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await tx.db.pointsEntry.createMany({
      data: entries.slice(i, i + INSERT_CHUNK).map((e) => ({
        merchantId: tx.merchantId,
        memberId: e.memberId,
        kind: e.kind,
        points: e.points,
        ruleId: e.ruleId,
        orderId: e.orderId ?? null,
        bookingId: e.bookingId ?? null,
        enquiryId: e.enquiryId ?? null,
        redemptionId: e.redemptionId ?? null,
        reversesId: e.reversesId ?? null,
        note: e.note,
        createdBy: e.createdBy ?? null,
        createdAt,
      })),
    });
  }
}

/** The entries that count toward all-time points: all but spends and reversals of spends (the positive reversals). */
export const ALL_TIME_ENTRIES = { NOT: [{ kind: 'spend' }, { kind: 'reversal', points: { gt: 0 } }] };

export interface MemberPoints {
  available: number;
  allTime: number;
}

/** Available and all-time points of members, summed in the database; a member without entries has 0 and 0. */
export async function pointsOf(ctx: LedgerTx, memberIds: readonly string[]): Promise<Map<string, MemberPoints>> {
  const result = new Map(memberIds.map((id) => [id, { available: 0, allTime: 0 }]));
  if (memberIds.length === 0) return result;
  const where = { merchantId: ctx.merchantId, memberId: { in: [...memberIds] } };
  const [available, allTime] = await Promise.all([
    ctx.db.pointsEntry.groupBy({ by: ['memberId'], where, _sum: { points: true } }),
    ctx.db.pointsEntry.groupBy({ by: ['memberId'], where: { ...where, ...ALL_TIME_ENTRIES }, _sum: { points: true } }),
  ]);
  for (const row of available) result.get(row.memberId)!.available = row._sum.points ?? 0;
  for (const row of allTime) result.get(row.memberId)!.allTime = row._sum.points ?? 0;
  return result;
}

export async function balanceOf(ctx: LedgerTx, memberId: string): Promise<number> {
  return (await pointsOf(ctx, [memberId])).get(memberId)!.available;
}

/** Earn entries; entries of no points are left out (a rule may round an amount down to 0). */
export async function postEarnings(tx: Ctx, entries: readonly EarnEntry[]): Promise<void> {
  await insert(
    tx,
    entries.filter((e) => e.points > 0).map((e) => ({ ...e, kind: 'earn' as const })),
  );
}

/**
 * How many times a member has earned from each rule and kept it: earns less reversed earns, so
 * an order that was cancelled does not use up the rule's earning limit.
 */
export async function timesEarned(ctx: Ctx, memberId: string, ruleIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(ruleIds.map((id) => [id, 0]));
  if (ruleIds.length === 0) return counts;
  const rows = await ctx.db.pointsEntry.groupBy({
    by: ['ruleId', 'kind'],
    where: { merchantId: ctx.merchantId, memberId, ruleId: { in: [...ruleIds] }, OR: [{ kind: 'earn' }, { kind: 'reversal', points: { lt: 0 } }] },
    _count: { _all: true },
  });
  for (const row of rows) if (row.ruleId) counts.set(row.ruleId, (counts.get(row.ruleId) ?? 0) + (row.kind === 'earn' ? 1 : -1) * row._count._all);
  return counts;
}

/**
 * Locks a member's row until the transaction ends, so that whatever takes points from one member runs one after the other, each reading the
 * balance the previous one left. Callers that also lock a reward item take the item first.
 */
export async function lockMember(tx: Pick<Ctx, 'db' | 'merchantId'>, memberId: string): Promise<void> {
  if (!(await lockRow(tx.db, 'Member', tx.merchantId, memberId))) throw notFound('member');
}

/**
 * Spends points of a member (a redemption, or points paid on an order): refused when the
 * balance is short, so a spend never makes the balance negative, also beside a concurrent spend.
 */
export async function spendPoints(
  tx: LedgerTx,
  spend: { memberId: string; points: number; orderId?: string | null; redemptionId?: string | null; note: string },
): Promise<void> {
  if (!Number.isInteger(spend.points) || spend.points <= 0) throw new AppError('LOYALTY.INVALID_POINTS', M.invalidValue, 'invalid', 'points');
  await lockMember(tx, spend.memberId);
  const balance = await balanceOf(tx, spend.memberId);
  if (balance < spend.points) throw new AppError('LOYALTY.NOT_ENOUGH_POINTS', M.notEnoughPoints(balance), 'invalid', 'points');
  await insert(tx, [{ ...spend, kind: 'spend', points: -spend.points, ruleId: null }]);
}

/**
 * A manual change with its reason. Adding is always allowed; a deduction may not take the
 * balance below 0 (nor further below it, when reversals left it negative).
 */
export async function adjustPoints(tx: Ctx, adjustment: { memberId: string; points: number; note: string }): Promise<void> {
  if (adjustment.points < 0) {
    await lockMember(tx, adjustment.memberId);
    const balance = await balanceOf(tx, adjustment.memberId);
    if (balance + adjustment.points < 0) throw new AppError('LOYALTY.NOT_ENOUGH_POINTS', M.notEnoughPoints(balance), 'invalid', 'points');
  }
  await insert(tx, [{ ...adjustment, kind: 'adjust', ruleId: null, createdBy: tx.userId || null }]);
}

type Reversible = { id: string; memberId: string; points: number; ruleId: string | null; orderId: string | null; bookingId: string | null };

async function reverse(tx: LedgerTx, entries: readonly Reversible[], note: string): Promise<number> {
  if (entries.length === 0) return 0;
  const done = await tx.db.pointsEntry.findMany({
    where: { merchantId: tx.merchantId, reversesId: { in: entries.map((e) => e.id) } },
    select: { reversesId: true },
  });
  const reversed = new Set(done.map((d) => d.reversesId));
  const open = entries.filter((e) => !reversed.has(e.id));
  // The unique reversesId refuses a second reversal even from a concurrent transaction.
  await insert(
    tx,
    open.map((e) => ({ kind: 'reversal' as const, memberId: e.memberId, points: -e.points, ruleId: e.ruleId, orderId: e.orderId, bookingId: e.bookingId, reversesId: e.id, note })),
  );
  return open.length;
}

const reversibleSelect = { id: true, memberId: true, points: true, ruleId: true, orderId: true, bookingId: true } as const;

/**
 * Undoes every earn and spend of an order that is not undone yet, whatever the balance: the
 * reversal of earns always posts in full, so the balance may go negative when the member has
 * already spent the points; a negative balance blocks spending until it is back above 0.
 * Returns how many entries were reversed.
 */
export async function reverseOrderEntries(tx: LedgerTx, orderId: string, note: string): Promise<number> {
  const entries = await tx.db.pointsEntry.findMany({
    where: { merchantId: tx.merchantId, orderId, kind: { in: ['earn', 'spend'] } },
    select: reversibleSelect,
    orderBy: { id: 'asc' },
  });
  return reverse(tx, entries, note);
}

/** Undoes every earn of a booking not undone yet (it was cancelled), whatever the balance, as reverseOrderEntries does. */
export async function reverseBookingEntries(tx: LedgerTx, bookingId: string, note: string): Promise<number> {
  const entries = await tx.db.pointsEntry.findMany({
    where: { merchantId: tx.merchantId, bookingId, kind: 'earn' },
    select: reversibleSelect,
    orderBy: { id: 'asc' },
  });
  return reverse(tx, entries, note);
}

/** Undoes one entry (e.g. the spend of a rejected redemption); false when it was undone already. */
export async function reverseEntry(tx: Ctx, entryId: string, note: string): Promise<boolean> {
  const entry = await tx.db.pointsEntry.findFirst({ where: { merchantId: tx.merchantId, id: entryId, kind: { in: ['earn', 'spend'] } }, select: reversibleSelect });
  if (!entry) return false;
  return (await reverse(tx, [entry], note)) === 1;
}
