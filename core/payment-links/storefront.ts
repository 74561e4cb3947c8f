import type { StorefrontCtx } from '../checkout/context.ts';
import { linkProductInfo } from '../shop-links/products.ts';
import { ZSlugLookup } from '../shop-links/slug.ts';
import { activePaymentLink } from './for-checkout.ts';
import type { TPublicPaymentLink } from './schema.ts';

/** An active payment link as the merchant's website shows it: its products with their price and quantity. */
export async function publicPaymentLink(store: StorefrontCtx, raw: { slug: string }): Promise<TPublicPaymentLink> {
  const { slug } = ZSlugLookup.parse(raw);
  const link = await activePaymentLink(store.db, store.merchantId, slug);
  const lines = await linkProductInfo(store.db, store.merchantId, link.products);
  return {
    name: link.name,
    slug: link.slug,
    products: lines.map(({ qty, info }) => ({ productId: info.productId, optionId: info.optionId, name: info.productName, optionLabel: info.optionName, priceSen: info.priceSen, qty })),
  };
}
