import { describe, expect, it } from 'vitest';
import { INVALID_RATES_KEY, SIMULATED_COURIERS, simulatedPriceSen } from '../../server/integrations/parcel-rates/parcel-rates-simulator.ts';
import { rejection } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { SENDER_ADDRESS } from '../helpers/parcels.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const caller = shop.admin.caller;
const KEY = 'rates-key-of-the-shop';

/** The simulator's cheapest price for a parcel from Selangor to Selangor. */
const cheapest = (kg: number) => Math.min(...SIMULATED_COURIERS.map((c) => simulatedPriceSen(c, 'sgr', 'sgr', kg)));

describe('parcel-rate service: settings and addresses', () => {
  it('requires the key the first time, refuses a key the service refuses, and keeps it sealed', async () => {
    expect((await rejection(caller.parcelRates.saveSettings({ apiKey: '', rateCheck: true, courierService: false }))).fieldErrors).toEqual({ apiKey: 'API key is required.' });
    expect((await rejection(caller.parcelRates.saveSettings({ apiKey: INVALID_RATES_KEY, rateCheck: true, courierService: false }))).message).toBe(
      'The parcel-rate service refused this API key. Check the key and try again.',
    );
    expect(await caller.parcelRates.settings()).toEqual({ apiKeySet: false, rateCheck: false, courierService: false });
    expect(await caller.parcelRates.saveSettings({ apiKey: KEY, rateCheck: true, courierService: false })).toEqual({ apiKeySet: true, rateCheck: true, courierService: false });
    // A blank key afterwards keeps the one saved.
    expect(await caller.parcelRates.saveSettings({ apiKey: '', rateCheck: true, courierService: true })).toEqual({ apiKeySet: true, rateCheck: true, courierService: true });
    const row = await rt.database.client.parcelRateSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(row.apiKey).not.toContain(KEY);
  });

  it('keeps exactly one default address', async () => {
    const required = await rejection(caller.parcelRates.createAddress({ ...SENDER_ADDRESS, name: '', postcode: '400' }));
    expect(required.fieldErrors).toMatchObject({ name: 'Please fill out all required fields.', postcode: 'Enter a 5-digit postcode.' });
    const first = await caller.parcelRates.createAddress({ ...SENDER_ADDRESS, isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await caller.parcelRates.createAddress({ ...SENDER_ADDRESS, name: 'Warehouse', city: 'Klang', postcode: '41000', isDefault: true });
    expect((await caller.parcelRates.addresses()).map((a) => [a.name, a.isDefault])).toEqual([
      ['Warehouse', true],
      ['Aminah', false],
    ]);
    // Unticking the only default leaves it the default; deleting it passes the default on.
    await caller.parcelRates.updateAddress({ ...SENDER_ADDRESS, id: second.id, name: 'Warehouse', isDefault: false });
    expect((await caller.parcelRates.addresses()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    await caller.parcelRates.deleteAddress({ id: second.id });
    expect(await caller.parcelRates.addresses()).toMatchObject([{ id: first.id, isDefault: true }]);
  });
});

describe('parcel-rate service: an order parcel', () => {
  it('lists the rates of an order parcel from the default address, for its weight', async () => {
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 3 }] });
    const found = await caller.parcelRates.forOrder({ orderId: order.id });
    expect(found).toMatchObject({ weightGrams: 1500, from: '40000 Selangor', to: '40000 Selangor' });
    expect(found.rates).toHaveLength(SIMULATED_COURIERS.length);
    expect(found.rates[0]!.priceSen).toBe(cheapest(1.5));
  });

  it('quotes a quote_shipping order from a chosen rate through the order quote action', async () => {
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    const { rates } = await caller.parcelRates.forOrder({ orderId: order.id });
    const chosen = rates[rates.length - 1]!;
    const quoted = await caller.parcelRates.quoteFromRate({ orderId: order.id, serviceId: chosen.serviceId });
    expect(quoted.shippingQuoted).toBe(true);
    expect(quoted.charges.shippingSen).toBe(chosen.priceSen);
    // The quote rules are the orders': an order quoted already is not quoted again.
    const again = await rejection(caller.parcelRates.quoteFromRate({ orderId: order.id, serviceId: chosen.serviceId }));
    expect(again.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect((await rejection(caller.parcelRates.quoteFromRate({ orderId: order.id, serviceId: 'EP-GONE' }))).message).toBe('This rate is no longer offered. Check the rates again.');
  });

  it('needs the switches on: rate check for the delivery screen, courier service for quotes', async () => {
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    await caller.parcelRates.saveSettings({ apiKey: '', rateCheck: false, courierService: false });
    expect((await rejection(caller.parcelRates.forOrder({ orderId: order.id }))).message).toBe('Turn on rate check in the parcel-rate service settings first.');
    expect((await rejection(caller.parcelRates.quoteFromRate({ orderId: order.id, serviceId: 'EP-CS0A' }))).message).toBe('Turn on the courier service in the parcel-rate service settings first.');
    await caller.parcelRates.saveSettings({ apiKey: '', rateCheck: true, courierService: true });
  });
});
