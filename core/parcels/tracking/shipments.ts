import type { Ctx } from '../../shared/context.ts';
import { chunks } from '../../shared/chunks.ts';
import { RECORD_SELECT, searchKeyOf, toRecord } from './records.ts';
import { PARCEL_TRACKING_LIMITS as L } from './constants.ts';

/** A shipment just written: its order, courier and tracking number. */
export interface ShippedParcel {
  shipmentId: string;
  orderId: string;
  courier: string;
  trackingNo: string;
}

/**
 * Tracking records for parcels just shipped, in the shipping transaction, when the merchant has
 * the tracking service set up: the customer and content come from the order. The service is told
 * at the next refresh (no network call inside the transaction). A parcel already tracked is left
 * as it is.
 */
export async function trackShippedParcels(tx: Ctx, parcels: readonly ShippedParcel[]): Promise<number> {
  if (parcels.length === 0) return 0;
  const setUp = await tx.db.parcelTrackingSetting.findUnique({ where: { merchantId: tx.merchantId }, select: { merchantId: true } });
  if (!setUp) return 0;
  let added = 0;
  for (const part of chunks([...parcels])) {
    const orders = new Map(
      (
        await tx.db.order.findMany({
          where: { merchantId: tx.merchantId, id: { in: [...new Set(part.map((p) => p.orderId))] } },
          select: { id: true, orderNo: true, buyerName: true, buyerEmail: true, buyerPhone: true, shipName: true, shipPhone: true, items: { select: { name: true, qty: true }, orderBy: { sort: 'asc' } } },
        })
      ).map((o) => [o.id, o]),
    );
    const taken = new Set(
      (await tx.db.parcelTracking.findMany({ where: { merchantId: tx.merchantId, trackingNo: { in: part.map((p) => p.trackingNo) } }, select: { courier: true, trackingNo: true } })).map((t) => `${t.courier}/${t.trackingNo}`),
    );
    const now = tx.now();
    const rows = [];
    for (const p of part) {
      const order = orders.get(p.orderId);
      if (!order || taken.has(`${p.courier}/${p.trackingNo}`)) continue;
      taken.add(`${p.courier}/${p.trackingNo}`);
      const fields = {
        trackingNo: p.trackingNo,
        courier: p.courier,
        orderRef: String(order.orderNo),
        customerName: (order.shipName || order.buyerName).slice(0, L.customerNameMax),
        customerEmail: order.buyerEmail,
      };
      rows.push({
        merchantId: tx.merchantId,
        ...fields,
        orderId: p.orderId,
        shipmentId: p.shipmentId,
        parcelContent: order.items.map((i) => `${i.qty} x ${i.name}`).join(', ').slice(0, L.parcelContentMax),
        customerPhone: (order.shipPhone || order.buyerPhone).slice(0, L.phoneMax),
        searchKey: searchKeyOf(fields),
        createdAt: now,
      });
    }
    if (rows.length) added += (await tx.db.parcelTracking.createMany({ data: rows })).count;
  }
  return added;
}

/** An order's tracked parcels, for its shipments. */
export async function orderTracking(ctx: Ctx, orderId: string) {
  const rows = await ctx.db.parcelTracking.findMany({ where: { merchantId: ctx.merchantId, orderId }, select: { ...RECORD_SELECT, shipmentId: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.flatMap(({ shipmentId, ...row }) => (shipmentId ? [{ ...toRecord(row), shipmentId }] : []));
}
