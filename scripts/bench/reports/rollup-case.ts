import { rankAddresses } from '../../../core/reports/ip-ranking.ts';
import { lastClosedDay, rollUpMerchant } from '../../../core/reports/rollup.ts';
import type { MerchantEvents } from '../../../core/reports/rollup-marks.ts';
import { baseContext } from '../../../core/shared/context.ts';
import { addDaysTo, localDate } from '../../../core/shared/time.ts';
import { BENCH_REQUEST } from '../orders/data/shop.ts';
import { measured } from '../orders/measure.ts';
import { readShop, runtimeAt, type Place } from '../orders/place.ts';
import { DAY } from './shops.ts';

/**
 * The floor of a rollup: one pass over the same raw events, counting them by day (what the
 * rollup does once per dimension, besides writing its rows).
 */
async function countDays(ctx: MerchantEvents, from: string, to: string): Promise<{ events: number; days: number; wallMs: number }> {
  const started = performance.now();
  const rows = await ctx.db.$queryRaw<{ day: string; n: number | bigint }[]>`
    SELECT "day", COUNT(*) AS "n" FROM "SiteEvent" WHERE "merchantId" = ${ctx.merchantId} AND "day" >= ${from} AND "day" <= ${to} GROUP BY "day"`;
  return { events: rows.reduce((n, r) => n + Number(r.n), 0), days: rows.length, wallMs: Math.round((performance.now() - started) * 100) / 100 };
}

/**
 * rollUpMerchant on the measured shop: its first run over the whole history (every closed day
 * counted, then the open days' whole hours, then raw events past the retention removed, as the
 * first scheduled run does), then the next day's run, then a run at the real clock again (what
 * each 10-minute run does: the open days counted again up to the last whole hour). The history
 * ends now, so the day after the mark (yesterday) already holds a day of events: it is rolled by
 * the run with the clock a day on, which is what the next daily run counts and prunes. Each beside
 * the floor of reading its events once. Then the IP view's rankings built from nothing.
 */
export async function rollupCase(place: Place): Promise<object[]> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const merchant = await rt.database.client.merchant.findUniqueOrThrow({ where: { id: shop.merchantId }, select: { timeZone: true } });
    const now = Date.now();
    const events = (clock: number): MerchantEvents => ({ ...baseContext(rt.database, rt.env, BENCH_REQUEST, () => new Date(clock)), merchantId: shop.merchantId, timeZone: merchant.timeZone });
    const closed = lastClosedDay(new Date(now), merchant.timeZone);
    const historyFloor = await countDays(events(now), '0000-00-00', closed);
    const history = await measured(() => rollUpMerchant(events(now)));
    const next = addDaysTo(closed, 1);
    const dayFloor = await countDays(events(now), next, next);
    const day = await measured(() => rollUpMerchant(events(now + DAY)));
    if (history.result.through !== closed || day.result.through !== next) throw new Error(`the rollup stopped at ${history.result.through} and ${day.result.through}, not ${closed} and ${next}`);
    // Back at the real clock, as the 10-minute runs keep it while reports are read: the open days
    // after the closed ones counted again up to the last whole hour (the day run's reached a day on).
    const today = localDate(new Date(now), merchant.timeZone);
    const openFloor = await countDays(events(now), addDaysTo(next, 1), today);
    const open = await measured(() => rollUpMerchant(events(Date.now())));
    // The IP view's rankings of every window from nothing (the daily run ranks each again as a day
    // closes). Floor: reading the address rows of the whole history once.
    await rt.database.client.ipRankingMark.deleteMany({ where: { merchantId: shop.merchantId } });
    const rankFloor = await measured(() => rt.database.client.$queryRaw<{ n: number | bigint }[]>`
      SELECT SUM("count") AS "n" FROM "EventRollup" WHERE "merchantId" = ${shop.merchantId} AND "dimension" = 'ip'`);
    const ranking = await measured(() => rankAddresses(events(Date.now()), next));
    const addresses = await rt.database.client.ipRanking.count({ where: { merchantId: shop.merchantId, type: 'all' } });
    // What autovacuum does on a live server after the rollup's writes and removals (the test server runs without it).
    if (rt.database.engine === 'postgres') await rt.database.client.$executeRawUnsafe('VACUUM (ANALYZE)');
    const line = (name: string, run: typeof history, floor: typeof historyFloor) => ({
      case: name,
      days: run.result.days,
      through: run.result.through,
      events: floor.events,
      pruned: run.result.pruned,
      wallMs: run.wallMs,
      eventsPerSec: Math.round(floor.events / (run.wallMs / 1000)),
      peakRssMb: run.peakRssMb,
      floorMs: floor.wallMs,
      ratioToFloor: Math.round((run.wallMs / Math.max(0.01, floor.wallMs)) * 10) / 10,
    });
    return [
      { case: 'rollup-floor:history', events: historyFloor.events, days: historyFloor.days, wallMs: historyFloor.wallMs },
      line('rollup:history', history, historyFloor),
      { case: 'rollup-floor:day', events: dayFloor.events, days: dayFloor.days, wallMs: dayFloor.wallMs },
      line('rollup:day', day, dayFloor),
      { case: 'rollup-floor:open', events: openFloor.events, days: openFloor.days, wallMs: openFloor.wallMs },
      line('rollup:open', open, openFloor),
      { case: 'ip-ranking-floor', wallMs: rankFloor.wallMs },
      { case: 'ip-ranking', windows: ranking.result, rankedAddresses: addresses, wallMs: ranking.wallMs, peakRssMb: ranking.peakRssMb, floorMs: rankFloor.wallMs, ratioToFloor: Math.round((ranking.wallMs / Math.max(0.01, rankFloor.wallMs)) * 10) / 10 },
    ];
  } finally {
    await rt.close();
  }
}
