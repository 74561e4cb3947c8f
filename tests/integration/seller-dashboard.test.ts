import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../core/notifications/create.ts';
import { DEFAULT_CHECKOUT_SETTINGS } from '../../core/sales-settings/defaults.ts';
import { adminSession, asToken, expectOneLog, productForm, rejection, seedCategory, seedMerchant, seedSubUser, testRequest, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { placeOrder as checkout, seedShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

const db = () => rt.database.client;

/** An order as the checkout stores it, placed at an instant, with a status and a total. */
async function placeOrder(shop: SeededMerchant, orderNo: number, placedAt: string, status: number, totalSen: number) {
  return db().order.create({
    data: { merchantId: shop.merchantId, orderNo, status, buyerName: `Buyer ${orderNo}`, buyerNameKey: `buyer ${orderNo}`, subtotalSen: totalSen, totalSen, placedAt: new Date(placedAt) },
    select: { id: true, orderNo: true },
  });
}

const figure = (figures: { byStatus: { status: number; orders: number; totalSen: number }[] }, status: number) => figures.byStatus.find((s) => s.status === status);

describe('seller dashboard figures', () => {
  it("count today's and this month's orders by status in the merchant's time zone", async () => {
    const shop = await seedMerchant(rt);
    // 01:30 on 16 March 2026 in Kuala Lumpur (UTC+8).
    const now = new Date('2026-03-15T17:30:00Z');
    await placeOrder(shop, 1, '2026-03-15T16:00:00Z', 2, 5000); // 00:00 on the 16th: today, paid
    await placeOrder(shop, 2, '2026-03-16T10:00:00Z', 7, 2500); // 18:00 on the 16th: today, unpaid
    await placeOrder(shop, 3, '2026-03-15T15:59:59Z', 8, 10000); // 23:59 on the 15th: this month only
    await placeOrder(shop, 4, '2026-02-28T16:00:00Z', 4, 3000); // 00:00 on 1 March: this month
    await placeOrder(shop, 5, '2026-02-28T15:59:00Z', 8, 99900); // 28 February: neither
    await placeOrder(shop, 6, '2026-03-16T01:00:00Z', 3, 700); // cancelled today
    await placeOrder(shop, 7, '2026-03-16T02:00:00Z', 10, 4000); // a quotation: not an order
    await placeOrder(shop, 8, '2026-03-16T16:00:00Z', 2, 800); // 17 March: this month, not today
    await placeOrder(shop, 9, '2026-03-31T16:00:00Z', 2, 600); // 1 April: neither

    const caller = asToken(rt, shop.admin.token, testRequest(), () => now);
    const { today, month, timeZone } = await caller.sellerDashboard.summary();
    expect(timeZone).toBe('Asia/Kuala_Lumpur');
    expect(today).toMatchObject({ from: '2026-03-16', orders: 3, salesSen: 5000 });
    expect(figure(today, 2)).toEqual({ status: 2, orders: 1, totalSen: 5000 });
    expect(figure(today, 7)).toEqual({ status: 7, orders: 1, totalSen: 2500 });
    expect(figure(today, 3)).toEqual({ status: 3, orders: 1, totalSen: 700 });
    expect(today.byStatus.map((s) => s.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(month).toMatchObject({ from: '2026-03-01', orders: 6, salesSen: 5000 + 10000 + 3000 + 800 });
    expect(figure(month, 8)).toEqual({ status: 8, orders: 1, totalSen: 10000 });
    expect(figure(month, 4)).toEqual({ status: 4, orders: 1, totalSen: 3000 });
  });

  it('show unread notifications, newest first, with their orders’ numbers', async () => {
    const shop = await seedMerchant(rt);
    const order = await placeOrder(shop, 41, '2026-03-01T00:00:00Z', 7, 1000);
    const tx = (at: string) => ({ db: db(), now: () => new Date(at) });
    await notify(tx('2026-03-01T00:00:00Z'), shop.merchantId, { kind: 'new_order', orderId: order.id, message: 'New order #41' });
    for (let i = 1; i <= 6; i += 1) await notify(tx(`2026-03-02T0${i}:00:00Z`), shop.merchantId, { kind: 'low_stock', message: `Low stock ${i}` });
    const summary = await shop.admin.caller.sellerDashboard.summary();
    expect(summary.unreadNotifications).toBe(7);
    expect(summary.latestNotifications.map((n) => n.message)).toEqual(['Low stock 6', 'Low stock 5', 'Low stock 4', 'Low stock 3', 'Low stock 2']);
    const page = await shop.admin.caller.sellerNotifications.list({ page: 2, pageSize: 20 });
    expect(page).toMatchObject({ total: 7, unread: 7, items: [] });
    const all = await shop.admin.caller.sellerNotifications.list({});
    expect(all.items.at(-1)).toMatchObject({ kind: 'new_order', orderId: order.id, orderNo: 41, readAt: null });
  });
});

describe('the dashboard after a checkout', () => {
  it('counts orders placed through the storefront, shows their notifications and what runs out', async () => {
    const shop = await seedShop(rt, { checkout: { lowQuantityAlert: 8 } });
    const first = await checkout(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    const second = await checkout(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 }] });
    const summary = await shop.admin.caller.sellerDashboard.summary();
    expect(summary.today.orders).toBe(2);
    expect(summary.month.orders).toBe(2);
    const statuses = new Map(summary.today.byStatus.map((s) => [s.status, s]));
    const sameStatus = first.status === second.status;
    expect(statuses.get(first.status)).toMatchObject(sameStatus ? { orders: 2, totalSen: first.totalSen + second.totalSen } : { orders: 1, totalSen: first.totalSen });
    // Neither is paid yet.
    expect(summary.today.salesSen).toBe(0);
    const orderNotes = summary.latestNotifications.filter((n) => n.kind === 'new_order');
    expect(orderNotes.map((n) => n.orderNo).sort()).toEqual([first.orderNo, second.orderNo].sort());
    expect(summary.unreadNotifications).toBeGreaterThanOrEqual(2);
    // Shirt 10 - 2 = 8 is at the alert; the red cap (5 - 1) and the blue cap (5) are under it.
    const alerts = await shop.admin.caller.sellerDashboard.stockAlerts({});
    expect(alerts.items.map((r) => [r.sku, r.stock])).toEqual([
      [shop.cap.redSku, 4],
      [shop.cap.blueSku, 5],
      [shop.shirt.sku, 8],
    ]);
  });
});

describe('seller notifications', () => {
  it('are marked read one by one or all at once, and filtered to the unread', async () => {
    const shop = await seedMerchant(rt);
    const now = new Date('2026-04-01T03:00:00Z');
    const ids: string[] = [];
    for (let i = 1; i <= 3; i += 1) ids.push((await notify({ db: db(), now: () => new Date(`2026-03-2${i}T00:00:00Z`) }, shop.merchantId, { kind: 'payment', message: `Paid ${i}` })).id);
    const request = testRequest();
    const caller = asToken(rt, shop.admin.token, request, () => now);
    const { logs } = adminSession(rt, shop);

    const { result, logs: written } = await logs(() => caller.sellerNotifications.markRead({ ids: [ids[0]!, ids[0]!] }));
    expect(result).toEqual({ marked: 1 });
    expectOneLog(written, { action: 'Marked 1 notification as read', category: 'my_sales' }, request);
    const unread = await caller.sellerNotifications.list({ filter: 'unread' });
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect((await caller.sellerNotifications.list({})).items.find((n) => n.id === ids[0])?.readAt).toEqual(now);

    // Marking again changes nothing; an unknown id refuses the whole call.
    expect(await caller.sellerNotifications.markRead({ ids: [ids[0]!] })).toEqual({ marked: 0 });
    expect(await rejection(caller.sellerNotifications.markRead({ ids: [ids[1]!, 'unknown'] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.sellerNotifications.list({ filter: 'unread' })).total).toBe(2);

    expect(await caller.sellerNotifications.markAllRead()).toEqual({ marked: 2 });
    expect(await caller.sellerNotifications.list({ filter: 'unread' })).toMatchObject({ total: 0, unread: 0 });
  });

  it('need My Sales: a viewer reads and marks them, another module sees nothing', async () => {
    const shop = await seedMerchant(rt);
    const { id } = await notify({ db: db(), now: () => new Date() }, shop.merchantId, { kind: 'payment', message: 'Paid' });
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect(await viewer.caller.sellerNotifications.markRead({ ids: [id] })).toEqual({ marked: 1 });
    const outsider = await seedSubUser(rt, shop, { manage: 'edit' });
    expect(await rejection(outsider.caller.sellerNotifications.list({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(outsider.caller.sellerDashboard.summary())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('out-of-stock products', () => {
  let shop: SeededMerchant;
  let categoryId: string;
  beforeAll(async () => {
    shop = await seedMerchant(rt);
    categoryId = await seedCategory(shop);
  });

  const setAlert = (lowQuantityAlert: number) =>
    shop.admin.caller.orderSettings.updateCheckout({ ...DEFAULT_CHECKOUT_SETTINGS, lowQuantityAlert });

  it('list limited stock at 0, or at or under the low quantity alert, products and options alike', async () => {
    const caller = shop.admin.caller;
    const product = (nameEn: string, stock: number, extra = {}) => caller.products.create(productForm(categoryId, { nameEn, stock, ...extra }));
    await product('Sold out', 0);
    await product('Two left', 2);
    await product('Plenty', 10);
    await product('Made to order', 0, { stockUnlimited: true });
    const shirt = await caller.products.create(
      productForm(categoryId, {
        nameEn: 'Shirt',
        variants: [
          {
            name: 'Size',
            options: [
              { name: 'S', sku: uniqueName('S-'), priceSen: 2000, stock: 0 },
              { name: 'M', sku: uniqueName('M-'), priceSen: 2000, stock: 3 },
              { name: 'L', sku: uniqueName('L-'), priceSen: 2000, stock: 8 },
            ],
          },
        ],
      }),
    );

    const soldOut = await caller.sellerDashboard.stockAlerts({});
    expect(soldOut).toMatchObject({ total: 2, lowQuantityAlert: 0 });
    expect(soldOut.items.map((r) => [r.name, r.optionName, r.stock, r.soldOut])).toEqual([
      ['Sold out', null, 0, true],
      ['Shirt', 'S', 0, true],
    ]);
    expect(soldOut.items[1]).toMatchObject({ productId: shirt.id, optionId: shirt.variants[0]!.options[0]!.id });

    await setAlert(3);
    const low = await caller.sellerDashboard.stockAlerts({});
    expect(low).toMatchObject({ total: 4, lowQuantityAlert: 3 });
    expect(low.items.map((r) => [r.name, r.optionName, r.stock, r.soldOut])).toEqual([
      ['Sold out', null, 0, true],
      ['Shirt', 'S', 0, true],
      ['Two left', null, 2, false],
      ['Shirt', 'M', 3, false],
    ]);
    const searched = await caller.sellerDashboard.stockAlerts({ search: 'SHIRT' });
    expect(searched.items.map((r) => r.optionName)).toEqual(['S', 'M']);
    const summary = await caller.sellerDashboard.summary();
    expect(summary.outOfStock).toMatchObject({ total: 4, lowQuantityAlert: 3 });
    expect(summary.outOfStock.items).toHaveLength(4);
  });

  it('page through products and options merged by stock', async () => {
    const other = await seedMerchant(rt);
    const category = await seedCategory(other);
    const forms = Array.from({ length: 23 }, (_, i) => productForm(category, { nameEn: `Pin ${String(i).padStart(2, '0')}`, stock: i % 4 }));
    await other.admin.caller.products.createMany({ products: forms.slice(0, 20) });
    await other.admin.caller.products.createMany({ products: forms.slice(20) });
    await other.admin.caller.products.create(
      productForm(category, { nameEn: 'Cap', variants: [{ name: 'Colour', options: [0, 1, 2].map((stock) => ({ name: `C${stock}`, sku: uniqueName('C-'), priceSen: 900, stock })) }] }),
    );
    await other.admin.caller.orderSettings.updateCheckout({ ...DEFAULT_CHECKOUT_SETTINGS, lowQuantityAlert: 3 });
    const first = await other.admin.caller.sellerDashboard.stockAlerts({ page: 1, pageSize: 20 });
    const second = await other.admin.caller.sellerDashboard.stockAlerts({ page: 2, pageSize: 20 });
    expect([first.total, first.items.length, second.items.length]).toEqual([26, 20, 6]);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((r) => r.sku)).size).toBe(26);
    const stocks = all.map((r) => r.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    // At equal stock, products come before options.
    expect(all.filter((r) => r.stock === 0).map((r) => r.optionName ?? r.name)).toEqual(['Pin 00', 'Pin 04', 'Pin 08', 'Pin 12', 'Pin 16', 'Pin 20', 'C0']);
  });
});
