import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { dashboardOrigin } from './origin.ts';
import { CardPaymentsError, type CardSaved } from './port.ts';
import { purchaseReference, readReference } from './reference.ts';
import type { TPurchaseStart } from './schema.ts';

/** The reference of a merchant's card setup: the merchant, and this fixed name in place of a purchase. */
const SETUP = 'card-setup';

export interface SavedCardView {
  label: string;
  savedAt: Date;
}

/** The merchant's saved card, or null when none is saved. */
export async function savedCard(ctx: Ctx): Promise<SavedCardView | null> {
  const row = await ctx.db.savedCard.findUnique({ where: { merchantId: ctx.merchantId }, select: { label: true, savedAt: true, paymentMethodRef: true } });
  return row?.savedAt && row.paymentMethodRef ? { label: row.label, savedAt: row.savedAt } : null;
}

/**
 * Opens the provider's page on which the master admin saves a card for auto-reloads; the card is
 * the merchant's once the provider's verified webhook says it was saved (applyCardSaved).
 */
export async function startCardSetup(ctx: Ctx, returnPath: string): Promise<TPurchaseStart> {
  const payments = ctx.env.cardPayments;
  if (!payments) throw new AppError('PAYMENTS.NOT_CONFIGURED', msg('payments.notConfigured'), 'failed');
  const known = await ctx.db.savedCard.findUnique({ where: { merchantId: ctx.merchantId }, select: { customerRef: true, provider: true } });
  const origin = dashboardOrigin(ctx);
  let setup;
  try {
    setup = await payments.createCardSetup({
      customerRef: known?.provider === payments.provider ? known.customerRef : null,
      reference: purchaseReference(ctx.merchantId, SETUP),
      returnUrl: `${origin}${returnPath}?card=saved`,
      webhookUrl: `${origin}/api/webhooks/card-payments`,
    });
  } catch (error) {
    if (!(error instanceof CardPaymentsError)) throw error;
    throw new AppError('PAYMENTS.UNAVAILABLE', msg('payments.unavailable'), 'failed');
  }
  const data = { provider: payments.provider, customerRef: setup.customerRef, setupRef: setup.providerRef };
  await ctx.db.savedCard.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, ...data }, update: data });
  return { purchaseId: SETUP, pageUrl: setup.pageUrl };
}

/** A verified "card saved" from the provider: kept when it is the merchant's latest setup page; anything else changes nothing. */
export async function applyCardSaved(base: BaseCtx, event: CardSaved): Promise<'saved' | 'unknown_purchase'> {
  const ref = readReference(event.reference);
  if (ref?.purchaseId !== SETUP) return 'unknown_purchase';
  const { count } = await base.db.savedCard.updateMany({
    where: { merchantId: ref.merchantId, setupRef: event.providerRef, customerRef: event.customerRef },
    data: { paymentMethodRef: event.paymentMethodRef, label: event.label, savedAt: base.now() },
  });
  return count === 0 ? 'unknown_purchase' : 'saved';
}

/** Forgets the saved card; every auto-reload goes back to manual, since nothing could pay for it. */
export async function removeSavedCard(ctx: Ctx): Promise<void> {
  await audited(ctx, { action: msg('log.payments.cardRemoved'), category: 'account' }, async (tx) => {
    await tx.db.savedCard.deleteMany({ where: { merchantId: tx.merchantId } });
    await tx.db.creditAutoReload.updateMany({ where: { merchantId: tx.merchantId }, data: { mode: 'manual' } });
  });
}

/** The saved card's references for a charge, or null when none is saved. */
export async function cardToCharge(base: BaseCtx, merchantId: string): Promise<{ customerRef: string; paymentMethodRef: string; provider: string } | null> {
  const row = await base.db.savedCard.findUnique({ where: { merchantId }, select: { customerRef: true, paymentMethodRef: true, provider: true } });
  return row?.paymentMethodRef ? row : null;
}
