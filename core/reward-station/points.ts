import { balanceOf as ledgerBalance, pointsOf, spendPoints } from '../loyalty/ledger.ts';
import { tierFor } from '../loyalty/points-math.ts';
import { listTiers } from '../loyalty/tiers.ts';
import type { Ctx } from '../shared/context.ts';
import { isAppError } from '../shared/errors.ts';
import { REWARD_ERROR_CODES } from './constants.ts';
import { refusalError } from './eligibility.ts';
import type { TenantCtx } from './store.ts';

/**
 * The reward station's view of the loyalty ledger (core/loyalty/ledger.ts, the only writer of
 * PointsEntry) and tiers. A balance is the sum of the member's entries; nothing here stores one.
 */

/**
 * The ledger's readers take the back office's Ctx but use only its client and merchant. A call
 * from the merchant's website (no user) reads through a Ctx of nobody, with no permissions.
 */
function readerCtx(tx: TenantCtx): Ctx {
  if ('userId' in tx) return tx as Ctx;
  const timeZone = 'timeZone' in tx && typeof tx.timeZone === 'string' ? tx.timeZone : 'Asia/Kuala_Lumpur';
  return { ...tx, userId: '', sessionId: '', isMasterAdmin: false, permissions: {}, timeZone };
}

/** The member's balance (available points): the sum of their ledger. */
export const balanceOf = (tx: TenantCtx, memberId: string): Promise<number> => ledgerBalance(readerCtx(tx), memberId);

/** reachPoints of the member's tier (reached by all-time points), or null when they are in none. */
export async function tierReachOf(tx: TenantCtx, memberId: string): Promise<number | null> {
  const ctx = readerCtx(tx);
  const { allTime } = (await pointsOf(ctx, [memberId])).get(memberId)!;
  return tierFor(await listTiers(ctx), allTime)?.reachPoints ?? null;
}

/**
 * The spend of an approved redemption: one entry tied to it (PointsEntry.redemptionId is unique).
 * The caller checked the balance under the member's lock; the ledger checks it again and its
 * refusal is this module's own.
 */
export async function spendForRedemption(tx: Ctx, memberId: string, redemptionId: string, points: number, itemName: string): Promise<void> {
  try {
    await spendPoints(tx, { memberId, points, redemptionId, note: `Redeemed ${itemName}` });
  } catch (error) {
    if (isAppError(error) && error.code === 'LOYALTY.NOT_ENOUGH_POINTS') throw refusalError(REWARD_ERROR_CODES.pointsNotEnough);
    throw error;
  }
}
