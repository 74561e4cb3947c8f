import type { StorefrontCtx } from '../checkout/context.ts';
import { productLineNamer } from '../shared/promotion-products.ts';
import { pictureOfKey } from '../uploads/promotion-pictures.ts';
import type { TStorefrontSet } from './schema.ts';

const NAMES = { nameEn: true, nameCn: true, nameBm: true } as const;
const TEXTS = { ...NAMES, descriptionEn: true, descriptionCn: true, descriptionBm: true } as const;
const BY_SORT = [{ sort: 'asc' as const }, { id: 'asc' as const }];

/**
 * The merchant's sets shown on its website (active), in the list's order, for a website to build
 * a cart: each set's picture, price, stock and categories, and each selection's required purchase
 * number and the products a buyer may pick (the ids a cart's picks name), with their additional
 * price and the set's stock of them.
 */
export async function activeMixMatchSets(store: StorefrontCtx): Promise<TStorefrontSet[]> {
  const rows = await store.db.mixMatch.findMany({
    where: { merchantId: store.merchantId, active: true },
    select: {
      id: true,
      ...TEXTS,
      imageKey: true,
      priceSen: true,
      stock: true,
      categories: { select: { category: { select: { id: true, ...NAMES } } }, orderBy: [{ category: { sort: 'asc' } }, { category: { nameEn: 'asc' } }] },
      selections: {
        orderBy: BY_SORT,
        select: {
          id: true,
          ...TEXTS,
          requiredQty: true,
          products: {
            orderBy: BY_SORT,
            select: { id: true, productId: true, optionId: true, variantName: true, additionalPriceSen: true, stock: true, product: { select: { nameEn: true, sku: true } } },
          },
        },
      },
    },
    orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
  });
  const named = await productLineNamer(store, rows.flatMap((r) => r.selections.flatMap((s) => s.products.map((p) => p.optionId))));
  return rows.map(({ imageKey, categories, selections, ...set }) => ({
    ...set,
    imageUrl: pictureOfKey(store.merchantId, imageKey).url,
    categories: categories.map((l) => l.category),
    selections: selections.map((selection) => ({
      ...selection,
      products: selection.products.map(named).map(({ sku: _sku, ...p }) => ({ ...p, optionId: p.optionId || null })),
    })),
  }));
}
