import type { DbClient } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import { PAYMENT_LINK_MESSAGES as M } from './constants.ts';

/** A payment link's products as checkout takes them; a payment link has no stock or voucher of its own. */
export interface PaymentLinkForCheckout {
  id: string;
  products: { id: string; productId: string; optionId: string | null; qty: number; remaining: null }[];
  voucherId: null;
}

export const paymentLinkUnavailable = () => new AppError('PAYMENT_LINK.NOT_FOUND', M.unavailable, 'not_found', 'slug');

/** The active payment link of the merchant with slug, as stored (name included) for the website. */
export async function activePaymentLink(db: DbClient, merchantId: string, slug: string) {
  const row = await db.paymentLink.findFirst({
    where: { merchantId, slug: slug.trim().toLowerCase(), active: true },
    select: { id: true, name: true, slug: true, products: { select: { id: true, productId: true, optionId: true, qty: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
  });
  if (!row || row.products.length === 0) throw paymentLinkUnavailable();
  return row;
}

/**
 * The active payment link of the merchant with slug, its products in the link's order. An
 * unknown slug, an inactive link, or one whose products were all deleted is not found.
 */
export async function paymentLinkForCheckout(db: DbClient, merchantId: string, slug: string): Promise<PaymentLinkForCheckout> {
  const link = await activePaymentLink(db, merchantId, slug);
  return { id: link.id, products: link.products.map((p) => ({ ...p, optionId: p.optionId || null, remaining: null })), voucherId: null };
}
