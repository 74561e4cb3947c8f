import { systemCtx, withTransaction, type BaseCtx } from '../shared/context.ts';
import type { PaymentResult } from './port.ts';
import { PURCHASE_KINDS, type TPurchaseKind } from './purchase-kinds.ts';
import { readReference } from './reference.ts';

/** What a verified result did: granted, marked failed or cancelled, nothing new (a replay), or refused. */
export type ResultOutcome = 'granted' | 'failed' | 'cancelled' | 'duplicate' | 'unknown_purchase' | 'mismatch';

/**
 * Applies a verified payment result to its purchase. The purchase must be the one the provider was
 * asked to charge (its provider reference) for its amount in MYR, else nothing changes. Paid: one
 * conditional update (still pending) and the grant in the same transaction, so a replayed or a
 * concurrent webhook grants once. Failed or cancelled: the pending purchase says so, nothing granted.
 */
export async function applyPaymentResult(base: BaseCtx, result: PaymentResult): Promise<ResultOutcome> {
  const ref = readReference(result.reference);
  if (!ref) return 'unknown_purchase';
  const merchant = await base.db.merchant.findUnique({ where: { id: ref.merchantId }, select: { id: true, timeZone: true } });
  if (!merchant) return 'unknown_purchase';
  const ctx = systemCtx(base, merchant);
  const where = { merchantId: merchant.id, id: ref.purchaseId };
  const purchase = await ctx.db.purchase.findUnique({ where: { merchantId_id: where }, select: { kind: true, itemRef: true, amount: true, currency: true, providerRef: true } });
  if (!purchase) return 'unknown_purchase';
  if (purchase.providerRef !== result.providerRef || purchase.amount !== result.amount || purchase.currency !== result.currency) return 'mismatch';
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    if (result.outcome !== 'paid') {
      const { count } = await tx.db.purchase.updateMany({ where: { ...where, status: 'pending' }, data: { status: result.outcome } });
      return count === 0 ? 'duplicate' : result.outcome;
    }
    const { count } = await tx.db.purchase.updateMany({ where: { ...where, status: { in: ['pending', 'failed', 'cancelled'] } }, data: { status: 'paid', grantedAt: now } });
    if (count === 0) return 'duplicate';
    await PURCHASE_KINDS[purchase.kind as TPurchaseKind].grant(tx, { id: ref.purchaseId, itemRef: purchase.itemRef });
    return 'granted';
  });
}
