import type { DbClient } from '../db/database.ts';
import { padInvoiceNumber } from '../sales-settings/invoice-number.ts';
import { AppError, notFound, GENERIC_MESSAGES } from '../shared/errors.ts';

/** What numbering needs of a context: an open transaction of one merchant and the clock. */
export interface NumberingTx {
  db: DbClient;
  merchantId: string;
  now: () => Date;
}

export interface IssuedInvoice {
  invoiceNo: string;
  invoiceDate: Date;
  /** False when the order already had its invoice (nothing changed). */
  assigned: boolean;
}

/** An invoice number as the merchant's settings shape it: prefix, then n with leading zeros to width. */
export const formatInvoiceNumber = (prefix: string, n: number, width: number): string => `${prefix}${padInvoiceNumber(n, width)}`;

/** The counter, moved on by one in one statement; the number taken is the value before. */
async function takeNextNumber(tx: NumberingTx): Promise<{ n: number; prefix: string; width: number }> {
  const select = { invoiceNextNumber: true, invoicePrefix: true, invoiceNumberWidth: true } as const;
  const where = { merchantId: tx.merchantId };
  // The row exists once the merchant has any order (order numbers live there too); a merchant
  // without one gets the defaults, created in the same statement.
  const row = await tx.db.orderSetting.upsert({ where, create: { merchantId: tx.merchantId, invoiceNextNumber: 2 }, update: { invoiceNextNumber: { increment: 1 } }, select });
  return { n: row.invoiceNextNumber - 1, prefix: row.invoicePrefix, width: row.invoiceNumberWidth };
}

/**
 * Gives the order its invoice number and date, unless it has one already. Must run inside the
 * caller's transaction: the order is claimed first with a conditional update (a concurrent call
 * for the same order waits for it, then finds the number set and takes none), then the counter
 * is moved on with an atomic increment that locks the merchant's settings row until commit. So
 * numbers are unique per merchant and gap-free: a rolled-back transaction returns its number.
 */
export async function assignInvoiceNumber(tx: NumberingTx, orderId: string): Promise<IssuedInvoice> {
  const now = tx.now();
  const claimed = await tx.db.order.updateMany({ where: { merchantId: tx.merchantId, id: orderId, invoiceNo: null }, data: { invoiceDate: now } });
  if (claimed.count === 0) {
    const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, select: { invoiceNo: true, invoiceDate: true } });
    if (!order) throw notFound('order');
    if (order.invoiceNo === null) throw new AppError('INVOICE.NOT_ASSIGNED', GENERIC_MESSAGES.cannotComplete, 'conflict');
    return { invoiceNo: order.invoiceNo, invoiceDate: order.invoiceDate ?? now, assigned: false };
  }
  const { n, prefix, width } = await takeNextNumber(tx);
  const invoiceNo = formatInvoiceNumber(prefix, n, width);
  await tx.db.order.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, data: { invoiceNo }, select: { id: true } });
  return { invoiceNo, invoiceDate: now, assigned: true };
}

/**
 * The automatic invoice: when the merchant's settings have auto-generate on, the order gets its
 * number now (checkout and payment call this in their transaction); otherwise nothing happens
 * and null is returned.
 */
export async function assignInvoiceNumberIfAuto(tx: NumberingTx, orderId: string): Promise<IssuedInvoice | null> {
  const settings = await tx.db.orderSetting.findUnique({ where: { merchantId: tx.merchantId }, select: { invoiceAutoGenerate: true } });
  // A merchant who never saved settings has the default: on.
  if (settings && !settings.invoiceAutoGenerate) return null;
  return assignInvoiceNumber(tx, orderId);
}
