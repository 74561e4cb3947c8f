import { CHECKOUT_MESSAGES as CM } from '../checkout/messages.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from '../mix-match/constants.ts';
import { AppError } from '../shared/errors.ts';
import type { CartSetLine, PricedSet, SetRules } from './types.ts';

/** One product the buyer picked in a set: a MixMatchProduct id and how many units of it. */
export interface SetPick {
  mixMatchProductId: string;
  qty: number;
}

/**
 * The price of one set for the buyer's picks: the set's price plus each picked unit's
 * additional price. The picks must name products of the set, stay within each product's stock
 * in the set, and fill every selection with exactly its required purchase number; the set must
 * be shown and in stock. Otherwise an AppError names the field ('picks.0.qty', 'selections.1').
 * How many sets the buyer takes, and the set's own stock for them, are priceSets'.
 */
export function priceSet(set: SetRules, picks: readonly SetPick[]): { unitPriceSen: number } {
  if (!set.active) throw new AppError(C.setUnavailable, M.setUnavailable, 'invalid', 'mixMatchId');
  if (set.stock < 1) throw new AppError(C.setOutOfStock, M.setOutOfStock, 'invalid', 'mixMatchId');
  const entries = new Map(set.selections.flatMap((selection, index) => selection.products.map((product) => [product.id, { index, product }] as const)));
  const picked = new Map<string, number>();
  const filled = set.selections.map(() => 0);
  let unitPriceSen = set.priceSen;
  for (const [i, pick] of picks.entries()) {
    if (!Number.isSafeInteger(pick.qty) || pick.qty < 1) throw new AppError(C.pickInvalid, M.pickQtyInvalid, 'invalid', `picks.${i}.qty`);
    const entry = entries.get(pick.mixMatchProductId);
    if (!entry) throw new AppError(C.pickUnknown, M.pickUnknown, 'invalid', `picks.${i}.mixMatchProductId`);
    const qty = (picked.get(pick.mixMatchProductId) ?? 0) + pick.qty;
    if (qty > entry.product.stock) throw new AppError(C.pickStock, M.pickStock, 'invalid', `picks.${i}.qty`);
    picked.set(pick.mixMatchProductId, qty);
    filled[entry.index]! += pick.qty;
    unitPriceSen += pick.qty * entry.product.additionalPriceSen;
  }
  const unfilled = set.selections.findIndex((selection, index) => filled[index] !== selection.requiredQty);
  if (unfilled >= 0) {
    throw new AppError(C.selectionUnfilled, M.selectionUnfilled(set.selections[unfilled]!.requiredQty), 'invalid', `selections.${unfilled}`);
  }
  return { unitPriceSen };
}

/** An error of a set's rules, named under the cart's sets (sets.0.picks.1.qty). */
const underSet = (index: number, error: unknown) =>
  error instanceof AppError ? new AppError(error.code, error.message, error.kind, `sets.${index}${error.field ? `.${error.field}` : ''}`) : error;

/**
 * Prices the cart's mix-and-match sets: each must be one of the merchant's sets (loaded into
 * line.set), priced by priceSet for the buyer's picks, with the set's own stock for qty sets and
 * each picked product's stock in the set for qty sets' worth of its units. The label lists the
 * picks as the buyer chose them; the weight is one set's.
 */
export function priceSets(lines: readonly CartSetLine[]): PricedSet[] {
  return lines.map((line, index) => {
    const set = line.set;
    if (!set) throw new AppError('CHECKOUT.SET_UNAVAILABLE', CM.setUnavailable, 'not_found', `sets.${index}.mixMatchId`);
    let unitPriceSen: number;
    try {
      unitPriceSen = priceSet(set, line.picks).unitPriceSen;
    } catch (error) {
      throw underSet(index, error);
    }
    if (set.stock < line.qty) throw new AppError('CHECKOUT.SET_STOCK', CM.setStock(set.nameEn), 'invalid', `sets.${index}.qty`);
    const entries = new Map(set.selections.flatMap((selection) => selection.products.map((p) => [p.id, p] as const)));
    let weightGrams = 0;
    const labels = line.picks.map((pick, p) => {
      // priceSet has checked that every pick names an entry of the set.
      const entry = entries.get(pick.mixMatchProductId)!;
      if (entry.stock < pick.qty * line.qty) throw new AppError('CHECKOUT.SET_STOCK', CM.outOfStock(entry.productName || set.nameEn), 'invalid', `sets.${index}.picks.${p}.qty`);
      weightGrams += entry.weightGrams * pick.qty;
      return `${entry.productName}${entry.optionName ? ` (${entry.optionName})` : ''} ×${pick.qty}`;
    });
    return { mixMatchId: set.id, name: set.nameEn, picksLabel: labels.join('; '), picks: line.picks, qty: line.qty, unitPriceSen, weightGrams, lineTotalSen: unitPriceSen * line.qty };
  });
}
