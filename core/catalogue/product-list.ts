import { z } from 'zod';
import { fromBigInt } from '../db/bigint.ts';
import { keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { ZPageInput, skipTake, zPage } from '../shared/pagination.ts';
import { localDate } from '../shared/time.ts';
import { VISIBILITIES } from './constants.ts';
import { pictureSources } from './media.ts';
import { descendantsOf } from './category-tree.ts';
import { ongoingPromotions } from './ongoing-promotions.ts';
import { ZProductPromotion } from './price-lock.ts';

export const PRODUCT_SORTS = ['default', 'newest', 'oldest', 'a_z', 'z_a', 'monthly_sales', 'monthly_units'] as const;
export const STOCK_FILTERS = ['in_stock', 'out_of_stock', 'unlimited'] as const;
export const PRICE_OPS = ['gt', 'lt', 'eq'] as const;

export const ZProductListInput = ZPageInput.extend({
  search: z.string().trim().max(100).optional(),
  categoryId: z.string().optional(),
  brandId: z.string().optional(),
  tagId: z.string().optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  price: z.object({ op: z.enum(PRICE_OPS), sen: z.number().int().min(0).max(MONEY_LIMITS.priceSen) }).optional(),
  sort: z.enum(PRODUCT_SORTS).default('default'),
});
export type TProductListInput = z.infer<typeof ZProductListInput>;

export const ZProductRow = z.object({
  id: z.string(),
  sku: z.string(),
  nameEn: z.string(),
  thumb: z.string().nullable(),
  priceSen: z.number().int(),
  discountedPriceSen: z.number().int().nullable(),
  stock: z.number().int(),
  stockUnlimited: z.boolean(),
  visibility: z.enum(VISIBILITIES),
  brandName: z.string().nullable(),
  categoryNames: z.array(z.string()),
  options: z.array(z.object({ id: z.string(), sku: z.string(), name: z.string(), priceSen: z.number().int(), stock: z.number().int() })),
  monthSalesSen: z.number().int(),
  monthUnits: z.number().int(),
  promotion: ZProductPromotion.nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TProductRow = z.infer<typeof ZProductRow>;
export const ZProductPage = zPage(ZProductRow);

const ORDER = {
  default: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  a_z: [{ nameEn: 'asc' }, { id: 'asc' }],
  z_a: [{ nameEn: 'desc' }, { id: 'desc' }],
} as const;

async function whereOf(ctx: Ctx, input: TProductListInput) {
  const categoryIds = input.categoryId ? await descendantsOf(ctx, input.categoryId) : null;
  const priceFilter = input.price && { [{ gt: 'gt', lt: 'lt', eq: 'equals' }[input.price.op]]: input.price.sen };
  return {
    merchantId: ctx.merchantId,
    // The search text is the lower-cased SKUs and names.
    ...(input.search && { searchText: keyContains(input.search) }),
    ...(categoryIds && { categories: { some: { categoryId: { in: categoryIds } } } }),
    ...(input.brandId && { brandId: input.brandId }),
    ...(input.tagId && { tags: { some: { tagId: input.tagId } } }),
    ...(input.visibility && { visibility: input.visibility }),
    ...(input.stock === 'unlimited' && { stockUnlimited: true }),
    ...(input.stock === 'in_stock' && { OR: [{ stockUnlimited: true }, { stock: { gt: 0 } }] }),
    ...(input.stock === 'out_of_stock' && { stockUnlimited: false, stock: { lte: 0 } }),
    ...(priceFilter && { priceSen: priceFilter }),
  };
}

type ProductWhere = Awaited<ReturnType<typeof whereOf>>;
type MonthlySort = 'monthly_sales' | 'monthly_units';

/**
 * A page of the monthly sorts, ordered and paged by the database: first the products with
 * sales (or units) this month, from the highest down (ties by name, then id), read from
 * ProductSalesMonth through its (merchantId, month, salesSen|units) index; then, when the page
 * reaches past them, the products without any, by name and id. A product sold for nothing (a
 * month row at 0) counts as without, as it ranks with them.
 */
async function monthlyPage(ctx: Ctx, where: ProductWhere, sort: MonthlySort, month: string, page: { skip: number; take: number }): Promise<string[]> {
  const field = sort === 'monthly_sales' ? 'salesSen' : 'units';
  const sold = { merchantId: ctx.merchantId, month, [field]: { gt: 0 }, product: where };
  const soldCount = await ctx.db.productSalesMonth.count({ where: sold });
  const ids: string[] = [];
  if (page.skip < soldCount) {
    const rows = await ctx.db.productSalesMonth.findMany({
      where: sold,
      orderBy: [{ [field]: 'desc' }, { product: { nameEn: 'asc' } }, { productId: 'asc' }],
      select: { productId: true },
      skip: page.skip,
      take: page.take,
    });
    ids.push(...rows.map((r) => r.productId));
  }
  const left = page.take - ids.length;
  if (left > 0) {
    const rows = await ctx.db.product.findMany({
      where: { AND: [where, { salesMonths: { none: { month, [field]: { gt: 0 } } } }] },
      orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
      select: { id: true },
      skip: Math.max(0, page.skip - soldCount),
      take: left,
    });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * The product list: search (SKU and names), filters, sorts, a price filter and pages. The
 * monthly sorts rank by this merchant-local month's sales or units sold. Each row names the
 * discount campaign the product is in now, which locks its prices.
 */
export async function listProducts(ctx: Ctx, input: TProductListInput) {
  const where = await whereOf(ctx, input);
  const month = localDate(ctx.now(), ctx.timeZone).slice(0, 7);
  const total = await ctx.db.product.count({ where });
  const pageIds =
    input.sort === 'monthly_sales' || input.sort === 'monthly_units'
      ? await monthlyPage(ctx, where, input.sort, month, skipTake(input))
      : (await ctx.db.product.findMany({ where, select: { id: true }, orderBy: [...ORDER[input.sort]], ...skipTake(input) })).map((r) => r.id);
  const promotions = await ongoingPromotions(ctx, pageIds);
  const rows = await ctx.db.product.findMany({
    where: { merchantId: ctx.merchantId, id: { in: pageIds } },
    include: {
      brand: { select: { nameEn: true } },
      categories: { select: { category: { select: { nameEn: true } } } },
      images: { orderBy: { sort: 'asc' }, take: 1 },
      options: { orderBy: [{ variant: { sort: 'asc' } }, { sort: 'asc' }], select: { id: true, sku: true, name: true, priceSen: true, stock: true } },
      salesMonths: { where: { month }, select: { salesSen: true, units: true } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = pageIds.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const main = p.images[0];
    return [
      {
        id: p.id,
        sku: p.sku,
        nameEn: p.nameEn,
        thumb: main ? pictureSources(ctx.merchantId, main).thumb : null,
        priceSen: p.priceSen,
        discountedPriceSen: p.discountedPriceSen,
        stock: p.stock,
        stockUnlimited: p.stockUnlimited,
        visibility: p.visibility === 'hidden' ? ('hidden' as const) : ('public' as const),
        brandName: p.brand?.nameEn ?? null,
        categoryNames: p.categories.map((c) => c.category.nameEn),
        options: p.options,
        monthSalesSen: fromBigInt(p.salesMonths[0]?.salesSen ?? 0),
        monthUnits: fromBigInt(p.salesMonths[0]?.units ?? 0),
        promotion: promotions.get(p.id) ?? null,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      },
    ];
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
}
