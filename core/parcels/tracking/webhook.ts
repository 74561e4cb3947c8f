import { firstDelivery } from '../../integrations/webhook-receipts.ts';
import { withTransaction, type BaseCtx } from '../../shared/context.ts';
import { applyTracked } from './apply.ts';
import type { TrackedParcel } from './port.ts';

/** What a verified webhook did: applied (changed or not), a replay, or a parcel this merchant does not track. */
export type TrackingWebhookOutcome = 'applied' | 'replay' | 'unknown';

/**
 * Applies a verified update from the service: once per event (the receipt is recorded in the
 * transaction that applies it, so a replay changes nothing and a failed apply can come again).
 */
export function applyTrackingWebhook(ctx: BaseCtx, merchantId: string, eventId: string, tracked: TrackedParcel): Promise<TrackingWebhookOutcome> {
  return withTransaction(ctx, async (tx) => {
    const record = await tx.db.parcelTracking.findUnique({ where: { merchantId_courier_trackingNo: { merchantId, courier: tracked.courier, trackingNo: tracked.trackingNo } }, select: { id: true } });
    if (!record) return 'unknown';
    if (!(await firstDelivery(tx, 'parcel-tracking', `${merchantId}:${eventId}`))) return 'replay';
    await applyTracked(tx, merchantId, record.id, tracked);
    return 'applied';
  });
}
