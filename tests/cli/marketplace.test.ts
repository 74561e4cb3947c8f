import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../core/jobs/schema.ts';
import type { ShopSyncResult } from '../../core/marketplaces/sync.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { connectShop } from '../helpers/marketplaces.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database. The shop is connected here; the CLI's own
// simulator knows it from its token (the simulators sign their tokens with the shop's id and size).
const world = cliWorld();
const simulator = { env: { MARKETPLACES: 'simulator' } };
let rt: Runtime;
let shop: SeededShop;
let shopId: string;

beforeAll(async () => {
  rt = await openRuntime(loadConfig({ DATA_DIR: world.dir, DATABASE_URL: world.env.DATABASE_URL, PUBLIC_URL: world.env.PUBLIC_URL, MARKETPLACES: 'simulator' }));
  shop = await seedShop(rt);
  shopId = (await connectShop(shop.admin.caller, 'shopee', { id: '7101', products: 30, orders: 40 })).id;
});
afterAll(() => rt.close());

const file = (name: string, body: string) => {
  const at = path.join(world.dir, name);
  writeFileSync(at, body);
  return at;
};
/** Each test runs the binary 2 to 6 times, each start a few seconds on a busy 2-core machine. */
const SEVERAL_RUNS = 120_000;
const mapped = () => rt.database.client.marketplaceProduct.findMany({ where: { merchantId: shop.merchantId, mapping: 'mapped' }, select: { sku: true, productId: true } });

describe('merchant marketplace', () => {
  it('sync pulls the shops incrementally: everything once, then nothing new', async () => {
    const first = await world.json<{ shops: ShopSyncResult[] }>(['marketplace', 'sync'], simulator);
    expect(first.shops).toEqual([expect.objectContaining({ shopId, products: 34, ordersCreated: 40, error: '' })]);
    const again = await world.json<{ shops: ShopSyncResult[] }>(['marketplace', 'sync', '--shop', shopId], simulator);
    expect(again.shops).toEqual([expect.objectContaining({ products: 0, ordersCreated: 0, ordersUpdated: 0, error: '' })]);
    expect((await world.run(['marketplace', 'sync', '--shop', 'nope'], simulator)).code).toBe(4);
  }, SEVERAL_RUNS);

  it('map refuses a file with an unknown SKU (exit 1, nothing written), dry-runs and maps a good one', async () => {
    const as = ['--token', shop.admin.token];
    const bad = await world.run([...as, '--json', 'marketplace', 'map', file('bad.csv', `shop_id,marketplace_sku,sku\n7101,SP-7101-2,${shop.shirt.sku}\n7101,SP-NONE,${shop.shirt.sku}\n`)], simulator);
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.stdout) as { job: TJob; rejected: { row: number; column: string; reason: string }[] };
    expect(report.job).toMatchObject({ kind: 'marketplace-map', status: 'failed', failedCount: 1 });
    expect(report.rejected).toEqual([{ row: 3, column: 'marketplace_sku', reason: 'The shop has no product with this SKU.' }]);
    expect(await mapped()).toEqual([]);
    const good = file('good.csv', `shop_id,marketplace_sku,sku\n7101,SP-7101-2,${shop.shirt.sku}\n7101,SP-7101-7-RED,${shop.cap.redSku}\n`);
    expect((await world.run([...as, 'marketplace', 'map', good, '--dry-run'], simulator)).code).toBe(0);
    expect(await mapped()).toEqual([]);
    expect((await world.run([...as, 'marketplace', 'map', good], simulator)).code).toBe(0);
    expect((await mapped()).map((m) => m.sku).sort()).toEqual(['SP-7101-2', 'SP-7101-7-RED']);
    const pushed = await world.json<{ shops: ShopSyncResult[] }>(['marketplace', 'sync'], simulator);
    expect(pushed.shops[0]).toMatchObject({ stockPushed: 2, error: '' });
  }, SEVERAL_RUNS);

  it('boost lifts 5 products of a shop, then waits 4 hours', async () => {
    const first = await world.json<{ shops: { shopId: string; skus: string[] }[] }>(['marketplace', 'boost'], simulator);
    expect(first.shops).toEqual([expect.objectContaining({ shopId, error: '' })]);
    expect(first.shops[0]!.skus).toHaveLength(5);
    expect((await world.json<{ shops: unknown[] }>(['marketplace', 'boost'], simulator)).shops).toEqual([]);
  }, SEVERAL_RUNS);
});
