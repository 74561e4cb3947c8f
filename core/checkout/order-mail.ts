import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { queueMail, type MailInput } from '../mail/outbox.ts';
import { formatSen } from '../shared/money.ts';
import type { StorefrontCtx } from './context.ts';

/** What the merchant's order-notification e-mail tells of a new order or quotation request. */
export interface OrderMailInput {
  to: string;
  shopName: string;
  /** The dashboard's address (PUBLIC_URL), for the link to the order. */
  publicUrl: string;
  timeZone: string;
  quotation: boolean;
  order: {
    id: string;
    orderNo: number;
    placedAt: Date;
    buyerName: string;
    buyerEmail: string;
    buyerPhone: string;
    selfPickup: boolean;
    shippingTitle: string;
    shippingQuoted: boolean;
    cod: boolean;
    shippingSen: number;
    totalSen: number;
    buyerNote: string;
  };
  items: readonly { name: string; options: string; qty: number; finalPriceSen: number }[];
}

/** The e-mail to the checkout settings' order-notification address: number, buyer, items, total and the dashboard link. */
export function orderNotificationMail({ to, shopName, publicUrl, timeZone, quotation, order, items }: OrderMailInput): MailInput {
  const what = quotation ? 'quotation request' : 'order';
  const link = `${publicUrl}/mysales/${quotation ? 'quotation' : 'order'}/${order.id}`;
  const shipping = order.selfPickup ? 'Self pick-up' : order.shippingQuoted ? `${order.shippingTitle}, ${formatSen(order.shippingSen)}` : `${order.shippingTitle}, fee to be quoted`;
  return {
    to,
    subject: `${shopName}: new ${what} #${order.orderNo} from ${order.buyerName} (${formatSen(order.totalSen)})`,
    text: [
      `A new ${what} was placed on the website of ${shopName}.`,
      '',
      `Order: #${order.orderNo}`,
      `Placed: ${format(new TZDate(order.placedAt.getTime(), timeZone), 'yyyy-MM-dd HH:mm')}`,
      `Buyer: ${order.buyerName}`,
      ...(order.buyerEmail ? [`E-mail: ${order.buyerEmail}`] : []),
      ...(order.buyerPhone ? [`Phone: ${order.buyerPhone}`] : []),
      `Delivery: ${shipping}${order.cod ? ' (cash on delivery)' : ''}`,
      '',
      'Items:',
      ...items.map((i) => `  ${i.qty} x ${i.name}${i.options ? ` (${i.options})` : ''}: ${formatSen(i.finalPriceSen)}`),
      '',
      `Total: ${formatSen(order.totalSen)}`,
      ...(order.buyerNote ? ['', `Buyer's note: ${order.buyerNote}`] : []),
      '',
      `Open the ${what} in the dashboard:`,
      link,
    ].join('\n'),
  };
}

/**
 * Queues the order-notification e-mail in the order's transaction when the merchant has set an
 * address, so a refused order sends nothing.
 */
export async function queueOrderNotification(tx: StorefrontCtx, to: string, mail: Pick<OrderMailInput, 'quotation' | 'order' | 'items'>): Promise<void> {
  if (!to) return;
  const merchant = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } });
  await queueMail(tx.db, tx.merchantId, orderNotificationMail({ to, shopName: merchant.name, publicUrl: tx.env.publicUrl, timeZone: tx.timeZone, ...mail }));
}
