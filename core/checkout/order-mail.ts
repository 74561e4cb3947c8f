import { queueMail } from '../mail/outbox.ts';
import { composeOrderMail, orderMailValues, type OrderMailItem, type OrderMailOrder } from '../order-mails/compose.ts';
import { orderMailSender, orderMailTemplate } from '../order-mails/settings.ts';
import type { StorefrontCtx } from './context.ts';

/** A new order or quotation request, as the order e-mails tell it. */
export interface NewOrderMail {
  quotation: boolean;
  order: OrderMailOrder;
  items: readonly OrderMailItem[];
}

/**
 * Queues, in the order's transaction (a refused order sends nothing), the merchant's
 * order-notification e-mail to the checkout settings' address when one is set, and the buyer's
 * "order placed" e-mail when the buyer gave an address and that template is on. Both are the
 * merchant's templates of the e-commerce mail setting (core/order-mails).
 */
export async function queueOrderNotification(tx: StorefrontCtx, to: string, { quotation, order, items }: NewOrderMail): Promise<void> {
  const buyerTemplate = !quotation && order.buyerEmail ? await orderMailTemplate(tx.db, tx.merchantId, 'order_placed') : null;
  if (!to && !buyerTemplate?.enabled) return;
  const merchant = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } });
  const sender = await orderMailSender(tx.db, tx.merchantId);
  const values = orderMailValues(order, items, { shopName: merchant.name, timeZone: tx.timeZone, publicUrl: tx.env.publicUrl, quotation });
  const compose = (template: { subject: string; body: string }) => composeOrderMail(tx.merchantId, tx.env.publicUrl, template, sender, values);
  if (to) await queueMail(tx.db, tx.merchantId, { to, ...compose(await orderMailTemplate(tx.db, tx.merchantId, 'merchant_notification')) });
  if (buyerTemplate?.enabled) await queueMail(tx.db, tx.merchantId, { to: order.buyerEmail, ...compose(buyerTemplate) });
}
