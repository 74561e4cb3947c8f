import { sellingPriceSen } from '../campaigns/product-prices.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { periodWhere } from '../shared/promotion-period.ts';
import type { AddOnDealTypeId } from './constants.ts';
import { addOnDiscountSen } from './item-discount.ts';
import type { TStorefrontAddOnDeal } from './schema.ts';

const PRODUCT = { select: { nameEn: true, priceSen: true, discountedPriceSen: true } } as const;
const ON_SALE = { product: { visibility: 'public' } } as const;

/**
 * The merchant's add-on deals ongoing now, for its website: the main products whose purchase
 * opens each deal and its active add-on products with their deal price, discount, what the deal
 * has left and the per-order limit. Only products on sale (public) are listed, and a deal left
 * with no main product or no add-on is not. Soonest started first.
 */
export async function ongoingAddOnDeals(store: StorefrontCtx): Promise<TStorefrontAddOnDeal[]> {
  const rows = await store.db.addOnDeal.findMany({
    where: { merchantId: store.merchantId, ...periodWhere('ongoing', store.now()) },
    select: {
      id: true,
      name: true,
      type: true,
      purchaseLimit: true,
      startAt: true,
      endAt: true,
      mainProducts: { where: ON_SALE, select: { productId: true, product: PRODUCT }, orderBy: { product: { nameEn: 'asc' } } },
      items: {
        where: { active: true, ...ON_SALE },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        select: { productId: true, priceSen: true, stock: true, soldCount: true, purchaseLimit: true, product: PRODUCT },
      },
    },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  });
  const productOf = ({ productId, product }: { productId: string; product: { nameEn: string; priceSen: number; discountedPriceSen: number | null } }) => ({
    productId,
    name: product.nameEn,
    priceSen: sellingPriceSen(product, null),
  });
  return rows
    .filter((deal) => deal.mainProducts.length > 0 && deal.items.length > 0)
    .map(({ mainProducts, items, ...deal }) => ({
      ...deal,
      type: deal.type as AddOnDealTypeId,
      mainProducts: mainProducts.map(productOf),
      items: items.map((item) => {
        const product = productOf(item);
        return {
          ...product,
          addOnPriceSen: item.priceSen,
          discountSen: addOnDiscountSen(product.priceSen, item.priceSen),
          remaining: Math.max(0, item.stock - item.soldCount),
          purchaseLimit: item.purchaseLimit,
        };
      }),
    }));
}
