import { AppError } from '../shared/errors.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from './constants.ts';

/** A selection as far as the stock rules see it: saved entries carry their id. */
export interface StockSelection {
  id?: string;
  requiredQty: number;
  products: readonly { id?: string; stock: number }[];
}

const totalStock = (selection: StockSelection) => selection.products.reduce((sum, p) => sum + p.stock, 0);

/**
 * The products of every selection must together hold more than its required purchase number
 * (spec section 5: "total product stock must exceed the required purchase number"). A saved
 * selection that falls short because saved products were taken out gets the deletion message;
 * any other shortfall the spec's stock message. The field names the selection
 * ('selections.1.products').
 *
 * saved: the product entry ids each saved selection holds now (by selection id); none on create.
 */
export function stockShortfall(selections: readonly StockSelection[], saved: ReadonlyMap<string, ReadonlySet<string>> = new Map()): AppError | null {
  for (const [index, selection] of selections.entries()) {
    if (totalStock(selection) > selection.requiredQty) continue;
    const kept = new Set(selection.products.flatMap((p) => (p.id ? [p.id] : [])));
    const before = selection.id ? saved.get(selection.id) : undefined;
    const removed = before !== undefined && [...before].some((entryId) => !kept.has(entryId));
    return removed
      ? new AppError(C.removeStockNotEnough, M.removeStockNotEnough, 'invalid', `selections.${index}.products`)
      : new AppError(C.stockNotEnough, M.stockNotEnough, 'invalid', `selections.${index}.products`);
  }
  return null;
}

/** Whether the product at index can leave the selection and the rest still exceed its required purchase number. */
export function canRemoveProduct(selection: StockSelection, index: number): boolean {
  return totalStock(selection) - (selection.products[index]?.stock ?? 0) > selection.requiredQty;
}
