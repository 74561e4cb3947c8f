import type { Ctx } from '../../shared/context.ts';
import { loadProductViews, type TProductView } from '../product-views.ts';

const PAGE = 500;

/**
 * The merchant's products as the form shows them, a page at a time in SKU order: a page is
 * found by the last SKU of the one before (not by offset), so a long catalogue costs the same
 * per page and never holds more than one page in memory.
 */
export async function* productPages(ctx: Ctx): AsyncGenerator<TProductView[]> {
  let after: string | null = null;
  for (;;) {
    const page: { id: string; sku: string }[] = await ctx.db.product.findMany({
      where: { merchantId: ctx.merchantId, ...(after !== null && { sku: { gt: after } }) },
      orderBy: { sku: 'asc' },
      take: PAGE,
      select: { id: true, sku: true },
    });
    if (page.length === 0) return;
    yield await loadProductViews(ctx.db, ctx.merchantId, page.map((p) => p.id));
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.sku;
  }
}

/** How many rows the product file of the catalogue has: one per option, one per product without options. */
export async function catalogueRowCount(ctx: Ctx): Promise<number> {
  const [plain, options] = await Promise.all([
    ctx.db.product.count({ where: { merchantId: ctx.merchantId, options: { none: {} } } }),
    ctx.db.productOption.count({ where: { merchantId: ctx.merchantId } }),
  ]);
  return plain + options;
}
