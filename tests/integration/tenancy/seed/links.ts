import { createPaymentLink } from '../../../../core/payment-links/save.ts';
import { createPurchaseLink } from '../../../../core/purchase-links/save.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface LinkFixtures {
  paymentLinkId: string;
  paymentLinkSlug: string;
  purchaseLinkId: string;
  purchaseLinkSlug: string;
}

/** A's payment link and purchase link (with A's voucher) of A's product option, slugs and names carrying A's marker. */
export async function seedLinks(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, voucherId: string): Promise<LinkFixtures> {
  const slug = marker.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const products = [{ productId: catalogue.productId, optionId: catalogue.optionId }];
  const pay = await createPaymentLink(ctx, { name: `Pay ${marker}`, slug: `pay-${slug}`, products: products.map((p) => ({ ...p, qty: 2 })) });
  const buy = await createPurchaseLink(ctx, { name: `Buy ${marker}`, slug: `buy-${slug}`, voucherId, voucherDiscountType: 1, products: products.map((p) => ({ ...p, stock: 5, purchaseQty: 1 })) });
  return { paymentLinkId: pay.id, paymentLinkSlug: pay.slug, purchaseLinkId: buy.id, purchaseLinkSlug: buy.slug };
}
