import type { Writable } from 'node:stream';
import type { TFileFormat } from '../../jobs/schema.ts';
import type { Ctx } from '../../shared/context.ts';
import { catalogueRowCount, productPages } from './catalogue-pages.ts';
import { loadCatalogueNames } from './catalogue-names.ts';
import { PRODUCT_HEADER } from './product-columns.ts';
import type { Progress } from './product-import.ts';
import { productToRows } from './product-to-rows.ts';
import { openSheetWriter } from '../../sheets/sheet-writer.ts';

/**
 * Writes the merchant's products to output in the import format, streamed from the database a
 * page at a time, so that the file imports back unchanged. Text that a spreadsheet would run
 * as a formula is guarded (see cell-text.ts).
 */
export async function exportProducts(ctx: Ctx, format: TFileFormat, output: Writable, progress: Progress): Promise<{ products: number; rows: number }> {
  const total = await catalogueRowCount(ctx);
  const names = await loadCatalogueNames(ctx);
  const sheet = await openSheetWriter(format, output, { header: PRODUCT_HEADER, sheetName: 'Products' });
  let products = 0;
  let rows = 0;
  for await (const page of productPages(ctx)) {
    for (const product of page) {
      for (const row of productToRows(product, names)) await sheet.write(row);
      rows += Math.max(1, product.variants.reduce((sum, v) => sum + v.options.length, 0));
      products++;
    }
    progress(rows, total);
  }
  await sheet.end();
  return { products, rows };
}
