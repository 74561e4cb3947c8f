import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { MARKETPLACE_CATEGORY, MARKETPLACE_LIMITS } from './constants.ts';
import { MAP_MESSAGES } from './map-messages.ts';
import { shopRow } from './shops.ts';

/** One line of a mapping: a marketplace product (by its shop and SKU) to a catalogue product or variant (by SKU). */
export interface MapLine {
  /** The file's row, for the error file. */
  row: number;
  /** The marketplace's shop id (as the shop list shows it) or the shop's record id. */
  shop: string;
  marketplaceSku: string;
  sku: string;
}

export interface MapRefusal {
  row: number;
  column: string;
  reason: string;
}


/** A mapping to write: marketplace products (a SKU may list in several variants' rows) and their catalogue product. */
export interface MapWrite {
  ids: string[];
  target: { productId: string; optionId: string | null };
}

/**
 * Judges a batch of mapping lines: a line whose shop, marketplace SKU or catalogue SKU is unknown
 * is refused with its reason; the others are what to write.
 */
export async function judgeMapLines(ctx: Pick<Ctx, 'db' | 'merchantId'>, lines: readonly MapLine[]): Promise<{ writes: MapWrite[]; refused: MapRefusal[] }> {
  const refused: MapRefusal[] = [];
  const shops = await ctx.db.marketplaceShop.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, shopId: true } });
  const shopOf = (key: string) => shops.find((s) => s.id === key || s.shopId === key)?.id;
  const skus = [...new Set(lines.map((l) => l.sku))];
  const products = new Map((await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, sku: { in: skus } }, select: { id: true, sku: true } })).map((p) => [p.sku, { productId: p.id, optionId: null as string | null }]));
  for (const o of await ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, sku: { in: skus } }, select: { id: true, sku: true, productId: true } })) products.set(o.sku, { productId: o.productId, optionId: o.id });
  const listed = await ctx.db.marketplaceProduct.findMany({
    where: { merchantId: ctx.merchantId, sku: { in: [...new Set(lines.map((l) => l.marketplaceSku))] } },
    select: { id: true, shopId: true, sku: true },
  });
  const writes: MapWrite[] = [];
  for (const line of lines) {
    if (!line.shop || !line.marketplaceSku || !line.sku) {
      refused.push({ row: line.row, column: !line.shop ? 'shop_id' : !line.marketplaceSku ? 'marketplace_sku' : 'sku', reason: MAP_MESSAGES.required });
      continue;
    }
    const shopId = shopOf(line.shop);
    if (!shopId) {
      refused.push({ row: line.row, column: 'shop_id', reason: MAP_MESSAGES.shopUnknown });
      continue;
    }
    const ids = listed.filter((p) => p.shopId === shopId && p.sku === line.marketplaceSku).map((p) => p.id);
    if (!ids.length) {
      refused.push({ row: line.row, column: 'marketplace_sku', reason: MAP_MESSAGES.marketplaceSkuUnknown });
      continue;
    }
    const target = products.get(line.sku);
    if (!target) {
      refused.push({ row: line.row, column: 'sku', reason: MAP_MESSAGES.skuUnknown });
      continue;
    }
    writes.push({ ids, target });
  }
  return { writes, refused };
}

/** Writes mappings: the products are mapped, and their stock and price pushed on the next sync. */
export async function applyMapping(tx: Pick<Ctx, 'db' | 'merchantId'>, writes: readonly MapWrite[]): Promise<void> {
  for (const w of writes) {
    await tx.db.marketplaceProduct.updateMany({ where: { merchantId: tx.merchantId, id: { in: w.ids } }, data: { ...w.target, mapping: 'mapped', pushedStock: null, pushedPriceSen: null } });
  }
}

export const ZImportInput = z.object({ shopId: z.string().min(1), ids: z.array(z.string().min(1)).min(1).max(MARKETPLACE_LIMITS.batch) });

/**
 * Import mode sync: each chosen marketplace product is mapped to the catalogue product (or
 * variant) with its SKU; the ones with no match stay unmapped and are counted.
 */
export async function syncBySameSku(ctx: Ctx, raw: z.input<typeof ZImportInput>): Promise<{ mapped: number; unmatched: number }> {
  const input = ZImportInput.parse(raw);
  const shop = await shopRow(ctx, input.shopId);
  const chosen = await ctx.db.marketplaceProduct.findMany({ where: { merchantId: ctx.merchantId, shopId: shop.id, id: { in: input.ids } }, select: { id: true, sku: true } });
  const { writes, refused } = await judgeMapLines(
    ctx,
    chosen.map((c, row) => ({ row, shop: shop.id, marketplaceSku: c.sku, sku: c.sku })),
  );
  if (writes.length) await audited(ctx, { action: msg('log.marketplaces.mapped', { count: writes.length }), category: MARKETPLACE_CATEGORY }, (tx) => applyMapping(tx, writes));
  return { mapped: writes.length, unmatched: refused.length };
}
