import { randomUUID } from 'node:crypto';
import { applyPaymentResult } from '../payments/apply-result.ts';
import { CardPaymentsError, type CardPayments } from '../payments/port.ts';
import { purchaseReference } from '../payments/reference.ts';
import { cardToCharge } from '../payments/saved-card.ts';
import { systemCtx, withTransaction, type BaseCtx } from '../shared/context.ts';
import { creditPack } from './packs.ts';

/** Reloads taken in one pass. */
const BATCH = 20;

type Due = { merchantId: string; kind: string; mode: string; packId: string; purchaseId: string };
export type ReloadOutcome = 'paid' | 'failed' | 'no_card' | 'skipped' | 'retry';

/** Ends the reload in flight (if it is still this one) with its outcome; '' leaves the last outcome as it was. */
async function settle(base: BaseCtx, due: Due, purchaseId: string, outcome: 'paid' | 'failed' | 'no_card' | ''): Promise<void> {
  await base.db.creditAutoReload.updateMany({
    where: { merchantId: due.merchantId, kind: due.kind, purchaseId, dueAt: { not: null } },
    data: { dueAt: null, dueReason: '', purchaseId: '', ...(outcome && { lastOutcome: outcome, lastAt: base.now() }) },
  });
}

/** The reload's purchase: made once, by the pass whose conditional update claims the due reload; null when another pass did. */
async function claim(base: BaseCtx, due: Due, amount: number): Promise<string | null> {
  if (due.purchaseId) return due.purchaseId;
  const merchant = await base.db.merchant.findUniqueOrThrow({ where: { id: due.merchantId }, select: { id: true, timeZone: true } });
  const id = randomUUID();
  return withTransaction(systemCtx(base, merchant), async (tx) => {
    const { count } = await tx.db.creditAutoReload.updateMany({ where: { merchantId: due.merchantId, kind: due.kind, purchaseId: '', dueAt: { not: null } }, data: { purchaseId: id } });
    if (count === 0) return null;
    await tx.db.purchase.create({ data: { id, merchantId: due.merchantId, kind: 'credit_pack', itemRef: due.packId, amount, provider: tx.env.cardPayments?.provider ?? '', createdBy: 'auto-reload', createdAt: tx.now() } });
    return id;
  });
}

/**
 * One due reload: its pack bought with the saved card, without the merchant. The purchase is made
 * (and the reload claimed) in one transaction, the card charged outside it with the purchase as
 * its reference, and the result applied as a webhook's would be, so the pack is granted once. A
 * provider that did not answer leaves the reload due: the next pass charges the same reference,
 * which the provider does not charge twice.
 */
async function runReload(base: BaseCtx, payments: CardPayments, due: Due): Promise<ReloadOutcome> {
  const pack = creditPack(due.packId);
  const card = await cardToCharge(base, due.merchantId);
  if (due.mode === 'manual' || !pack || card?.provider !== payments.provider) {
    await settle(base, due, due.purchaseId, due.mode === 'manual' ? '' : 'no_card');
    return due.mode === 'manual' ? 'skipped' : 'no_card';
  }
  const purchaseId = await claim(base, due, pack.price);
  if (!purchaseId) return 'skipped';
  const reference = purchaseReference(due.merchantId, purchaseId);
  let charged: Awaited<ReturnType<CardPayments['chargeSavedCard']>>;
  try {
    charged = await payments.chargeSavedCard({ amount: pack.price, reference, description: `${pack.credits} ${pack.kind.toUpperCase()} credits (auto-reload)`, ...card });
  } catch (error) {
    if (!(error instanceof CardPaymentsError)) throw error;
    if (error.reason === 'connection') return 'retry';
    charged = { providerRef: '', outcome: 'failed' };
  }
  await base.db.purchase.updateMany({ where: { merchantId: due.merchantId, id: purchaseId, status: 'pending' }, data: { providerRef: charged.providerRef } });
  await applyPaymentResult(base, { type: 'payment', eventId: `charge-${purchaseId}`, providerRef: charged.providerRef, reference, amount: pack.price, currency: 'MYR', outcome: charged.outcome });
  await settle(base, due, purchaseId, charged.outcome);
  return charged.outcome;
}

/**
 * A pass of the reload runner (server/credit-reload-dispatcher.ts): every due reload, oldest
 * first. Without card payments nothing is charged and the reloads wait.
 */
export async function runDueReloads(base: BaseCtx): Promise<Record<ReloadOutcome, number>> {
  const done: Record<ReloadOutcome, number> = { paid: 0, failed: 0, no_card: 0, skipped: 0, retry: 0 };
  const payments = base.env.cardPayments;
  if (!payments) return done;
  const due = await base.db.creditAutoReload.findMany({ where: { dueAt: { not: null } }, orderBy: { dueAt: 'asc' }, take: BATCH, select: { merchantId: true, kind: true, mode: true, packId: true, purchaseId: true } });
  for (const row of due) done[await runReload(base, payments, row)] += 1;
  return done;
}
