import type { TProductRow } from '../../../../core/catalogue/product-list.ts';
import type { VISIBILITIES } from '../../../../core/catalogue/constants.ts';
import type { TProductPromotion } from '../../../../core/catalogue/price-lock.ts';

type Visibility = (typeof VISIBILITIES)[number];

/** What quick edit can change on one SKU; absent fields stay as they are. */
export interface SkuChange {
  priceSen?: number;
  discountedPriceSen?: number | null;
  stock?: number;
  visibility?: Visibility;
}
export type ChangeField = keyof SkuChange;

/**
 * One editable line of the grid: a product's own SKU, or one of its options' SKUs. A product
 * with options takes price and stock from them; it keeps its visibility (and has no discount).
 * The prices of a product in a promotion are not editable: lockedBy names the campaign on the
 * lines that carry them.
 */
export interface QuickEditLine {
  sku: string;
  kind: 'product' | 'option';
  name: string;
  product: TProductRow;
  stored: Required<SkuChange>;
  editable: ReadonlySet<ChangeField>;
  lockedBy: TProductPromotion | null;
}

const PRICES: readonly ChangeField[] = ['priceSen', 'discountedPriceSen'];

/** The fields a line offers, without the prices a promotion locks. */
const editableOf = (fields: ChangeField[], lockedBy: TProductPromotion | null) => new Set(lockedBy ? fields.filter((f) => !PRICES.includes(f)) : fields);

export function linesOf(products: readonly TProductRow[]): QuickEditLine[] {
  return products.flatMap((p) => {
    const hasOptions = p.options.length > 0;
    const ownLock = hasOptions ? null : p.promotion;
    const own: QuickEditLine = {
      sku: p.sku,
      kind: 'product',
      name: p.nameEn,
      product: p,
      stored: { priceSen: p.priceSen, discountedPriceSen: p.discountedPriceSen, stock: p.stock, visibility: p.visibility },
      editable: editableOf(hasOptions ? ['visibility'] : p.stockUnlimited ? ['priceSen', 'discountedPriceSen', 'visibility'] : ['priceSen', 'discountedPriceSen', 'stock', 'visibility'], ownLock),
      lockedBy: ownLock,
    };
    const options = p.options.map(
      (o): QuickEditLine => ({
        sku: o.sku,
        kind: 'option',
        name: o.name,
        product: p,
        stored: { priceSen: o.priceSen, discountedPriceSen: null, stock: o.stock, visibility: p.visibility },
        editable: editableOf(['priceSen', 'stock'], p.promotion),
        lockedBy: p.promotion,
      }),
    );
    return [own, ...options];
  });
}

/** The changes with one field of one line set; a value back to the stored one is no change. */
export function withChange(changes: ReadonlyMap<string, SkuChange>, line: QuickEditLine, field: ChangeField, value: SkuChange[ChangeField]): Map<string, SkuChange> {
  const next = new Map(changes);
  const change: SkuChange = { ...next.get(line.sku) };
  if (Object.is(value, line.stored[field])) delete change[field];
  else Object.assign(change, { [field]: value });
  if (Object.keys(change).length === 0) next.delete(line.sku);
  else next.set(line.sku, change);
  return next;
}

/** A line's value of a field: as changed, or as stored. */
export function valueOf<F extends ChangeField>(changes: ReadonlyMap<string, SkuChange>, line: QuickEditLine, field: F): Required<SkuChange>[F] {
  const change = changes.get(line.sku);
  return change && field in change ? (change[field] as Required<SkuChange>[F]) : line.stored[field];
}
