import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runMonthlyReports, type MonthlyOutcome } from '../../../core/reports/monthly-run.ts';
import { baseContext } from '../../../core/shared/context.ts';
import { generateOrders } from '../orders/data/generate-orders.ts';
import { BENCH_REQUEST, loadCatalogue, setUpShop } from '../orders/data/shop.ts';
import { measured, quantile } from '../orders/measure.ts';
import { runtimeAt, type Place } from '../orders/place.ts';
import { loadEvents } from './data/load-events.ts';
import { DAY, eventShopOf } from './shops.ts';

/** Each small merchant's orders and events, over the last 90 days (the month just ended among them). */
const MERCHANT_ORDERS = 300;
const MERCHANT_EVENTS = 300;
const MERCHANT_SPAN_DAYS = 90;

/** What the monthly data case made, so that a kept place is reused. */
export const MONTHLY_FILE = 'monthly.json';
export interface MonthlyFile {
  merchants: number;
  firstMerchantId: string;
}
export const readMonthlyFile = (place: Place): MonthlyFile | null => {
  const file = path.join(place.dir, MONTHLY_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MonthlyFile) : null;
};

/** The monthly run's merchants, alone in their database (the run makes every merchant's month): shops set up as the orders bench's, with a few hundred orders and events each. */
export async function monthlyDataCase(place: Place, merchants: number): Promise<object> {
  const rt = await runtimeAt(place, true);
  try {
    const now = new Date();
    const made = await measured(async () => {
      let firstMerchantId = '';
      for (let i = 1; i <= merchants; i++) {
        const shop = await setUpShop(rt, `Small shop ${i}`, `small${i}${now.getTime().toString(36)}`);
        firstMerchantId ||= shop.merchantId;
        await generateOrders(rt, await loadCatalogue(rt, shop), { count: MERCHANT_ORDERS, seed: 3000 + i, spanDays: MERCHANT_SPAN_DAYS, now });
        await loadEvents(rt, await eventShopOf(rt, shop.merchantId), { count: MERCHANT_EVENTS, seed: 4000 + i, from: now.getTime() - MERCHANT_SPAN_DAYS * DAY, to: now.getTime() });
        if (i % 10 === 0) console.error(`  ${i} merchants`);
      }
      return firstMerchantId;
    });
    const file: MonthlyFile = { merchants, firstMerchantId: made.result };
    writeFileSync(path.join(place.dir, MONTHLY_FILE), JSON.stringify(file));
    return { case: 'data:monthly', merchants, ordersEach: MERCHANT_ORDERS, eventsEach: MERCHANT_EVENTS, wallMs: made.wallMs };
  } finally {
    await rt.close();
  }
}

/**
 * runMonthlyReports over the small merchants: each one's month just ended drawn, stored and its
 * mail queued. Earlier runs' reports and mails are removed first (not timed), so every merchant's
 * month is made again.
 */
export async function monthlyRunCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const db = rt.database.client;
    await db.monthlyReport.deleteMany({});
    await db.mailMessage.deleteMany({});
    const perMerchant: number[] = [];
    let last = performance.now();
    const run = await measured(() =>
      runMonthlyReports(baseContext(rt.database, rt.env, BENCH_REQUEST), {
        merchant: () => {
          const now = performance.now();
          perMerchant.push(now - last);
          last = now;
        },
        start: () => void (last = performance.now()),
      }),
    );
    const failed = run.result.find((e) => e.outcome === 'failed');
    if (failed) throw new Error(`the monthly run failed for ${failed.merchantName}: ${failed.error}`);
    const outcomes: Partial<Record<MonthlyOutcome, number>> = {};
    for (const e of run.result) outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + 1;
    perMerchant.sort((a, b) => a - b);
    return {
      case: 'monthly-run',
      merchants: run.result.length,
      month: run.result[0]?.month,
      outcomes,
      wallMs: run.wallMs,
      perMerchantMs: { mean: Math.round(run.wallMs / Math.max(1, run.result.length)), p50: Math.round(quantile(perMerchant, 0.5)), p95: Math.round(quantile(perMerchant, 0.95)), max: Math.round(perMerchant.at(-1) ?? 0) },
      peakRssMb: run.peakRssMb,
    };
  } finally {
    await rt.close();
  }
}
