import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { logoUrl } from '../email-marketing/settings.ts';
import type { MailInput } from '../mail/outbox.ts';
import { formatSen } from '../shared/money.ts';
import type { TOrderMailKind } from './constants.ts';
import { renderHtml, renderSubject, renderText, type OrderMailValues } from './render.ts';
import type { OrderMailSender } from './settings.ts';

/** What an order e-mail tells of its order. */
export interface OrderMailOrder {
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
  cancelRemark?: string;
}

export interface OrderMailItem {
  name: string;
  options: string;
  qty: number;
  finalPriceSen: number;
}

/** Where the order is and who sells it: the shop's name, time zone and dashboard address; a quotation request; its parcel. */
export interface OrderMailContext {
  shopName: string;
  timeZone: string;
  publicUrl: string;
  quotation?: boolean;
  shipment?: { courier: string; trackingNo: string };
}

const deliveryOf = (o: OrderMailOrder): string => {
  const how = o.selfPickup ? 'Self pick-up' : o.shippingQuoted ? `${o.shippingTitle}, ${formatSen(o.shippingSen)}` : `${o.shippingTitle}, fee to be quoted`;
  return `${how}${o.cod ? ' (cash on delivery)' : ''}`;
};

/** The placeholders' values for one order. */
export function orderMailValues(order: OrderMailOrder, items: readonly OrderMailItem[], c: OrderMailContext): OrderMailValues {
  return {
    texts: {
      shop: c.shopName,
      orderNo: String(order.orderNo),
      placedAt: format(new TZDate(order.placedAt.getTime(), c.timeZone), 'yyyy-MM-dd HH:mm'),
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      buyerPhone: order.buyerPhone,
      delivery: deliveryOf(order),
      total: formatSen(order.totalSen),
      buyerNote: order.buyerNote,
      cancelRemark: order.cancelRemark ?? '',
      courier: c.shipment?.courier ?? '',
      trackingNo: c.shipment?.trackingNo ?? '',
      orderKind: c.quotation ? 'quotation request' : 'order',
      orderLink: `${c.publicUrl}/mysales/${c.quotation ? 'quotation' : 'order'}/${order.id}`,
    },
    items: items.map((i) => `${i.qty} x ${i.name}${i.options ? ` (${i.options})` : ''}: ${formatSen(i.finalPriceSen)}`),
  };
}

/** One e-mail from a template, the sender's name, reply-to and logo. */
export function composeOrderMail(
  merchantId: string,
  publicUrl: string,
  template: { subject: string; body: string },
  sender: OrderMailSender,
  values: OrderMailValues,
): Omit<MailInput, 'to'> & { fromName: string; replyTo: string; html: string } {
  return {
    subject: renderSubject(template.subject, values),
    html: renderHtml(template.body, values, logoUrl(publicUrl, merchantId, sender.logoKey)),
    text: renderText(template.body, values),
    fromName: sender.senderName,
    replyTo: sender.replyTo,
  };
}

export type { TOrderMailKind };
