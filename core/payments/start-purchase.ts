import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { dashboardOrigin } from './origin.ts';
import { CardPaymentsError } from './port.ts';
import { PURCHASE_KINDS, type TPurchaseKind } from './purchase-kinds.ts';
import { purchaseReference } from './reference.ts';
import type { TPurchaseStart } from './schema.ts';

/**
 * Starts a purchase: a pending Purchase at the item's price, and a hosted payment page for it.
 * The payment page returns the buyer to `returnPath` on the dashboard they came from.
 * Nothing is granted here; only the provider's verified webhook does that (apply-result.ts).
 */
export async function startPurchase(ctx: Ctx, kind: TPurchaseKind, itemRef: string, returnPath: string): Promise<TPurchaseStart> {
  const payments = ctx.env.cardPayments;
  if (!payments) throw new AppError('PAYMENTS.NOT_CONFIGURED', msg('payments.notConfigured'), 'failed');
  const price = PURCHASE_KINDS[kind].price(itemRef);
  if (!price) throw new AppError('PAYMENTS.NO_SUCH_ITEM', msg('payments.noSuchItem'), 'invalid', PURCHASE_KINDS[kind].itemField);
  const purchase = await audited(ctx, { action: msg('log.payments.started', { item: itemRef }), category: 'account' }, (tx) =>
    tx.db.purchase.create({
      data: { merchantId: ctx.merchantId, kind, itemRef, amount: price.amount, provider: payments.provider, createdBy: ctx.userId, createdAt: ctx.now() },
      select: { id: true },
    }),
  );
  const origin = dashboardOrigin(ctx);
  const where = { merchantId_id: { merchantId: ctx.merchantId, id: purchase.id } };
  try {
    const hosted = await payments.createHostedPayment({
      amount: price.amount,
      reference: purchaseReference(ctx.merchantId, purchase.id),
      description: price.description,
      returnUrl: `${origin}${returnPath}?purchase=${purchase.id}`,
      webhookUrl: `${origin}/api/webhooks/card-payments`,
    });
    await ctx.db.purchase.update({ where, data: { providerRef: hosted.providerRef } });
    return { purchaseId: purchase.id, pageUrl: hosted.pageUrl };
  } catch (error) {
    if (!(error instanceof CardPaymentsError)) throw error;
    await ctx.db.purchase.update({ where, data: { status: 'failed' } });
    throw new AppError('PAYMENTS.UNAVAILABLE', msg('payments.unavailable'), 'failed');
  }
}
