import { describe, expect, it } from 'vitest';
import type { TWarrantyInput } from '../../core/warranty/schema.ts';
import { asToken, logsDuring, rejection, testRequest } from '../helpers/fixtures.ts';
import { seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const other = await seedShop(rt);
/** 10:00 on 15 March 2026 in Kuala Lumpur. */
const NOW = () => new Date('2026-03-15T02:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW).warranty;
const at = (iso: string) => asToken(rt, shop.admin.token, undefined, () => new Date(iso)).warranty;

const form = (s: SeededShop, overrides: Partial<TWarrantyInput> = {}): TWarrantyInput => ({
  productId: s.shirt.id,
  optionId: null,
  serialNo: `SN-${Math.floor(Math.random() * 1e9)}`,
  buyerName: 'Aminah Yusof',
  buyerPhone: '+60 12-345 6789',
  buyerEmail: 'aminah@example.my',
  orderNo: '',
  startDate: '2026-03-15',
  months: 12,
  ...overrides,
});
const fieldErrors = async (p: Promise<unknown>) => (await rejection(p)).fieldErrors;

describe('registering a sold item', () => {
  it('finds the shop\'s products to register by name or SKU, with their options, for any signed-in user', async () => {
    const found = await admin.products({ search: 'cap' });
    expect(found).toEqual([{ id: shop.cap.id, nameEn: 'Baseball cap', sku: expect.any(String), options: [{ id: shop.cap.redOptionId, name: 'Red' }, { id: shop.cap.blueOptionId, name: 'Blue' }] }]);
    expect((await admin.products({ search: shop.shirt.sku })).map((p) => p.id)).toEqual([shop.shirt.id]);
  });

  it('derives the end date and status from the merchant’s calendar, keeps the product’s name and logs the change', async () => {
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.create(form(shop, { serialNo: '  ab-100  ', orderNo: 'ORD-1' })));
    expect(result).toMatchObject({ serialNo: 'ab-100', productName: 'Cotton shirt', optionId: null, startDate: '2026-03-15', months: 12, endDate: '2027-03-14', status: 'active', orderNo: 'ORD-1' });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Registered the warranty of serial number "ab-100"', 'warranty']]);
    const capped = await admin.create(form(shop, { productId: shop.cap.id, optionId: shop.cap.redOptionId }));
    expect(capped).toMatchObject({ productName: 'Baseball cap (Red)', optionId: shop.cap.redOptionId });
    expect(await admin.get({ id: result.id })).toEqual(result);
  });

  it('is active through the last day in Kuala Lumpur and expired from the next local midnight', async () => {
    const w = await admin.create(form(shop, { startDate: '2026-01-01', months: 1 }));
    expect(w.endDate).toBe('2026-01-31');
    expect((await at('2026-01-31T15:59:00Z').get({ id: w.id })).status).toBe('active');
    expect((await at('2026-01-31T16:00:00Z').get({ id: w.id })).status).toBe('expired');
    const listed = async (iso: string, status: 'active' | 'expired') => (await at(iso).list({ search: w.serialNo, status })).items.map((i) => i.id);
    expect(await listed('2026-01-31T15:59:00Z', 'active')).toEqual([w.id]);
    expect(await listed('2026-01-31T15:59:00Z', 'expired')).toEqual([]);
    expect(await listed('2026-01-31T16:00:00Z', 'expired')).toEqual([w.id]);
  });

  it('refuses a serial number already registered, in any case and spacing, but another merchant may use it', async () => {
    await admin.create(form(shop, { serialNo: 'DUP-77' }));
    expect(await rejection(admin.create(form(shop, { serialNo: ' dup-77 ' })))).toMatchObject({ code: 'CONFLICT', message: 'This serial number is already registered.' });
    const mine = await admin.create(form(shop, { serialNo: 'DUP-78' }));
    expect(await fieldErrors(admin.update({ id: mine.id, warranty: form(shop, { serialNo: 'Dup-77' }) }))).toEqual({ serialNo: 'This serial number is already registered.' });
    expect((await admin.update({ id: mine.id, warranty: form(shop, { serialNo: 'dup-78', months: 24 }) })).endDate).toBe('2028-03-14');
    expect(await other.admin.caller.warranty.create(form(other, { serialNo: 'DUP-77' }))).toMatchObject({ serialNo: 'DUP-77' });
  });

  it('checks every field with its message', async () => {
    expect(
      await fieldErrors(admin.create({ ...form(shop), serialNo: ' ', buyerName: '', buyerPhone: 'call me', buyerEmail: 'not-an-email', startDate: '2026-02-30', months: 121, productId: '' })),
    ).toEqual({
      serialNo: 'Serial number is required.',
      buyerName: 'Buyer name is required.',
      buyerPhone: 'Please enter a valid phone number.',
      buyerEmail: 'Please enter a valid e-mail address.',
      startDate: 'Please choose a valid start date.',
      months: 'Warranty period must be 1 to 120 months.',
      productId: 'Please choose a product.',
    });
    expect(await fieldErrors(admin.create(form(shop, { months: 0 })))).toEqual({ months: 'Warranty period must be 1 to 120 months.' });
    expect(await fieldErrors(admin.create(form(shop, { serialNo: 'x'.repeat(101), buyerName: 'b'.repeat(101), orderNo: 'o'.repeat(51) })))).toEqual({
      serialNo: 'Serial number must be at most 100 characters.',
      buyerName: 'Buyer name must be at most 100 characters.',
      orderNo: 'Order number must be at most 50 characters.',
    });
    expect(await rejection(admin.create(form(shop, { productId: other.shirt.id })))).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found.' });
    expect(await fieldErrors(admin.create(form(shop, { productId: shop.shirt.id, optionId: shop.cap.redOptionId })))).toEqual({ optionId: "This option is not one of the product's options." });
    expect((await admin.create(form(shop, { months: 120, buyerEmail: '' }))).endDate).toBe('2036-03-14');
  });

  it('lists newest first, searched by serial number or buyer, paged; deletes', async () => {
    const tag = `Q${Math.floor(Math.random() * 1e9)}`;
    const first = await admin.create(form(shop, { serialNo: `${tag}-1`, buyerName: 'Tan Ah Kow' }));
    const second = await admin.create(form(shop, { serialNo: `${tag}-2`, buyerPhone: '0123999888', buyerEmail: `${tag.toLowerCase()}@buyer.my` }));
    expect((await admin.list({ search: tag.toLowerCase() })).items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await admin.list({ search: 'tan ah' })).items.map((i) => i.id)).toContain(first.id);
    expect((await admin.list({ search: '0123999888' })).items.map((i) => i.id)).toEqual([second.id]);
    expect(await admin.list({ search: tag, pageSize: 20, page: 2 })).toMatchObject({ items: [], total: 2 });
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.delete({ id: first.id }));
    expect(logs.map((l) => l.action)).toEqual([`Deleted the warranty of serial number "${tag}-1"`]);
    expect(await rejection(admin.get({ id: first.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Warranty not found.' });
  });
});

describe('a buyer’s lookup on the website', () => {
  it('shows the product, the period and the status, never the buyer; in any case', async () => {
    const w = await admin.create(form(shop, { serialNo: 'LOOK-1', startDate: '2025-01-01', months: 6 }));
    const answer = await storefrontCaller(rt, shop.siteKey, testRequest(), NOW).storefront.warranty.lookup({ serialNo: ' look-1 ' });
    expect(answer).toEqual({ serialNo: 'LOOK-1', productName: 'Cotton shirt', startDate: '2025-01-01', endDate: w.endDate, status: 'expired' });
    expect(JSON.stringify(answer)).not.toMatch(/Aminah|aminah|345/);
  });

  it('answers an unknown serial number (or another shop’s) with one message, and holds off an address that keeps guessing', async () => {
    await other.admin.caller.warranty.create(form(other, { serialNo: 'THEIRS-1' }));
    const website = storefrontCaller(rt, shop.siteKey, testRequest(), NOW).storefront.warranty;
    expect(await rejection(website.lookup({ serialNo: 'THEIRS-1' }))).toMatchObject({ code: 'NOT_FOUND', message: 'No warranty is registered under this serial number.' });
    for (let i = 1; i < 20; i++) await rejection(website.lookup({ serialNo: `GUESS-${i}` }));
    expect(await rejection(website.lookup({ serialNo: 'LOOK-1' }))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 15 minutes.' });
    // Another address is not held off.
    expect((await storefrontCaller(rt, shop.siteKey, testRequest(), NOW).storefront.warranty.lookup({ serialNo: 'LOOK-1' })).serialNo).toBe('LOOK-1');
  });
});
