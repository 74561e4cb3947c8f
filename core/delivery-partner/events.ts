import { firstDelivery } from '../integrations/webhook-receipts.ts';
import { systemCtx, withTransaction, type BaseCtx } from '../shared/context.ts';
import { DELIVERY_STATUSES, type TDeliveryStatus } from './constants.ts';
import { moveDelivery } from './deliveries.ts';
import type { PartnerDriver } from './port.ts';

/** A verified webhook event of the provider, as the product reads it. */
export interface PartnerEvent {
  eventId: string;
  eventType: string;
  orderId: string;
  status?: string;
  driver?: PartnerDriver;
}

export type EventOutcome = 'applied' | 'replayed' | 'unknownOrder';

const isStatus = (s: string | undefined): s is TDeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(s ?? '');

/**
 * Applies a verified event to the merchant's delivery, once: a replay (the same event id) changes
 * nothing. Every first delivery is listed in the notifications tab; a status event moves the
 * delivery (forward only, delivery-status.ts), a driver event records the driver.
 */
export async function applyPartnerEvent(base: BaseCtx, merchantId: string, event: PartnerEvent): Promise<EventOutcome> {
  const merchant = await base.db.merchant.findUnique({ where: { id: merchantId }, select: { id: true, timeZone: true } });
  if (!merchant) return 'unknownOrder';
  const ctx = systemCtx(base, merchant);
  return withTransaction(ctx, async (tx) => {
    // An order not (yet) ours records nothing: the provider may call before placing has committed, and retries.
    const delivery = await tx.db.deliveryPartnerOrder.findUnique({ where: { merchantId_providerOrderId: { merchantId, providerOrderId: event.orderId } }, select: { id: true, providerOrderId: true, status: true } });
    if (!delivery) return 'unknownOrder';
    if (!(await firstDelivery(tx, 'delivery-partner', `${merchantId}:${event.eventId}`))) return 'replayed';
    await tx.db.deliveryPartnerNotification.create({
      data: { merchantId, eventId: event.eventId, eventType: event.eventType, providerOrderId: event.orderId, status: isStatus(event.status) ? event.status : '', receivedAt: tx.now() },
    });
    if (event.driver) {
      const d = event.driver;
      await tx.db.deliveryPartnerOrder.updateMany({ where: { merchantId, id: delivery.id }, data: { driverId: d.driverId, driverName: d.name, driverPhone: d.phone, driverPlate: d.plateNumber, updatedAt: tx.now() } });
    }
    if (isStatus(event.status)) await moveDelivery(tx, delivery, event.status);
    return 'applied';
  });
}
