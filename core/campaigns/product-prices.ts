import type { Ctx } from '../shared/context.ts';

/** What a promotion's rules read of a catalogue product: its name, visibility and prices. */
export interface PricedProduct {
  id: string;
  nameEn: string;
  sku: string;
  visibility: string;
  priceSen: number;
  discountedPriceSen: number | null;
  options: { id: string; name: string; priceSen: number }[];
}

/** This merchant's products among ids (another merchant's ids are simply absent), by id. */
export async function loadPricedProducts(ctx: Ctx, ids: readonly string[]): Promise<Map<string, PricedProduct>> {
  const rows = await ctx.db.product.findMany({
    where: { merchantId: ctx.merchantId, id: { in: [...new Set(ids)] } },
    select: { id: true, nameEn: true, sku: true, visibility: true, priceSen: true, discountedPriceSen: true, options: { select: { id: true, name: true, priceSen: true } } },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What a buyer pays for the product (or its option) without a promotion: the option's price, or
 * the product's discounted price when it has one and it is lower (as checkout prices a line).
 */
export function sellingPriceSen(product: Pick<PricedProduct, 'priceSen' | 'discountedPriceSen'>, option: { priceSen: number } | null): number {
  if (option) return option.priceSen;
  return product.discountedPriceSen !== null && product.discountedPriceSen < product.priceSen ? product.discountedPriceSen : product.priceSen;
}
