import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../core/orders/constants.ts';
import { simulatedPrice } from '../../server/integrations/delivery-partner/simulator-pricing.ts';
import { coordinatesOf } from '../../core/delivery-partner/stops.ts';
import { signWebhook } from '../../server/integrations/delivery-partner/signature.ts';
import { asToken, rejection, testRequest } from '../helpers/fixtures.ts';
import { SENDER, SIM_KEYS, control, ordersReadyToShip, pushStatus, setUpPartner, webhookServer } from '../helpers/delivery-partner.ts';
import { seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const admin = shop.admin.caller;
await webhookServer(rt);
await admin.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
const senderId = await setUpPartner(admin);
const dp = admin.deliveryPartner;

const orderStatus = async (id: string) => (await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, select: { status: true } })).status;

describe('delivery partner: keys and merchants', () => {
  it('requires both keys, refuses keys the provider refuses, and shows only whether each is set', async () => {
    expect((await rejection(dp.saveKeys({ apiKey: ' ', secret: '' }))).fieldErrors).toEqual({ apiKey: 'This field is required', secret: 'This field is required' });
    expect((await rejection(dp.saveKeys({ apiKey: 'pk_test_invalid', secret: 'sk_test_invalid' }))).message).toBe('The delivery partner refused the API key or secret key.');
    // A secret that does not match the key signs wrongly: refused as well, the saved keys kept.
    expect((await rejection(dp.saveKeys({ apiKey: 'pk_test_shop', secret: 'sk_wrong' }))).message).toBe('The delivery partner refused the API key or secret key.');
    const settings = await dp.settings();
    expect(settings).toMatchObject({ apiKeySet: true, secretSet: true });
    expect(JSON.stringify(settings)).not.toContain(SIM_KEYS.secret);
    const row = await rt.database.client.deliveryPartnerSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(row.secretSealed).not.toContain(SIM_KEYS.secret);
    expect(row.apiKeySealed).not.toContain(SIM_KEYS.apiKey);
  });

  it('requires every field of a merchant, keeps exactly one default, and never deletes the default', async () => {
    const empty = await rejection(dp.createSender({ companyName: '', senderName: '', contact: '', address: '', city: '', postcode: '', state: '' as 'KUL' }));
    expect(Object.keys(empty.fieldErrors ?? {}).sort()).toEqual(['address', 'city', 'companyName', 'contact', 'postcode', 'senderName', 'state']);
    expect(new Set(Object.values(empty.fieldErrors ?? {}))).toEqual(new Set(['This field is required']));

    const second = await dp.createSender({ ...SENDER, companyName: 'Gudang Dua' });
    expect(second.isDefault).toBe(false);
    const refusal = await rejection(dp.deleteSender({ id: senderId }));
    expect(refusal.message).toBe('You cannot delete default merchant, please change default status to other merchant first');
    await dp.updateSender({ ...SENDER, companyName: 'Gudang Dua', id: second.id, isDefault: true });
    expect((await dp.senders()).filter((s) => s.isDefault).map((s) => s.id)).toEqual([second.id]);
    await dp.updateSender({ ...SENDER, id: senderId, isDefault: true });
    await dp.deleteSender({ id: second.id });
    expect((await dp.senders()).map((s) => [s.id, s.isDefault])).toEqual([[senderId, true]]);
  });
});

describe('delivery partner: quotes', () => {
  it('refuses a 16th stop, two choices of one service kind, and orders that are not ready to ship', async () => {
    const many = Array.from({ length: 16 }, (_, i) => `order-${i}`);
    const base = { senderId, zone: 'KUL' as const, vehicle: 'CAR' as const };
    expect((await rejection(dp.createQuote({ ...base, orderIds: many }))).fieldErrors).toEqual({ orderIds: 'Maximum stops reached' });
    const [id] = await ordersReadyToShip(rt, shop, 1);
    expect((await rejection(dp.createQuote({ ...base, orderIds: [id!], services: ['COLD_CHAIN_1_15', 'COLD_CHAIN_MINUS15_0'] }))).fieldErrors).toEqual({ services: 'Additional service: choose only one of each kind.' });
    expect((await rejection(dp.createQuote({ ...base, orderIds: [id!], services: ['DOOR_TO_DOOR_DRIVER', 'DOOR_TO_DOOR_2HELPER'] }))).fieldErrors).toEqual({ services: 'Additional service: choose only one of each kind.' });
    expect((await rejection(dp.createQuote({ ...base, orderIds: ['no-such-order'] }))).message).toBe('An order is no longer ready to ship or is already in another delivery.');
  });

  it('quotes pickup and two stops with the price breakdown, the quote date and expiry; Active hides used and expired quotes', async () => {
    const ids = await ordersReadyToShip(rt, shop, 2);
    expect((await dp.readyOrders()).map((o) => o.id)).toEqual(expect.arrayContaining(ids));
    const quote = await dp.createQuote({ senderId, zone: 'KUL', vehicle: 'VAN', services: ['ROUND_TRIP', 'COD_25_50'], orderIds: ids, remark: 'Fragile' });
    const points = [quote.pickup.address, ...quote.stops.map((s) => s.address)].map((a) => coordinatesOf('KUL', a));
    const expected = simulatedPrice('VAN', ['ROUND_TRIP', 'COD_25_50'], points);
    expect(quote.price).toEqual({
      baseSen: expected.base,
      extraMileageSen: expected.extraMileage,
      specialSen: expected.specialRequests,
      multiStopSen: expected.multiStopSurcharge,
      surchargeSen: expected.surcharge,
      totalSen: expected.total,
    });
    expect(quote.price.multiStopSen).toBe(200);
    expect(quote.stops.map((s) => s.orderId)).toEqual(ids);
    expect(quote.stops[0]).toMatchObject({ name: 'Aminah Yusof', phone: '+60123456789' });
    expect(quote.expiresAt.getTime() - quote.quotedAt.getTime()).toBeGreaterThan(4 * 60_000);
    expect((await dp.quotes({ filter: 'active' })).map((q) => q.id)).toContain(quote.id);

    // Six minutes on, the quote has expired: not Active, not orderable.
    const later = asToken(rt, shop.admin.token, testRequest(), () => new Date(Date.now() + 6 * 60_000));
    expect((await later.deliveryPartner.quotes({ filter: 'active' })).map((q) => q.id)).not.toContain(quote.id);
    expect((await later.deliveryPartner.quotes({ filter: 'all' })).map((q) => q.id)).toContain(quote.id);
    expect((await rejection(later.deliveryPartner.place({ id: quote.id }))).message).toBe('This quote has expired; get a new quote.');
  });
});

describe('delivery partner: orders and their webhooks', () => {
  it('places the order, follows it to Completed from webhooks (each replayed twice changing state once) and moves the product orders', async () => {
    const ids = await ordersReadyToShip(rt, shop, 2);
    const quote = await dp.createQuote({ senderId, zone: 'KUL', vehicle: 'CAR', orderIds: ids });
    const delivery = await dp.place({ id: quote.id });
    expect(delivery).toMatchObject({ status: 'ASSIGNING_DRIVER', amountSen: quote.price.totalSen, driver: null });
    expect((await rejection(dp.place({ id: quote.id }))).message).toBe('An order was already placed from this quote.');
    // The orders are carried: no other delivery may take them.
    expect((await dp.readyOrders()).map((o) => o.id)).not.toContain(ids[0]);
    expect((await rejection(dp.createQuote({ senderId, zone: 'KUL', vehicle: 'CAR', orderIds: [ids[0]!] }))).message).toBe('An order is no longer ready to ship or is already in another delivery.');

    const replayTwice = async (status: string) => {
      const { delivered } = await pushStatus(delivery.providerOrderId, status);
      expect(delivered.every((d) => d.status === 200)).toBe(true);
      const before = await dp.delivery({ id: delivery.id });
      const notes = (await dp.notifications()).length;
      for (let i = 0; i < 2; i++) await redeliver(delivery.providerOrderId);
      expect(await dp.delivery({ id: delivery.id })).toEqual(before);
      expect((await dp.notifications()).length).toBe(notes);
      return before;
    };

    const onGoing = await replayTwice('ON_GOING');
    expect(onGoing.status).toBe('ON_GOING');
    expect(onGoing.driver).toEqual({ id: expect.any(String), name: expect.any(String), phone: expect.stringMatching(/^\+60/), plate: expect.any(String) });
    expect(await orderStatus(ids[0]!)).toBe(ORDER_STATUS.preparingToShip);

    expect((await replayTwice('PICKED_UP')).status).toBe('PICKED_UP');
    for (const id of ids) expect(await orderStatus(id)).toBe(ORDER_STATUS.shipped);
    const parcels = await rt.database.client.orderShipment.findMany({ where: { merchantId: shop.merchantId, orderId: { in: ids } } });
    expect(parcels.map((p) => [p.courier, p.trackingNo])).toEqual(ids.map(() => ['other', delivery.providerOrderId]));
    expect((await rejection(dp.cancel({ id: delivery.id }))).message).toBe('This delivery can no longer be cancelled.');

    expect((await replayTwice('COMPLETED')).status).toBe('COMPLETED');
    for (const id of ids) expect(await orderStatus(id)).toBe(ORDER_STATUS.completed);
    expect((await dp.notifications()).filter((n) => n.providerOrderId === delivery.providerOrderId).map((n) => n.eventType)).toEqual([
      'ORDER_STATUS_CHANGED',
      'ORDER_STATUS_CHANGED',
      'ORDER_STATUS_CHANGED',
      'DRIVER_ASSIGNED',
    ]);
  });

  it('cancels while the provider allows it and frees the orders for another delivery', async () => {
    const ids = await ordersReadyToShip(rt, shop, 1);
    const delivery = await dp.place({ id: (await dp.createQuote({ senderId, zone: 'PNG', vehicle: 'MOTORCYCLE', orderIds: ids })).id });
    const cancelled = await dp.cancel({ id: delivery.id });
    expect(cancelled.status).toBe('CANCELED');
    expect((await dp.readyOrders()).map((o) => o.id)).toContain(ids[0]);
    expect(await orderStatus(ids[0]!)).toBe(ORDER_STATUS.preparingToShip);
  });

  it('refuses a forged webhook and one signed with another secret, changing nothing', async () => {
    const ids = await ordersReadyToShip(rt, shop, 1);
    const delivery = await dp.place({ id: (await dp.createQuote({ senderId, zone: 'JHB', vehicle: 'CAR', orderIds: ids })).id });
    const path = `/api/webhooks/delivery-partner/${shop.merchantId}`;
    const event = { eventId: 'EVT-FORGED-1', eventType: 'ORDER_STATUS_CHANGED', data: { order: { orderId: delivery.providerOrderId, status: 'COMPLETED' } } };
    const post = (body: unknown) => fetch(`${rt.env.publicUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(signWebhook(SIM_KEYS.apiKey, 'sk_guess', path, event))).status).toBe(401);
    const genuine = signWebhook(SIM_KEYS.apiKey, SIM_KEYS.secret, path, event);
    expect((await post({ ...genuine, data: { order: { orderId: delivery.providerOrderId, status: 'CANCELED' } } })).status).toBe(401);
    expect((await post({ ...genuine, apiKey: 'pk_test_other' })).status).toBe(401);
    expect((await post(signWebhook(SIM_KEYS.apiKey, SIM_KEYS.secret, `/api/webhooks/delivery-partner/other`, event))).status).toBe(401);
    expect((await dp.delivery({ id: delivery.id })).status).toBe('ASSIGNING_DRIVER');

    // A genuine event of an order not (yet) known is answered 404 and not recorded, so its retry still counts.
    const early = { eventId: 'EVT-EARLY-1', eventType: 'ORDER_STATUS_CHANGED', data: { order: { orderId: 'not-yet-placed', status: 'ON_GOING' } } };
    expect((await post(signWebhook(SIM_KEYS.apiKey, SIM_KEYS.secret, path, early))).status).toBe(404);
    const retried = { ...early, data: { order: { orderId: delivery.providerOrderId, status: 'ON_GOING' } } };
    expect((await post(signWebhook(SIM_KEYS.apiKey, SIM_KEYS.secret, path, retried))).status).toBe(200);
    expect((await dp.delivery({ id: delivery.id })).status).toBe('ON_GOING');
  });
});

/** The simulator delivers every webhook of the order again, with the same event ids. */
async function redeliver(providerOrderId: string): Promise<void> {
  const answer = (await control(`orders/${providerOrderId}/redeliver`)) as { delivered: { status: number }[] };
  expect(answer.delivered.every((d) => d.status === 200)).toBe(true);
}
