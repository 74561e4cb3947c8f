import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { paidOrder, supplierForm } from '../helpers/e-invoice.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { cliWorld } from './cli-world.ts';

// The cron run on the local database, with the MyInvois simulator of the CLI's own process.
const world = cliWorld();
const env = { MYINVOIS: 'simulator' };
let rt: Runtime;
let shop: SeededShop;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedShop(rt);
  await shop.admin.caller.eInvoiceRequests.saveSupplier(supplierForm());
  await paidOrder(rt, shop, '2026-09-05T04:00:00Z');
  await paidOrder(rt, shop, '2026-09-30T10:00:00Z');
});
afterAll(() => rt.close());

describe('merchant einvoice consolidate', () => {
  it('submits the month’s consolidated e-invoice once; a second run changes nothing', async () => {
    const first = await world.json<{ month: string; merchants: unknown[] }>(['einvoice', 'consolidate', '--month', '2026-09', '--merchant', shop.merchantId], { env });
    expect(first).toEqual({ month: '2026-09', merchants: [{ merchantId: shop.merchantId, outcome: 'submitted', status: 'valid', orders: 2 }] });
    const row = await rt.database.client.eInvoiceConsolidation.findUniqueOrThrow({ where: { merchantId_month: { merchantId: shop.merchantId, month: '2026-09' } } });
    expect(row.longId).toMatch(/^[A-Za-z0-9]{40}$/);
    const second = await world.json<{ merchants: unknown[] }>(['einvoice', 'consolidate', '--month', '2026-09'], { env });
    expect(second.merchants).toContainEqual({ merchantId: shop.merchantId, outcome: 'unchanged', status: 'valid', orders: 2 });
    expect(await rt.database.client.eInvoiceConsolidation.findMany({ where: { merchantId: shop.merchantId } })).toEqual([row]);
  });

  it('refuses a month that is not YYYY-MM, and says when MyInvois is not set up', async () => {
    expect((await world.run(['einvoice', 'consolidate', '--month', '2026-9'], { env })).code).toBe(2);
    const unset = await world.run(['einvoice', 'consolidate', '--month', '2026-09']);
    expect(unset.code).not.toBe(0);
    expect(unset.stderr).toContain('MyInvois is not set up');
  });
});
