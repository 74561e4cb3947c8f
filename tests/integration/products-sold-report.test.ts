import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '../../core/products-sold-report/constants.ts';
import { localDate } from '../../core/shared/time.ts';
import { rejection, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);
let memberNo: number;
/** An order of Ali's, moved in time by the time-zone test. */
let aliSecondOrderId: string;

const today = () => localDate(new Date(), 'Asia/Kuala_Lumpur');
const api = () => shop.admin.caller.productsSoldReport;
const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: 'TXN-1', paidOn: new Date(), amountSen });

/** An order placed through the real checkout, then paid (and more) through the order screens' procedures. */
async function order(overrides: Parameters<typeof placeOrder>[2], then: 'unpaid' | 'paid' | 'shipped' | 'cancelled') {
  const placed = await placeOrder(rt, shop, overrides);
  const orders = shop.admin.caller.orders;
  if (then !== 'unpaid') await orders.markPaid({ id: placed.id, payment: payment(placed.totalSen) });
  if (then === 'shipped') await orders.confirmPayment({ id: placed.id });
  if (then === 'shipped') await orders.markShipped({ id: placed.id, courier: 'jnt', trackingNo: `JNT${placed.orderNo}`, shippedAt: new Date() });
  if (then === 'cancelled') await orders.cancel({ id: placed.id, remark: 'Out of stock' });
  return placed;
}

const ali = { name: 'Ali Hassan', email: 'ali@buyer.test', phone: '+60111111111' };

beforeAll(async () => {
  const siti = await order(
    {
      buyer: { name: 'Siti Aminah', email: 'siti@buyer.test', phone: '+60122222222' },
      joinAsMember: { password: 'Member#2026' },
      items: [
        { productId: shop.shirt.id, qty: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
      ],
    },
    'paid',
  );
  memberNo = (await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: siti.memberId! } } })).memberNo;
  await order({ buyer: ali, items: [{ productId: shop.shirt.id, qty: 1 }] }, 'shipped');
  aliSecondOrderId = (await order({ buyer: { ...ali, email: 'ALI@buyer.test' }, items: [{ productId: shop.shirt.id, qty: 3 }] }, 'paid')).id;
  // Not sold: awaiting payment, and paid then cancelled.
  await order({ buyer: { name: 'Chong Wei', email: 'chong@buyer.test' }, items: [{ productId: shop.shirt.id, qty: 1 }] }, 'unpaid');
  await order({ buyer: { name: 'Chong Wei', email: 'chong@buyer.test' }, items: [{ productId: shop.shirt.id, qty: 1 }] }, 'cancelled');
  await order({ buyer: { name: '=HYPERLINK("http://evil.test")', email: 'evil@buyer.test', phone: '+60133333333' }, items: [{ productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 }] }, 'paid');
});

describe('products sold and customer report', () => {
  it("gives each product's paid units and sales, and the customers who bought them, most spent first", async () => {
    const report = await api().report({ productIds: [shop.shirt.id, shop.cap.id], from: today(), to: today() });
    expect(report).toMatchObject({ from: today(), to: today(), timeZone: 'Asia/Kuala_Lumpur' });
    expect(report.products).toEqual([
      { productId: shop.shirt.id, name: 'Cotton shirt', sku: shop.shirt.sku, orders: 3, units: 6, salesSen: 6 * 2990 },
      { productId: shop.cap.id, name: 'Baseball cap', sku: expect.any(String), orders: 2, units: 2, salesSen: 2 * 1500 },
    ]);
    expect(report.totals).toEqual({ orders: 4, units: 8, salesSen: 6 * 2990 + 2 * 1500, customers: 3 });
    expect(report.customers).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(report.customers.items.map(({ key: _key, ...c }) => c)).toEqual([
      { name: 'Ali Hassan', email: 'ALI@buyer.test', phone: '+60111111111', memberNo: null, orders: 2, units: 4, totalSen: 4 * 2990, unitsByProduct: [4, 0] },
      { name: 'Siti Aminah', email: 'siti@buyer.test', phone: '+60122222222', memberNo, orders: 1, units: 3, totalSen: 2 * 2990 + 1500, unitsByProduct: [2, 1] },
      { name: '=HYPERLINK("http://evil.test")', email: 'evil@buyer.test', phone: '+60133333333', memberNo: null, orders: 1, units: 1, totalSen: 1500, unitsByProduct: [0, 1] },
    ]);
  });

  it('defaults to this month, counts only the chosen products, and pages the customers', async () => {
    const report = await api().report({ productIds: [shop.cap.id], pageSize: 20, page: 2 });
    expect(report.from).toBe(`${today().slice(0, 8)}01`);
    expect(report.to.slice(0, 7)).toBe(today().slice(0, 7));
    expect(report.products.map((p) => p.units)).toEqual([2]);
    expect(report.customers).toMatchObject({ total: 2, items: [], page: 2 });
    const lastYear = await api().report({ productIds: [shop.cap.id], from: '2025-01-01', to: '2025-01-31' });
    expect(lastYear.totals).toEqual({ orders: 0, units: 0, salesSen: 0, customers: 0 });
  });

  it("reads the dates in the merchant's time zone", async () => {
    // 16:30 UTC on 31 October is 00:30 on 1 November in Kuala Lumpur.
    await rt.database.client.order.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: aliSecondOrderId } }, data: { placedAt: new Date('2026-10-31T16:30:00Z') } });
    const units = async (from: string, to: string) => (await api().report({ productIds: [shop.shirt.id], from, to })).products[0]!.units;
    expect(await units('2026-11-01', '2026-11-01')).toBe(3);
    expect(await units('2026-10-31', '2026-10-31')).toBe(0);
  });

  it('takes 1 to 5 products of the merchant and an end not before the start', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `p${i}`);
    expect(await rejection(api().report({ productIds: six }))).toMatchObject({ code: 'BAD_REQUEST', message: english(M.tooManyProducts), fieldErrors: { productIds: 'You can choose up to 5 only!' } });
    expect(await rejection(api().report({ productIds: [] }))).toMatchObject({ fieldErrors: { productIds: english(M.productsRequired) } });
    expect(await rejection(api().report({ productIds: [shop.shirt.id], from: '2026-11-10', to: '2026-11-09' }))).toMatchObject({ fieldErrors: { to: english(M.endBeforeStart) } });
    expect(await rejection(api().report({ productIds: [shop.shirt.id, 'nope'] }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { 'productIds.1': 'Product not found.' } });
    expect(await rejection(api().exportCsv({ productIds: six }))).toMatchObject({ fieldErrors: { productIds: english(M.tooManyProducts) } });
  });

  it('exports the customers as CSV with one units column per product, guarding text a spreadsheet would run', async () => {
    const file = await api().exportCsv({ productIds: [shop.shirt.id, shop.cap.id], from: '2026-10-01', to: today() });
    expect(file.fileName).toBe(`products-sold-and-customers-2026-10-01-to-${today()}.csv`);
    expect(file.mimeType).toBe('text/csv; charset=utf-8');
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe('\uFEFFCustomer,Email,Phone,Member ID,Orders,Units,Total (RM),Units: Cotton shirt,Units: Baseball cap');
    expect(lines.slice(1)).toEqual([
      // The second order moved back a month: the latest order is now the first, with the lower-case e-mail.
      "Ali Hassan,ali@buyer.test,'+60111111111,,2,4,119.60,4,0",
      `Siti Aminah,siti@buyer.test,'+60122222222,${memberNo},1,3,74.80,2,1`,
      `"'=HYPERLINK(""http://evil.test"")",evil@buyer.test,'+60133333333,,1,1,15.00,0,1`,
      '',
    ]);
  });

  it('is open to the my_sales module', async () => {
    const payLinks = await seedSubUser(rt, shop, { payment_link: 'edit' });
    expect((await rejection(payLinks.caller.productsSoldReport.report({ productIds: [shop.shirt.id] }))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await viewer.caller.productsSoldReport.exportCsv({ productIds: [shop.shirt.id] })).content).toContain('Customer,Email');
  });
});
