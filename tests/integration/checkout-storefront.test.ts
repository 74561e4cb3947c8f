import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/http/app.ts';
import { rejection, testRequest } from '../helpers/fixtures.ts';
import { SELANGOR_ADDRESS, orderInput, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
let a: SeededShop;
let b: SeededShop;

beforeAll(async () => {
  [a, b] = [await seedShop(rt), await seedShop(rt)];
});

const cart = (shop: SeededShop) => [
  { productId: shop.shirt.id, qty: 2 },
  { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
];

describe('storefront.shippingOptions', () => {
  it("lists the zone's options for the cart with their charges, and the pick-up addresses", async () => {
    const quote = await a.storefront.storefront.shippingOptions({ address: SELANGOR_ADDRESS, items: cart(a) });
    expect(quote).toMatchObject({ zoneId: a.zoneId, subtotalSen: 2 * 2990 + 1500, weightGrams: 1200, selfPickup: true });
    expect(quote.options.map((o) => [o.id, o.titleEn, o.cod, o.chargeSen])).toEqual([
      [a.courierOptionId, 'Courier', true, 800],
      [a.quoteOptionId, 'Lorry (quoted)', false, null],
    ]);
    expect(quote.pickupAddresses.map((p) => [p.id, p.titleEn])).toEqual([[a.pickupAddressId, 'Shop counter']]);
  });

  it('an address outside every zone gets no options; self pick-up off lists no addresses', async () => {
    const off = await seedShop(rt, { checkout: { selfPickup: false } });
    const quote = await off.storefront.storefront.shippingOptions({ address: { ...SELANGOR_ADDRESS, state: 'SBH', postcode: '88000' }, items: cart(off) });
    expect(quote).toMatchObject({ zoneId: null, options: [], selfPickup: false, pickupAddresses: [] });
  });

  it('charges an address whose postcode the postcode data does not know by its state’s zone, never refusing it', async () => {
    const shop = await seedShop(rt);
    const admin = shop.admin.caller;
    const shahAlam = await admin.shippingZones.create({ name: 'Shah Alam', postcodes: ['40000'] });
    await admin.shippingOptions.create({ titleEn: 'Shah Alam runner', zoneId: shahAlam.id, type: 'one_time', charge: { form: 'each_order', amountSen: 300 } });
    const known = await shop.storefront.storefront.shippingOptions({ address: SELANGOR_ADDRESS, items: cart(shop) });
    expect(known.zoneId).toBe(shahAlam.id);
    // 40999 is well formed but unknown: it matches no zone's postcodes, so Selangor's zone prices it.
    const unknown = { ...SELANGOR_ADDRESS, postcode: '40999' };
    const quote = await shop.storefront.storefront.shippingOptions({ address: unknown, items: cart(shop) });
    expect([quote.zoneId, quote.options.map((o) => o.chargeSen)]).toEqual([shop.zoneId, [800, null]]);
    expect(await placeOrder(rt, shop, { address: unknown })).toMatchObject({ status: 7, shippingSen: 800 });
  });

  it('validates the address and the cart as checkout does', async () => {
    expect(await rejection(a.storefront.storefront.shippingOptions({ address: { ...SELANGOR_ADDRESS, postcode: 'ABCDE' }, items: cart(a) }))).toMatchObject({
      message: 'Please enter a valid postcode (5 digits).',
    });
    expect(await rejection(a.storefront.storefront.shippingOptions({ address: SELANGOR_ADDRESS, items: [{ productId: a.cap.id, qty: 1 }] }))).toMatchObject({
      message: 'Please choose an option of Baseball cap.',
    });
  });
});

describe('storefront.deliveryDays and delivery dates on orders', () => {
  // 17:00 UTC on 1 March is 01:00 on 2 March in Kuala Lumpur: the order date is 2 March.
  const now = () => new Date('2026-03-01T17:00:00Z');
  let shop: SeededShop;

  beforeAll(async () => {
    shop = await seedShop(rt);
    await shop.admin.caller.orderSettings.updateTimeSlots({ slotStart: '09:00', slotEnd: '12:00', slotIntervalMinutes: 60, slotDaysAhead: 4 });
    await shop.admin.caller.disabledDeliveryDates.create({ fromDate: '2026-03-04', toDate: '2026-03-05' });
  });
  const website = () => storefrontCaller(rt, shop.siteKey, testRequest(), now);

  it("offers the days after the merchant's order date, less the disabled ones, each with its slots", async () => {
    const slots = ['09:00-10:00', '10:00-11:00', '11:00-12:00'];
    expect(await website().storefront.deliveryDays()).toEqual({ days: [{ date: '2026-03-03', slots }, { date: '2026-03-06', slots }] });
  });

  it('takes an offered day and slot, and refuses any other', async () => {
    const attempt = (deliveryDate: string | null, deliverySlot: string | null) => rejection(website().storefront.placeOrder(orderInput(shop, { deliveryDate, deliverySlot })));
    for (const day of ['2026-03-02', '2026-03-04', '2026-03-05', '2026-03-07']) {
      expect(await attempt(day, null)).toMatchObject({ code: 'BAD_REQUEST', message: 'This delivery date is not available.', field: 'deliveryDate' });
    }
    expect(await attempt('2026-03-03', '12:00-13:00')).toMatchObject({ message: 'This delivery time is not available.', field: 'deliverySlot' });
    expect(await attempt(null, '09:00-10:00')).toMatchObject({ message: 'Please choose a delivery date for this time.' });
    const order = await website().storefront.placeOrder(orderInput(shop, { deliveryDate: '2026-03-06', deliverySlot: '10:00-11:00' }));
    const row = await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } } });
    expect([row.deliveryDate, row.deliverySlot]).toEqual(['2026-03-06', '10:00-11:00']);
  });

  it('without slots, days come bare and no slot is accepted', async () => {
    await shop.admin.caller.orderSettings.updateTimeSlots({ slotStart: '09:00', slotEnd: '12:00', slotIntervalMinutes: 0, slotDaysAhead: 2 });
    expect(await website().storefront.deliveryDays()).toEqual({ days: [{ date: '2026-03-03', slots: [] }] });
    expect(await rejection(website().storefront.placeOrder(orderInput(shop, { deliveryDate: '2026-03-03', deliverySlot: '09:00-10:00' })))).toMatchObject({
      message: 'This delivery time is not available.',
    });
    expect((await website().storefront.placeOrder(orderInput(shop, { deliveryDate: '2026-03-03' }))).id).toBeTruthy();
  });
});

describe('storefront.orderStatus', () => {
  it('shows the buyer their order by number and e-mail, in any case', async () => {
    const order = await placeOrder(rt, a, { items: cart(a) });
    const status = await a.storefront.storefront.orderStatus({ orderNo: order.orderNo, email: 'AMINAH@Buyer.test' });
    expect(status).toMatchObject({
      orderNo: order.orderNo,
      status: 7,
      statusName: 'Awaiting Payment',
      shippingQuoted: true,
      totalSen: order.totalSen,
      paidAt: null,
      shipments: [],
      items: [
        { name: 'Cotton shirt', options: '', qty: 2, finalPriceSen: 5980 },
        { name: 'Baseball cap', options: 'Colour: Red', qty: 1, finalPriceSen: 1500 },
      ],
    });
    expect(JSON.stringify(status)).not.toContain('aminah@buyer.test');
  });

  it('a wrong e-mail answers as an unknown number does', async () => {
    const order = await placeOrder(rt, a);
    const wrong = await rejection(a.storefront.storefront.orderStatus({ orderNo: order.orderNo, email: 'someone@else.test' }));
    const unknown = await rejection(a.storefront.storefront.orderStatus({ orderNo: 99_999, email: 'aminah@buyer.test' }));
    expect(wrong).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
    expect(unknown).toEqual(wrong);
  });

  it('an order placed with a phone only cannot be looked up by e-mail', async () => {
    const order = await placeOrder(rt, a, { buyer: { name: 'Tan', phone: '0123456789' } });
    expect((await rejection(a.storefront.storefront.orderStatus({ orderNo: order.orderNo, email: 'tan@buyer.test' }))).code).toBe('NOT_FOUND');
  });
});

describe("a site key reaches only its own merchant's data", () => {
  it("A's key cannot order, price or ship B's products, options or pick-up addresses", async () => {
    const before = await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: b.merchantId, id: b.shirt.id } } });
    expect(await rejection(placeOrder(rt, a, { items: cart(b) }))).toMatchObject({ code: 'NOT_FOUND', message: 'This product is not available.' });
    expect(await rejection(placeOrder(rt, a, { items: [{ productId: a.cap.id, optionId: b.cap.redOptionId, qty: 1 }] }))).toMatchObject({ message: 'This option of Baseball cap is not available.' });
    expect(await rejection(placeOrder(rt, a, { shippingOptionId: b.courierOptionId }))).toMatchObject({ message: 'This shipping option is not available for this address and cart.' });
    expect(await rejection(placeOrder(rt, a, { selfPickup: true, pickupAddressId: b.pickupAddressId, shippingOptionId: null }))).toMatchObject({ message: 'Please choose a pick-up address.' });
    expect(await rejection(a.storefront.storefront.shippingOptions({ address: SELANGOR_ADDRESS, items: cart(b) }))).toMatchObject({ code: 'NOT_FOUND' });
    const after = await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: b.merchantId, id: b.shirt.id } } });
    expect(after.stock).toBe(before.stock);
  });

  it("A's key never sees B's orders, even with B's order number and buyer e-mail", async () => {
    const fresh = await seedShop(rt);
    const ofB = await placeOrder(rt, b, { buyer: { name: 'Only B', email: 'only-b@buyer.test' } });
    expect((await rejection(fresh.storefront.storefront.orderStatus({ orderNo: ofB.orderNo, email: 'only-b@buyer.test' }))).code).toBe('NOT_FOUND');
    expect((await b.storefront.storefront.orderStatus({ orderNo: ofB.orderNo, email: 'only-b@buyer.test' })).totalSen).toBe(ofB.totalSen);
  });

  it("an order placed with A's key belongs to A and numbers in A's sequence", async () => {
    const fresh = await seedShop(rt);
    const order = await placeOrder(rt, fresh);
    const row = await rt.database.client.order.findFirstOrThrow({ where: { id: order.id } });
    expect(row.merchantId).toBe(fresh.merchantId);
    expect(order.orderNo).toBe(1);
  });
});

describe('storefront over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(rt, { logger: false, dashboardDir: null });
  });
  afterAll(() => app.close());

  it('reads the site key from the x-site-key header; without it the answer is 401', async () => {
    const ok = await app.inject({ method: 'GET', url: '/trpc/storefront.deliveryDays', headers: { 'x-site-key': a.siteKey } });
    expect(ok.statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/trpc/storefront.deliveryDays' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.json.message).toBe('The site key is not valid or has been revoked.');
    const session = await app.inject({ method: 'GET', url: '/trpc/storefront.deliveryDays', headers: { authorization: `Bearer ${a.admin.token}` } });
    expect(session.statusCode).toBe(401);
  });

  it('places an order over HTTP', async () => {
    const res = await app.inject({ method: 'POST', url: '/trpc/storefront.placeOrder', headers: { 'x-site-key': a.siteKey }, payload: { json: orderInput(a) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ status: 7, subtotalSen: 2990, totalSen: 3790 });
  });
});
