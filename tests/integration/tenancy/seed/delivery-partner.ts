import { saveKeys } from '../../../../core/delivery-partner/account.ts';
import { createSender } from '../../../../core/delivery-partner/senders.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface DeliveryPartnerFixtures {
  senderId: string;
  quoteId: string;
  deliveryId: string;
  providerOrderId: string;
}

/** Merchant A's delivery partner keys, a sender, a quote and a delivery order with a notification, carrying A's marker. */
export async function seedDeliveryPartner(ctx: Ctx, marker: string): Promise<DeliveryPartnerFixtures> {
  await saveKeys(ctx, { apiKey: `pk_test_${marker}`, secret: `sk_test_${marker}` });
  const sender = await createSender(ctx, { companyName: `Sender ${marker}`, senderName: marker, contact: '0123456789', address: `1 Jalan ${marker}`, city: 'Kuala Lumpur', postcode: '50000', state: 'KUL' });
  const at = ctx.now();
  const pickup = { companyName: sender.companyName, senderName: marker, contact: '0123456789', address: `1 Jalan ${marker}`, stopId: `${marker}-p` };
  const stops = [{ orderId: `${marker}-order`, orderNo: 1, name: marker, phone: '0123456789', address: `2 Jalan ${marker}`, stopId: `${marker}-s` }];
  const money = { baseSen: 500n, extraMileageSen: 0n, specialSen: 0n, multiStopSen: 0n, surchargeSen: 0n, totalSen: 500n };
  const quote = await ctx.db.deliveryPartnerQuote.create({
    data: { merchantId: ctx.merchantId, providerQuoteId: `${marker}-q`, senderId: sender.id, zone: 'KUL', vehicle: 'CAR', services: '[]', remark: marker, pickup: JSON.stringify(pickup), stops: JSON.stringify(stops), distanceM: 1000, currency: 'MYR', ...money, quotedAt: at, expiresAt: new Date(at.getTime() + 3_600_000) },
  });
  const providerOrderId = `${marker}-order-id`;
  const delivery = await ctx.db.deliveryPartnerOrder.create({ data: { merchantId: ctx.merchantId, quoteId: quote.id, providerOrderId, status: 'ON_GOING', amountSen: 500n, currency: 'MYR', placedAt: at, updatedAt: at, driverName: marker } });
  await ctx.db.deliveryPartnerNotification.create({ data: { merchantId: ctx.merchantId, eventId: `${marker}-evt`, eventType: 'ORDER_STATUS_CHANGED', providerOrderId, status: 'ON_GOING', receivedAt: at } });
  return { senderId: sender.id, quoteId: quote.id, deliveryId: delivery.id, providerOrderId };
}
