import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { CATALOGUE_MESSAGES as M, VISIBILITIES } from './constants.ts';
import { ZProductName, ZSku, ZStock } from './product-schema.ts';
import { searchTextOf } from './product-rows.ts';
import { STOCK_NOTES, logStock, storedStockLines, touchCatalogue } from './stock.ts';
import { markEdited } from './product-store.ts';
import { audited } from '../user-logs/audited.ts';
import { AppError } from '../shared/errors.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { inner, msg, term } from '../shared/messages.ts';
import { zSen } from '../shared/money.ts';
import { PRICE_LOCKED, ongoingPromotions } from './ongoing-promotions.ts';


/**
 * A change to one SKU: a product's own SKU, or one option's. Price and stock go to the SKU;
 * name, discounted price and visibility belong to the product (an option's patch changes its
 * product's). Absent fields stay as they are; a null discounted price removes it.
 */
export const ZSkuPatch = z.object(
  {
    sku: ZSku,
    nameEn: ZProductName.optional(),
    priceSen: zSen(term('fields.price'), MONEY_LIMITS.priceSen).optional(),
    discountedPriceSen: zSen(term('fields.discountedPrice'), MONEY_LIMITS.priceSen).nullable().optional(),
    stock: ZStock.optional(),
    visibility: z.enum(VISIBILITIES, { error: M.visibilityInvalid }).optional(),
  },
  { error: M.skuRequired },
);
export type TSkuPatch = z.infer<typeof ZSkuPatch>;

export interface PatchFailure {
  /** Index of the patch in the list given. */
  index: number;
  sku: string;
  field: string;
  message: string;
  /** A refusal with a code of its own; others are PRODUCT.INVALID. */
  code?: string;
}

const CHUNK = 500;

async function inChunks<T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

/**
 * Checks patches against the stored catalogue without writing: unknown SKUs; price and stock
 * on the product SKU of a product with variants (they belong to its options); a discounted
 * price on a product with variants (it has none); a price or discounted price that differs from
 * the stored one while the product is in a promotion (ongoingPromotions); a discounted price not
 * below the price, counting the stored price and discounted price for the fields a patch leaves
 * as they are.
 */
export async function checkSkuPatches(ctx: Ctx, patches: TSkuPatch[]): Promise<PatchFailure[]> {
  const skus = [...new Set(patches.map((p) => p.sku))];
  const products = await inChunks(skus, (chunk) =>
    ctx.db.product.findMany({
      where: { merchantId: ctx.merchantId, sku: { in: chunk } },
      select: { id: true, sku: true, priceSen: true, discountedPriceSen: true, _count: { select: { options: true } } },
    }),
  );
  const options = await inChunks(skus, (chunk) =>
    ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, sku: { in: chunk } }, select: { sku: true, productId: true, priceSen: true } }),
  );
  const productBySku = new Map(products.map((p) => [p.sku, p]));
  const optionBySku = new Map(options.map((o) => [o.sku, o]));
  const promotions = await ongoingPromotions(ctx, [...products.map((p) => p.id), ...options.map((o) => o.productId)]);
  const failures: PatchFailure[] = [];
  patches.forEach((patch, index) => {
    const fail = (field: string, message: string, code?: string) => failures.push({ index, sku: patch.sku, field, message, ...(code && { code }) });
    /** The first price field of the patch that differs from the stored one, if the product is in a promotion. */
    const locked = (productId: string, stored: Partial<Record<'priceSen' | 'discountedPriceSen', number | null>>) => {
      const promotion = promotions.get(productId);
      const field = promotion && (['priceSen', 'discountedPriceSen'] as const).find((f) => f in stored && patch[f] !== undefined && patch[f] !== stored[f]);
      if (!field) return false;
      fail(field, M.priceLocked(promotion.name), PRICE_LOCKED);
      return true;
    };
    const product = productBySku.get(patch.sku);
    if (!product) {
      const option = optionBySku.get(patch.sku);
      if (!option) return fail('sku', M.skuNotFound);
      if (patch.discountedPriceSen != null) return fail('discountedPriceSen', M.variantNoDiscount);
      locked(option.productId, { priceSen: option.priceSen });
      return;
    }
    if (product._count.options > 0) {
      if (patch.priceSen !== undefined || patch.stock !== undefined) return fail(patch.priceSen !== undefined ? 'priceSen' : 'stock', M.variantSaleFields);
      if (patch.discountedPriceSen != null) fail('discountedPriceSen', M.variantNoDiscount);
      return;
    }
    if (locked(product.id, product)) return;
    const price = patch.priceSen ?? product.priceSen;
    const discount = patch.discountedPriceSen !== undefined ? patch.discountedPriceSen : product.discountedPriceSen;
    if (discount != null && discount >= price) fail('discountedPriceSen', M.discountAbovePrice);
  });
  return failures;
}

/**
 * Applies patches in the caller's transaction. Product prices and stock that come from options
 * (the lowest price, the total stock) are worked out again; every stock movement is logged.
 */
export async function applySkuPatches(ctx: Ctx, patches: TSkuPatch[], note: string): Promise<{ products: number }> {
  const skus = [...new Set(patches.map((p) => p.sku))];
  const products = await inChunks(skus, (chunk) => ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, sku: { in: chunk } }, select: { id: true, sku: true } }));
  const options = await inChunks(skus, (chunk) =>
    ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, sku: { in: chunk } }, select: { id: true, sku: true, productId: true } }),
  );
  const productIdOf = new Map([...products.map((p) => [p.sku, p.id] as const), ...options.map((o) => [o.sku, o.productId] as const)]);
  const touched = [...new Set(skus.map((s) => productIdOf.get(s)).filter((id): id is string => Boolean(id)))];
  const before = await storedStockLines(ctx.db, ctx.merchantId, touched);
  const optionIdOf = new Map(options.map((o) => [o.sku, o.id]));
  for (const patch of patches) {
    const productId = productIdOf.get(patch.sku);
    if (!productId) continue;
    const productFields = {
      ...(patch.nameEn !== undefined && { nameEn: patch.nameEn }),
      ...(patch.discountedPriceSen !== undefined && { discountedPriceSen: patch.discountedPriceSen }),
      ...(patch.visibility !== undefined && { visibility: patch.visibility }),
    };
    const optionId = optionIdOf.get(patch.sku);
    const saleFields = { ...(patch.priceSen !== undefined && { priceSen: patch.priceSen }), ...(patch.stock !== undefined && { stock: patch.stock }) };
    if (optionId && Object.keys(saleFields).length) {
      await ctx.db.productOption.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: optionId } }, data: saleFields });
    }
    const data = optionId ? productFields : { ...productFields, ...saleFields };
    if (Object.keys(data).length) await ctx.db.product.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: productId } }, data });
  }
  await refreshFromOptions(ctx, touched);
  await refreshSearchText(ctx, [...new Set(patches.filter((p) => p.nameEn !== undefined).map((p) => productIdOf.get(p.sku)).filter((id): id is string => Boolean(id)))]);
  await logStock(ctx, before, await storedStockLines(ctx.db, ctx.merchantId, touched), note);
  await inChunks(touched, async (chunk) => (await markEdited(ctx.db, ctx.merchantId, chunk, ctx.now()), []));
  if (touched.length) await touchCatalogue(ctx);
  return { products: touched.length };
}

/** A product with options shows their lowest price and their total stock. */
async function refreshFromOptions(ctx: Ctx, productIds: string[]): Promise<void> {
  const groups = await inChunks(productIds, (chunk) =>
    ctx.db.productOption.groupBy({ by: ['productId'], where: { merchantId: ctx.merchantId, productId: { in: chunk } }, _min: { priceSen: true }, _sum: { stock: true } }),
  );
  for (const g of groups) {
    await ctx.db.product.update({
      where: { merchantId_id: { merchantId: ctx.merchantId, id: g.productId } },
      data: { priceSen: g._min.priceSen ?? 0, stock: g._sum.stock ?? 0 },
    });
  }
}

/** A renamed product is found by its new name. */
async function refreshSearchText(ctx: Ctx, productIds: string[]): Promise<void> {
  const products = await inChunks(productIds, (chunk) =>
    ctx.db.product.findMany({
      where: { merchantId: ctx.merchantId, id: { in: chunk } },
      select: { id: true, sku: true, nameEn: true, nameCn: true, nameBm: true, options: { select: { sku: true }, orderBy: [{ variant: { sort: 'asc' } }, { sort: 'asc' }] } },
    }),
  );
  for (const p of products) {
    await ctx.db.product.update({
      where: { merchantId_id: { merchantId: ctx.merchantId, id: p.id } },
      data: { searchText: searchTextOf({ ...p, variants: [{ options: p.options }] }) },
    });
  }
}

export const ZQuickUpdateInput = z.object({ patches: z.array(ZSkuPatch).min(1).max(500) });

/**
 * Quick edit of price, stock and visibility from the list. All patches or none: a refused one
 * is reported on its field (patches.{index}.{field}) and nothing is written. A SKU that is not
 * found is not repeated back: to the caller it is the same as another merchant's SKU.
 */
export function quickUpdateProducts(ctx: Ctx, patches: TSkuPatch[]): Promise<{ products: number }> {
  return audited(ctx, { action: msg('log.catalogue.quickEdit', { count: patches.length }), category: 'manage' }, async (tx) => {
    const [failure] = await checkSkuPatches(tx, patches);
    if (failure?.message === M.skuNotFound) throw new AppError('PRODUCT.SKU_NOT_FOUND', failure.message, 'not_found', `patches.${failure.index}.sku`);
    if (failure) throw new AppError(failure.code ?? 'PRODUCT.INVALID', msg('catalogue.skuRefused', { sku: failure.sku, reason: inner(failure.message) }), 'invalid', `patches.${failure.index}.${failure.field}`);
    return applySkuPatches(tx, patches, STOCK_NOTES.quickEdit);
  });
}
