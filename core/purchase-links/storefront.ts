import type { StorefrontCtx } from '../checkout/context.ts';
import { linkProductInfo } from '../shop-links/products.ts';
import { ZSlugLookup } from '../shop-links/slug.ts';
import { activePurchaseLink } from './for-checkout.ts';
import type { TPublicPurchaseLink } from './schema.ts';
import { remainingOf } from './store.ts';
import { describeVoucher } from './vouchers.ts';

/** An active purchase link as the merchant's website shows it: its products, what each has left, and its voucher's offer. */
export async function publicPurchaseLink(store: StorefrontCtx, raw: { slug: string }): Promise<TPublicPurchaseLink> {
  const { slug } = ZSlugLookup.parse(raw);
  const link = await activePurchaseLink(store.db, store.merchantId, slug);
  const lines = await linkProductInfo(store.db, store.merchantId, link.products);
  return {
    name: link.name,
    slug: link.slug,
    products: lines.map((line) => ({
      productId: line.info.productId,
      optionId: line.info.optionId,
      name: line.info.productName,
      optionLabel: line.info.optionName,
      priceSen: line.info.priceSen,
      purchaseQty: line.purchaseQty,
      remaining: remainingOf(line),
    })),
    voucher: link.voucher && { name: link.voucher.name, code: link.voucher.code, description: describeVoucher(link.voucher) },
  };
}
