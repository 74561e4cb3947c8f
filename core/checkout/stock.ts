import { INVENTORY_ACTION, INVENTORY_PLATFORM } from '../catalogue/constants.ts';
import type { InventoryPlatform } from '../catalogue/inventory.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import type { TenantTx } from './context.ts';
import { CHECKOUT_MESSAGES } from './messages.ts';

/**
 * Stock an order holds. Placing an order takes the stock at once (inventory log type 4,
 * Withholding); paying for it records the sale (type 5, Order, with no further change: the
 * units left stock when they were withheld); cancelling it gives the stock back (type 6, Order
 * Cancelled). The log rows of an order carry the note 'Order #<orderNo>' (messages.stock.order), which is how the
 * functions below know what an order still holds, so each is safe to call twice.
 */
export const orderStockNote = (orderNo: number) => msg('stock.order', { orderNo });

export interface WithholdLine {
  /** The cart line, for the error's field. */
  index: number;
  productId: string;
  optionId: string | null;
  sku: string;
  name: string;
  qty: number;
}

/** A product's total stock before and after a change, for low-stock alerts. */
export interface ProductStockMove {
  productId: string;
  sku: string;
  name: string;
  before: number;
  after: number;
}

const lineKey = (l: { productId: string; optionId: string | null }) => `${l.productId}/${l.optionId ?? ''}`;

/**
 * Takes the stock of an order's lines (products with tracked stock only), refusing a line whose
 * product or option has too little left. Lines of the same SKU are taken together; rows are
 * updated in a fixed order so that concurrent orders never deadlock. Each decrement is
 * conditional on the stock still being there, so two orders can never sell the same unit.
 */
export async function withholdStock(tx: TenantTx, orderNo: number, lines: readonly WithholdLine[], platform: InventoryPlatform): Promise<ProductStockMove[]> {
  const merged = new Map<string, WithholdLine>();
  for (const line of lines) {
    const seen = merged.get(lineKey(line));
    merged.set(lineKey(line), seen ? { ...seen, qty: seen.qty + line.qty } : { ...line });
  }
  const sorted = [...merged.values()].sort((a, b) => (lineKey(a) < lineKey(b) ? -1 : 1));
  const at = tx.now();
  const logs = [];
  const taken = new Map<string, { line: WithholdLine; qty: number }>();
  for (const line of sorted) {
    const { merchantId } = tx;
    if (line.optionId) {
      const updated = await tx.db.productOption.updateMany({
        where: { merchantId, id: line.optionId, productId: line.productId, stock: { gte: line.qty } },
        data: { stock: { decrement: line.qty } },
      });
      if (updated.count !== 1) throw outOfStock(line);
      await tx.db.product.update({ where: { merchantId_id: { merchantId, id: line.productId } }, data: { stock: { decrement: line.qty } } });
      const option = await tx.db.productOption.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: line.optionId } }, select: { stock: true } });
      logs.push({ ...logBase(tx, line, INVENTORY_ACTION.withholding, platform, orderNo, at), change: -line.qty, stockAfter: option.stock });
    } else {
      const updated = await tx.db.product.updateMany({
        where: { merchantId, id: line.productId, stockUnlimited: false, stock: { gte: line.qty } },
        data: { stock: { decrement: line.qty } },
      });
      if (updated.count !== 1) throw outOfStock(line);
      const product = await tx.db.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: line.productId } }, select: { stock: true } });
      logs.push({ ...logBase(tx, line, INVENTORY_ACTION.withholding, platform, orderNo, at), change: -line.qty, stockAfter: product.stock });
    }
    const sum = taken.get(line.productId);
    taken.set(line.productId, { line, qty: (sum?.qty ?? 0) + line.qty });
  }
  if (logs.length) await tx.db.inventoryLog.createMany({ data: logs });
  const products = await tx.db.product.findMany({ where: { merchantId: tx.merchantId, id: { in: [...taken.keys()] } }, select: { id: true, sku: true, nameEn: true, stock: true } });
  return products.map((p) => ({ productId: p.id, sku: p.sku, name: p.nameEn, before: p.stock + taken.get(p.id)!.qty, after: p.stock }));
}

function outOfStock(line: WithholdLine): AppError {
  return new AppError('CHECKOUT.OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock(line.name), 'conflict', `items.${line.index}.qty`);
}

function logBase(tx: TenantTx, line: { productId: string; optionId: string | null; sku: string }, actionType: number, platform: number, orderNo: number, at: Date) {
  return {
    merchantId: tx.merchantId,
    productId: line.productId,
    optionId: line.optionId,
    sku: line.sku,
    actionType,
    platform,
    userId: tx.userId ?? null,
    note: orderStockNote(orderNo),
    at,
  };
}

export interface HeldLine {
  productId: string;
  optionId: string | null;
  sku: string;
  /** Units the order still holds. */
  qty: number;
}

async function orderNoOf(tx: TenantTx, orderId: string): Promise<number> {
  const order = await tx.db.order.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } }, select: { orderNo: true } });
  if (!order) throw notFound('order');
  return order.orderNo;
}

/** What an order still holds: its withheld units less what was given back, per SKU. */
export async function heldStock(tx: TenantTx, orderId: string): Promise<HeldLine[]> {
  const note = orderStockNote(await orderNoOf(tx, orderId));
  const rows = await tx.db.inventoryLog.findMany({
    where: { merchantId: tx.merchantId, note, actionType: { in: [INVENTORY_ACTION.withholding, INVENTORY_ACTION.orderCancelled] } },
    select: { productId: true, optionId: true, sku: true, change: true },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
  const held = new Map<string, HeldLine>();
  for (const row of rows) {
    const key = `${row.productId}/${row.sku}`;
    const line = held.get(key) ?? { productId: row.productId, optionId: row.optionId, sku: row.sku, qty: 0 };
    line.qty -= row.change;
    held.set(key, line);
  }
  return [...held.values()].filter((l) => l.qty > 0).sort((a, b) => (lineKey(a) < lineKey(b) ? -1 : 1));
}

/**
 * Gives back the stock an order holds (an order cancelled by the merchant, the buyer or the
 * auto-cancel run, paid or not), logging type 6 Order Cancelled per SKU. A product or option
 * deleted since has nothing to give back to. Calling it again gives back nothing more.
 * Returns the lines given back.
 */
export async function releaseWithheldStock(tx: TenantTx, orderId: string, platform: InventoryPlatform = INVENTORY_PLATFORM.nms): Promise<HeldLine[]> {
  const orderNo = await orderNoOf(tx, orderId);
  const { merchantId } = tx;
  const at = tx.now();
  const released: HeldLine[] = [];
  const logs = [];
  for (const line of await heldStock(tx, orderId)) {
    let stockAfter: number;
    if (line.optionId) {
      const option = await tx.db.productOption.findUnique({ where: { merchantId_id: { merchantId, id: line.optionId } }, select: { productId: true } });
      if (!option || option.productId !== line.productId) continue;
      stockAfter = (await tx.db.productOption.update({ where: { merchantId_id: { merchantId, id: line.optionId } }, data: { stock: { increment: line.qty } }, select: { stock: true } })).stock;
      await tx.db.product.update({ where: { merchantId_id: { merchantId, id: line.productId } }, data: { stock: { increment: line.qty } } });
    } else {
      const product = await tx.db.product.findUnique({ where: { merchantId_id: { merchantId, id: line.productId } }, select: { id: true } });
      if (!product) continue;
      stockAfter = (await tx.db.product.update({ where: { merchantId_id: { merchantId, id: line.productId } }, data: { stock: { increment: line.qty } }, select: { stock: true } })).stock;
    }
    logs.push({ ...logBase(tx, line, INVENTORY_ACTION.orderCancelled, platform, orderNo, at), change: line.qty, stockAfter });
    released.push(line);
  }
  if (logs.length) await tx.db.inventoryLog.createMany({ data: logs });
  return released;
}

/**
 * Records that an order's withheld stock is sold (on payment): one type 5 Order row per SKU it
 * holds, with no change to stock, which left when the order was placed. Once per order: a
 * second call writes nothing. Returns the lines recorded.
 */
export async function commitWithheldStock(tx: TenantTx, orderId: string, platform: InventoryPlatform = INVENTORY_PLATFORM.nms): Promise<HeldLine[]> {
  const orderNo = await orderNoOf(tx, orderId);
  const { merchantId } = tx;
  const done = await tx.db.inventoryLog.findFirst({ where: { merchantId, note: orderStockNote(orderNo), actionType: INVENTORY_ACTION.order }, select: { id: true } });
  if (done) return [];
  const held = await heldStock(tx, orderId);
  const at = tx.now();
  const logs = [];
  for (const line of held) {
    const current = line.optionId
      ? await tx.db.productOption.findUnique({ where: { merchantId_id: { merchantId, id: line.optionId } }, select: { stock: true } })
      : await tx.db.product.findUnique({ where: { merchantId_id: { merchantId, id: line.productId } }, select: { stock: true } });
    if (!current) continue;
    logs.push({ ...logBase(tx, line, INVENTORY_ACTION.order, platform, orderNo, at), change: 0, stockAfter: current.stock });
  }
  if (logs.length) await tx.db.inventoryLog.createMany({ data: logs });
  return held;
}
