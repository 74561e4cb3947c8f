import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyRunEntry } from '../../core/reports/monthly-run.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the operator's monthly run and rollup, for cron.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let broken: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  // A merchant whose time zone no clock knows: its month cannot be worked out.
  broken = await seedMerchant(rt);
  await rt.database.client.merchant.update({ where: { id: broken.merchantId }, data: { timeZone: 'Mars/Olympus_Mons' } });
});
afterAll(() => rt.close());

describe('merchant reports monthly-run, rollup and recount-sales', () => {
  it('stores and e-mails each merchant once, exits 1 naming the merchant that failed, and does nothing new again', async () => {
    const first = await world.run(['reports', 'monthly-run', '--json']);
    expect(first.code).toBe(1);
    const entries = (JSON.parse(first.stdout) as { merchants: MonthlyRunEntry[] }).merchants;
    expect(entries.find((e) => e.merchantId === shop.merchantId)).toMatchObject({ outcome: 'mailed' });
    expect(entries.find((e) => e.merchantId === broken.merchantId)).toMatchObject({ outcome: 'failed' });
    expect(first.stderr).toContain(`The monthly report failed for ${broken.name}.`);
    const again = await world.run(['reports', 'monthly-run']);
    expect(again.stdout).toMatch(new RegExp(`${shop.name}\\s+\\d{4}-\\d{2}\\s+already done`));
    expect(await rt.database.client.monthlyReport.count({ where: { merchantId: shop.merchantId } })).toBe(1);
    expect(await rt.database.client.mailMessage.count({ where: { merchantId: shop.merchantId, subject: { startsWith: 'Your monthly report' } } })).toBe(1);
  });

  it('rolls up every merchant and says how much, naming the merchant that failed (1)', async () => {
    const run = await world.run(['reports', 'rollup']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Counted 0 days of events; removed 0 raw events older than 90 days.');
    expect(run.stdout).toMatch(new RegExp(`${shop.name}\\s+0\\s+-\\s+0`));
    expect(run.stderr).toContain(`The rollup failed for ${broken.name}.`);
  });

  it('counts the sales sums again for one merchant or all, and refuses an unknown merchant (1)', async () => {
    const one = await world.run(['reports', 'recount-sales', '--merchant', shop.merchantId, '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ merchants: [{ merchantId: shop.merchantId, days: 0, productRows: 0 }], failed: 0 });
    const all = await world.run(['reports', 'recount-sales']);
    expect(all.stdout).toMatch(new RegExp(`${shop.name}\\s+0\\s+0`));
    const unknown = await world.run(['reports', 'recount-sales', '--merchant', 'nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No merchant nobody.');
  });

  it('refuses a server (2): the runs work on the local database only', async () => {
    expect((await world.run(['--server', 'http://127.0.0.1:1', 'reports', 'monthly-run'])).code).toBe(2);
  });
});
