import { pictureSources } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { DEFAULT_CHECKOUT_SETTINGS } from '../sales-settings/defaults.ts';
import { keyContains } from '../db/search.ts';
import type { TStockAlertListInput, TStockAlertPage, TStockAlertRow } from './schema.ts';

/** Two lists each in the database's order, merged by stock; at equal stock products come first. */
function mergeByStock(products: TStockAlertRow[], options: TStockAlertRow[]): TStockAlertRow[] {
  const out: TStockAlertRow[] = [];
  let [i, j] = [0, 0];
  while (i < products.length || j < options.length) {
    const [p, o] = [products[i], options[j]];
    if (p && (!o || p.stock <= o.stock)) {
      out.push(p);
      i += 1;
    } else if (o) {
      out.push(o);
      j += 1;
    }
  }
  return out;
}

const image = { images: { orderBy: { sort: 'asc' as const }, take: 1, select: { uploadId: true, url: true } } };

/** The low quantity alert of the checkout settings (0 at least), and what runs out under it: products without variants, and options. */
async function stockAlertWhere(ctx: Ctx, search?: string) {
  // Only the alert is read: a merchant who never saved settings has the default.
  const settings = await ctx.db.orderSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { lowQuantityAlert: true } });
  const threshold = Math.max(0, settings?.lowQuantityAlert ?? DEFAULT_CHECKOUT_SETTINGS.lowQuantityAlert);
  const matching = search ? { searchText: keyContains(search) } : {};
  return {
    threshold,
    productWhere: { merchantId: ctx.merchantId, stockUnlimited: false, stock: { lte: threshold }, variants: { none: {} }, ...matching },
    optionWhere: { merchantId: ctx.merchantId, stock: { lte: threshold }, product: { stockUnlimited: false, ...matching } },
  };
}

/** How many products and options the stock alert list holds: the home page's low-stock figure. */
export async function countStockAlerts(ctx: Ctx): Promise<number> {
  const { productWhere, optionWhere } = await stockAlertWhere(ctx);
  const [products, options] = await Promise.all([ctx.db.product.count({ where: productWhere }), ctx.db.productOption.count({ where: optionWhere })]);
  return products + options;
}

/**
 * What is running out: products without variants, and options of products with variants, whose
 * stock is limited and at or under the checkout settings' low quantity alert (at 0 when the alert
 * is 0). Lowest stock first, then by name. Each kind is read in that order and the two are merged
 * by stock, so a page reads at most page × size rows of each.
 */
export async function listStockAlerts(ctx: Ctx, input: TStockAlertListInput): Promise<TStockAlertPage> {
  const { threshold, productWhere, optionWhere } = await stockAlertWhere(ctx, input.search);
  const upTo = input.page * input.pageSize;
  const [products, options, productCount, optionCount] = await Promise.all([
    ctx.db.product.findMany({
      where: productWhere,
      select: { id: true, sku: true, nameEn: true, stock: true, ...image },
      orderBy: [{ stock: 'asc' }, { nameEn: 'asc' }, { sku: 'asc' }],
      take: upTo,
    }),
    ctx.db.productOption.findMany({
      where: optionWhere,
      select: { id: true, sku: true, name: true, stock: true, product: { select: { id: true, nameEn: true, ...image } } },
      orderBy: [{ stock: 'asc' }, { product: { nameEn: 'asc' } }, { name: 'asc' }, { sku: 'asc' }],
      take: upTo,
    }),
    ctx.db.product.count({ where: productWhere }),
    ctx.db.productOption.count({ where: optionWhere }),
  ]);
  const thumb = (p: { images: { uploadId: string | null; url: string | null }[] }) => (p.images[0] ? pictureSources(ctx.merchantId, p.images[0]).thumb : null);
  const rows = mergeByStock(
    products.map((p) => ({ productId: p.id, optionId: null, sku: p.sku, name: p.nameEn, optionName: null, thumb: thumb(p), stock: p.stock, soldOut: p.stock <= 0 })),
    options.map((o) => ({ productId: o.product.id, optionId: o.id, sku: o.sku, name: o.product.nameEn, optionName: o.name, thumb: thumb(o.product), stock: o.stock, soldOut: o.stock <= 0 })),
  );
  return { items: rows.slice(upTo - input.pageSize, upTo), total: productCount + optionCount, page: input.page, pageSize: input.pageSize, lowQuantityAlert: threshold };
}
