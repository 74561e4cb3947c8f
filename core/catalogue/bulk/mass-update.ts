import { publishStaged } from '../../jobs/job-commit.ts';
import type { JobRun } from '../../jobs/job-run.ts';
import { judgeWithErrorFile, type Refusals } from '../../jobs/judged-file.ts';
import type { StagedEntries } from '../../jobs/staged-entries.ts';
import type { Ctx } from '../../shared/context.ts';
import { applySkuPatches, checkSkuPatches, type TSkuPatch } from '../sku-patch.ts';
import { STOCK_NOTES } from '../stock.ts';
import { MASS_UPDATE_COLUMNS, type MassUpdateFile, type PatchRow } from './mass-update-file.ts';
import { msg } from '../../shared/messages.ts';

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

export interface MassUpdateOutcome extends Refusals {
  latest: boolean;
  rows: number;
  failedProducts: number;
  /** Products the file changes, and those of them a user edited after the job was started. */
  products: number;
  editedAfter: number;
}

const FIELD_COLUMNS: Record<string, string> = {
  sku: MASS_UPDATE_COLUMNS.sku,
  nameEn: MASS_UPDATE_COLUMNS.nameEn,
  priceSen: MASS_UPDATE_COLUMNS.price,
  discountedPriceSen: MASS_UPDATE_COLUMNS.discountedPrice,
  stock: MASS_UPDATE_COLUMNS.stock,
  visibility: MASS_UPDATE_COLUMNS.visibility,
};

/** The patches of one product, staged together: a product changes with all its rows or none. */
export interface StagedProductPatches {
  productId: string;
  patches: TSkuPatch[];
}

/** Products among ids a user edited since (at the same moment counts). */
async function editedAfter(ctx: Ctx, ids: readonly string[], since: Date): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids.slice(i, i + 500) }, editedAt: { gte: since } }, select: { id: true } });
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Judges a mass update, all or nothing, with the quick edit's rules (checkSkuPatches): any
 * refused row fails the job with the count of products that failed, every refusal in the error
 * file. Otherwise the products' patches go to the staged entries, one entry a product, which the
 * job writes after its commit (publishMassUpdate); nothing is written here.
 */
export async function judgeMassUpdate(ctx: Ctx, file: MassUpdateFile, errorKey: string, staged: StagedEntries<StagedProductPatches>, startedAt: Date): Promise<MassUpdateOutcome> {
  const judged = { latest: file.latest, rows: file.rows.length + new Set(file.refused.map((r) => r.error.row)).size, failedProducts: 0, products: 0, editedAfter: 0 };
  if (!file.latest) return { ...judged, rejectedRows: 0, firstErrors: [], errorFileKey: null };
  const { planned, stored } = await plan(ctx, file);
  const failures = await checkSkuPatches(ctx, planned.map((p) => p.patch));
  const refused = [
    ...file.refused,
    ...failures.map((f) => ({ error: { row: planned[f.index]!.row.row, column: FIELD_COLUMNS[f.field] ?? MASS_UPDATE_COLUMNS.sku, reason: f.message }, cells: planned[f.index]!.row.cells, sku: f.sku })),
  ].sort((a, b) => a.error.row - b.error.row);
  return judgeWithErrorFile(ctx.env.storage, errorKey, async (errors) => {
    if (refused.length > 0) {
      errors.useHeader(file.header);
      for (const { error, cells } of refused) await errors.file.add(error, cells);
      // A SKU the catalogue does not have counts as a product of its own.
      return { ...judged, failedProducts: new Set(refused.filter((r) => r.sku).map((r) => stored.get(r.sku)?.productId ?? `sku ${r.sku}`)).size };
    }
    const byProduct = new Map<string, TSkuPatch[]>();
    for (const p of planned) if (p.productId) byProduct.set(p.productId, [...(byProduct.get(p.productId) ?? []), p.patch]);
    const edited = await editedAfter(ctx, [...byProduct.keys()], startedAt);
    for (const [productId, patches] of byProduct) if (!edited.has(productId)) await staged.write({ productId, patches });
    await staged.close();
    return { ...judged, products: byProduct.size, editedAfter: edited.size };
  });
}

/** What a mass update keeps at its commit, to write its products after a restart too. */
export interface MassUpdateState {
  fileName: string;
  rows: number;
  updated: number;
  /** Products a user edited after the job was started: they keep that edit. */
  editedAfter: number;
  /** Products the quick edit's rules refused while written (a campaign began meanwhile, say). */
  late: number;
  lateError: string | null;
}

/**
 * Writes the staged patches of a committed mass update, a chunk of products a transaction. A
 * product a user edited since the job was started keeps that edit; one the rules refuse now is
 * left out; both are counted.
 */
export async function publishMassUpdate(ctx: Ctx, run: JobRun, staged: StagedEntries<StagedProductPatches>, startedAt: Date): Promise<MassUpdateState> {
  const state = run.job.state as unknown as MassUpdateState;
  await publishStaged(ctx, run, {
    entries: staged,
    firstChunk: 200,
    apply: async (tx, entries) => {
      const edited = await editedAfter(tx, entries.map((e) => e.productId), startedAt);
      const current = entries.filter((e) => !edited.has(e.productId));
      const failures = await checkSkuPatches(tx, current.flatMap((e) => e.patches));
      const failedSkus = new Set(failures.map((f) => f.sku));
      const kept = current.filter((e) => !e.patches.some((p) => failedSkus.has(p.sku)));
      if (kept.length > 0) state.updated += (await applySkuPatches(tx, kept.flatMap((e) => e.patches), STOCK_NOTES.massUpdate)).products;
      const late = current.length - kept.length;
      if (edited.size > 0 || late > 0) {
        state.editedAfter += edited.size;
        state.late += late;
        state.lateError ??= failures[0]?.message ?? null;
      }
      await tx.db.job.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: run.job.id } }, data: { state: JSON.stringify(state), failedCount: state.late } });
    },
  });
  return state;
}

/** The user-log entry of a finished mass update, written with the job's end. */
export const massUpdateLog = (state: MassUpdateState) => ({ action: msg('log.catalogue.massUpdated', { count: state.updated, file: state.fileName }), category: 'manage' as const });
