import type { BaseCtx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { REDEMPTION_STATUS } from './constants.ts';
import { lockRow } from '../db/row-lock.ts';

/** Any context of one merchant: the back office (Ctx) or the merchant's website (StorefrontCtx). */
export type TenantCtx = BaseCtx & { merchantId: string };

/**
 * Locks a reward item's row until the transaction ends, so concurrent requests and approvals of
 * the item queue here and each counts the others' committed redemptions.
 */
export async function lockItem(tx: TenantCtx, itemId: string): Promise<void> {
  if (!(await lockRow(tx.db, 'RewardItem', tx.merchantId, itemId))) throw notFound('rewardItem');
}

const TAKEN = [REDEMPTION_STATUS.pending, REDEMPTION_STATUS.approved];

/** Redemptions of an item holding a unit of its limit (pending or approved), in all and for one member. */
export async function takenCounts(tx: TenantCtx, itemId: string, memberId: string): Promise<{ item: number; member: number }> {
  const where = { merchantId: tx.merchantId, itemId, status: { in: TAKEN } };
  const [item, member] = [await tx.db.redemption.count({ where }), await tx.db.redemption.count({ where: { ...where, memberId } })];
  return { item, member };
}

/** Approved redemptions of an item, in all and for one member, leaving one redemption out. */
export async function approvedCounts(tx: TenantCtx, itemId: string, memberId: string, except: string): Promise<{ item: number; member: number }> {
  const where = { merchantId: tx.merchantId, itemId, status: REDEMPTION_STATUS.approved, id: { not: except } };
  const [item, member] = [await tx.db.redemption.count({ where }), await tx.db.redemption.count({ where: { ...where, memberId } })];
  return { item, member };
}

/** Points held by a member's pending requests. */
export async function reservedPoints(tx: TenantCtx, memberId: string): Promise<number> {
  const sum = await tx.db.redemption.aggregate({ where: { merchantId: tx.merchantId, memberId, status: REDEMPTION_STATUS.pending }, _sum: { points: true } });
  return sum._sum.points ?? 0;
}

export const REDEMPTION_SELECT = {
  id: true,
  status: true,
  points: true,
  reason: true,
  requestedAt: true,
  decidedAt: true,
  item: { select: { id: true, name: true, voucherLink: true } },
  member: { select: { id: true, memberNo: true, name: true, email: true } },
} as const;

/** One redemption of this merchant, for the screens; not found for another merchant's id. */
export async function loadRedemption(tx: TenantCtx, id: string) {
  const row = await tx.db.redemption.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: REDEMPTION_SELECT });
  if (!row) throw notFound('redemption');
  return { ...row, status: row.status as 1 | 2 | 3 };
}
