import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited, writeLog } from '../user-logs/audited.ts';
import { MARKETPLACE_CATEGORY } from './constants.ts';
import type { MarketplacePlatform } from './port.ts';
import { ZPlatform, shopRow, type ShopRow } from './shops.ts';
import { pushShopStock } from './stock-push.ts';

/** A product sync page: /manage/products/sync2{platform}/shop/{sid}/product/{id}. */
export const ZProductSyncRef = z.object({ platform: ZPlatform, shopId: z.string().min(1), productId: z.string().min(1) });
export type TProductSyncRef = z.output<typeof ZProductSyncRef>;
export const ZProductMapInput = ZProductSyncRef.extend({ marketplaceProductId: z.string().min(1), optionId: z.string().min(1).nullable() });
export const ZProductUnmapInput = ZProductSyncRef.extend({ marketplaceProductId: z.string().min(1) });

const ZListed = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  variantName: z.string(),
  mapping: z.string(),
  stock: z.number().int(),
  priceSen: z.number().int(),
  pushedStock: z.number().int().nullable(),
  pushedPriceSen: z.number().int().nullable(),
});

/** The product, or one of its variants' options, with the shop's marketplace products mapped to it. */
const ZSyncLine = z.object({ optionId: z.string().nullable(), sku: z.string(), name: z.string(), stock: z.number().int(), stockUnlimited: z.boolean(), priceSen: z.number().int(), listed: z.array(ZListed) });

export const ZProductSyncView = z.object({
  shop: z.object({ id: z.string(), platform: ZPlatform, storeName: z.string(), shopId: z.string() }),
  product: z.object({ id: z.string(), sku: z.string(), name: z.string() }),
  lines: z.array(ZSyncLine),
});
export type TProductSyncView = z.infer<typeof ZProductSyncView>;

/** The shop of the page's platform: another platform's shop id is not found, as an unknown one is. */
async function platformShop(ctx: Ctx, platform: MarketplacePlatform, id: string): Promise<ShopRow> {
  const shop = await shopRow(ctx, id);
  if (shop.platform !== platform) throw notFound('marketplaceShop');
  return shop;
}

async function catalogueProduct(ctx: Ctx, id: string) {
  const product = await ctx.db.product.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { id: true, sku: true, nameEn: true, priceSen: true, stock: true, stockUnlimited: true } });
  if (!product) throw notFound('product');
  return product;
}

/**
 * A catalogue product on one shop: the product (or, with variants, each option) with the shop's
 * marketplace products mapped to it, their stock and price as last pushed beside the catalogue's.
 */
export async function productSyncView(ctx: Ctx, raw: z.input<typeof ZProductSyncRef>): Promise<TProductSyncView> {
  const ref = ZProductSyncRef.parse(raw);
  const shop = await platformShop(ctx, ref.platform, ref.shopId);
  const product = await catalogueProduct(ctx, ref.productId);
  const [options, listed] = await Promise.all([
    ctx.db.productOption.findMany({ where: { merchantId: ctx.merchantId, productId: product.id }, select: { id: true, name: true, sku: true, stock: true, priceSen: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    ctx.db.marketplaceProduct.findMany({
      where: { merchantId: ctx.merchantId, shopId: shop.id, productId: product.id },
      select: { id: true, sku: true, name: true, variantName: true, mapping: true, stock: true, priceSen: true, pushedStock: true, pushedPriceSen: true, optionId: true },
      orderBy: [{ sku: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const listedOn = (optionId: string | null) => listed.filter((l) => l.optionId === optionId).map(({ optionId: _, ...l }) => l);
  const own = { optionId: null, sku: product.sku, name: product.nameEn, stock: product.stock, stockUnlimited: product.stockUnlimited, priceSen: product.priceSen, listed: listedOn(null) };
  const lines = [
    // A product with variants shows its own line only when something is mapped to the product as a whole.
    ...(options.length === 0 || own.listed.length > 0 ? [own] : []),
    ...options.map((o) => ({ optionId: o.id, sku: o.sku, name: o.name, stock: o.stock, stockUnlimited: product.stockUnlimited, priceSen: o.priceSen, listed: listedOn(o.id) })),
  ];
  return { shop: { id: shop.id, platform: ref.platform, storeName: shop.storeName, shopId: shop.shopId }, product: { id: product.id, sku: product.sku, name: product.nameEn }, lines };
}

/** Maps a marketplace product of the shop to the product or one of its options; its stock and price go out on the next push. */
export async function mapToProduct(ctx: Ctx, raw: z.input<typeof ZProductMapInput>): Promise<void> {
  const input = ZProductMapInput.parse(raw);
  const shop = await platformShop(ctx, input.platform, input.shopId);
  const product = await catalogueProduct(ctx, input.productId);
  if (input.optionId && !(await ctx.db.productOption.findFirst({ where: { merchantId: ctx.merchantId, id: input.optionId, productId: product.id }, select: { id: true } }))) throw notFound('product');
  const listed = await ctx.db.marketplaceProduct.findFirst({ where: { merchantId: ctx.merchantId, shopId: shop.id, id: input.marketplaceProductId }, select: { id: true, sku: true } });
  if (!listed) throw notFound('marketplaceProduct');
  await audited(ctx, { action: msg('log.marketplaces.productMapped', { sku: listed.sku, product: product.sku, name: shop.storeName }), category: MARKETPLACE_CATEGORY }, (tx) =>
    tx.db.marketplaceProduct.updateMany({
      where: { merchantId: tx.merchantId, id: listed.id },
      data: { mapping: 'mapped', productId: product.id, optionId: input.optionId, pushedStock: null, pushedPriceSen: null },
    }),
  );
}

/** Unmaps a marketplace product of the shop from the product: it is no longer pushed to. */
export async function unmapFromProduct(ctx: Ctx, raw: z.input<typeof ZProductUnmapInput>): Promise<void> {
  const input = ZProductUnmapInput.parse(raw);
  const shop = await platformShop(ctx, input.platform, input.shopId);
  const product = await catalogueProduct(ctx, input.productId);
  const listed = await ctx.db.marketplaceProduct.findFirst({ where: { merchantId: ctx.merchantId, shopId: shop.id, id: input.marketplaceProductId, productId: product.id }, select: { id: true, sku: true } });
  if (!listed) throw notFound('marketplaceProduct');
  await audited(ctx, { action: msg('log.marketplaces.productUnmapped', { sku: listed.sku, product: product.sku, name: shop.storeName }), category: MARKETPLACE_CATEGORY }, (tx) =>
    tx.db.marketplaceProduct.updateMany({ where: { merchantId: tx.merchantId, id: listed.id }, data: { mapping: 'unmapped', productId: null, optionId: null, pushedStock: null, pushedPriceSen: null } }),
  );
}

/** Push now: the product's stock and price pushed to its marketplace products on the shop, changed or not. */
export async function pushProductNow(ctx: Ctx, raw: z.input<typeof ZProductSyncRef>): Promise<{ pushed: number }> {
  const ref = ZProductSyncRef.parse(raw);
  const shop = await platformShop(ctx, ref.platform, ref.shopId);
  const product = await catalogueProduct(ctx, ref.productId);
  const pushed = await pushShopStock(ctx, shop, { productId: product.id });
  if (pushed) await writeLog(ctx, { action: msg('log.marketplaces.pushed', { sku: product.sku, count: pushed, name: shop.storeName }), category: MARKETPLACE_CATEGORY });
  return { pushed };
}
