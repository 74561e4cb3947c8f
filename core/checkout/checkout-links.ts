import { paymentLinkForCheckout } from '../payment-links/for-checkout.ts';
import { purchaseLinkForCheckout } from '../purchase-links/for-checkout.ts';
import type { TenantTx } from './context.ts';
import type { LinkTake } from './promotion-stock.ts';
import type { TCartItem, TPlaceOrderInput } from './schema.ts';

/** A cart made by a payment or purchase link: its items, the link ids the order keeps, and a purchase link's voucher. */
export interface LinkedCart {
  items: TCartItem[];
  links: { paymentLinkId: string | null; purchaseLinkId: string | null };
  linkVoucherId: string | null;
  /** The purchase link's stock the order takes (names filled in after pricing). */
  take: Omit<LinkTake, 'lines'> & { lines: Omit<LinkTake['lines'][number], 'name'>[] } | null;
}

const asItem = (p: { productId: string; optionId: string | null }, qty: number): TCartItem => ({ productId: p.productId, optionId: p.optionId, qty, requests: [] });

/** The items the input buys: its own, or an active link's (refused when the link is unknown or inactive). */
export async function linkedCart(tx: TenantTx, input: Pick<TPlaceOrderInput, 'items' | 'paymentLink' | 'purchaseLink'>): Promise<LinkedCart> {
  if (input.paymentLink) {
    const link = await paymentLinkForCheckout(tx.db, tx.merchantId, input.paymentLink);
    return { items: link.products.map((p) => asItem(p, p.qty)), links: { paymentLinkId: link.id, purchaseLinkId: null }, linkVoucherId: null, take: null };
  }
  if (input.purchaseLink) {
    const link = await purchaseLinkForCheckout(tx.db, tx.merchantId, input.purchaseLink);
    return {
      items: link.products.map((p) => asItem(p, p.purchaseQty)),
      links: { paymentLinkId: null, purchaseLinkId: link.id },
      linkVoucherId: link.voucherId,
      take: { linkId: link.id, lines: link.products.map((p) => ({ productId: p.productId, optionId: p.optionId, qty: p.purchaseQty })) },
    };
  }
  return { items: input.items, links: { paymentLinkId: null, purchaseLinkId: null }, linkVoucherId: null, take: null };
}
