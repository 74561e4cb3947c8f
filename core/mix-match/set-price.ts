import { AppError } from '../shared/errors.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from './constants.ts';

/** A set as checkout prices it (loadSets reads it). */
export interface PricedSet {
  priceSen: number;
  stock: number;
  active: boolean;
  selections: {
    id: string;
    requiredQty: number;
    products: { id: string; productId: string; optionId: string; additionalPriceSen: number; stock: number }[];
  }[];
}

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
 * How many sets the buyer takes, and the set's own stock for them, are the caller's.
 */
export function priceSet(set: PricedSet, picks: readonly SetPick[]): { unitPriceSen: number } {
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
