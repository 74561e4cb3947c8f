import { describe, expect, it } from 'vitest';
import { pdfToText } from '../../core/invoices/test-pdf-text.ts';
import { asToken, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { OCTOBER, REPORT_NOW, TEA_NAME, recountShopSales, seedSalesReportShop } from '../helpers/sales-report-shop.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedSalesReportShop);
// Another shop with the very same orders: nothing of it may show in the first one's figures.
await seedSalesReportShop(rt);
const app = await fileServer(rt);

const reports = (token = shop.admin.token) => asToken(rt, token, testRequest(), () => REPORT_NOW).salesReports;
const capSku = shop.cap.redSku.slice(0, -'-R'.length);
const empty = { orders: 0, paidOrders: 0, units: 0, salesSen: 0, cancelledOrders: 0, refundedOrders: 0 };

describe('order report', () => {
  it('counts October’s orders by the shop’s days against the 31 days before, every figure by hand', async () => {
    const report = await reports().orderReport(OCTOBER);
    expect(report.timeZone).toBe('Asia/Kuala_Lumpur');
    expect(report.days).toEqual({ from: '2026-10-01', to: '2026-10-31', grain: 'day' });
    expect(report.previousDays).toEqual({ from: '2026-08-31', to: '2026-09-30', grain: 'day' });
    // Sold: #1 (RM 100), #2 (RM 50), #3 (RM 30, 31 Oct 23:59), #7 (RM 25). Placed: those, #4, #5, #6 and #10; not the
    // quotation #8 nor #9 (1 Nov 00:01). Before: #11 (30 Sep 23:59) and #12 sold, #13 cancelled; #14 (30 Aug) neither.
    expect(report.figures).toEqual({
      salesSen: { value: 20_500, previous: 10_000, change: 105 },
      orders: { value: 8, previous: 3, change: 166.7 },
      paidOrders: { value: 4, previous: 2, change: 100 },
      units: { value: 12, previous: 6, change: 100 },
      averageOrderSen: { value: 5125, previous: 5000, change: 2.5 },
      cancelledOrders: { value: 1, previous: 1, change: 0 },
      refundedOrders: { value: 1, previous: 0, change: null },
      refundedSen: { value: 1500, previous: 0, change: null },
    });
    expect(report.statusGroups).toEqual([
      { group: 'unpaid', orders: 2, amountSen: 4800 },
      { group: 'processing', orders: 2, amountSen: 12_500 },
      { group: 'shipped', orders: 1, amountSen: 3000 },
      { group: 'completed', orders: 1, amountSen: 5000 },
      { group: 'cancelled', orders: 1, amountSen: 2500 },
      { group: 'refunded', orders: 1, amountSen: 1500 },
    ]);
  });

  it('puts each order on its day in the shop’s time zone: a bar a day, empty days included', async () => {
    const { buckets } = await reports().orderReport(OCTOBER);
    expect(buckets).toHaveLength(31);
    expect(buckets.map((b) => b.bucket)).toEqual(Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`));
    const day = (d: number) => buckets[d - 1];
    expect(day(1)).toEqual({ bucket: '2026-10-01', ...empty, orders: 1, paidOrders: 1, units: 3, salesSen: 10_000 });
    expect(day(5)).toEqual({ bucket: '2026-10-05', ...empty, orders: 1 });
    expect(day(15)).toEqual({ bucket: '2026-10-15', ...empty, orders: 2, paidOrders: 1, units: 1, salesSen: 5000 });
    expect(day(20)).toEqual({ bucket: '2026-10-20', ...empty, orders: 1, cancelledOrders: 1 });
    expect(day(21)).toEqual({ bucket: '2026-10-21', ...empty, orders: 1, refundedOrders: 1 });
    expect(day(22)).toEqual({ bucket: '2026-10-22', ...empty, orders: 1, paidOrders: 1, units: 3, salesSen: 2500 });
    expect(day(31)).toEqual({ bucket: '2026-10-31', ...empty, orders: 1, paidOrders: 1, units: 5, salesSen: 3000 });
    expect(buckets.filter((b) => b.orders > 0)).toHaveLength(7);
  });

  it('moves its day boundaries with the merchant’s time zone', async () => {
    // A new time zone moves the days of orders already counted: the sums are counted again.
    const setTimeZone = async (timeZone: string) => {
      await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { timeZone } });
      await recountShopSales(rt, shop.merchantId);
    };
    await setTimeZone('America/Los_Angeles');
    try {
      const report = await reports().orderReport(OCTOBER);
      // Los Angeles (UTC-7 in October): #1 falls on 30 September and #9 on 31 October there.
      expect(report.figures.salesSen).toEqual({ value: 17_500, previous: 20_000, change: -12.5 });
      expect(report.figures.orders).toMatchObject({ value: 8, previous: 4 });
      expect(report.buckets.at(-1)).toEqual({ bucket: '2026-10-31', ...empty, orders: 2, paidOrders: 2, units: 6, salesSen: 10_000 });
    } finally {
      await setTimeZone('Asia/Kuala_Lumpur');
    }
  });

  it('lists the top products by sales, by their names now, with their share of all products’ sales', async () => {
    const { topProducts } = await reports().orderReport(OCTOBER);
    expect(topProducts).toEqual([
      { key: shop.shirt.id, productId: shop.shirt.id, name: 'Cotton shirt', sku: shop.shirt.sku, orders: 2, units: 3, salesSen: 13_000, shareBp: 6341 },
      { key: shop.cap.id, productId: shop.cap.id, name: 'Baseball cap', sku: capSku, orders: 2, units: 3, salesSen: 4000, shareBp: 1951 },
      { key: shop.teaId, productId: shop.teaId, name: TEA_NAME, sku: shop.teaSku, orders: 1, units: 5, salesSen: 3000, shareBp: 1463 },
      { key: 'set:mix-match-1', productId: null, name: 'Kuih set', sku: '', orders: 1, units: 1, salesSen: 500, shareBp: 244 },
    ]);
  });

  it('goes by month for a lifetime, from the first order, against as many days before it', async () => {
    const report = await reports().orderReport({ period: 'lifetime' });
    expect(report.days).toEqual({ from: '2026-08-30', to: '2026-11-10', grain: 'month' });
    expect(report.buckets.map((b) => [b.bucket, b.orders, b.salesSen])).toEqual([
      ['2026-08', 1, 99_900],
      ['2026-09', 3, 10_000],
      ['2026-10', 8, 20_500],
      ['2026-11', 1, 7000],
    ]);
    expect(report.figures.salesSen).toEqual({ value: 137_400, previous: 0, change: null });
  });

  it('reads the date shortcuts at the shop’s now', async () => {
    const report = await reports().orderReport({ period: 'last_30_days' });
    expect(report.days).toEqual({ from: '2026-10-12', to: '2026-11-10', grain: 'day' });
    expect(report.previousDays).toEqual({ from: '2026-09-12', to: '2026-10-11', grain: 'day' });
    // #2, #3, #7 and #9; before: #1 and #11 (30 Sep).
    expect(report.figures.salesSen).toEqual({ value: 17_500, previous: 16_000, change: 9.4 });
    expect((await reports().orderReport({ period: 'last_12_months' })).days).toEqual({ from: '2025-12-01', to: '2026-11-10', grain: 'month' });
  });

  it('refuses a custom range without both days, or ending before it starts', async () => {
    expect(await rejection(reports().orderReport({ period: 'custom', from: '2026-10-01' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { to: 'Choose the first and the last day of the range.' } });
    expect(await rejection(reports().orderReport({ period: 'custom', from: '2026-10-31', to: '2026-10-01' }))).toMatchObject({ fieldErrors: { to: 'The end date cannot be before the start date.' } });
  });

  it('is for users with the e-commerce reports', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(reports(clerk.token).orderReport(OCTOBER))).toMatchObject({ code: 'FORBIDDEN' });
    const analyst = await seedSubUser(rt, shop, { ecommerce_report: 'view' });
    expect((await reports(analyst.token).orderReport(OCTOBER)).figures.salesSen.value).toBe(20_500);
  });
});

describe('products performance', () => {
  it('sorts every product sold by sales, units or orders', async () => {
    const bySales = await reports().productsPerformance(OCTOBER);
    expect(bySales.totals).toEqual({ products: 4, units: 12, salesSen: 20_500 });
    expect(bySales.products).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(bySales.products.items.map((p) => p.name)).toEqual(['Cotton shirt', 'Baseball cap', TEA_NAME, 'Kuih set']);
    expect((await reports().productsPerformance({ ...OCTOBER, sort: 'units' })).products.items.map((p) => [p.name, p.units])).toEqual([
      [TEA_NAME, 5],
      ['Cotton shirt', 3],
      ['Baseball cap', 3],
      ['Kuih set', 1],
    ]);
    expect((await reports().productsPerformance({ ...OCTOBER, sort: 'orders' })).products.items.map((p) => [p.name, p.orders])).toEqual([
      ['Cotton shirt', 2],
      ['Baseball cap', 2],
      [TEA_NAME, 1],
      ['Kuih set', 1],
    ]);
  });

  it('pages, and has nothing for a period without sales', async () => {
    expect((await reports().productsPerformance({ ...OCTOBER, page: 2 })).products).toEqual({ items: [], total: 4, page: 2, pageSize: 20 });
    const none = await reports().productsPerformance({ period: 'custom', from: '2025-01-01', to: '2025-01-31' });
    expect(none.totals).toEqual({ products: 0, units: 0, salesSen: 0 });
    expect(none.products.items).toEqual([]);
    expect(await rejection(reports().productsPerformance({ ...OCTOBER, pageSize: 30 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('report files', () => {
  const get = (url: string, token: string | null = shop.admin.token) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const october = 'period=custom&from=2026-10-01&to=2026-10-31';
  const lines = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

  it('downloads the order report’s days as CSV', async () => {
    const res = await get(`/api/reports/order-report/file?format=csv&${october}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="order-report-2026-10-01-to-2026-10-31.csv"/);
    const rows = lines(res.body);
    expect(rows[0]).toBe('Day,Orders,Paid orders,Units,Sales (RM),Cancelled,Refunded');
    expect(rows).toHaveLength(32);
    expect(rows[1]).toBe('2026-10-01,1,1,3,100.00,0,0');
    expect(rows[31]).toBe('2026-10-31,1,1,5,30.00,0,0');
  });

  it('downloads the products performance in the order asked for, Chinese names as they are', async () => {
    const res = await get(`/api/reports/products-performance/file?format=csv&${october}&sort=units`);
    expect(res.statusCode).toBe(200);
    expect(lines(res.body)).toEqual([
      'Product,SKU,Orders,Units,Sales (RM),Share of sales (%)',
      `${TEA_NAME},${shop.teaSku},1,5,30.00,14.63`,
      `Cotton shirt,${shop.shirt.sku},2,3,130.00,63.41`,
      `Baseball cap,${capSku},2,3,40.00,19.51`,
      'Kuih set,,1,1,5.00,2.44',
    ]);
    const xlsx = await get(`/api/reports/products-performance/file?format=xlsx&${october}`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses an unknown report, format or period, a user without the module, and nobody signed in', async () => {
    expect((await get(`/api/reports/constructor/file?format=csv`)).statusCode).toBe(404);
    expect((await get(`/api/reports/order-report/file?format=pdf&${october}`)).statusCode).toBe(400);
    const bad = await get('/api/reports/order-report/file?format=csv&period=custom&from=2026-10-31&to=2026-10-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ appCode: 'REPORT.INPUT', field: 'to', message: 'The end date cannot be before the start date.' });
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await get(`/api/reports/order-report/file?format=csv&${october}`, clerk.token)).statusCode).toBe(403);
    expect((await get(`/api/reports/order-report/file?format=csv&${october}`, null)).statusCode).toBe(401);
  });

  it('prints the order report as a PDF: the shop, the period, the figures, the statuses and the products, Chinese names too', async () => {
    const res = await get(`/api/reports/order-report/pdf?${october}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="order-report-2026-10-01-to-2026-10-31.pdf"/);
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain('ORDER REPORT');
    expect(text).toContain(shop.name);
    expect(text).toContain('Period: 2026-10-01 to 2026-10-31 (Asia/Kuala_Lumpur)');
    expect(text).toContain('Compared with: 2026-08-31 to 2026-09-30');
    expect(text).toMatch(/Sales\s+RM 205\.00\s+RM 100\.00\s+\+105\.0%/);
    expect(text).toMatch(/Orders\s+8\s+3\s+\+166\.7%/);
    expect(text).toMatch(/Average order value\s+RM 51\.25\s+RM 50\.00\s+\+2\.5%/);
    expect(text).toMatch(/Refunded orders\s+1\s+0\s+-/);
    expect(text).toContain('Sales by day');
    expect(text).toMatch(/Paid \/ processing\s+2\s+RM 125\.00/);
    expect(text).toMatch(/Unpaid\s+2\s+RM 48\.00/);
    expect(text).toMatch(/1\s+Cotton shirt\s+\S+\s+2\s+3\s+RM 130\.00\s+63\.41%/);
    expect(text).toContain(TEA_NAME);
    expect((await get(`/api/reports/order-report/pdf?${october}&download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers a refused PDF as an error, not a file', async () => {
    const bad = await get('/api/reports/order-report/pdf?period=custom&from=2026-10-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ appCode: 'REPORT.INPUT', field: 'to' });
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await get(`/api/reports/order-report/pdf?${october}`, clerk.token)).statusCode).toBe(403);
  });
});
