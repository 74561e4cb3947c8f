import { LIMITS, returnAttempt, takeAttemptOrRefuse } from '../../auth/rate-limit.ts';
import type { StorefrontCtx } from '../../checkout/context.ts';
import { contactNumber } from '../../contacts/contact-number.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { REFERRAL_PAID_STATUSES, type OrderStatusId } from '../../orders/constants.ts';
import { withTransaction } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { E_INVOICE_MESSAGES as M } from '../constants.ts';
import { keepBuyerProfile } from '../profiles.ts';
import { ZEInvoiceRequestInput, type TEInvoiceRequestInput } from './schema.ts';

const requestTaken = () => new AppError('E_INVOICE.REQUEST_TAKEN', M.requestTaken, 'conflict', 'orderNo');

/** Whether the proof is the order's: its e-mail (any case) or its phone number (the digits, however written). */
function proves(order: { buyerEmail: string; buyerPhone: string }, input: { email: string; phone: string }): boolean {
  if (input.email && order.buyerEmail && input.email.toLowerCase() === order.buyerEmail.toLowerCase()) return true;
  return Boolean(input.phone && order.buyerPhone && contactNumber(input.phone) === contactNumber(order.buyerPhone));
}

/**
 * A buyer asks for the e-invoice of one of the merchant's paid orders (storefront, site key). The
 * order is found by its number and the e-mail or phone it was placed with; a wrong proof answers
 * as an unknown number does, and counts against the address (LIMITS.eInvoiceRequestPerIp). One
 * open request per order ("A request was already submitted"); the buyer may be kept as a profile.
 */
export async function askForEInvoice(store: StorefrontCtx, raw: TEInvoiceRequestInput): Promise<{ id: string; orderNo: number; status: 'pending' }> {
  const input = ZEInvoiceRequestInput.parse(raw);
  const ipKey = `einvoice-request:ip:${store.request.ip}`;
  await takeAttemptOrRefuse(store.db, ipKey, LIMITS.eInvoiceRequestPerIp, store.now());
  const order = await store.db.order.findUnique({
    where: { merchantId_orderNo: { merchantId: store.merchantId, orderNo: input.orderNo } },
    select: { id: true, status: true, buyerEmail: true, buyerPhone: true },
  });
  if (!order || !proves(order, input)) throw notFound('order');
  await returnAttempt(store.db, ipKey);
  if (!REFERRAL_PAID_STATUSES.includes(order.status as OrderStatusId)) throw new AppError('E_INVOICE.ORDER_NOT_PAID', M.orderNotPaid, 'invalid', 'orderNo');
  const b = input.buyer;
  const created = await withTransaction(store, async (tx) => {
    const open = await tx.db.eInvoiceRequest.findUnique({ where: { merchantId_openOrderId: { merchantId: tx.merchantId, openOrderId: order.id } }, select: { id: true } });
    if (open) throw requestTaken();
    if (input.saveProfile) await keepBuyerProfile(tx, b);
    return tx.db.eInvoiceRequest.create({
      data: { merchantId: tx.merchantId, orderId: order.id, orderNo: input.orderNo, openOrderId: order.id, status: 'pending', buyerKind: b.kind, buyerName: b.name, buyerTin: b.tin, buyer: JSON.stringify(b) },
      select: { id: true },
    });
  }).catch((error: unknown) => {
    // Two requests at once: the unique open order keeps the second out.
    throw isUniqueViolation(error) ? requestTaken() : error;
  });
  return { id: created.id, orderNo: input.orderNo, status: 'pending' };
}
