import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { ZPageInput, skipTake, zPage } from '../shared/pagination.ts';
import { notFound } from '../shared/errors.ts';
import { type INVENTORY_ACTION, type INVENTORY_PLATFORM } from './constants.ts';

export interface StockLine {
  productId: string;
  optionId: string | null;
  sku: string;
  stock: number;
}

export type InventoryAction = (typeof INVENTORY_ACTION)[keyof typeof INVENTORY_ACTION];
export type InventoryPlatform = (typeof INVENTORY_PLATFORM)[keyof typeof INVENTORY_PLATFORM];

/**
 * The inventory-log rows for a change of stock lines: one per SKU whose stock moved (a SKU new
 * to the product counts from 0, a removed one down to 0). Unlimited stock is not tracked.
 */
export function stockChanges(
  merchantId: string,
  before: readonly StockLine[],
  after: readonly StockLine[],
  entry: { actionType: InventoryAction; platform: InventoryPlatform; userId: string | null; at: Date; note?: string },
) {
  const key = (l: StockLine) => `${l.productId}/${l.sku}`;
  // Imports log tens of thousands of lines: each row is built once, in its final shape.
  const row = (line: StockLine, optionId: string | null, change: number, stockAfter: number) => ({
    merchantId,
    productId: line.productId,
    optionId,
    sku: line.sku,
    change,
    stockAfter,
    actionType: entry.actionType,
    platform: entry.platform,
    userId: entry.userId,
    note: entry.note ?? '',
    at: entry.at,
  });
  const gone = new Map(before.map((l) => [key(l), l]));
  const rows = [];
  for (const line of after) {
    const change = line.stock - (gone.get(key(line))?.stock ?? 0);
    gone.delete(key(line));
    if (change !== 0) rows.push(row(line, line.optionId, change, line.stock));
  }
  for (const line of gone.values()) if (line.stock !== 0) rows.push(row(line, null, -line.stock, 0));
  return rows;
}

export const ZInventoryLogInput = ZPageInput.extend({ productId: z.string().min(1) });

export const ZInventoryLogRow = z.object({
  id: z.string(),
  at: z.date(),
  sku: z.string(),
  change: z.number().int(),
  stockAfter: z.number().int(),
  actionType: z.number().int(),
  platform: z.number().int(),
  note: z.string(),
});
export const ZInventoryLogPage = zPage(ZInventoryLogRow);

/** A product's stock history, newest first. */
export async function listInventoryLog(ctx: Ctx, input: z.infer<typeof ZInventoryLogInput>) {
  const product = await ctx.db.product.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.productId } }, select: { id: true } });
  if (!product) throw notFound('product');
  const where = { merchantId: ctx.merchantId, productId: product.id };
  const [items, total] = await Promise.all([
    ctx.db.inventoryLog.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      select: { id: true, at: true, sku: true, change: true, stockAfter: true, actionType: true, platform: true, note: true },
      ...skipTake(input),
    }),
    ctx.db.inventoryLog.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
