import { addOnDealsInForce } from '../add-on-deals/active-deals.ts';
import { activeCampaignPrices } from '../campaigns/active-prices.ts';
import { loadSets } from '../mix-match/load-sets.ts';
import { priceSet } from '../mix-match/set-price.ts';
import type { AddOnDealTerms, CampaignPrice, SetLine } from '../pricing/types.ts';
import { AppError } from '../shared/errors.ts';
import { loadCartProducts } from './cart-products.ts';
import type { TenantTx } from './context.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
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

/** An error of a set's rules, named under the cart's sets (sets.0.picks.1.qty). */
const underSet = (index: number, error: unknown) =>
  error instanceof AppError ? new AppError(error.code, error.message, error.kind, `sets.${index}${error.field ? `.${error.field}` : ''}`) : error;

/**
 * The cart's mix-and-match sets, each priced by its set's rules (core/mix-match priceSet) with
 * its stock checked for qty sets; the label lists the picks as the buyer chose them.
 */
export async function loadSetLines(tx: TenantTx, cartSets: readonly TCartSet[]): Promise<SetLine[]> {
  if (cartSets.length === 0) return [];
  const sets = await loadSets(tx.db, tx.merchantId, cartSets.map((s) => s.mixMatchId));
  const entries = new Map([...sets.values()].flatMap((set) => set.selections.flatMap((sel) => sel.products.map((p) => [p.id, p] as const))));
  const products = await loadCartProducts(tx, [...entries.values()].map((p) => p.productId));
  return cartSets.map((cartSet, index) => {
    const set = sets.get(cartSet.mixMatchId);
    if (!set) throw new AppError('CHECKOUT.SET_UNAVAILABLE', M.setUnavailable, 'not_found', `sets.${index}.mixMatchId`);
    let unitPriceSen: number;
    try {
      unitPriceSen = priceSet(set, cartSet.picks).unitPriceSen;
    } catch (error) {
      throw underSet(index, error);
    }
    if (set.stock < cartSet.qty) throw new AppError('CHECKOUT.SET_STOCK', M.setStock(set.nameEn), 'invalid', `sets.${index}.qty`);
    let weightGrams = 0;
    const labels = cartSet.picks.map((pick, p) => {
      const entry = entries.get(pick.mixMatchProductId)!;
      const product = products.get(entry.productId);
      if (entry.stock < pick.qty * cartSet.qty) throw new AppError('CHECKOUT.SET_STOCK', M.outOfStock(product?.nameEn ?? set.nameEn), 'invalid', `sets.${index}.picks.${p}.qty`);
      weightGrams += (product?.weightGrams ?? 0) * pick.qty;
      const option = product?.options.find((o) => o.id === entry.optionId);
      return `${product?.nameEn ?? ''}${option ? ` (${option.name})` : ''} ×${pick.qty}`;
    });
    return { mixMatchId: set.id, name: set.nameEn, picksLabel: labels.join('; '), picks: cartSet.picks, qty: cartSet.qty, unitPriceSen, weightGrams };
  });
}
