// One marketplace shop pulled whole from the Shopee simulator (20,000 products and 50,000 orders
// by default), in this process, on a fresh database of each engine. Prints JSON lines: products/s
// and orders/s of the first sync beside a floor measured in the same run (the same pages read
// from the simulator with nothing written), the peak memory of each beside the memory before it
// (pages are streamed and written a page at a time, so it stays flat), and the time of an
// incremental sync after 100 changes (50 products, 50 orders touched).
// `npm run bench -- marketplace-sync [--engine sqlite|postgres|both] [--products N] [--orders N] [--keep]`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchMerchant, createDatabase, dropDatabase } from './bench-db.ts';
import { parseEngineFlags } from './flags.ts';

const USAGE = 'npm run bench -- marketplace-sync [--engine sqlite|postgres|both] [--products N] [--orders N] [--keep]';
const SHOP = '9001';
const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'marketplace-sync', ...line }));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The peak resident memory while fn runs, sampled every 50 ms. */
async function peakDuring<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; beforeMb: number; peakMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - started, beforeMb: mb(before), peakMb: mb(Math.max(peak, process.memoryUsage().rss)) };
  } finally {
    clearInterval(timer);
  }
}

async function run(engine: 'sqlite' | 'postgres', products: number, orders: number, keep: boolean): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-marketplace-'));
  const url = await createDatabase(engine, dir);
  const { loadConfig } = await import('../../core/platform/config.ts');
  const { openRuntime } = await import('../../server/runtime.ts');
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, MERCHANT_SECRET_KEY: 'bench', MARKETPLACES: 'simulator' }));
  try {
    const { startConnect, finishConnect, shopRow } = await import('../../core/marketplaces/shops.ts');
    const { syncShop } = await import('../../core/marketplaces/sync.ts');
    const { shopeeWorld } = await import('../../server/integrations/shopee/shopee-simulator.ts');
    const ctx = await benchMerchant(runtime, `Marketplace bench ${engine}`);
    shopeeWorld.shop(SHOP, { products, orders });
    // Connecting as a merchant does: the authorization page's button, its redirect's code.
    const { url: authorize } = await startConnect(ctx, 'shopee');
    const origin = new URL(authorize).origin;
    const form = new URLSearchParams({ redirect: new URL(authorize).searchParams.get('redirect')!, shop: SHOP });
    const back = new URL((await fetch(`${origin}/shopee/_authorize?${form.toString()}`, { redirect: 'manual' })).headers.get('location')!);
    const shop = await finishConnect(ctx, { platform: 'shopee', state: back.searchParams.get('state')!, code: back.searchParams.get('code')!, shopId: SHOP });

    // The floor: every page of products and orders read from the simulator, nothing written.
    const market = runtime.env.marketplaces!.shopee!;
    const row = await shopRow(ctx, shop.id);
    const { unseal } = await import('../../core/platform/secret-box.ts');
    const auth = { shopId: SHOP, accessToken: unseal(row.accessToken, runtime.env.secretKey) };
    const readAll = async (read: (cursor: string | null) => Promise<{ items: unknown[]; next: string | null }>) => {
      let count = 0;
      let cursor: string | null = null;
      do {
        const page = await read(cursor);
        count += page.items.length;
        cursor = page.next;
      } while (cursor);
      return count;
    };
    const floorProducts = await peakDuring(() => readAll((cursor) => market.products(auth, null, cursor)));
    const floorOrders = await peakDuring(() => readAll((cursor) => market.orders(auth, new Date(Date.now() - 60 * 24 * 3600 * 1000), cursor)));

    // The first sync, its two halves timed apart: the products, then the orders (into the order list).
    const { syncShopProducts } = await import('../../core/marketplaces/product-sync.ts');
    const { syncShopOrders } = await import('../../core/marketplaces/order-sync.ts');
    const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);
    const productHalf = await peakDuring(async () => syncShopProducts(ctx, await shopRow(ctx, shop.id)));
    print({ engine, step: 'products', count: productHalf.result, perSecond: rate(productHalf.result, productHalf.ms), floorPerSecond: rate(floorProducts.result, floorProducts.ms), peakMb: productHalf.peakMb, beforeMb: productHalf.beforeMb, floorPeakMb: floorProducts.peakMb });
    const orderHalf = await peakDuring(async () => syncShopOrders(ctx, await shopRow(ctx, shop.id)));
    print({ engine, step: 'orders', count: orderHalf.result.created, inOrderList: await runtime.database.client.order.count({ where: { merchantId: ctx.merchantId } }), perSecond: rate(orderHalf.result.created, orderHalf.ms), floorPerSecond: rate(floorOrders.result, floorOrders.ms), peakMb: orderHalf.peakMb, beforeMb: orderHalf.beforeMb, floorPeakMb: floorOrders.peakMb });

    // 100 changes: 50 products change stock, 50 orders move on a state (completed and cancelled ones stay).
    shopeeWorld.touch(shopeeWorld.shop(SHOP), 50, 50);
    const incremental = await peakDuring(() => syncShop(ctx, shop.id));
    print({ engine, step: 'incremental sync, 100 changes', products: incremental.result.products, ordersUpdated: incremental.result.ordersUpdated, seconds: Math.round(incremental.ms) / 1000, peakMb: incremental.peakMb });
  } finally {
    await runtime.close();
    if (!keep) {
      await dropDatabase(url);
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

export async function main(args: string[]): Promise<void> {
  let products = 20_000;
  let orders = 50_000;
  const flags = parseEngineFlags(args, USAGE, { '--products': (n) => (products = n), '--orders': (n) => (orders = n) });
  for (const engine of flags.engines) await run(engine, products, orders, flags.keep);
}
