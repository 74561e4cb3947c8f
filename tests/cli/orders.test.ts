import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMassActionResult, TOrderPage, TQuotationPage } from '../../core/orders/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { testRequest } from '../helpers/fixtures.ts';
import { orderInput, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { SCRIPT, cliWorld, type Serving } from './cli-world.ts';

// The real `merchant` binary on the local database, and once over HTTP against `merchant serve`.
const world = cliWorld();
let rt: Runtime;
let shop: SeededShop;
let as: string[];
const placed: { id: string; orderNo: number }[] = [];

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedShop(rt, { checkout: { autoCancelMinutes: 30 } });
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
  as = ['--token', shop.admin.token];
  for (const [name, day] of [
    ['Aisyah Rahman', '2026-11-01T04:00:00Z'],
    ['=HYPERLINK("http://evil.test","Click")', '2026-11-02T04:00:00Z'],
    ['Ah Kow', '2026-11-03T04:00:00Z'],
  ] as const) {
    const store = storefrontCaller(rt, shop.siteKey, testRequest(), () => new Date(day));
    placed.push(await store.storefront.placeOrder(orderInput(shop, { buyer: { name, email: 'b@buyer.test' }, buyerNote: '+60 call first' })));
  }
  await shop.admin.caller.orders.markPaid({ id: placed[0]!.id, payment: { method: 'cash', paidOn: new Date(), amountSen: 3790 } });
});
afterAll(() => rt.close());

describe('merchant orders', () => {
  it('lists orders newest first with filters, as JSON and as text', async () => {
    const page = await world.json<TOrderPage>([...as, 'orders', 'list']);
    expect(page.items.map((o) => o.orderNo)).toEqual([placed[2]!.orderNo, placed[1]!.orderNo, placed[0]!.orderNo]);
    expect((await world.json<TOrderPage>([...as, 'orders', 'list', '--status', '2'])).items.map((o) => o.orderNo)).toEqual([placed[0]!.orderNo]);
    expect((await world.json<TOrderPage>([...as, 'orders', 'list', '--from', '2026-11-02', '--to', '2026-11-02'])).items).toHaveLength(1);
    expect((await world.json<TOrderPage>([...as, 'orders', 'list', '--search', 'ah', '--tab', 'awaitingPayment'])).items.map((o) => o.buyerName)).toEqual(['Ah Kow']);
    const text = await world.run([...as, 'orders', 'list', '--search', 'ai']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`#${placed[0]!.orderNo}`);
    expect(text.stdout).toContain('Aisyah Rahman');
    expect(text.stdout).toContain('Payment Made');
  });

  it('exports CSV with text that would run as a formula guarded', async () => {
    const out = path.join(world.dir, 'orders.csv');
    const result = await world.json<{ file: string; orders: number }>([...as, 'orders', 'export', '--out', out]);
    expect(result).toMatchObject({ file: out, orders: 3 });
    const csv = readFileSync(out, 'utf8');
    expect(csv.startsWith('\uFEFFOrder ID,Date,Status,Buyer,')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(lines[2]).toContain("'+60 call first");
    expect(lines[3]).toMatch(new RegExp(`^${placed[0]!.orderNo},2026-11-01 12:00,Payment Made,Aisyah Rahman,`));
    expect(lines[3]).toContain(',29.90,0.00,8.00,0.00,37.90,cash,');
  });

  it('exports XLSX filtered by status', async () => {
    const out = path.join(world.dir, 'unpaid.xlsx');
    expect((await world.run([...as, 'orders', 'export', '--format', 'xlsx', '--status', '7', '--out', out])).code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.getWorksheet('Orders')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(placed[2]!.orderNo);
    // An XLSX text cell is never run: the name is kept as typed, as text (a formula would read back as an object).
    expect(sheet.getRow(3).getCell(4).value).toBe(`=HYPERLINK("http://evil.test","Click")`);
    expect(sheet.getRow(2).getCell(13).value).toBe(37.9);
  });

  it('lists and exports quotations with --status 10 (waiting for reply) and 11 (replied)', async () => {
    const asked = await placeOrder(rt, shop, { quotation: true, buyer: { name: 'Quek Hui Min', email: 'q@buyer.test' } });
    const replied = await placeOrder(rt, shop, { quotation: true, buyer: { name: 'Rosli Ahmad', email: 'r@buyer.test' } });
    await shop.admin.caller.quotations.reply({ id: replied.id, message: 'Shipping is RM 5.00', shippingSen: 500 });
    expect((await world.json<TQuotationPage>([...as, 'orders', 'list', '--status', '10'])).items.map((q) => [q.orderNo, q.status])).toEqual([[asked.orderNo, 10]]);
    const text = await world.run([...as, 'orders', 'list', '--status', '11']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`#${replied.orderNo} .*Rosli Ahmad .*Quotation Replied`));
    // Quotations are not orders: the order list and export leave them out.
    expect((await world.json<TOrderPage>([...as, 'orders', 'list', '--search', 'rosli'])).items).toEqual([]);

    const out = path.join(world.dir, 'replied.csv');
    expect(await world.json<{ orders: number }>([...as, 'orders', 'export', '--status', '11', '--out', out])).toMatchObject({ file: out, orders: 1 });
    const lines = readFileSync(out, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${replied.orderNo},[^,]+,Quotation Replied,Rosli Ahmad,`));
    const both = await world.run([...as, 'orders', 'export', '--status', '10', '--out', path.join(world.dir, 'asked.csv')]);
    expect([both.code, both.stdout]).toEqual([0, `Exported 1 quotation to ${path.join(world.dir, 'asked.csv')}.\n`]);
  });

  it('runs a mass action on order numbers and ids, exiting 1 when some orders were refused', async () => {
    const extra = await placeOrder(rt, shop);
    const run = await world.run([...as, 'orders', 'mass', '--action', 'confirm-payment', '--ids', `#${placed[0]!.orderNo},${extra.id}`, '--json']);
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout) as TMassActionResult;
    expect(result.results.map((r) => [r.orderNo, r.ok, r.reason])).toEqual([
      [placed[0]!.orderNo, true, null],
      [extra.orderNo, false, 'Payment status are not saved'],
    ]);
    const cancelled = await world.run([...as, 'orders', 'mass', '--action', 'cancel', '--ids', extra.id, '--remark', 'Duplicate order']);
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).toMatch(/Succeeded: +1/);
    expect((await shop.admin.caller.orders.get({ id: extra.id })).notes.cancelRemark).toBe('Duplicate order');
    expect((await world.run([...as, 'orders', 'mass', '--action', 'cancel', '--ids', '#99999'])).code).toBe(4);
    expect((await world.run([...as, 'orders', 'mass', '--action', 'archive', '--ids', extra.id])).code).toBe(2);
  });

  it('cancels overdue unpaid orders of every merchant (operator, local only)', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const overdue = await storefrontCaller(rt, shop.siteKey, testRequest(), () => hourAgo).storefront.placeOrder(orderInput(shop));
    const fresh = await placeOrder(rt, shop);
    const result = await world.json<{ cancelled: number; merchants: number }>(['orders', 'auto-cancel']);
    expect(result.cancelled).toBeGreaterThanOrEqual(1);
    expect((await shop.admin.caller.orders.get({ id: overdue.id })).status).toBe(3);
    expect((await shop.admin.caller.orders.get({ id: fresh.id })).status).toBe(7);
    const again = await world.run(['orders', 'auto-cancel']);
    expect([again.code, again.stdout]).toEqual([0, 'Cancelled 0 unpaid orders of 0 merchants.\n']);
    const remote = await world.run(['--server', 'http://127.0.0.1:1', 'orders', 'auto-cancel']);
    expect(remote.code).toBe(2);
  });

  it('refuses bad flags (2) and a missing login (3)', async () => {
    expect((await world.run([...as, 'orders', 'list', '--from', '2026-13-45'])).code).toBe(2);
    expect((await world.run([...as, 'orders', 'list', '--page-size', '25'])).code).toBe(2);
    expect((await world.run([...as, 'orders', 'export'])).code).toBe(2);
    expect((await world.run([...as, 'orders', 'list', '--status', '12'])).code).toBe(2);
    expect((await world.run([...as, 'orders', 'list', '--status', '10', '--tab', 'shipped'])).code).toBe(2);
    expect((await world.run(['orders', 'list'])).code).toBe(3);
  });
});

describe('merchant orders --server URL', () => {
  let server: Serving;
  beforeAll(async () => {
    server = await world.serve();
  });
  afterAll(() => {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
  });

  it('lists and exports over HTTP', async () => {
    const on = ['--server', server.url, '--token', shop.admin.token];
    const page = await world.json<TOrderPage>([...on, 'orders', 'list', '--status', '2']);
    expect(page.items.map((o) => o.orderNo)).toEqual([]);
    expect((await world.json<TOrderPage>([...on, 'orders', 'list', '--search', 'aisyah'])).items.map((o) => o.status)).toEqual([4]);
    const out = path.join(world.dir, 'over-http.csv');
    expect((await world.json<{ orders: number }>([...on, 'orders', 'export', '--out', out])).orders).toBeGreaterThanOrEqual(3);
  });
});

// On a terminal the export draws its bar.
describe.skipIf(!existsSync(SCRIPT))('merchant orders export on a terminal', () => {
  it('draws the progress of the export, then where the file went', async () => {
    const out = path.join(world.dir, 'on-a-terminal.csv');
    const { code, screen } = await world.onTerminal([...as, 'orders', 'export', '--out', out]);
    expect(code).toBe(0);
    const exported = readFileSync(out, 'utf8').trim().split('\r\n').length - 1;
    expect(exported).toBeGreaterThanOrEqual(3);
    expect(screen).toMatch(new RegExp(`Exporting [█░]+ \\d+ of ${exported} orders`));
    expect(screen).toContain(`Exported ${exported} orders to ${out}.`);
  }, 60_000);
});
