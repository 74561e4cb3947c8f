import type { StorefrontCtx } from '../checkout/context.ts';
import { formatSen } from '../shared/money.ts';
import { queueWhatsappNotification } from './whatsapp-notifications.ts';

/** The most of an enquiry's words a notification carries; the rest is one tap away in the back office. */
const EXCERPT = 160;

/** A notice that cannot be queued stays here: the order or enquiry it tells of has already committed. */
const queued = (event: 'order' | 'enquiry', store: StorefrontCtx, refId: string, text: string) => queueWhatsappNotification(store, event, refId, text).catch(() => false);

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * The merchant's WhatsApp message of an order placed through the storefront, queued once the order
 * committed (the dispatcher sends it). Worded in English like the order-notification e-mail (core/checkout/order-mail.ts).
 */
export function whatsappOrderPlaced(store: StorefrontCtx, order: { id: string; orderNo: number; totalSen: number }, input: { quotation?: boolean; buyer: { name: string } }): Promise<boolean> {
  const what = input.quotation ? 'quotation request' : 'order';
  const link = `${store.env.publicUrl}/mysales/${input.quotation ? 'quotation' : 'order'}/${order.id}`;
  const text = `New ${what} #${order.orderNo} from ${input.buyer.name} (${formatSen(order.totalSen)}). ${link}`;
  return queued('order', store, order.id, text);
}

/** The merchant's WhatsApp message of each website enquiry of a recorded batch (app enquiries are the app's), queued once the batch committed. */
export async function whatsappEnquiries(store: StorefrontCtx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const enquiries = await store.db.enquiry.findMany({
    where: { merchantId: store.merchantId, id: { in: [...ids] }, channel: 'website' },
    select: { id: true, name: true, phone: true, email: true, subject: true, message: true },
    orderBy: { createdAt: 'asc' },
  });
  let count = 0;
  for (const e of enquiries) {
    const contact = [e.phone, e.email].filter(Boolean).join(', ');
    const about = excerpt([e.subject, e.message].filter(Boolean).join(': '));
    const text = `New website enquiry from ${e.name}${contact ? ` (${contact})` : ''}${about ? `: ${about}` : ''}. ${store.env.publicUrl}/report/website-enquiry/detail/${e.id}`;
    if (await queued('enquiry', store, e.id, text)) count++;
  }
  return count;
}
