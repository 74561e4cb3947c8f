import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { PRODUCT_COLUMNS, type ProductColumn } from './product-columns.ts';
import type { ProductGroup } from './product-from-rows.ts';
import { type RowError, type SheetHeader, cellOf } from '../../sheets/sheet-header.ts';
import type { SheetRow } from '../../sheets/sheet-reader.ts';

/** A group of rows, or a row refused before it could join one. */
export type GroupedRows = { group: ProductGroup } | { refused: SheetRow; error: RowError };

/**
 * Gathers the data rows into products: consecutive rows with the same Product SKU. A product
 * whose rows are split by another product's is refused where it starts again, naming the row
 * where it first appeared. Only the product SKUs seen so far are kept, so memory grows with
 * the number of products, never with their contents.
 */
export async function* productGroups(rows: AsyncIterable<SheetRow>, header: SheetHeader<ProductColumn>): AsyncGenerator<GroupedRows> {
  const firstRowOf = new Map<string, number>();
  let current: ProductGroup | null = null;
  for await (const row of rows) {
    const sku = cellOf(header, row, 'sku').trim();
    if (current && sku === current.sku) {
      current.rows.push(row);
      continue;
    }
    if (current) yield { group: current };
    current = null;
    if (sku === '') {
      yield { refused: row, error: { row: row.number, column: PRODUCT_COLUMNS.sku, reason: B.skuRequired } };
      continue;
    }
    const earlier = firstRowOf.get(sku);
    if (earlier !== undefined) {
      yield { refused: row, error: { row: row.number, column: PRODUCT_COLUMNS.sku, reason: B.notConsecutive(sku, earlier) } };
      continue;
    }
    firstRowOf.set(sku, row.number);
    current = { sku, rows: [row] };
  }
  if (current) yield { group: current };
}
