import type { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import { type BulkRow, insertMany, updateEach } from '../../db/bulk-write.ts';
import { newId } from '../../db/ids.ts';
import type { Ctx } from '../../shared/context.ts';
import { INVENTORY_ACTION, INVENTORY_PLATFORM } from '../constants.ts';
import { stockChanges, type StockLine } from '../inventory.ts';
import { STOCK_NOTES } from '../stock.ts';
import { CHILD_TABLES, type ProductRows } from '../product-rows.ts';

const CHILD_TABLE_MODELS = {
  categoryLinks: 'ProductCategoryLink',
  tagLinks: 'ProductTagLink',
  specs: 'ProductSpec',
  images: 'ProductImage',
  videos: 'ProductVideo',
  files: 'ProductFile',
  variants: 'ProductVariant',
  options: 'ProductOption',
  tiers: 'WholesaleTier',
  requests: 'SpecialRequest',
  logistics: 'ProductLogistic',
} as const satisfies Record<(typeof CHILD_TABLES)[number], Prisma.ModelName>;

/**
 * Writes the rows productRows made, the same rows product-store's insertRows writes, through
 * the bulk inserts (core/db/bulk-write.ts): Prisma's createMany is an order of magnitude too
 * slow for files of tens of thousands of rows. With products, the timestamps Prisma would set.
 */
export async function insertProductRows(ctx: Ctx, all: readonly ProductRows[], options: { products: boolean }): Promise<void> {
  if (all.length === 0) return;
  if (options.products) {
    const now = ctx.now();
    await insertMany(ctx, 'Product', all.map((r) => ({ ...r.product, createdAt: now, updatedAt: now })));
  }
  for (const table of CHILD_TABLES) await insertMany(ctx, CHILD_TABLE_MODELS[table], all.flatMap((r) => r[table] as BulkRow[]));
}

/** Writes stored products again (their own row; children are deleted and inserted anew), with Prisma's updatedAt. */
export async function updateProductRows(ctx: Ctx, all: readonly ProductRows[]): Promise<void> {
  const now = ctx.now();
  await updateEach(ctx, 'Product', ['merchantId', 'id'], all.map((r) => ({ ...r.product, updatedAt: now })));
}

/** Logs the stock movements of an import as merchant updates in the back office, as the form does. */
export async function insertStockLog(ctx: Ctx, changes: readonly { before: StockLine[]; after: StockLine[] }[]): Promise<void> {
  const entry = { actionType: INVENTORY_ACTION.merchantUpdate, platform: INVENTORY_PLATFORM.nms, userId: ctx.userId, at: ctx.now(), note: STOCK_NOTES.imported };
  const rows = changes.flatMap(({ before, after }) => stockChanges(ctx.merchantId, before, after, entry)).map((r) => ({ id: newId(), ...r }));
  await insertMany(ctx, 'InventoryLog', rows);
}
