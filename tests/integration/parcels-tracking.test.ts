import { describe, expect, it } from 'vitest';
import { refreshMerchantParcels } from '../../core/parcels/tracking/refresh.ts';
import { baseContext } from '../../core/shared/context.ts';
import { parcelTrackingHttp } from '../../server/integrations/parcel-tracking/parcel-tracking-http.ts';
import { INVALID_TRACKING_KEY } from '../../server/integrations/parcel-tracking/parcel-tracking-simulator.ts';
import { SIGNATURE_HEADER, signatureOf } from '../../server/integrations/parcel-tracking/parcel-tracking-signature.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { rejection, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { ordersReadyToShip } from '../helpers/delivery-partner.ts';
import { advanceParcel, simulatorHangs, trackingForm } from '../helpers/parcels.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const app = await fileServer(rt);
const caller = shop.admin.caller;
const base = () => baseContext(rt.database, rt.env, testRequest());
const KEY = 'tracking-key-of-the-shop';

const webhook = (body: string, signature: string) =>
  app.inject({ method: 'POST', url: `/api/webhooks/parcel-tracking/${shop.merchantId}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });

describe('parcel tracking: the API key', () => {
  it('is required, refused when the service refuses it, and kept sealed once taken', async () => {
    expect((await rejection(caller.parcelTracking.saveKey({ apiKey: ' ' }))).fieldErrors).toEqual({ apiKey: 'API key is required.' });
    const refused = await rejection(caller.parcelTracking.saveKey({ apiKey: INVALID_TRACKING_KEY }));
    expect(refused.message).toBe('The parcel tracking service refused this API key. Check the key and try again.');
    expect(await caller.parcelTracking.settings()).toMatchObject({ apiKeySet: false });
    // Adding a record needs the key first.
    expect((await rejection(caller.parcelTracking.create(trackingForm()))).message).toBe("Save the parcel tracking service's API key first.");

    const saved = await caller.parcelTracking.saveKey({ apiKey: KEY });
    expect(saved).toEqual({ apiKeySet: true, webhookUrl: `${rt.env.publicUrl}/api/webhooks/parcel-tracking/${shop.merchantId}` });
    const row = await rt.database.client.parcelTrackingSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(row.apiKey).not.toContain(KEY);
    expect(JSON.stringify(await caller.parcelTracking.settings())).not.toContain(KEY);
  });
});

describe('parcel tracking: records', () => {
  it('requires the spec fields, phone and note optional, and refuses a parcel tracked twice', async () => {
    const blank = await rejection(caller.parcelTracking.create({ trackingNo: '', courier: '' as never, orderRef: '', parcelContent: '', customerName: '', customerEmail: '' }));
    expect(blank.fieldErrors).toEqual({
      trackingNo: 'Tracking no is required.',
      courier: 'Courier is required.',
      orderRef: 'Order ID is required.',
      parcelContent: 'Parcel content is required.',
      customerName: 'Customer name is required.',
      customerEmail: 'Customer email is required.',
    });
    expect((await rejection(caller.parcelTracking.create(trackingForm({ customerEmail: 'not-an-email' })))).fieldErrors).toEqual({ customerEmail: 'Invalid Email Address' });

    const form = trackingForm({ customerPhone: '+60123456789', note: 'Fragile' });
    const record = await caller.parcelTracking.create(form);
    expect(record).toMatchObject({ trackingNo: form.trackingNo, status: 'pending', latestEvent: 'Shipment information received', registered: true, customerPhone: '+60123456789', note: 'Fragile' });
    expect(record.events).toHaveLength(1);
    expect((await rejection(caller.parcelTracking.create(form))).message).toBe('This parcel is already tracked.');
  });

  it('lists by status tab and finds by tracking no, order id, customer name or e-mail', async () => {
    const a = await caller.parcelTracking.create(trackingForm({ orderRef: 'ORD-7781', customerName: 'Siti Nur', customerEmail: 'siti@buyer.test' }));
    await advanceParcel('poslaju', a.trackingNo);
    await refreshMerchantParcels(base(), shop.merchantId);
    const inTransit = await caller.parcelTracking.list({ tab: 'in_transit' });
    expect(inTransit.items.map((r) => r.id)).toEqual([a.id]);
    expect((await caller.parcelTracking.list({ tab: 'delivered' })).total).toBe(0);
    for (const text of ['ord-7781', 'SITI NUR', 'siti@buyer', a.trackingNo.toLowerCase()]) expect((await caller.parcelTracking.list({ search: text })).items.map((r) => r.id)).toEqual([a.id]);
  });

  it('keeps the courier and number when edited, and deletes', async () => {
    const r = await caller.parcelTracking.create(trackingForm());
    const edited = await caller.parcelTracking.update({ id: r.id, orderRef: '2002', parcelContent: '1 x Cap', customerName: 'Ali', customerEmail: 'ali@buyer.test', customerPhone: '', note: '' });
    expect(edited).toMatchObject({ trackingNo: r.trackingNo, courier: 'poslaju', orderRef: '2002', customerName: 'Ali' });
    await caller.parcelTracking.delete({ id: r.id });
    expect((await rejection(caller.parcelTracking.get({ id: r.id }))).message).toBe('Tracking record not found.');
  });

  it('says "No response please try again later." when the service does not answer', async () => {
    const real = rt.env.parcelTracking;
    rt.env.parcelTracking = parcelTrackingHttp({ url: await simulatorUrl('/parcel-tracking'), timeoutMs: 200, backoffMs: [10] });
    await simulatorHangs('/parcel-tracking', true);
    try {
      expect((await rejection(caller.parcelTracking.create(trackingForm()))).message).toBe('No response please try again later.');
    } finally {
      await simulatorHangs('/parcel-tracking', false);
      rt.env.parcelTracking = real;
    }
  });
});

describe('parcel tracking: webhooks', () => {
  it('applies a signed update once however often it is replayed, and refuses a forged one', async () => {
    const r = await caller.parcelTracking.create(trackingForm());
    const { webhook: sent } = await advanceParcel('poslaju', r.trackingNo);
    expect(sent).not.toBeNull();
    // The product's public address in this test is not reachable: the test delivers the webhook itself.
    const first = await webhook(sent!.body, sent!.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: 'applied' });
    for (let i = 0; i < 2; i++) expect((await webhook(sent!.body, sent!.signature)).json()).toEqual({ result: 'replay' });
    const after = await caller.parcelTracking.get({ id: r.id });
    expect(after).toMatchObject({ status: 'in_transit', latestEvent: 'Parcel picked up by courier', latestLocation: 'Shah Alam Hub' });
    expect(after.events).toHaveLength(2);

    // A forged body (another status) with the old signature, or one signed with another secret: 401, nothing changes.
    const forgedBody = sent!.body.replace(/"in_transit"/g, '"delivered"').replace(/"event_id":"[^"]+"/, '"event_id":"forged-1"');
    expect((await webhook(forgedBody, sent!.signature)).statusCode).toBe(401);
    expect((await webhook(forgedBody, signatureOf('not-the-secret', forgedBody))).statusCode).toBe(401);
    expect((await webhook(forgedBody, '')).statusCode).toBe(401);
    expect(await caller.parcelTracking.get({ id: r.id })).toMatchObject({ status: 'in_transit' });
  });
});

describe('parcel tracking: shipped orders and the scheduled refresh', () => {
  it('gives a shipped parcel its record, registered and refreshed by the refresh; final parcels are not asked again', async () => {
    const [orderId] = await ordersReadyToShip(rt, shop, 1);
    const trackingNo = `JT${Date.now()}`;
    await caller.orders.markShipped({ id: orderId!, courier: 'jnt', trackingNo, shippedAt: new Date() });
    const [tracked] = await caller.parcelTracking.forOrder({ orderId: orderId! });
    expect(tracked).toMatchObject({ trackingNo, courier: 'jnt', customerName: 'Aminah Yusof', customerEmail: 'aminah@buyer.test', parcelContent: '1 x Cotton shirt', status: 'pending', registered: false });
    const order = await caller.orders.get({ id: orderId! });
    expect(tracked!.shipmentId).toBe(order.shipments[0]!.id);

    const first = await refreshMerchantParcels(base(), shop.merchantId);
    expect(first.registered).toBe(1);
    expect((await caller.parcelTracking.forOrder({ orderId: orderId! }))[0]).toMatchObject({ registered: true, latestEvent: 'Shipment information received' });

    for (let i = 0; i < 4; i++) await advanceParcel('jnt', trackingNo);
    const second = await refreshMerchantParcels(base(), shop.merchantId);
    expect(second.changed).toBeGreaterThanOrEqual(1);
    expect((await caller.parcelTracking.forOrder({ orderId: orderId! }))[0]).toMatchObject({ status: 'delivered', latestEvent: 'Delivered' });

    const open = await rt.database.client.parcelTracking.count({ where: { merchantId: shop.merchantId, final: false } });
    const third = await refreshMerchantParcels(base(), shop.merchantId);
    expect(third).toEqual({ registered: 0, checked: open, changed: 0 });
  });

  it('gives no record without the service set up', async () => {
    const other = await seedShop(rt);
    const [orderId] = await ordersReadyToShip(rt, other, 1);
    await other.admin.caller.orders.markShipped({ id: orderId!, courier: 'jnt', trackingNo: 'JT-NO-SERVICE', shippedAt: new Date() });
    expect(await other.admin.caller.parcelTracking.forOrder({ orderId: orderId! })).toEqual([]);
  });
});
