import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { testRequest } from '../helpers/fixtures.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database.
const world = cliWorld();
let rt: Runtime;
let shop: SeededShop;
let as: string[];

/** An order through the person's link, placed at `at` (the visitor landed a minute before). */
async function referredOrder(code: string, at: string) {
  const store = storefrontCaller(rt, shop.siteKey, testRequest(), () => new Date(at));
  return store.storefront.placeOrder(orderInput(shop, { referral: { code, arrivedAt: new Date(Date.parse(at) - 60_000).toISOString() } }));
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedShop(rt);
  as = ['--token', shop.admin.token];
  const api = shop.admin.caller.referral;
  const group = await api.createGroup({ name: 'Agents', commissionPercent: 10 });
  await api.createPerson({ name: '=SUM(1,2)', customName: 'formula', contact: '0123456789', email: 'f@ref.test', groupId: group.id });
  await api.createPerson({ name: 'Bob Tan', customName: 'bob', contact: '0123456789', email: 'bob@ref.test' });
  const paid = await referredOrder('formula', '2026-10-05T04:00:00Z');
  await shop.admin.caller.orders.markPaid({ id: paid.id, payment: { method: 'cash', paidOn: new Date(), amountSen: paid.totalSen } });
  await referredOrder('formula', '2026-10-06T04:00:00Z');
  await referredOrder('bob', '2026-10-07T04:00:00Z');
  // 1 November 00:30 in Kuala Lumpur is still 31 October in UTC: November's, not October's.
  await referredOrder('formula', '2026-10-31T16:30:00Z');
});
afterAll(() => rt.close());

describe('merchant referrals commissions', () => {
  it('exports the month’s commissions per person with totals as CSV, formula-like text guarded', async () => {
    const out = path.join(world.dir, 'commissions.csv');
    const result = await world.json<{ orders: number; file: string; totals: { commissionSen: number; payableSen: number; notPayableSen: number } }>([...as, 'referrals', 'commissions', '--month', '2026-10', '--format', 'csv', '--out', out]);
    expect(result).toMatchObject({ orders: 3, file: out, totals: { commissionSen: 598, payableSen: 299, notPayableSen: 299 } });
    const lines = readFileSync(out, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Referral person,Custom name,Order no,Placed at,Status,Goods (RM),Commission %,Commission (RM),Commission state,Paid at');
    // Three orders, a totals row per person, the month's totals.
    expect(lines).toHaveLength(7);
    expect(lines.join('\n')).toContain("'=SUM(1,2)");
    expect(lines.join('\n')).not.toMatch(/(^|,)"?=SUM/m);
    expect(lines.filter((l) => l.includes(',Payable,')).length + lines.filter((l) => l.includes(',Not payable,')).length).toBe(3);
    expect(lines.at(-1)).toMatch(/^Total,,3,,,89\.70,,5\.98,Payable 2\.99 \/ Paid 0\.00 \/ Not payable 2\.99,$/);
  });

  it('exports XLSX; a month that is not YYYY-MM is refused', async () => {
    const out = path.join(world.dir, 'commissions.xlsx');
    await world.json([...as, 'referrals', 'commissions', '--month', '2026-11', '--format', 'xlsx', '--out', out]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    // One order, its person's totals, the month's totals.
    expect(book.worksheets[0]!.rowCount).toBe(4);
    expect((await world.run([...as, 'referrals', 'commissions', '--month', '2026-13', '--out', path.join(world.dir, 'x.csv')])).code).not.toBe(0);
  });
});
