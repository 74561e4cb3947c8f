import type { Readable } from 'node:stream';
import { withTransaction, type Ctx } from '../../shared/context.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { applySkuPatches, checkSkuPatches, type TSkuPatch } from '../sku-patch.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import { MASS_UPDATE_COLUMNS, type MassUpdateFile, type PatchRow, readMassUpdateFile } from './mass-update-file.ts';
import type { RowError } from '../../sheets/sheet-header.ts';

interface StoredSku {
  productId: string;
  nameEn: string;
  priceSen: number;
  discountedPriceSen: number | null;
  stock: number;
  visibility: string;
}

/** What each SKU holds now (an option's name, discount and visibility are its product's). */
async function storedSkus(ctx: Ctx, skus: string[]): Promise<Map<string, StoredSku>> {
  const where = { merchantId: ctx.merchantId, sku: { in: [...new Set(skus)] } };
  const [products, options] = await Promise.all([
    ctx.db.product.findMany({ where, select: { id: true, sku: true, nameEn: true, priceSen: true, discountedPriceSen: true, stock: true, visibility: true } }),
    ctx.db.productOption.findMany({ where, select: { sku: true, productId: true, priceSen: true, stock: true, product: { select: { nameEn: true, discountedPriceSen: true, visibility: true } } } }),
  ]);
  return new Map([
    ...options.map((o) => [o.sku, { productId: o.productId, priceSen: o.priceSen, stock: o.stock, ...o.product }] as const),
    ...products.map((p) => [p.sku, { productId: p.id, ...p }] as const),
  ]);
}

/** The part of a patch that changes something; null when the row repeats what is stored. */
function effective(patch: TSkuPatch, stored: StoredSku | undefined): TSkuPatch | null {
  if (!stored) return patch;
  const changes = Object.entries(patch).filter(([field, value]) => field !== 'sku' && value !== stored[field as keyof StoredSku]);
  return changes.length === 0 ? null : { sku: patch.sku, ...Object.fromEntries(changes) };
}

export interface PlannedPatch {
  row: PatchRow;
  patch: TSkuPatch;
  /** The product the SKU belongs to; null for a SKU the catalogue does not have. */
  productId: string | null;
}

/**
 * The changes a file makes: each row's patch without the fields it leaves as stored, so a
 * template downloaded with the current values and changed in a few cells changes only those.
 */
async function plan(ctx: Ctx, file: MassUpdateFile): Promise<{ planned: PlannedPatch[]; stored: Map<string, StoredSku> }> {
  const stored = await storedSkus(ctx, [...file.rows.map((r) => r.patch.sku), ...file.refused.map((r) => r.sku).filter(Boolean)]);
  const planned = file.rows.flatMap((row): PlannedPatch[] => {
    const patch = effective(row.patch, stored.get(row.patch.sku));
    return patch ? [{ row, patch, productId: stored.get(row.patch.sku)?.productId ?? null }] : [];
  });
  return { planned, stored };
}

/** The products a mass update will change, with the first row of each: they wait in its queue. */
export async function productsToQueue(ctx: Ctx, source: Readable): Promise<{ latest: boolean; products: { productId: string; row: number }[] }> {
  const file = await readMassUpdateFile(source);
  if (!file.latest) return { latest: false, products: [] };
  const { planned } = await plan(ctx, file);
  const firstRow = new Map<string, number>();
  for (const p of planned) if (p.productId && !firstRow.has(p.productId)) firstRow.set(p.productId, p.row.row);
  return { latest: true, products: [...firstRow].map(([productId, row]) => ({ productId, row })) };
}

export interface MassUpdateOutcome {
  latest: boolean;
  rows: number;
  updatedProducts: number;
  /** Products edited after the upload: they left the queue and were not changed. */
  skippedProducts: number;
  failedProducts: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
}

const FIELD_COLUMNS: Record<string, string> = {
  sku: MASS_UPDATE_COLUMNS.sku,
  nameEn: MASS_UPDATE_COLUMNS.nameEn,
  priceSen: MASS_UPDATE_COLUMNS.price,
  discountedPriceSen: MASS_UPDATE_COLUMNS.discountedPrice,
  stock: MASS_UPDATE_COLUMNS.stock,
  visibility: MASS_UPDATE_COLUMNS.visibility,
};

/**
 * Runs a queued mass update, all or nothing, with the quick edit's rules (checkSkuPatches,
 * applySkuPatches): any refused row fails the job with the count of products that failed and
 * writes nothing. Otherwise only the products still in the job's queue change; a product edited
 * since the upload has left the queue and keeps its edit.
 */
export async function runMassUpdate(ctx: Ctx, job: { id: string; fileName: string }, source: Readable, errorKey: string): Promise<MassUpdateOutcome> {
  const file = await readMassUpdateFile(source);
  const outcome: MassUpdateOutcome = { latest: file.latest, rows: file.rows.length + new Set(file.refused.map((r) => r.error.row)).size, updatedProducts: 0, skippedProducts: 0, failedProducts: 0, firstErrors: [], errorFileKey: null };
  if (!file.latest) return outcome;
  const { planned, stored } = await plan(ctx, file);
  const errorFile = new ErrorFile(ctx.env.storage, errorKey, file.header);
  try {
    await withTransaction(ctx, async (tx) => {
      const failures = await checkSkuPatches(tx, planned.map((p) => p.patch));
      const refused = [
        ...file.refused,
        ...failures.map((f) => ({ error: { row: planned[f.index]!.row.row, column: FIELD_COLUMNS[f.field] ?? MASS_UPDATE_COLUMNS.sku, reason: f.message }, cells: planned[f.index]!.row.cells, sku: f.sku })),
      ].sort((a, b) => a.error.row - b.error.row);
      const queued = new Set((await tx.db.massUpdateItem.findMany({ where: { merchantId: tx.merchantId, jobId: job.id }, select: { productId: true } })).map((i) => i.productId));
      await tx.db.massUpdateItem.deleteMany({ where: { merchantId: tx.merchantId, jobId: job.id } });
      if (refused.length > 0) {
        for (const { error, cells } of refused) await errorFile.add(error, cells);
        // A SKU the catalogue does not have counts as a product of its own.
        outcome.failedProducts = new Set(refused.filter((r) => r.sku).map((r) => stored.get(r.sku)?.productId ?? `sku ${r.sku}`)).size;
        return;
      }
      const kept = planned.filter((p) => p.productId && queued.has(p.productId));
      outcome.skippedProducts = new Set(planned.filter((p) => p.productId && !queued.has(p.productId)).map((p) => p.productId)).size;
      if (kept.length > 0) outcome.updatedProducts = (await applySkuPatches(tx, kept.map((p) => p.patch), 'Mass update')).products;
      await writeLog(tx, { action: `Mass-updated ${outcome.updatedProducts} product(s) from "${job.fileName}"`, category: 'manage' });
    });
    outcome.firstErrors = errorFile.first;
    outcome.errorFileKey = await errorFile.close();
    return outcome;
  } catch (error) {
    await errorFile.abort();
    throw error;
  }
}
