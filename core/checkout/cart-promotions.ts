import { addOnDealsInForce } from '../add-on-deals/active-deals.ts';
import { activeCampaignPrices } from '../campaigns/active-prices.ts';
import { loadSets } from '../mix-match/load-sets.ts';
import type { AddOnDealTerms, CampaignPrice, CartSetLine, SetTerms } from '../pricing/types.ts';
import { loadCartProducts } from './cart-products.ts';
import type { TenantTx } from './context.ts';
import type { TCartItem, TCartSet } from './schema.ts';

/** Discount campaign prices in force now for the cart's products, by campaignKey. */
export function loadCampaignPrices(tx: TenantTx, productIds: readonly string[], now: Date): Promise<ReadonlyMap<string, CampaignPrice>> {
  return productIds.length ? activeCampaignPrices(tx.db, tx.merchantId, [...new Set(productIds)], now) : Promise.resolve(new Map());
}

/** The add-on deals in force now that the cart's add-on lines name (none read when it has none). */
export async function loadCartAddOnDeals(tx: TenantTx, items: readonly TCartItem[], now: Date): Promise<AddOnDealTerms[]> {
  const named = new Set(items.flatMap((i) => (i.addOnDealId ? [i.addOnDealId] : [])));
  if (named.size === 0) return [];
  const deals = await addOnDealsInForce(tx.db, tx.merchantId, [...named], now);
  return deals.map((d) => ({ ...d, items: d.items.map((i) => ({ ...i, remaining: i.stock })) }));
}

/**
 * The cart's mix-and-match sets, each with the merchant's set it names (undefined for none) and
 * the name, option and weight of every product a buyer may pick in it. priceCart prices them.
 */
export async function loadCartSets(tx: TenantTx, cartSets: readonly TCartSet[]): Promise<CartSetLine[]> {
  if (cartSets.length === 0) return [];
  const sets = await loadSets(tx.db, tx.merchantId, cartSets.map((s) => s.mixMatchId));
  const productIds = [...sets.values()].flatMap((set) => set.selections.flatMap((sel) => sel.products.map((p) => p.productId)));
  const products = await loadCartProducts(tx, productIds);
  const terms = new Map(
    [...sets.values()].map((set): [string, SetTerms] => [
      set.id,
      {
        ...set,
        selections: set.selections.map((selection) => ({
          ...selection,
          products: selection.products.map((entry) => {
            const product = products.get(entry.productId);
            return {
              ...entry,
              productName: product?.nameEn ?? '',
              optionName: product?.options.find((o) => o.id === entry.optionId)?.name ?? '',
              weightGrams: product?.weightGrams ?? 0,
            };
          }),
        })),
      },
    ]),
  );
  return cartSets.map((cartSet) => ({ ...cartSet, set: terms.get(cartSet.mixMatchId) }));
}
