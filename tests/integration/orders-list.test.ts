import { beforeAll, describe, expect, it } from 'vitest';
import { asToken, rejection, testRequest } from '../helpers/fixtures.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
/** Order numbers by buyer. Placed a day apart in November 2026 (Kuala Lumpur days in the comments). */
const no: Record<string, number> = {};
const id: Record<string, string> = {};

const PLACED = {
  'Aminah Yusof': '2026-11-01T02:00:00Z', // 1 Nov, 10:00 — paid (2)
  'Ali Baba': '2026-11-02T02:00:00Z', // 2 Nov — preparing to ship (4)
  'alice Tan': '2026-11-03T02:00:00Z', // 3 Nov — cancelled (3)
  'Dina Lim': '2026-11-03T16:30:00Z', // 4 Nov, 00:30 — awaiting payment (7)
  'Bob Lee': '2026-11-04T02:00:00Z', // 4 Nov, 10:00 — awaiting payment (7)
  'Chen Wei': '2026-11-05T02:00:00Z', // 5 Nov — awaiting payment (7)
} as const;

async function placeAt(at: string, name: string, overrides = {}) {
  const store = storefrontCaller(rt, shop.siteKey, testRequest(), () => new Date(at));
  return store.storefront.placeOrder(orderInput(shop, { buyer: { name, email: 'b@buyer.test' }, ...overrides }));
}

beforeAll(async () => {
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
  for (const [name, at] of Object.entries(PLACED)) {
    const order = await placeAt(at, name);
    no[name] = order.orderNo;
    id[name] = order.id;
  }
  const orders = shop.admin.caller.orders;
  const pay = (orderId: string) => orders.markPaid({ id: orderId, payment: { method: 'cash', paidOn: new Date(), amountSen: 100 } });
  await pay(id['Aminah Yusof']!);
  await pay(id['Ali Baba']!);
  await orders.confirmPayment({ id: id['Ali Baba']! });
  await orders.cancel({ id: id['alice Tan']! });
  // A quotation is never in the order list.
  await placeAt('2026-11-05T03:00:00Z', 'Ali Quotation', { quotation: true });
});

const list = (input: Parameters<SeededShop['admin']['caller']['orders']['list']>[0] = {}) => shop.admin.caller.orders.list(input);
const names = async (input: Parameters<typeof list>[0] = {}) => (await list(input)).items.map((o) => o.buyerName);

describe('order list', () => {
  it('lists every order newest first, with the count of each tab, and no quotation', async () => {
    const page = await list();
    expect(page.items.map((o) => o.buyerName)).toEqual(['Chen Wei', 'Bob Lee', 'Dina Lim', 'alice Tan', 'Ali Baba', 'Aminah Yusof']);
    expect(page).toMatchObject({ total: 6, totalCapped: false, page: 1, pageSize: 20, searchTruncated: false });
    expect(Object.fromEntries(page.tabs.map((t) => [t.key, t.count]))).toEqual({ awaitingPayment: 3, paymentMade: 1, preparingToShip: 1, shipped: 0, completed: 0, cancelled: 1 });
    expect(page.items[0]).toMatchObject({ orderNo: no['Chen Wei'], status: 7, itemCount: 1, totalSen: 2990 + 800, allowedActions: ['markPaid', 'cancel'] });
  });

  it('shows a tab, and a status within it (0 is all)', async () => {
    expect(await names({ tab: 'awaitingPayment' })).toEqual(['Chen Wei', 'Bob Lee', 'Dina Lim']);
    expect(await names({ tab: 'awaitingPayment', status: 7 })).toEqual(['Chen Wei', 'Bob Lee', 'Dina Lim']);
    expect(await names({ tab: 'awaitingPayment', status: 2 })).toEqual([]);
    expect(await names({ status: 4 })).toEqual(['Ali Baba']);
    expect(await names({ tab: 'cancelled', status: 0 })).toEqual(['alice Tan']);
    expect((await list({ tab: 'paymentMade' })).total).toBe(1);
  });

  it('searches buyer names from their start, in any case, and order numbers exactly', async () => {
    expect(await names({ search: 'AL' })).toEqual(['alice Tan', 'Ali Baba']);
    expect(await names({ search: 'ali b' })).toEqual(['Ali Baba']);
    expect(await names({ search: 'lee' })).toEqual([]);
    const found = await list({ search: 'al' });
    expect(Object.fromEntries(found.tabs.map((t) => [t.key, t.count]))).toMatchObject({ preparingToShip: 1, cancelled: 1, awaitingPayment: 0 });
    expect(await names({ search: `#${no['Bob Lee']}` })).toEqual(['Bob Lee']);
    expect(await names({ search: String(no['Dina Lim']) })).toEqual(['Dina Lim']);
    expect(await names({ search: String(no['Dina Lim']), tab: 'completed' })).toEqual([]);
    expect(await names({ search: '99999' })).toEqual([]);
    // Wildcards are text, not patterns.
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('filters by days of the shop time zone, both ends included', async () => {
    expect(await names({ from: '2026-11-02', to: '2026-11-03' })).toEqual(['alice Tan', 'Ali Baba']);
    // 00:30 on 4 November in Kuala Lumpur is still 3 November in UTC.
    expect(await names({ from: '2026-11-04', to: '2026-11-04' })).toEqual(['Bob Lee', 'Dina Lim']);
    expect(await names({ from: '2026-11-05' })).toEqual(['Chen Wei']);
    expect(await names({ to: '2026-11-01' })).toEqual(['Aminah Yusof']);
    const counted = await list({ from: '2026-11-04', to: '2026-11-05' });
    expect(Object.fromEntries(counted.tabs.map((t) => [t.key, t.count]))).toMatchObject({ awaitingPayment: 3, paymentMade: 0 });
  });

  it('takes the date shortcuts from the shop’s today', async () => {
    const at = (now: string) => asToken(rt, shop.admin.token, testRequest(), () => new Date(now)).orders.list;
    // 10:00 on 5 November in Kuala Lumpur: yesterday is 4 November.
    expect((await at('2026-11-05T02:00:00Z')({ shortcut: 'yesterday' })).items.map((o) => o.buyerName)).toEqual(['Bob Lee', 'Dina Lim']);
    expect((await at('2026-11-05T02:00:00Z')({ shortcut: 'today' })).items.map((o) => o.buyerName)).toEqual(['Chen Wei']);
    // A shortcut wins over days.
    expect((await at('2026-11-05T02:00:00Z')({ shortcut: 'today', from: '2026-11-01', to: '2026-11-01' })).total).toBe(1);
  });

  it('refuses page sizes other than 20, 40, 60 and 80, and statuses outside 0 to 9', async () => {
    expect(await rejection(list({ pageSize: 25 }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { pageSize: 'Page size must be 20, 40, 60 or 80.' } });
    expect((await rejection(list({ status: 10 }))).code).toBe('BAD_REQUEST');
    expect((await list({ page: 2 })).items).toEqual([]);
  });
});

describe('order list pages', () => {
  it('pages a tab of two statuses newest first across both (Cancelled and Refund)', async () => {
    const other = await seedShop(rt);
    await other.admin.caller.products.quickUpdate({ patches: [{ sku: other.shirt.sku, stock: 1000 }] });
    const orders = other.admin.caller.orders;
    const placed: number[] = [];
    for (let i = 0; i < 23; i++) {
      const at = new Date(Date.UTC(2026, 9, 1 + i, 4)).toISOString();
      const store = storefrontCaller(rt, other.siteKey, testRequest(), () => new Date(at));
      const order = await store.storefront.placeOrder(orderInput(other));
      placed.push(order.orderNo);
      if (i % 3 === 0) {
        await orders.markPaid({ id: order.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 1 } });
        await orders.confirmPayment({ id: order.id });
        await orders.markShipped({ id: order.id, courier: 'gdex', trackingNo: `G${i}`, shippedAt: new Date() });
        await orders.refund({ id: order.id });
      } else await orders.cancel({ id: order.id });
    }
    const newest = [...placed].reverse();
    const first = await orders.list({ tab: 'cancelled', pageSize: 20 });
    const second = await orders.list({ tab: 'cancelled', pageSize: 20, page: 2 });
    expect(first.total).toBe(23);
    expect(first.items.map((o) => o.orderNo)).toEqual(newest.slice(0, 20));
    expect(second.items.map((o) => o.orderNo)).toEqual(newest.slice(20));
    expect(new Set(first.items.map((o) => o.status))).toEqual(new Set([3, 9]));
    expect((await orders.list({ pageSize: 20, page: 2 })).items.map((o) => o.orderNo)).toEqual(newest.slice(20));
    expect((await orders.list({ status: 9, pageSize: 40 })).items.map((o) => o.orderNo)).toEqual(newest.filter((_n, i) => (22 - i) % 3 === 0));
    // Days 5 to 7 of October (Kuala Lumpur), across both statuses of the tab.
    const days = await orders.list({ tab: 'cancelled', from: '2026-10-05', to: '2026-10-07' });
    expect(days.items.map((o) => o.orderNo)).toEqual([placed[6], placed[5], placed[4]]);
    expect(days.items.map((o) => o.status)).toEqual([9, 3, 3]);
    expect(days.tabs.find((t) => t.key === 'cancelled')).toEqual({ key: 'cancelled', count: 3, capped: false });
  });
});
