// The order list on a large shop: N orders (default 1,000,000) over three years in a fresh,
// migrated SQLite database, then each list call of the screen (tabs, a status, a name search, an
// order number, a date range, a deep page) timed many times; p50 and p95 in ms beside the 25 ms
// target. The orders are written with createMany for speed (this is a benchmark, not a test).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, resolveSession } from '../../core/auth/sessions.ts';
import { newId } from '../../core/db/ids.ts';
import { createMerchant } from '../../core/merchants/service.ts';
import { listOrders } from '../../core/orders/order-list.ts';
import type { TOrderListInput } from '../../core/orders/schema.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { openRuntime } from '../../server/runtime.ts';

const TARGET_MS = 25;
const RUNS = 40;
const DAY = 86_400_000;
const FIRST = ['Aminah', 'Ali', 'Siti', 'Ahmad', 'Tan', 'Lim', 'Wong', 'Kumar', 'Priya', 'Chen', 'Nur', 'Farah', 'Hafiz', 'Mei', 'Raj', 'Zul'];
const LAST = ['Yusof', 'Abdullah', 'Rahman', 'Lee', 'Ng', 'Ong', 'Singh', 'Ismail', 'Hassan', 'Teo', 'Goh', 'Nair', 'Aziz', 'Chong', 'Lau', 'Omar'];
/** Statuses in the proportions of a shop that has sold for years: most orders completed. */
const STATUS_MIX: [status: number, share: number][] = [
  [8, 0.7],
  [3, 0.1],
  [9, 0.02],
  [6, 0.06],
  [4, 0.04],
  [2, 0.03],
  [7, 0.04],
  [1, 0.005],
  [5, 0.005],
];

function statusOf(r: number): number {
  let acc = 0;
  for (const [status, share] of STATUS_MIX) if (r < (acc += share)) return status;
  return 8;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

export async function main(args: string[]): Promise<void> {
  const count = Number(args[0] ?? 1_000_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, 'bench.db')}`, MERCHANT_SECRET_KEY: 'bench' }), { migrate: true });
  try {
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'bench' });
    const { merchantId, userId } = await createMerchant(base, { name: 'Bench shop', username: 'benchorders', password: 'Bench#2026', email: 'bench@shop.test' });
    const token = await createSession(base, { merchantId, id: userId });
    const ctx = (await resolveSession(base, token))!.ctx as Ctx;
    const now = Date.now();
    const started = performance.now();
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (let from = 0; from < count; from += 5_000) {
      const data = [];
      for (let i = from; i < Math.min(count, from + 5_000); i++) {
        const name = `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]} ${i % 97}`;
        // Spread over three years, oldest first, so order numbers grow with time.
        const placedAt = new Date(now - 3 * 365 * DAY + Math.floor((i / count) * 3 * 365 * DAY));
        data.push({ merchantId, id: newId(), orderNo: i + 1, status: statusOf(random()), buyerName: name, buyerNameKey: name.toLowerCase(), subtotalSen: 2990, totalSen: 3790, placedAt });
      }
      await runtime.database.client.order.createMany({ data });
    }
    console.log(JSON.stringify({ bench: 'orders-list', step: 'seed', orders: count, seconds: Math.round((performance.now() - started) / 100) / 10 }));

    const cases: [string, TOrderListInput][] = [
      ['all, page 1', {}],
      ['tab awaitingPayment (7, 1, 5)', { tab: 'awaitingPayment' }],
      ['tab completed', { tab: 'completed' }],
      ['tab cancelled (3, 9), page 10 of 40', { tab: 'cancelled', page: 10, pageSize: 40 }],
      ['status 6', { status: 6 }],
      ['name prefix "siti y"', { search: 'siti y' }],
      ['name prefix "a" (truncated)', { search: 'a' }],
      ['order number', { search: `#${Math.floor(count / 2)}` }],
      ['last 30 days', { shortcut: 'last_30_days' }],
      ['date range, tab shipped', { tab: 'shipped', from: '2025-01-01', to: '2025-03-31' }],
      ['all, page 12 of 80', { page: 12, pageSize: 80 }],
    ];
    for (const [label, input] of cases) {
      await listOrders(ctx, input);
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const t = performance.now();
        await listOrders(ctx, input);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(JSON.stringify({ bench: 'orders-list', case: label, orders: count, p50Ms: Math.round(percentile(times, 50) * 10) / 10, p95Ms: Math.round(p95 * 10) / 10, targetMs: TARGET_MS, ok: p95 <= TARGET_MS }));
    }
  } finally {
    await runtime.close();
    if (process.env.ORDERS_BENCH_KEEP) console.log(JSON.stringify({ bench: 'orders-list', kept: path.join(dir, 'bench.db') }));
    else rmSync(dir, { recursive: true, force: true });
  }
}
