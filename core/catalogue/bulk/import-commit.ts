import { newId } from '../../db/ids.ts';
import type { TImportMode } from '../../jobs/schema.ts';
import type { Ctx } from '../../shared/context.ts';
import type { StockLine } from '../inventory.ts';
import { productRows, type KeptIds, type ProductRows } from '../product-rows.ts';
import { deleteChildren, markEdited, tagIdsFor } from '../product-store.ts';
import { stockLinesOf, storedIds, storedStockLines } from '../stock.ts';
import { batches, inBatches } from './id-batches.ts';
import { judgeAgainstStore, skuOwners } from './import-checks.ts';
import { priceLockErrors } from './import-price-lock.ts';
import type { SpoolEntry } from './import-spool.ts';
import { insertProductRows, insertStockLog, updateProductRows } from './rows-insert.ts';
import type { RowError } from '../../sheets/sheet-header.ts';

export interface ChunkWritten {
  created: number;
  updated: number;
  /** Refusals found again inside the transaction (another user changed the catalogue meanwhile). */
  errors: RowError[];
}

/**
 * Writes one chunk of validated products in the caller's transaction: the SKUs are checked
 * once more against the catalogue as it is now (another user may have changed it since the
 * file was judged), then new products are inserted in bulk and stored ones written again as the
 * form writes them (children replaced, option ids kept). A product refused now is left out and
 * its errors returned.
 */
export async function writeChunk(tx: Ctx, entries: readonly SpoolEntry[], mode: TImportMode): Promise<ChunkWritten> {
  const owners = await skuOwners(tx, entries.flatMap((e) => [e.input.sku, ...e.input.variants.flatMap((v) => v.options.map((o) => o.sku))]));
  const errors: RowError[] = [];
  const creates: SpoolEntry[] = [];
  const updates: { entry: SpoolEntry; productId: string }[] = [];
  for (const entry of entries) {
    const judged = judgeAgainstStore(entry.input, entry, mode, owners);
    errors.push(...judged.errors);
    if (judged.errors.length === 0) {
      if (judged.productId) updates.push({ entry, productId: judged.productId });
      else creates.push(entry);
    }
  }
  const locked = await priceLockErrors(tx, updates.map((u) => ({ productId: u.productId, input: u.entry.input, rows: u.entry })));
  for (const refused of locked.values()) errors.push(...refused);
  if (locked.size > 0) updates.splice(0, updates.length, ...updates.filter((u) => !locked.has(u.productId)));

  const tags = new Map<string, string>();
  for (const names of batches([...new Set(entries.flatMap((e) => e.input.tags))])) for (const [key, id] of await tagIdsFor(tx.db, tx.merchantId, names)) tags.set(key, id);
  const tagIdsOf = (names: readonly string[]) => names.map((n) => tags.get(n.trim().toLowerCase())!).filter(Boolean);

  const created = creates.map((e) => productRows(tx.merchantId, newId(), e.input, tagIdsOf(e.input.tags)));
  await insertProductRows(tx, created, { products: true });
  const movements: { before: StockLine[]; after: StockLine[] }[] = created.map((rows) => ({ before: [], after: stockLinesOf(rows) }));

  if (updates.length > 0) {
    const ids = updates.map((u) => u.productId);
    const kept: KeptIds = { variants: new Map(), options: new Map() };
    for (const batch of batches(ids)) {
      const stored = await storedIds(tx.db, tx.merchantId, batch);
      stored.variants.forEach((id, key) => (kept.variants as Map<string, string>).set(key, id));
      stored.options.forEach((id, key) => (kept.options as Map<string, string>).set(key, id));
    }
    const before = await inBatches(ids, (batch) => storedStockLines(tx.db, tx.merchantId, batch));
    const rewritten: ProductRows[] = updates.map((u) => productRows(tx.merchantId, u.productId, u.entry.input, tagIdsOf(u.entry.input.tags), kept));
    for (const batch of batches(ids)) await deleteChildren(tx.db, tx.merchantId, batch);
    await updateProductRows(tx, rewritten);
    await insertProductRows(tx, rewritten, { products: false });
    const beforeOf = new Map<string, StockLine[]>();
    for (const line of before) beforeOf.set(line.productId, [...(beforeOf.get(line.productId) ?? []), line]);
    // Unlimited stock is not counted: becoming unlimited is not a movement down to 0.
    for (const rows of rewritten) {
      if (!rows.product.stockUnlimited) movements.push({ before: beforeOf.get(rows.product.id!) ?? [], after: stockLinesOf(rows) });
    }
    // An import is an edit: a mass update started before it leaves these products alone.
    for (const batch of batches(ids)) await markEdited(tx.db, tx.merchantId, batch, tx.now());
  }
  await insertStockLog(tx, movements);
  return { created: creates.length, updated: updates.length, errors };
}
