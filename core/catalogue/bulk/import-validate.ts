import type { TImportMode } from '../../jobs/schema.ts';
import type { Ctx } from '../../shared/context.ts';
import type { TProductInput } from '../product-schema.ts';
import { loadProductViews, viewAsInput } from '../product-views.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { inBatches } from './id-batches.ts';
import { judgeAgainstStore, judgeUploads, skuOwners, uploadPurposes, type SkuRows } from './import-checks.ts';
import { priceLockErrors } from './import-price-lock.ts';
import type { SpoolEntry } from './import-spool.ts';
import { PRODUCT_COLUMNS as C } from './product-columns.ts';
import { weightFromCell, type MappedProduct, type ProductFields, type ProductGroup } from './product-from-rows.ts';
import { validateProduct } from './product-validation.ts';
import type { RowError } from '../../sheets/sheet-header.ts';

export interface Judged {
  group: ProductGroup;
  errors: RowError[];
  /** The product ready to write, when it has no errors. */
  entry: SpoolEntry | null;
}

/**
 * What an update stores: the stored product with the file's columns laid over it, so a file
 * with a few columns changes only those. Options the file names keep their stored price and
 * stock when the file has no column for them.
 */
function withStored(fields: ProductFields, stored: TProductInput | undefined): unknown {
  if (!stored) return fields;
  const merged: Record<string, unknown> = { ...stored, ...fields };
  if (fields.variants) {
    const storedOptions = new Map(stored.variants.flatMap((v) => v.options).map((o) => [o.sku, o]));
    merged.variants = fields.variants.map((v) => ({
      name: v.name,
      options: v.options.map((o) => ({ ...o, priceSen: o.priceSen ?? storedOptions.get(o.sku ?? '')?.priceSen, stock: o.stock ?? storedOptions.get(o.sku ?? '')?.stock })),
    }));
  }
  return merged;
}

/** Every SKU a product of the file names, with the row and column it is on. */
function skuCells(mapped: MappedProduct): { sku: string; row: number; column: string }[] {
  const cells: { sku: string; row: number; column: string }[] = [{ sku: mapped.sku, row: mapped.origin.firstRow, column: C.sku }];
  (mapped.fields.variants ?? []).forEach((v, vi) =>
    v.options.forEach((o, oi) => {
      if (o.sku) cells.push({ sku: o.sku, row: mapped.origin.optionRows[vi]?.[oi] ?? mapped.origin.firstRow, column: C.optionSku });
    }),
  );
  return cells;
}

/**
 * Judges a chunk of products, with a handful of queries for the whole chunk: the schema, the
 * mode against the stored catalogue, SKUs used elsewhere (stored, or earlier in the file:
 * seenSkus remembers the first row of every SKU), pictures and files.
 */
export async function judgeChunk(ctx: Ctx, chunk: readonly { group: ProductGroup; mapped: MappedProduct }[], mode: TImportMode, seenSkus: Map<string, number>): Promise<Judged[]> {
  const owners = await skuOwners(ctx, chunk.flatMap((c) => skuCells(c.mapped).map((s) => s.sku)));
  const toUpdate = mode === 'create' ? [] : chunk.flatMap((c) => owners.productIdBySku.get(c.mapped.sku) ?? []);
  const stored = new Map((await inBatches(toUpdate, (ids) => loadProductViews(ctx.db, ctx.merchantId, ids))).map((v) => [v.sku, viewAsInput(v)]));
  const validated = chunk.map((c) => {
    const storedProduct = stored.get(c.mapped.sku);
    weightFromCell(c.mapped, storedProduct?.weightUnit);
    return { ...c, ...validateProduct(withStored(c.mapped.fields, storedProduct), c.mapped) };
  });
  const refs = validated.flatMap((v) => (v.input ? [...v.input.images.flatMap((i) => (i.uploadId ? [i.uploadId] : [])), ...v.input.files.map((f) => f.uploadId)] : []));
  const purposes = await uploadPurposes(ctx.db, ctx.merchantId, refs);
  const rowsOf = (mapped: MappedProduct): SkuRows => ({ firstRow: mapped.origin.firstRow, optionRows: mapped.origin.optionRows.flat() });
  const locked = await priceLockErrors(
    ctx,
    validated.flatMap(({ mapped, input }) => {
      const productId = mode === 'create' ? undefined : owners.productIdBySku.get(mapped.sku);
      return input && productId ? [{ productId, input, rows: rowsOf(mapped) }] : [];
    }),
  );

  return validated.map(({ group, mapped, input, errors }) => {
    const rows = rowsOf(mapped);
    for (const { sku, row, column } of skuCells(mapped)) {
      const earlier = seenSkus.get(sku);
      // Repeats inside one product are the schema's to report.
      if (earlier === undefined) seenSkus.set(sku, row);
      else if (earlier < rows.firstRow) errors.push({ row, column, reason: B.skuInFile(sku, earlier) });
    }
    if (!input) return { group, errors, entry: null };
    errors.push(...judgeUploads(input, rows.firstRow, purposes));
    const judged = judgeAgainstStore(input, rows, mode, owners);
    errors.push(...judged.errors, ...(judged.productId ? (locked.get(judged.productId) ?? []) : []));
    return { group, errors, entry: errors.length ? null : { ...rows, action: judged.action, rowCount: group.rows.length, input } };
  });
}
