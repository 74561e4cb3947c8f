import { queueMail } from '../mail/outbox.ts';
import { courierName } from '../orders/couriers.ts';
import type { Ctx } from '../shared/context.ts';
import type { TOrderMailKind } from './constants.ts';
import { composeOrderMail, orderMailValues } from './compose.ts';
import { orderMailSender, orderMailTemplate } from './settings.ts';

/**
 * Queues a buyer's order e-mail (payment received, shipped, cancelled) in the caller's
 * transaction, when that template is on and the order has the buyer's e-mail address.
 */
export async function queueBuyerOrderMail(tx: Ctx, kind: Exclude<TOrderMailKind, 'order_placed' | 'merchant_notification'>, orderId: string): Promise<void> {
  const template = await orderMailTemplate(tx.db, tx.merchantId, kind);
  if (!template.enabled) return;
  const order = await tx.db.order.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: orderId } },
    select: {
      id: true, orderNo: true, placedAt: true, buyerName: true, buyerEmail: true, buyerPhone: true, selfPickup: true, shippingTitle: true, shippingQuoted: true, cod: true, shippingSen: true, totalSen: true, buyerNote: true, cancelRemark: true,
      items: { select: { name: true, options: true, qty: true, finalPriceSen: true }, orderBy: { id: 'asc' } },
      shipments: { select: { courier: true, trackingNo: true }, orderBy: { shippedAt: 'desc' }, take: 1 },
    },
  });
  if (!order?.buyerEmail) return;
  const merchant = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } });
  const { items, shipments, ...rest } = order;
  const parcel = shipments[0];
  const values = orderMailValues(
    { ...rest, shippingSen: Number(rest.shippingSen), totalSen: Number(rest.totalSen) },
    items.map((i) => ({ ...i, finalPriceSen: Number(i.finalPriceSen) })),
    { shopName: merchant.name, timeZone: tx.timeZone, publicUrl: tx.env.publicUrl, shipment: parcel && { courier: courierName(parcel.courier), trackingNo: parcel.trackingNo } },
  );
  await queueMail(tx.db, tx.merchantId, { to: order.buyerEmail, ...composeOrderMail(tx.merchantId, tx.env.publicUrl, template, await orderMailSender(tx.db, tx.merchantId), values) });
}
