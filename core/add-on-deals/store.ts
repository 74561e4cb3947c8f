import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { sellingPriceSen } from '../campaigns/product-prices.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { periodStatus } from '../shared/promotion-period.ts';
import type { AddOnDealTypeId } from './constants.ts';
import { addOnDiscountSen } from './item-discount.ts';
import type { TAddOnDeal, TAddOnDealRow } from './schema.ts';

export const DEAL_NOT_FOUND = 'addOnDeal';

const PRODUCT = { select: { nameEn: true, sku: true, priceSen: true, discountedPriceSen: true } } as const;
const ITEM_ORDER: Prisma.AddOnDealItemOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];

/** What the list's row and the deal's page both show. */
const DEAL_FIELDS = { id: true, name: true, type: true, purchaseLimit: true, startAt: true, endAt: true, createdAt: true } as const;

const DEAL_SELECT = {
  ...DEAL_FIELDS,
  updatedAt: true,
  mainProducts: { select: { productId: true, product: PRODUCT }, orderBy: { product: { nameEn: 'asc' } } },
  items: {
    orderBy: ITEM_ORDER,
    select: { id: true, productId: true, priceSen: true, stock: true, soldCount: true, purchaseLimit: true, active: true, sort: true, product: PRODUCT },
  },
} as const;

export const ROW_SELECT = { ...DEAL_FIELDS, _count: { select: { mainProducts: true, items: true } } } as const;
type Row = Prisma.AddOnDealGetPayload<{ select: typeof ROW_SELECT }>;

export function toRow(ctx: Ctx, { _count, ...row }: Row): TAddOnDealRow {
  return { ...row, type: row.type as AddOnDealTypeId, status: periodStatus(row, ctx.now()), mainProductCount: _count.mainProducts, itemCount: _count.items };
}

type ProductFields = { productId: string; product: { nameEn: string; sku: string; priceSen: number; discountedPriceSen: number | null } };
const productRef = ({ productId, product }: ProductFields) => ({
  productId,
  productName: product.nameEn,
  sku: product.sku,
  productPriceSen: sellingPriceSen(product, null),
});

/** A deal of this merchant with its main and add-on products; not found for another merchant's id. */
export async function loadDeal(ctx: Ctx, id: string): Promise<TAddOnDeal> {
  const row = await ctx.db.addOnDeal.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: DEAL_SELECT });
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return {
    ...row,
    type: row.type as AddOnDealTypeId,
    status: periodStatus(row, ctx.now()),
    mainProducts: row.mainProducts.map(productRef),
    items: row.items.map(({ product, productId, ...item }) => {
      const ref = productRef({ productId, product });
      return { ...item, ...ref, discountSen: addOnDiscountSen(ref.productPriceSen, item.priceSen) };
    }),
  };
}

/** The saved period and add-on items of a deal, for the update rules. */
export async function savedDeal(ctx: Ctx, id: string) {
  const row = await ctx.db.addOnDeal.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { name: true, startAt: true, endAt: true, items: { select: { productId: true, soldCount: true } } },
  });
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return row;
}
