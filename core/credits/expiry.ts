import { systemCtx, withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import type { CreditKind } from './kinds.ts';
import { spendCredits } from './ledger.ts';
import { queueAutoReload } from './reload-queue.ts';

/**
 * Expires one lot: marked expired and its remaining credits taken off the balance with an `expiry`
 * entry, and the kind's auto-reload queued if it reloads on expiry; a lot already expired is left.
 */
async function expireLot(ctx: Ctx, lotId: string): Promise<number> {
  return withTransaction(ctx, async (tx) => {
    const lot = await tx.db.creditLot.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: lotId } }, select: { kind: true } });
    if (!lot) return 0;
    // Holds the balance's row first, as every spend does, so no spend moves the lot meanwhile.
    await tx.db.creditBalance.updateMany({ where: { merchantId: tx.merchantId, kind: lot.kind }, data: { balance: { increment: 0 } } });
    const current = await tx.db.creditLot.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: lotId } }, select: { remaining: true, expiredAt: true } });
    if (current.expiredAt) return 0;
    await tx.db.creditLot.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: lotId } }, data: { expiredAt: tx.now(), remaining: 0 } });
    await queueAutoReload(tx, lot.kind as CreditKind, 'expiry');
    if (current.remaining > 0) await spendCredits(tx, { kind: lot.kind as CreditKind, amount: current.remaining, reason: 'expiry', refId: lotId, createdBy: 'system' });
    return current.remaining;
  });
}

/**
 * The scheduled sweep (`merchant credits expire`, docs/operations.md): every lot past its expiry
 * is expired, merchant by merchant, each lot in its own transaction. Safe to run again: an
 * expired lot is never expired twice.
 */
export async function expireDueLots(base: BaseCtx): Promise<{ lots: number; credits: number }> {
  const now = base.now();
  const merchants = await base.db.merchant.findMany({ select: { id: true, timeZone: true } });
  let lots = 0;
  let credits = 0;
  for (const merchant of merchants) {
    const ctx = systemCtx(base, merchant);
    const due = await ctx.db.creditLot.findMany({ where: { merchantId: merchant.id, expiredAt: null, expiresAt: { lte: now } }, select: { id: true } });
    for (const lot of due) {
      credits += await expireLot(ctx, lot.id);
      lots += 1;
    }
  }
  return { lots, credits };
}
