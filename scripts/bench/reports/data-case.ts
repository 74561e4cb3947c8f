import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSession } from '../../../core/auth/sessions.ts';
import { baseContext } from '../../../core/shared/context.ts';
import { createCaller } from '../../../server/caller.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { BENCH_REQUEST, type BenchShop } from '../orders/data/shop.ts';
import { measured } from '../orders/measure.ts';
import { readShop, runtimeAt, type Place } from '../orders/place.ts';
import { loadEvents } from './data/load-events.ts';
import { checkRowsMatchRecordEvents } from './data/record-check.ts';
import { DAY, EVENT_SPAN_DAYS, EVENTS_FILE, eventShopOf, readEventsFile, type EventsFile } from './shops.ts';

/** The measured shop's products: the orders bench's six, and more so that product views spread over a shop's range. */
const CATALOGUE = 200;

/** Grows the shop's catalogue to CATALOGUE products through products.create, as its owner would. */
async function growCatalogue(rt: Runtime, shop: BenchShop): Promise<void> {
  const db = rt.database.client;
  const have = await db.product.count({ where: { merchantId: shop.merchantId } });
  if (have >= CATALOGUE) return;
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const admin = createCaller(rt, { token: await createSession(base, { merchantId: shop.merchantId, id: shop.userId }), request: BENCH_REQUEST });
  const category = await db.productCategory.findFirstOrThrow({ where: { merchantId: shop.merchantId }, select: { id: true } });
  for (let i = have + 1; i <= CATALOGUE; i++) {
    await admin.products.create({
      sku: `ITEM-${i}`,
      nameEn: `Item ${i}`,
      detailEn: `Item ${i}, sold every day.`,
      categoryIds: [category.id],
      images: [{ url: `https://cdn.example.my/item-${i}.jpg` }],
      stockUnlimited: true,
      priceSen: 990 + i * 10,
      weightGrams: 300,
    });
  }
}

/** Every table the events fill (an earlier run's rollup counted and removed most raw events: all of it is loaded again). */
async function clearEvents(rt: Runtime): Promise<void> {
  const tables = ['SiteEvent', 'Enquiry', 'EventRollup', 'EventRollupMark'].map((t) => `"${t}"`);
  if (rt.database.engine === 'postgres') await rt.database.client.$executeRawUnsafe(`TRUNCATE ${tables.join(', ')}`);
  else for (const table of tables) await rt.database.client.$executeRawUnsafe(`DELETE FROM ${table}`);
}

/**
 * The storefront events of the shops the orders case made (the measured shop's over the last
 * EVENT_SPAN_DAYS days, the other shops' beside them), first checked against recordEvents, then
 * written with insertMany. Kept when an earlier run loaded the same and no rollup counted them.
 */
export async function eventsCase(place: Place, events: number, otherEvents: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const db = rt.database.client;
    const earlier = readEventsFile(place);
    const same = earlier?.merchantId === shop.merchantId && earlier.events === events && earlier.otherEvents === otherEvents;
    if (same && !(await db.eventRollupMark.findUnique({ where: { merchantId: shop.merchantId } }))) return { case: 'data:events', reused: true, events };
    await clearEvents(rt);
    await growCatalogue(rt, shop);
    const measuredShop = await eventShopOf(rt, shop.merchantId);
    const check = await checkRowsMatchRecordEvents(rt, { ...measuredShop, siteKey: shop.siteKey });
    const now = Date.now();
    const span = { from: now - EVENT_SPAN_DAYS * DAY, to: now - 60_000 };
    let last = 0;
    const progress = (done: number) => {
      if (done - last < 1_000_000) return;
      last = done;
      console.error(`  ${done.toLocaleString('en-MY')} events`);
    };
    const loaded = await measured(() => loadEvents(rt, measuredShop, { count: events, seed: 2026, ...span, progress }));
    const others = await db.merchant.findMany({ where: { id: { not: shop.merchantId }, name: { startsWith: 'Other shop' } }, select: { id: true }, orderBy: { createdAt: 'asc' } });
    let otherShopsEvents = 0;
    for (const [i, other] of others.entries()) otherShopsEvents += (await loadEvents(rt, await eventShopOf(rt, other.id), { count: otherEvents, seed: 2027 + i, ...span })).events;
    // As after the orders: what autovacuum does after a bulk load on a live server.
    if (rt.database.engine === 'postgres') await db.$executeRawUnsafe('VACUUM (ANALYZE)');
    const file: EventsFile = { merchantId: shop.merchantId, events, otherEvents };
    writeFileSync(path.join(place.dir, EVENTS_FILE), JSON.stringify(file));
    return {
      case: 'data:events',
      events: loaded.result.events,
      enquiries: loaded.result.enquiries,
      products: measuredShop.productIds.length,
      days: EVENT_SPAN_DAYS,
      otherShopsEvents,
      checkedAgainstRecordEvents: check.compared,
      wallMs: loaded.wallMs,
      eventsPerSec: Math.round(loaded.result.events / (loaded.wallMs / 1000)),
      peakRssMb: loaded.peakRssMb,
    };
  } finally {
    await rt.close();
  }
}
