import { describe, expect, it } from 'vitest';
import type { TWhatsappCheckoutInput } from '../../core/whatsapp-orders/schema.ts';
import { logsDuring, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { SELANGOR_ADDRESS, seedShop, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

const cart = (shop: SeededShop, overrides: Partial<TWhatsappCheckoutInput> = {}): TWhatsappCheckoutInput => ({
  kind: 'order',
  buyer: { name: 'Aminah Yusof', phone: '+60123456789', email: 'aminah@buyer.test' },
  address: { ...SELANGOR_ADDRESS },
  note: 'Deliver after 6pm',
  items: [
    { productId: shop.shirt.id, qty: 2 },
    { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
  ],
  ...overrides,
});

const send = (shop: SeededShop, overrides: Partial<TWhatsappCheckoutInput> = {}) => shop.storefront.storefront.whatsapp.checkout(cart(shop, overrides));

describe('WhatsApp checkout on the website', () => {
  it('is refused while the checkout setting is off', async () => {
    const shop = await seedShop(rt);
    const refused = await rejection(send(shop));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'WhatsApp checkout is not turned on for this shop.' });
  });

  it('records the buyer and the lines priced from the catalogue, numbered per kind, with the text to send', async () => {
    const shop = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    const first = await send(shop);
    expect(first).toEqual({
      id: expect.any(String),
      kind: 'order',
      entryNo: 1,
      totalSen: 7480,
      message: 'Order W1\n2 x Cotton shirt: RM 59.80\n1 x Baseball cap (Colour: Red): RM 15.00\nTotal: RM 74.80',
    });
    expect((await send(shop)).entryNo).toBe(2);
    expect(await send(shop, { kind: 'cart', address: undefined, note: '' })).toMatchObject({ kind: 'cart', entryNo: 1 });
    const entry = await shop.admin.caller.whatsappOrders.get({ kind: 'order', id: first.id });
    expect(entry).toMatchObject({
      entryNo: 1,
      status: 'active',
      buyerName: 'Aminah Yusof',
      buyerPhone: '+60123456789',
      buyerEmail: 'aminah@buyer.test',
      address: 'Aminah Yusof, +60123456789, 12 Jalan Kebun, 40000 Shah Alam, SGR, MY',
      note: 'Deliver after 6pm',
      totalSen: 7480,
      completedAt: null,
    });
    expect(entry.lines).toEqual([
      { productId: shop.shirt.id, optionId: null, name: 'Cotton shirt', options: '', qty: 2, unitPriceSen: 2990, lineTotalSen: 5980 },
      { productId: shop.cap.id, optionId: shop.cap.redOptionId, name: 'Baseball cap', options: 'Colour: Red', qty: 1, unitPriceSen: 1500, lineTotalSen: 1500 },
    ]);
    // An order is not a cart: each list holds its own kind.
    expect(await rejection(shop.admin.caller.whatsappOrders.get({ kind: 'cart', id: first.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('needs the WhatsApp number, lines of known public products, and a short note', async () => {
    const shop = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    expect((await rejection(send(shop, { buyer: { name: 'Aminah', email: 'a@buyer.test' } }))).fieldErrors).toEqual({ 'buyer.phone': 'Contact number is required' });
    expect((await rejection(send(shop, { items: [] }))).fieldErrors).toEqual({ items: 'Your cart is empty.' });
    expect((await rejection(send(shop, { note: 'x'.repeat(226) }))).fieldErrors).toEqual({ note: expect.stringContaining('225') });
    const other = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    expect((await rejection(send(shop, { items: [{ productId: other.shirt.id, qty: 1 }] }))).code).toBe('NOT_FOUND');
    expect(await rt.database.client.whatsappEntry.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  });
});

describe('the WhatsApp order and cart-chat lists', () => {
  it('list a tab newest first with both counts, search the buyer and number literally, and move entries singly or in bulk', async () => {
    const shop = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    const admin = shop.admin.caller.whatsappOrders;
    const a = await send(shop, { buyer: { name: 'Aminah Yusof', phone: '+60111111111' } });
    const b = await send(shop, { buyer: { name: 'Badrul 100%', phone: '+60122222222', email: 'badrul@buyer.test' } });
    const c = await send(shop, { buyer: { name: 'Chong Wei', phone: '+60133333333' } });
    await send(shop, { kind: 'cart' });
    const page = await admin.list({ kind: 'order' });
    expect(page).toMatchObject({ total: 3, tabCounts: { active: 3, completed: 0 } });
    expect(page.items.map((e) => e.entryNo)).toEqual([3, 2, 1]);
    expect((await admin.list({ kind: 'order', search: '100%' })).items.map((e) => e.id)).toEqual([b.id]);
    expect((await admin.list({ kind: 'order', search: '0%' })).items.map((e) => e.id)).toEqual([b.id]);
    expect((await admin.list({ kind: 'order', search: '_' })).items).toEqual([]);
    expect((await admin.list({ kind: 'order', search: '0133' })).items.map((e) => e.id)).toEqual([c.id]);
    expect((await admin.list({ kind: 'order', search: 'BADRUL@' })).items.map((e) => e.id)).toEqual([b.id]);
    expect((await admin.list({ kind: 'order', search: 'w1' })).items.map((e) => e.id)).toEqual([a.id]);

    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.setStatus({ kind: 'order', ids: [a.id, b.id], status: 'completed' }));
    expect(result).toEqual({ changed: 2 });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Moved 2 WhatsApp order entries to Completed', 'whatsapp_cart']]);
    const completed = await admin.list({ kind: 'order', status: 'completed' });
    expect(completed).toMatchObject({ total: 2, tabCounts: { active: 1, completed: 2 } });
    expect(completed.items.every((e) => e.completedAt !== null)).toBe(true);
    expect((await admin.list({ kind: 'order', status: 'completed', search: 'chong' })).tabCounts).toEqual({ active: 1, completed: 0 });
    // Already there: nothing changes.
    expect(await admin.setStatus({ kind: 'order', ids: [a.id], status: 'completed' })).toEqual({ changed: 0 });
    expect(await admin.setStatus({ kind: 'order', ids: [a.id], status: 'active' })).toEqual({ changed: 1 });
    expect(await admin.get({ kind: 'order', id: a.id })).toMatchObject({ status: 'active', completedAt: null });
    expect((await admin.list({ kind: 'cart' })).tabCounts).toEqual({ active: 1, completed: 0 });
  });

  it("refuses a bulk move naming another kind's or merchant's entry, changing none", async () => {
    const shop = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    const mine = await send(shop);
    const cartEntry = await send(shop, { kind: 'cart' });
    const other = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    const theirs = await send(other);
    for (const ids of [[mine.id, cartEntry.id], [mine.id, theirs.id]]) {
      expect(await rejection(shop.admin.caller.whatsappOrders.setStatus({ kind: 'order', ids, status: 'completed' }))).toMatchObject({ code: 'NOT_FOUND', message: 'WhatsApp entry not found.' });
    }
    expect((await shop.admin.caller.whatsappOrders.get({ kind: 'order', id: mine.id })).status).toBe('active');
    expect((await rejection(shop.admin.caller.whatsappOrders.setStatus({ kind: 'order', ids: [], status: 'completed' }))).fieldErrors).toEqual({ ids: 'Select at least one entry.' });
  });

  it('a viewer of the module lists but cannot move entries', async () => {
    const shop = await seedShop(rt, { checkout: { whatsappCheckout: true } });
    const entry = await send(shop);
    const viewer = await seedSubUser(rt, shop, { whatsapp_cart: 'view' });
    expect((await viewer.caller.whatsappOrders.list({ kind: 'order' })).total).toBe(1);
    expect((await rejection(viewer.caller.whatsappOrders.setStatus({ kind: 'order', ids: [entry.id], status: 'completed' }))).code).toBe('FORBIDDEN');
    const outsider = await seedSubUser(rt, await seedMerchant(rt), { my_sales: 'edit' });
    expect((await rejection(outsider.caller.whatsappOrders.list({ kind: 'order' }))).code).toBe('FORBIDDEN');
  });
});
