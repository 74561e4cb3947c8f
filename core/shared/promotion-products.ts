import { z } from 'zod';
import type { Ctx } from './context.ts';

/**
 * A product line of a promotion (discount campaign, mix-and-match selection) as the screens show
 * it: the product, or one of its options, with the catalogue's names. Each promotion extends it
 * with its own prices and stock.
 */
export const ZPromotionProductLine = z.object({
  id: z.string(),
  productId: z.string(),
  optionId: z.string(),
  productName: z.string(),
  sku: z.string(),
  /** The option's name; '' for the product itself (or an option since deleted from the catalogue). */
  optionName: z.string(),
  sort: z.number().int(),
});

/** What a line's select takes of its product for the names. */
export const LINE_PRODUCT_NAMES = { select: { nameEn: true, sku: true } } as const;

type StoredLine = { optionId: string; product: { nameEn: string; sku: string } };

/**
 * Names stored product lines from the catalogue. The option names are read once, for every line
 * the caller will name (optionIds); the line keeps '' as its option id for the product itself.
 */
export async function productLineNamer(ctx: Pick<Ctx, 'db' | 'merchantId'>, optionIds: readonly string[]) {
  const ids = optionIds.filter(Boolean);
  const options = ids.length ? await ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } }, select: { id: true, name: true } }) : [];
  const optionName = new Map(options.map((o) => [o.id, o.name]));
  return <L extends StoredLine>({ product, ...line }: L) => ({ ...line, productName: product.nameEn, sku: product.sku, optionName: optionName.get(line.optionId) ?? '' });
}
