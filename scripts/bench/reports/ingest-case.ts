import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSession } from '../../../core/auth/sessions.ts';
import type { StorefrontCtx } from '../../../core/checkout/context.ts';
import { resolveSiteKey } from '../../../core/checkout/site-keys.ts';
import { insertMany } from '../../../core/db/bulk-write.ts';
import { REPORT_LIMITS } from '../../../core/reports/constants.ts';
import { recordEvents } from '../../../core/reports/record-events.ts';
import { baseContext, withTransaction } from '../../../core/shared/context.ts';
import { createCaller } from '../../../server/caller.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { BENCH_REQUEST, setUpShop } from '../orders/data/shop.ts';
import { measured } from '../orders/measure.ts';
import { runtimeAt, type Place } from '../orders/place.ts';
import { eventRows } from './data/event-rows.ts';
import { siteEvents, type EventShop, type GeneratedEvent } from './data/site-events.ts';
import { eventShopOf } from './shops.ts';

const BATCH = REPORT_LIMITS.eventsPerBatch;
const INGEST_FILE = 'ingest.json';
/** Batches written before the clock starts, in both cases alike: the code paths compiled, the connection warm. */
const WARM_UP_BATCHES = 2;

/** The events sent, a batch a call, of the last hour (the calls carry no time: the server's clock stamps them); the warm-up's first. */
const batchesOf = (shop: EventShop, count: number) => {
  const now = Date.now();
  const events = [...siteEvents(shop, { count: count + WARM_UP_BATCHES * BATCH, seed: 99, from: now - 3_600_000, to: now })];
  const batches = [];
  for (let i = 0; i < events.length; i += BATCH) batches.push(events.slice(i, i + BATCH));
  return { warmUp: batches.slice(0, WARM_UP_BATCHES), timed: batches.slice(WARM_UP_BATCHES), total: events.length };
};

/** Checks that the shop holds count events, then removes them (and their enquiries), so runs on kept data do not add up. */
async function checkAndRemove(rt: Runtime, merchantId: string, count: number): Promise<void> {
  const db = rt.database.client;
  const stored = await db.siteEvent.count({ where: { merchantId } });
  if (stored !== count) throw new Error(`${count} events were sent and ${stored} stored`);
  await db.siteEvent.deleteMany({ where: { merchantId } });
  await db.enquiry.deleteMany({ where: { merchantId } });
}

/**
 * Events per second through recordEvents, the storefront API's core (validation, rate limit
 * bucket, product check, classification, insert), 500 a call, into a shop of their own in the
 * same tables as the measured shop's events (then removed, not timed).
 */
export async function ingestCase(place: Place, count: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = await setUpShop(rt, 'Ingest shop', `ingest${Date.now().toString(36)}`);
    const eventShop = await eventShopOf(rt, shop.merchantId);
    const batches = batchesOf(eventShop, count);
    const calls = batches.warmUp.length + batches.timed.length;
    // A site key may make 600 calls a minute: the run uses a key per 600 calls (a merchant may
    // hold several: website, app), so every call still takes its rate limit bucket as in
    // production, and none is refused or waits for the clock.
    const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
    const admin = createCaller(rt, { token: await createSession(base, { merchantId: shop.merchantId, id: shop.userId }), request: BENCH_REQUEST });
    const keys = [shop.siteKey];
    while (keys.length * REPORT_LIMITS.eventCallsPerMinute < calls) keys.push((await admin.siteKeys.create()).key);
    const stores: StorefrontCtx[] = [];
    for (const key of keys) stores.push((await resolveSiteKey(base, key))!);
    writeFileSync(path.join(place.dir, INGEST_FILE), JSON.stringify(eventShop));
    const calledWith = (batch: GeneratedEvent[]) => ({ events: batch.map((g) => g.event) });
    const [warmUp, timed] = [batches.warmUp.map(calledWith), batches.timed.map(calledWith)];
    let call = 0;
    const send = (input: ReturnType<typeof calledWith>) => recordEvents(stores[Math.floor(call++ / REPORT_LIMITS.eventCallsPerMinute)]!, input);
    for (const input of warmUp) await send(input);
    const run = await measured(async () => {
      for (const input of timed) await send(input);
    });
    await checkAndRemove(rt, shop.merchantId, batches.total);
    return { case: 'ingest', events: count, calls: batches.timed.length, eventsPerCall: BATCH, siteKeys: keys.length, wallMs: run.wallMs, eventsPerSec: Math.round(count / (run.wallMs / 1000)), peakRssMb: run.peakRssMb };
  } finally {
    await rt.close();
  }
}

/** The floor: the same events' rows, made before the clock starts, written raw with insertMany in a transaction of 500 each. */
export async function ingestFloorCase(place: Place, count: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = JSON.parse(readFileSync(path.join(place.dir, INGEST_FILE), 'utf8')) as EventShop;
    const make = eventRows(shop, BENCH_REQUEST);
    const batches = batchesOf(shop, count);
    const rowsOf = (batch: GeneratedEvent[]) => {
      const made = batch.map((g) => make(new Date(), g.event));
      return { rows: made.map((m) => m.row), enquiries: made.flatMap((m) => (m.enquiry ? [m.enquiry] : [])) };
    };
    const [warmUp, timed] = [batches.warmUp.map(rowsOf), batches.timed.map(rowsOf)];
    const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
    const write = ({ rows, enquiries }: ReturnType<typeof rowsOf>) =>
      withTransaction(base, async (tx) => {
        await insertMany(tx, 'SiteEvent', rows);
        await insertMany(tx, 'Enquiry', enquiries);
      });
    for (const batch of warmUp) await write(batch);
    const run = await measured(async () => {
      for (const batch of timed) await write(batch);
    });
    await checkAndRemove(rt, shop.merchantId, batches.total);
    return { case: 'ingest-floor', events: count, wallMs: run.wallMs, eventsPerSec: Math.round(count / (run.wallMs / 1000)), peakRssMb: run.peakRssMb };
  } finally {
    await rt.close();
  }
}
