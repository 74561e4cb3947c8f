import type { Ctx } from '../shared/context.ts';
import type { DbClient } from '../db/database.ts';
import { INVENTORY_ACTION, INVENTORY_PLATFORM } from './constants.ts';
import { stockChanges, type StockLine } from './inventory.ts';
import type { KeptIds, ProductRows } from './product-rows.ts';
import { msg } from '../shared/messages.ts';

/** The notes of stock movements, as the inventory history shows them (messages.stock in the locale files). */
export const STOCK_NOTES = {
  created: msg('stock.created'),
  edited: msg('stock.edited'),
  quickEdit: msg('stock.quickEdit'),
  massUpdate: msg('stock.massUpdate'),
  imported: msg('stock.imported'),
  outOfStockOnCancel: msg('stock.outOfStockOnCancel'),
} as const;

/** The stock lines of stored rows: one per option, or the product itself without options. */
export function stockLinesOf(rows: ProductRows): StockLine[] {
  if (rows.product.stockUnlimited) return [];
  if (rows.options.length) return rows.options.map((o) => ({ productId: o.productId, optionId: o.id!, sku: o.sku, stock: o.stock ?? 0 }));
  return [{ productId: rows.product.id!, optionId: null, sku: rows.product.sku, stock: rows.product.stock ?? 0 }];
}

/** The ids of stored variants (by name) and options (by SKU), kept when a product is written again. */
export async function storedIds(db: DbClient, merchantId: string, productIds: string[]): Promise<KeptIds> {
  const [variants, options] = await Promise.all([
    db.productVariant.findMany({ where: { merchantId, productId: { in: productIds } }, select: { id: true, productId: true, name: true } }),
    db.productOption.findMany({ where: { merchantId, productId: { in: productIds } }, select: { id: true, sku: true } }),
  ]);
  return { variants: new Map(variants.map((v) => [`${v.productId}/${v.name}`, v.id])), options: new Map(options.map((o) => [o.sku, o.id])) };
}

/** The stock lines of a product as stored now. */
export async function storedStockLines(db: DbClient, merchantId: string, productIds: string[]): Promise<StockLine[]> {
  const products = await db.product.findMany({
    where: { merchantId, id: { in: productIds } },
    select: { id: true, sku: true, stock: true, stockUnlimited: true, options: { select: { id: true, sku: true, stock: true } } },
  });
  return products.flatMap((p): StockLine[] => {
    if (p.stockUnlimited) return [];
    if (p.options.length) return p.options.map((o) => ({ productId: p.id, optionId: o.id, sku: o.sku, stock: o.stock }));
    return [{ productId: p.id, optionId: null, sku: p.sku, stock: p.stock }];
  });
}

/** Logs every stock movement between before and after as a merchant update in the back office. */
export async function logStock(ctx: Ctx, before: StockLine[], after: StockLine[], note = ''): Promise<void> {
  const data = stockChanges(ctx.merchantId, before, after, {
    actionType: INVENTORY_ACTION.merchantUpdate,
    platform: INVENTORY_PLATFORM.nms,
    userId: ctx.userId,
    at: ctx.now(),
    note,
  });
  if (data.length) await ctx.db.inventoryLog.createMany({ data });
}

/** The catalogue changed: the account's 'products last modified' date. */
export const touchCatalogue = (ctx: Ctx) => ctx.db.merchant.update({ where: { id: ctx.merchantId }, data: { productsLastModifiedAt: ctx.now() } });

