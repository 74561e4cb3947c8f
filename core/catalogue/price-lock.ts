import { z } from 'zod';
import type { TProductInput } from './product-schema.ts';

/** The discount campaign a product (or one of its options) is in right now: it locks the product's prices. */
export const ZProductPromotion = z.object({ campaignId: z.string(), name: z.string(), endAt: z.date() });
export type TProductPromotion = z.infer<typeof ZProductPromotion>;

/** The prices of a product as the lock compares them: its own without variants, each option's by SKU with them. */
export type PricedProduct = Pick<TProductInput, 'priceSen' | 'discountedPriceSen'> & {
  variants: readonly { options: readonly { sku: string; priceSen: number }[] }[];
};

/**
 * The fields of next that change a price stored in stored, as paths of the product input
 * ('priceSen', 'variants.0.options.2.priceSen'). Without variants on both sides: the price and
 * the discounted price. With variants on both sides: each option whose SKU is stored and whose
 * price differs; an option with a new SKU has no stored price to change. Adding the first
 * variant or removing the last moves the prices between the product and its options: 'variants'.
 */
export function changedPriceFields(stored: PricedProduct, next: PricedProduct): string[] {
  const hadVariants = stored.variants.length > 0;
  if (hadVariants !== next.variants.length > 0) return ['variants'];
  if (!hadVariants) {
    const fields: string[] = [];
    if ((next.priceSen ?? null) !== (stored.priceSen ?? null)) fields.push('priceSen');
    if ((next.discountedPriceSen ?? null) !== (stored.discountedPriceSen ?? null)) fields.push('discountedPriceSen');
    return fields;
  }
  const storedPrice = new Map(stored.variants.flatMap((v) => v.options.map((o) => [o.sku, o.priceSen] as const)));
  return next.variants.flatMap((v, vi) =>
    v.options.flatMap((o, oi) => {
      const price = storedPrice.get(o.sku);
      return price !== undefined && price !== o.priceSen ? [`variants.${vi}.options.${oi}.priceSen`] : [];
    }),
  );
}
