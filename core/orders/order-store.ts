import { fromBigInt } from '../db/bigint.ts';
import { checkOrderAmount } from '../pricing/order-amount.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { chunks } from '../shared/chunks.ts';
import type { Ctx } from '../shared/context.ts';
import { ORDER_STATUS, type OrderStatusId } from './constants.ts';
import { countSalesChanges, salesStatesOf } from './sales-days.ts';
import { ORDER_ERROR_CODES, ORDER_TRANSITIONS, transition, type OrderAction, type OrderState } from './status.ts';

/** The statuses of orders (the order screens); quotations (10, 11) have their own. */
export const ORDER_STATUSES: readonly OrderStatusId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
export const QUOTATION_STATUSES: readonly OrderStatusId[] = [ORDER_STATUS.waitingForReply, ORDER_STATUS.quotationReplied];
export type OrderScope = 'order' | 'quotation';
export const statusesOf = (scope: OrderScope) => (scope === 'order' ? ORDER_STATUSES : QUOTATION_STATUSES);

// placedAt and totalSen: what the sales reports' sums need, so a writer of many orders need not read them again.
const STATE_SELECT = { id: true, orderNo: true, status: true, shippingQuoted: true, placedAt: true, totalSen: true } as const;
export interface StateRow {
  id: string;
  orderNo: number;
  status: number;
  shippingQuoted: boolean;
  placedAt: Date;
  totalSen: bigint;
}

export const stateOf = (row: Pick<StateRow, 'status' | 'shippingQuoted'>): OrderState => ({ status: row.status as OrderStatusId, shippingQuoted: row.shippingQuoted });

/**
 * One order (or quotation) of this merchant with what the status machine needs; not found for
 * an unknown id, another merchant's id, or a record of the other list.
 */
export async function loadState(ctx: Ctx, id: string, scope: OrderScope = 'order'): Promise<StateRow> {
  const row = await ctx.db.order.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: STATE_SELECT });
  if (!row || !statusesOf(scope).includes(row.status as OrderStatusId)) throw notFound(scope === 'order' ? 'order' : 'quotation');
  return row;
}

/** Many orders by id, in chunks; the ones not found (or quotations) are missing from the map. */
export async function loadStates(ctx: Ctx, ids: readonly string[]): Promise<Map<string, StateRow>> {
  const found = new Map<string, StateRow>();
  for (const chunk of chunks([...new Set(ids)])) {
    // Quotations are dropped here, not in SQL: a status list beside the ids lets the planner
    // choose the status index and read every order of the merchant.
    const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: chunk } }, select: STATE_SELECT });
    for (const row of rows) if (ORDER_STATUSES.includes(row.status as OrderStatusId)) found.set(row.id, row);
  }
  return found;
}

/** The refusal of an action whose order changed under it (another user or a mass action was faster). */
export const changedMeanwhile = (action: OrderAction) => new AppError(ORDER_ERROR_CODES.invalidTransition, ORDER_TRANSITIONS[action].message, 'conflict');

/**
 * Applies action to the order through the status machine and writes the new status with data,
 * only if the order still has the status it was read with; a refusal throws the spec's message.
 * The sales reports' sums move with it (sales-days.ts).
 */
export async function moveOrder(ctx: Ctx, row: StateRow, action: OrderAction, data: Record<string, unknown> = {}): Promise<OrderState> {
  const next = transition(stateOf(row), action);
  const was = (await salesStatesOf(ctx, [row.id])).get(row.id);
  const { count } = await ctx.db.order.updateMany({
    where: { merchantId: ctx.merchantId, id: row.id, status: row.status, shippingQuoted: row.shippingQuoted },
    data: { ...data, status: next.status, shippingQuoted: next.shippingQuoted },
  });
  if (count !== 1 || !was) throw changedMeanwhile(action);
  const totalSen = typeof data.totalSen === 'number' ? data.totalSen : was.totalSen;
  await countSalesChanges(ctx, [{ orderId: row.id, placedAt: was.placedAt, before: was, after: { status: next.status, totalSen } }]);
  return next;
}

/**
 * An order's shipping fee and total once shippingSen replaces the fee it has (a quoted fee, a
 * quotation's reply): the total moves with the fee, and may not pass the largest order.
 */
export async function withShippingFee(ctx: Ctx, orderId: string, shippingSen: number): Promise<{ shippingSen: number; totalSen: number }> {
  const order = await ctx.db.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: orderId } }, select: { shippingSen: true, totalSen: true } });
  const totalSen = fromBigInt(order.totalSen) - fromBigInt(order.shippingSen) + shippingSen;
  checkOrderAmount(totalSen, 'shippingSen');
  return { shippingSen, totalSen };
}
