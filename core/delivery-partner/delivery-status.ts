import { completeOrder } from '../orders/order-actions.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { loadStates } from '../orders/order-store.ts';
import { recordShipments } from '../orders/ship.ts';
import type { Ctx } from '../shared/context.ts';
import { FAILED_STATUSES, FINAL_STATUSES, type TDeliveryStatus } from './constants.ts';

const RANK: Record<TDeliveryStatus, number> = { ASSIGNING_DRIVER: 0, ON_GOING: 1, PICKED_UP: 2, COMPLETED: 3, CANCELED: 3, EXPIRED: 3, REJECTED: 3 };

/**
 * Whether a delivery moves from one state to another: forward only, so an event that arrives
 * late changes nothing; a final state never changes. On Going may fall back to Assigning Driver
 * (the driver gave the order up and the provider looks for another).
 */
export function canMove(from: TDeliveryStatus, to: TDeliveryStatus): boolean {
  if (FINAL_STATUSES.includes(from) || from === to) return false;
  return RANK[to] > RANK[from] || (from === 'ON_GOING' && to === 'ASSIGNING_DRIVER');
}

/**
 * What a delivery's new state does to the product orders it carries, through the orders' own
 * rules (docs/delivery-partner.md): Picked Up ships them (a parcel with courier "other" and the
 * delivery order id as tracking number); Completed ships any not yet shipped, then completes
 * them; Cancelled, Expired or Rejected frees them for another delivery. An order that moved on
 * meanwhile (cancelled, shipped by hand) is left as it is.
 */
export async function moveProductOrders(tx: Ctx, delivery: { id: string; providerOrderId: string }, status: TDeliveryStatus): Promise<void> {
  const lines = await tx.db.deliveryPartnerOrderLine.findMany({ where: { merchantId: tx.merchantId, deliveryId: delivery.id }, select: { orderId: true } });
  const orderIds = lines.map((l) => l.orderId);
  if (FAILED_STATUSES.includes(status)) {
    await tx.db.deliveryPartnerOrderLine.updateMany({ where: { merchantId: tx.merchantId, deliveryId: delivery.id }, data: { active: false } });
    return;
  }
  if (status !== 'PICKED_UP' && status !== 'COMPLETED') return;
  const states = await loadStates(tx, orderIds);
  const preparing = [...states.values()].filter((s) => s.status === ORDER_STATUS.preparingToShip);
  await recordShipments(
    tx,
    preparing.map((s) => ({ orderId: s.id, courier: 'other' as const, trackingNo: delivery.providerOrderId, shippedAt: tx.now() })),
    states,
  );
  if (status !== 'COMPLETED') return;
  const shipped = await loadStates(tx, orderIds);
  for (const row of shipped.values()) if (row.status === ORDER_STATUS.shipped) await completeOrder(tx, row);
}
