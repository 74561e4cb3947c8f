import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKET_ORDER_STATUSES } from '../../core/marketplaces/constants.ts';
import { english } from '../../core/shared/english.ts';
import { asToken, rejection } from '../helpers/fixtures.ts';
import { inEnglish } from '../helpers/job-summary.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { connectShop, control } from '../helpers/marketplaces.ts';
import { seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const admin = asToken(rt, shop.admin.token);
const db = rt.database.client;
const shopRef = String(randomInt(200_000, 299_999));
const connected = await connectShop(admin, 'shopee', { id: shopRef, products: 10, orders: 4 });
const fail = (mode: string | null) => control('/shopee', `/shops/${shopRef}/fail`, { mode });

describe('marketplace sync screens: sync now as a job, orders by state, one order', () => {
  it('syncs a shop now as a job: updating meanwhile, then its products and orders arrive, the shop records the sync, and the user log says so', async () => {
    expect((await admin.marketplaceSync.products({ shopId: connected.id })).total).toBe(0);
    const job = await admin.marketplaceSync.sync({ id: connected.id });
    expect(job.kind).toBe('marketplace-sync');
    expect((await admin.marketplaceSync.shops()).find((s) => s.id === connected.id)?.status).toBe('updating');
    expect((await rejection(admin.marketplaceSync.sync({ id: connected.id }))).message).toBe('This shop is already syncing. Wait for it to finish.');
    await runJobs(rt, shop.merchantId);
    const products = (await admin.marketplaceSync.products({ shopId: connected.id, pageSize: 80 })).total;
    expect(products).toBeGreaterThanOrEqual(10);
    expect(inEnglish(await admin.jobs.get({ id: job.id }))).toMatchObject({
      status: 'completed',
      summary: `Synced "Shopee Shop ${shopRef}": ${products} product changes and 4 order changes.`,
    });
    expect((await admin.marketplaceSync.orders({ shopId: connected.id })).total).toBe(4);
    expect((await admin.marketplaceSync.shops()).find((s) => s.id === connected.id)).toMatchObject({ status: 'active', lastError: '', lastSyncAt: expect.any(Date) as Date });
    const logs = await db.userLog.findMany({ where: { merchantId: shop.merchantId, category: 'marketplace_sync' } });
    expect(logs.map((l) => english(l.action))).toContain(`Synced the Shopee shop "Shopee Shop ${shopRef}"`);
  });

  it('counts each shop’s products by mapping and its orders, and lists the products chosen for the boost', async () => {
    const products = await admin.marketplaceSync.products({ shopId: connected.id, pageSize: 80 });
    const [first, second] = products.items;
    await admin.marketplaceSync.chooseBoost({ shopId: connected.id, productIds: [first!.id, second!.id] });
    expect((await admin.marketplaceSync.products({ shopId: connected.id, boost: true })).items.map((p) => p.id).sort()).toEqual([first!.id, second!.id].sort());
    expect((await admin.marketplaceSync.products({ shopId: connected.id, boost: false, pageSize: 80 })).total).toBe(products.total - 2);
    const overview = (await admin.marketplaceSync.overview()).find((o) => o.shop.id === connected.id);
    expect(overview).toMatchObject({ products: { mapped: 0, unmapped: products.total, imported: 0 }, orders: 4 });
  });

  it('lists the orders of one state, and every order is in exactly one', async () => {
    const all = await admin.marketplaceSync.orders({ shopId: connected.id, pageSize: 80 });
    expect(all.total).toBe(4);
    let seen = 0;
    for (const status of MARKET_ORDER_STATUSES) {
      const page = await admin.marketplaceSync.orders({ shopId: connected.id, status, pageSize: 80 });
      expect(page.items.every((o) => o.status === status)).toBe(true);
      seen += page.total;
    }
    expect(seen).toBe(4);
  });

  it('opens one order with its shop and the lines of the order it became; an unknown one is not found', async () => {
    const [listed] = (await admin.marketplaceSync.orders({ shopId: connected.id })).items;
    const order = await admin.marketplaceSync.order({ id: listed!.id });
    expect(order).toMatchObject({ ...listed, shopRef, error: '' });
    expect(order.orderNo).not.toBeNull();
    const items = await db.orderItem.findMany({ where: { merchantId: shop.merchantId, orderId: order.orderId! } });
    expect(order.lines.map((l) => l.sku).sort()).toEqual(items.map((i) => i.sku).sort());
    expect(order.lines.length).toBeGreaterThan(0);
    const missing = await rejection(admin.marketplaceSync.order({ id: 'no-such-order' }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'Marketplace order not found.' });
  });

  it('refuses to sync an expired shop with the spec’s message until its token is renewed', async () => {
    const tokenInvalid = 'This shop token is invalid, renew token to process next action';
    await fail('expired_token');
    const job = await admin.marketplaceSync.sync({ id: connected.id });
    await runJobs(rt, shop.merchantId);
    expect(inEnglish(await admin.jobs.get({ id: job.id }))).toMatchObject({ status: 'failed', summary: `Could not sync "Shopee Shop ${shopRef}": ${tokenInvalid}` });
    expect((await admin.marketplaceSync.shops()).find((s) => s.id === connected.id)?.status).toBe('expired');
    expect((await rejection(admin.marketplaceSync.sync({ id: connected.id }))).message).toBe(tokenInvalid);
    await fail(null);
    await admin.marketplaceSync.renewToken({ id: connected.id });
    const again = await admin.marketplaceSync.sync({ id: connected.id });
    await runJobs(rt, shop.merchantId);
    expect((await admin.jobs.get({ id: again.id })).status).toBe('completed');
  });
});
