import type { Ctx } from '../shared/context.ts';
import { memberOrderChanged } from '../members/order-figures.ts';
import { awardOrderPoints, reverseOrderPoints } from '../loyalty/earn-order.ts';
import { recordOrderSales } from './sales-months.ts';

/**
 * What follows when an order becomes paid, and when a paid order is undone (cancelled after
 * payment, or refunded). Every path that pays or undoes an order (the actions, mass actions,
 * auto-cancel) comes through here, so the month's sales, the member's paid-order figures and the
 * loyalty points never disagree. Runs inside the caller's transaction.
 */
export async function orderPaid(tx: Ctx, orderId: string): Promise<void> {
  await recordOrderSales(tx, orderId, 1);
  await memberOrderChanged(tx, orderId);
  await awardOrderPoints(tx, orderId);
}

export async function orderUnpaid(tx: Ctx, orderId: string): Promise<void> {
  await recordOrderSales(tx, orderId, -1);
  await memberOrderChanged(tx, orderId);
  await reverseOrderPoints(tx, orderId);
}
