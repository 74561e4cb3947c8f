import type { DbClient } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import { PURCHASE_LINK_MESSAGES as M } from './constants.ts';
import { LINE_ORDER, LINE_SELECT, remainingOf } from './store.ts';

/** A purchase link's products as checkout takes them: each with its purchase quantity and what its own stock has left. */
export interface PurchaseLinkForCheckout {
  id: string;
  products: { id: string; productId: string; optionId: string | null; purchaseQty: number; remaining: number }[];
  /** The link's voucher while that voucher is active; null otherwise. */
  voucherId: string | null;
}

export const purchaseLinkUnavailable = () => new AppError('PURCHASE_LINK.NOT_FOUND', M.unavailable, 'not_found', 'slug');

/** The active purchase link of the merchant with slug, as stored (name included) for the website. */
export async function activePurchaseLink(db: DbClient, merchantId: string, slug: string) {
  const row = await db.purchaseLink.findFirst({
    where: { merchantId, slug: slug.trim().toLowerCase(), active: true },
    select: { id: true, name: true, slug: true, voucherId: true, voucherDiscountType: true, products: { select: LINE_SELECT, orderBy: [...LINE_ORDER] } },
  });
  if (!row || row.products.length === 0) throw purchaseLinkUnavailable();
  // The voucher applies while it is active and still has the link's discount type (a voucher's type may be edited after linking).
  const voucher =
    row.voucherId && row.voucherDiscountType !== null
      ? await db.voucher.findFirst({
          where: { merchantId, id: row.voucherId, active: true, discountType: row.voucherDiscountType },
          select: { id: true, name: true, code: true, discountType: true, amountSen: true, percentBp: true, maxDiscountSen: true, minCartSen: true },
        })
      : null;
  return { ...row, voucher };
}

/**
 * The active purchase link of the merchant with slug. An unknown slug, an inactive link, or one
 * whose products were all deleted is not found.
 */
export async function purchaseLinkForCheckout(db: DbClient, merchantId: string, slug: string): Promise<PurchaseLinkForCheckout> {
  const link = await activePurchaseLink(db, merchantId, slug);
  return {
    id: link.id,
    products: link.products.map((p) => ({ id: p.id, productId: p.productId, optionId: p.optionId || null, purchaseQty: p.purchaseQty, remaining: remainingOf(p) })),
    voucherId: link.voucher?.id ?? null,
  };
}
