import { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import type { DbClient } from '../../db/database.ts';
import type { Ctx } from '../../shared/context.ts';
import type { TImportMode } from '../../jobs/schema.ts';
import { skusOf } from '../product-store.ts';
import type { TProductInput } from '../product-schema.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { inBatches } from './id-batches.ts';
import { PRODUCT_COLUMNS as C } from './product-columns.ts';
import type { RowError } from '../../sheets/sheet-header.ts';

/** Who uses each SKU now: the product whose own SKU or option SKU it is. */
export interface SkuOwners {
  productIdBySku: Map<string, string>;
  ownerBySku: Map<string, string>;
}

/** SKUs looked up per query: one bound value each, a JSON list of them. */
const SKUS_PER_QUERY = 5_000;

/**
 * The owners of skus in the stored catalogue. One query per few thousand SKUs, matched against
 * both product and option SKUs: an import looks up every SKU of its file twice (once per pass),
 * so this is where a per-SKU cost would add up. The SKUs go in as one JSON list, unpacked by the
 * database (SQLite's json_each, PostgreSQL's json_array_elements_text): one value to bind and
 * the same short statement every time, where a list of thousands of bound values made a new
 * statement to prepare for every chunk. CROSS JOIN keeps SQLite's planner from putting the list
 * inside the loop (a scan of it per product): it walks the list and looks each SKU up by index.
 */
export async function skuOwners(ctx: Pick<Ctx, 'db' | 'engine' | 'merchantId'>, skus: readonly string[]): Promise<SkuOwners> {
  const unique = [...new Set(skus)];
  const productIdBySku = new Map<string, string>();
  const ownerBySku = new Map<string, string>();
  const { db, merchantId } = ctx;
  for (let start = 0; start < unique.length; start += SKUS_PER_QUERY) {
    const list = JSON.stringify(unique.slice(start, start + SKUS_PER_QUERY));
    const wanted = ctx.engine === 'postgres' ? Prisma.sql`SELECT value AS sku FROM json_array_elements_text(${list}::json)` : Prisma.sql`SELECT value AS sku FROM json_each(${list})`;
    const rows = await db.$queryRaw<{ sku: string; productId: string; kind: string }[]>`
      WITH wanted(sku) AS (${wanted})
      SELECT p."sku", p."id" AS "productId", 'product' AS "kind" FROM wanted CROSS JOIN "Product" p WHERE p."merchantId" = ${merchantId} AND p."sku" = wanted.sku
      UNION ALL
      SELECT o."sku", o."productId", 'option' AS "kind" FROM wanted CROSS JOIN "ProductOption" o WHERE o."merchantId" = ${merchantId} AND o."sku" = wanted.sku`;
    for (const row of rows) {
      if (row.kind === 'product') productIdBySku.set(row.sku, row.productId);
      // A SKU used as a product SKU and as an option SKU: the product's own use wins.
      if (row.kind === 'product' || !ownerBySku.has(row.sku)) ownerBySku.set(row.sku, row.productId);
    }
  }
  return { productIdBySku, ownerBySku };
}

/** Where a product of a file came from: the rows its SKUs are on. */
export interface SkuRows {
  firstRow: number;
  /** The row of each option, in the order of the product's options. */
  optionRows: readonly number[];
}

export type ImportAction = 'create' | 'update';

/**
 * What the mode makes of a product: create it, update the stored one with its SKU, or refuse.
 * Then every SKU of it must be free of other products (the SKUs of the product being updated are its own).
 */
export function judgeAgainstStore(input: Pick<TProductInput, 'sku' | 'variants'>, rows: SkuRows, mode: TImportMode, owners: SkuOwners): { action: ImportAction; productId: string | null; errors: RowError[] } {
  const productId = owners.productIdBySku.get(input.sku) ?? null;
  const errors: RowError[] = [];
  if (mode === 'create' && productId) errors.push({ row: rows.firstRow, column: C.sku, reason: B.productExists(input.sku) });
  if (mode === 'update' && !productId) errors.push({ row: rows.firstRow, column: C.sku, reason: B.productMissing(input.sku) });
  const optionSkus = input.variants.flatMap((v) => v.options.map((o) => o.sku));
  for (const [i, sku] of skusOf(input).entries()) {
    const owner = owners.ownerBySku.get(sku);
    if (owner === undefined || owner === productId || (i === 0 && errors.length > 0)) continue;
    const row = i === 0 ? rows.firstRow : (rows.optionRows[optionSkus.indexOf(sku)] ?? rows.firstRow);
    errors.push({ row, column: i === 0 ? C.sku : C.optionSku, reason: B.skuTaken(sku) });
  }
  return { action: productId ? 'update' : 'create', productId, errors };
}

/** The purpose of each of these uploads of the merchant; ids it does not have are absent. */
export async function uploadPurposes(db: DbClient, merchantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const uploads = await inBatches([...new Set(ids)], (batch) => db.upload.findMany({ where: { merchantId, id: { in: batch } }, select: { id: true, purpose: true } }));
  return new Map(uploads.map((u) => [u.id, u.purpose]));
}

/** Pictures must be the merchant's product pictures and files its product files, as the form requires. */
export function judgeUploads(input: Pick<TProductInput, 'images' | 'files'>, firstRow: number, purposes: Map<string, string>): RowError[] {
  const errors: RowError[] = [];
  for (const image of input.images) {
    if (image.uploadId && purposes.get(image.uploadId) !== 'product-image') errors.push({ row: firstRow, column: C.images, reason: B.pictureNotFound(image.uploadId) });
  }
  for (const file of input.files) {
    if (purposes.get(file.uploadId) !== 'product-file') errors.push({ row: firstRow, column: C.files, reason: B.fileNotFound(file.uploadId) });
  }
  return errors;
}
