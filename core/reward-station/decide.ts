import type { Ctx } from '../shared/context.ts';
import { AppError, isAppError, notFound } from '../shared/errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { REWARD_ERROR_CODES, REWARD_MESSAGES, type RedemptionStatusId } from './constants.ts';
import { approvalRefusal, refusalError } from './eligibility.ts';
import { balanceOf, spendForRedemption } from './points.ts';
import { transition, type RedemptionAction } from './status.ts';
import { ZApproveInput, ZRejectInput, type TApproveInput, type TDecisionResult, type TRejectInput } from './schema.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { approvedCounts, lockItem } from './store.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'loyalty_and_rewards';

type Result = TDecisionResult['results'][number];

interface Row {
  id: string;
  itemId: string;
  memberId: string;
  points: number;
  status: number;
  item: { name: string };
  member: { memberNo: number };
}

const ROW_SELECT = { id: true, itemId: true, memberId: true, points: true, status: true, item: { select: { name: true } }, member: { select: { memberNo: true } } } as const;

async function loadRow(tx: Ctx, id: string): Promise<Row> {
  const row = await tx.db.redemption.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: ROW_SELECT });
  if (!row) throw notFound('redemption');
  return row;
}

/** The refusal of a redemption decided by someone else since it was read. */
const changedMeanwhile = () => new AppError(REWARD_ERROR_CODES.invalidTransition, REWARD_MESSAGES.notSent, 'conflict');

/**
 * Moves the redemption through the status machine, only if it still has the status it was read
 * with (a concurrent decision of the same redemption finds it moved and is refused).
 */
async function move(tx: Ctx, row: Row, action: RedemptionAction, data: { reason?: string } = {}): Promise<RedemptionStatusId> {
  const next = transition(row.status as RedemptionStatusId, action);
  const { count } = await tx.db.redemption.updateMany({
    where: { merchantId: tx.merchantId, id: row.id, status: row.status },
    data: { ...data, status: next, decidedAt: tx.now(), decidedBy: tx.userId || null },
  });
  if (count !== 1) throw changedMeanwhile();
  return next;
}

/**
 * Approves one pending redemption: the item's and member's rows are locked (item first, as
 * requests do), then the redemption, the item's limits and the member's balance are read again
 * under the locks, so concurrent approvals for one member are checked one after the other and
 * the balance can never go below zero. The spend entry is tied to the redemption (unique), so
 * its points are consumed exactly once. A refusal rolls everything back: the redemption stays
 * pending, for the merchant to approve later (e.g. once the member has the points) or reject.
 */
async function approveOne(tx: Ctx, id: string): Promise<RedemptionStatusId> {
  const first = await loadRow(tx, id);
  transition(first.status as RedemptionStatusId, 'approve');
  await lockItem(tx, first.itemId);
  await lockMember(tx, first.memberId);
  const row = await loadRow(tx, id);
  const item = await tx.db.rewardItem.findUniqueOrThrow({
    where: { merchantId_id: { merchantId: tx.merchantId, id: row.itemId } },
    select: { availability: true, redemptionLimit: true, limitPerMember: true },
  });
  const approved = await approvedCounts(tx, row.itemId, row.memberId, row.id);
  const refusal = approvalRefusal({ item, points: row.points, itemApproved: approved.item, memberApproved: approved.member, balance: await balanceOf(tx, row.memberId) });
  if (refusal) throw refusalError(refusal);
  const status = await move(tx, row, 'approve');
  await spendForRedemption(tx, row.memberId, row.id, row.points, row.item.name);
  return status;
}

/** Rejects one pending redemption with the reason; nothing is spent, so its points are free again. */
async function rejectOne(tx: Ctx, id: string, reason: string): Promise<RedemptionStatusId> {
  return move(tx, await loadRow(tx, id), 'reject', { reason });
}

/**
 * Decides each redemption in its own audited transaction: all of that redemption or none of it.
 * Refusals are listed with their code and message and do not stop the rest; results come in the
 * order of the ids. Any id that is not this merchant's redemption refuses the whole call.
 */
async function decide(ctx: Ctx, ids: readonly string[], decision: 'approved' | 'rejected', apply: (tx: Ctx, id: string) => Promise<RedemptionStatusId>): Promise<TDecisionResult> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.redemption.findMany({ where: { merchantId: ctx.merchantId, id: { in: unique } }, select: ROW_SELECT });
  if (rows.length !== unique.length) throw notFound('redemption');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results: Result[] = [];
  for (const id of unique) {
    const before = byId.get(id)!;
    try {
      const status = await audited(ctx, { action: msg(`log.rewards.redemption${decision === 'approved' ? 'Approved' : 'Rejected'}`, { item: before.item.name, memberNo: before.member.memberNo }), category: CATEGORY }, (tx) => apply(tx, id));
      results.push({ id, ok: true, status, code: null, reason: null });
    } catch (caught) {
      // The spend entry is unique per redemption: a second spend can only mean a second approval.
      const error = isUniqueViolation(caught) ? changedMeanwhile() : caught;
      if (!isAppError(error)) throw error;
      const now = await ctx.db.redemption.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { status: true } });
      results.push({ id, ok: false, status: (now?.status ?? before.status) as RedemptionStatusId, code: error.code, reason: error.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/** Approves one or many pending redemptions, each on its own. */
export function approveRedemptions(ctx: Ctx, raw: TApproveInput): Promise<TDecisionResult> {
  const input = ZApproveInput.parse(raw);
  return decide(ctx, input.ids, 'approved', approveOne);
}

/** Rejects one or many pending redemptions with one reason, each on its own. */
export function rejectRedemptions(ctx: Ctx, raw: TRejectInput): Promise<TDecisionResult> {
  const input = ZRejectInput.parse(raw);
  return decide(ctx, input.ids, 'rejected', (tx, id) => rejectOne(tx, id, input.reason));
}

