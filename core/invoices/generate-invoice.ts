import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { assignInvoiceNumber } from './numbering.ts';
import { INVOICE_MESSAGES as M, type TIssuedInvoice, type TOrderIdInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

/**
 * Issues the invoice of a paid order by hand (the merchant's way when auto-generate is off, or
 * for an order paid before it was turned on): the next number of the merchant's sequence.
 */
export async function generateInvoice(ctx: Ctx, input: TOrderIdInput): Promise<TIssuedInvoice> {
  return audited(
    ctx,
    (issued) => ({ action: msg('log.invoices.generated', { invoiceNo: issued.invoiceNo, orderNo: issued.orderNo }), category: 'my_sales' }),
    async (tx) => {
      const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.orderId } }, select: { id: true, orderNo: true, status: true, invoiceNo: true } });
      if (!order) throw notFound('order');
      if (order.invoiceNo) throw new AppError('INVOICE.ALREADY_ISSUED', M.alreadyIssued(order.invoiceNo), 'conflict');
      if (!(REFERRAL_PAID_STATUSES as readonly number[]).includes(order.status)) throw new AppError('INVOICE.NOT_PAID', M.notPaid, 'conflict');
      const issued = await assignInvoiceNumber(tx, order.id);
      return { orderId: order.id, orderNo: order.orderNo, invoiceNo: issued.invoiceNo, invoiceDate: issued.invoiceDate };
    },
  );
}
