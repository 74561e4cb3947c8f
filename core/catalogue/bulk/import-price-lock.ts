import type { Ctx } from '../../shared/context.ts';
import type { RowError } from '../../sheets/sheet-header.ts';
import { CATALOGUE_MESSAGES as M } from '../constants.ts';
import { lockedPriceChanges } from '../ongoing-promotions.ts';
import type { TProductInput } from '../product-schema.ts';
import type { SkuRows } from './import-checks.ts';
import { PRODUCT_COLUMNS as C } from './product-columns.ts';

/** A product of a file that updates a stored one. */
export interface StoredUpdate {
  productId: string;
  input: TProductInput;
  rows: SkuRows;
}

const OPTION_PRICE = /^variants\.(\d+)\.options\.(\d+)\.priceSen$/;

/** The cell of a changed price: the product's price columns on its first row, an option's price on the option's row. */
function cellOf(field: string, input: TProductInput, rows: SkuRows): { row: number; column: string } {
  const option = OPTION_PRICE.exec(field);
  if (option) {
    const [variant, index] = [Number(option[1]), Number(option[2])];
    const flat = input.variants.slice(0, variant).reduce((sum, v) => sum + v.options.length, 0) + index;
    return { row: rows.optionRows[flat] ?? rows.firstRow, column: C.optionPrice };
  }
  const column = { priceSen: C.price, discountedPriceSen: C.discountedPrice }[field] ?? C.variant;
  return { row: rows.firstRow, column };
}

/**
 * By product id, the refusals of a file's products that would change the price of a product in
 * a promotion, each on the cell of the price it changes. Judged when the file is read and again
 * in the commit's transaction (a campaign may have started meanwhile).
 */
export async function priceLockErrors(ctx: Ctx, updates: readonly StoredUpdate[]): Promise<Map<string, RowError[]>> {
  const errors = new Map<string, RowError[]>();
  if (updates.length === 0) return errors;
  const locked = await lockedPriceChanges(ctx, new Map(updates.map((u) => [u.productId, u.input])));
  for (const { productId, input, rows } of updates) {
    const change = locked.get(productId);
    if (change) errors.set(productId, change.fields.map((field) => ({ ...cellOf(field, input, rows), reason: M.priceLocked(change.promotion.name) })));
  }
  return errors;
}
