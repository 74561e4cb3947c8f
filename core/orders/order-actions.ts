import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { STOCK_NOTES, logStock, storedStockLines } from '../catalogue/stock.ts';
import { commitWithheldStock, releaseWithheldStock } from '../checkout/stock.ts';
import { assignInvoiceNumberIfAuto } from '../invoices/numbering.ts';
import { readOrderSettings } from '../sales-settings/read.ts';
import { ORDER_STATUS } from './constants.ts';
import { transition } from './status.ts';
import { loadState, moveOrder, stateOf, withShippingFee, type StateRow } from './order-store.ts';
import { loadOrderDetail } from './order-detail.ts';
import { orderPaid, orderUnpaid } from './payment-events.ts';
import { releaseOrderPromotions } from '../checkout/release-promotions.ts';
import { recordShipments } from './ship.ts';
import {
  ZCancelInput,
  ZMarkPaidInput,
  ZMarkShippedInput,
  type ZPaymentInput,
  ZQuoteShippingInput,
  ZRefundInput,
  type TCancelInput,
  type TMarkPaidInput,
  type TMarkShippedInput,
  type TOrderDetail,
} from './schema.ts';
import type { z } from 'zod';
import { msg } from '../shared/messages.ts';
import { queueBuyerOrderMail } from '../order-mails/send.ts';

const CATEGORY = 'order';

/** Upload purposes a payment attachment may have. */
const ATTACHMENT_PURPOSES = ['payment-proof', 'image'];

/** The stock helpers record who acted; the auto-cancel run has no user. */
const stockTx = (tx: Ctx) => ({ db: tx.db, merchantId: tx.merchantId, now: tx.now, userId: tx.userId || null });

/** The activity-log line of an action on one order (messages.log.orders). */
type OrderLog = 'markedPaid' | 'paymentConfirmed' | 'shippingQuoted' | 'markedShipped' | 'completed' | 'cancelled' | 'refunded';

const logEntry = (line: OrderLog) => (order: { orderNo: number }) => ({ action: msg(`log.orders.${line}`, { orderNo: order.orderNo }), category: CATEGORY });

/** Runs an action on one order of this merchant in one audited transaction; answers the order as it is after. */
function orderAction(ctx: Ctx, id: string, line: OrderLog, apply: (tx: Ctx, row: StateRow) => Promise<void>): Promise<TOrderDetail> {
  return audited(ctx, logEntry(line), async (tx) => {
    const row = await loadState(tx, id);
    await apply(tx, row);
    return loadOrderDetail(tx, id);
  });
}

async function assertAttachment(tx: Ctx, uploadId: string): Promise<void> {
  const upload = await tx.db.upload.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: uploadId } }, select: { purpose: true } });
  if (!upload || !ATTACHMENT_PURPOSES.includes(upload.purpose)) throw notFound('attachment');
}

/**
 * Marks an unpaid order as paid (irreversible): the payment record, the stock it withheld
 * recorded as sold, its invoice number when the settings say auto-generate, and the product
 * sales of the month. Also used by mass actions, inside the caller's transaction.
 */
export async function payOrder(tx: Ctx, row: StateRow, payment: z.output<typeof ZPaymentInput>): Promise<void> {
  await moveOrder(tx, row, 'markPaid', { paidAt: tx.now(), autoCancelAt: null });
  if (payment.attachmentId) await assertAttachment(tx, payment.attachmentId);
  await tx.db.orderPayment.create({
    data: {
      merchantId: tx.merchantId,
      orderId: row.id,
      method: payment.method,
      bankName: payment.bankName,
      accountNumber: payment.accountNumber,
      transactionId: payment.transactionId,
      paidOn: payment.paidOn,
      amountSen: payment.amountSen,
      attachmentId: payment.attachmentId,
      recordedBy: tx.userId || null,
      createdAt: tx.now(),
    },
  });
  await commitWithheldStock(stockTx(tx), row.id);
  await assignInvoiceNumberIfAuto(stockTx(tx), row.id);
  await orderPaid(tx, row.id);
  await queueBuyerOrderMail(tx, 'payment_received', row.id);
}

export function markPaid(ctx: Ctx, raw: TMarkPaidInput): Promise<TOrderDetail> {
  const input = ZMarkPaidInput.parse(raw);
  return orderAction(ctx, input.id, 'markedPaid', (tx, row) => payOrder(tx, row, input.payment));
}

export const confirmOrderPayment = (tx: Ctx, row: StateRow) => moveOrder(tx, row, 'confirmPayment').then(() => undefined);

/** Payment Made -> Preparing to ship. */
export function confirmPayment(ctx: Ctx, id: string): Promise<TOrderDetail> {
  return orderAction(ctx, id, 'paymentConfirmed', confirmOrderPayment);
}

/**
 * Quotes the shipping fee of an order placed with a quote_shipping option: the fee replaces the
 * shipping charge in the total, and the buyer may pay from now on. With auto-cancel on, the
 * buyer gets the whole auto-cancel time from the quote (not from the order).
 */
export function quoteShipping(ctx: Ctx, raw: z.input<typeof ZQuoteShippingInput>): Promise<TOrderDetail> {
  const input = ZQuoteShippingInput.parse(raw);
  return orderAction(ctx, input.id, 'shippingQuoted', async (tx, row) => {
    const fee = await withShippingFee(tx, row.id, input.shippingSen);
    const settings = await readOrderSettings(tx.db, tx.merchantId);
    const autoCancelAt = settings.autoCancelMinutes ? new Date(tx.now().getTime() + settings.autoCancelMinutes * 60_000) : null;
    await moveOrder(tx, row, 'quoteShipping', { ...fee, autoCancelAt });
  });
}

/** Preparing to ship -> Shipped, with one parcel (courier, tracking number, time, remark). */
export function markShipped(ctx: Ctx, raw: TMarkShippedInput): Promise<TOrderDetail> {
  const input = ZMarkShippedInput.parse(raw);
  return orderAction(ctx, input.id, 'markedShipped', async (tx, row) => {
    transition(stateOf(row), 'markShipped');
    await recordShipments(tx, [{ orderId: row.id, courier: input.courier, trackingNo: input.trackingNo, shippedAt: input.shippedAt, remark: input.remark }]);
    await queueBuyerOrderMail(tx, 'shipped', row.id);
  });
}

export const completeOrder = (tx: Ctx, row: StateRow) => moveOrder(tx, row, 'complete', { completedAt: tx.now() }).then(() => undefined);

/** Preparing to ship or Shipped -> Completed. */
export function complete(ctx: Ctx, id: string): Promise<TOrderDetail> {
  return orderAction(ctx, id, 'completed', completeOrder);
}

/** Sets the products (or options) of some of the order's items out of stock, logging the change. */
async function setItemsOutOfStock(tx: Ctx, orderId: string, itemIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(itemIds)];
  const items = await tx.db.orderItem.findMany({ where: { merchantId: tx.merchantId, orderId, id: { in: wanted } }, select: { productId: true, optionId: true } });
  if (items.length !== wanted.length) throw notFound('orderItem');
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const existing = await tx.db.product.findMany({ where: { merchantId: tx.merchantId, id: { in: productIds } }, select: { id: true } });
  const ids = existing.map((p) => p.id);
  if (ids.length === 0) return;
  const before = await storedStockLines(tx.db, tx.merchantId, ids);
  for (const productId of ids) {
    const options = items.filter((i) => i.productId === productId && i.optionId).map((i) => i.optionId!);
    const hasOptions = (await tx.db.productOption.count({ where: { merchantId: tx.merchantId, productId } })) > 0;
    if (hasOptions && options.length) {
      await tx.db.productOption.updateMany({ where: { merchantId: tx.merchantId, productId, id: { in: options } }, data: { stock: 0 } });
      const sum = await tx.db.productOption.aggregate({ where: { merchantId: tx.merchantId, productId }, _sum: { stock: true } });
      await tx.db.product.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: productId } }, data: { stock: sum._sum.stock ?? 0 } });
    } else if (!hasOptions) {
      await tx.db.product.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: productId } }, data: { stock: 0, stockUnlimited: false } });
    }
  }
  await logStock(tx, before, await storedStockLines(tx.db, tx.merchantId, ids), STOCK_NOTES.outOfStockOnCancel);
}

/**
 * Cancels an order: the stock it holds goes back, then the chosen items' products are set out
 * of stock (so they end at 0 whatever was given back), and a paid order's sales leave the month
 * that counted them. Also used by mass actions and the auto-cancel run.
 */
export async function cancelOrder(tx: Ctx, row: StateRow, remark: string, outOfStockItemIds: readonly string[] = []): Promise<void> {
  const wasPaid = row.status === ORDER_STATUS.paymentMade || row.status === ORDER_STATUS.preparingToShip;
  await moveOrder(tx, row, 'cancel', { cancelledAt: tx.now(), cancelRemark: remark, autoCancelAt: null });
  await releaseWithheldStock(stockTx(tx), row.id);
  if (outOfStockItemIds.length) await setItemsOutOfStock(tx, row.id, outOfStockItemIds);
  if (wasPaid) await orderUnpaid(tx, row.id);
  await releaseOrderPromotions(tx, row);
  await queueBuyerOrderMail(tx, 'cancelled', row.id);
}

export function cancel(ctx: Ctx, raw: TCancelInput): Promise<TOrderDetail> {
  const input = ZCancelInput.parse(raw);
  return orderAction(ctx, input.id, 'cancelled', (tx, row) => cancelOrder(tx, row, input.remark, input.outOfStockItemIds));
}

/** Shipped or Completed -> Refund; the sales leave the month that counted them. Stock is not given back (the goods left). */
export function refund(ctx: Ctx, raw: z.input<typeof ZRefundInput>): Promise<TOrderDetail> {
  const input = ZRefundInput.parse(raw);
  return orderAction(ctx, input.id, 'refunded', async (tx, row) => {
    await moveOrder(tx, row, 'refund', { cancelRemark: input.remark });
    await orderUnpaid(tx, row.id);
  });
}
