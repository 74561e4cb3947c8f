import { isDeepStrictEqual } from 'node:util';
import { resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { EVENT_KINDS, REPORT_LIMITS } from '../../../../core/reports/constants.ts';
import { recordEvents } from '../../../../core/reports/record-events.ts';
import { classifySource } from '../../../../core/reports/sources.ts';
import { baseContext } from '../../../../core/shared/context.ts';
import type { Runtime } from '../../../../server/runtime.ts';
import { BENCH_REQUEST } from '../../orders/data/shop.ts';
import { eventRows } from './event-rows.ts';
import { siteEvents, type EventShop } from './site-events.ts';
import { REFERRERS } from './visitors.ts';

const SAMPLE = 2 * REPORT_LIMITS.eventsPerBatch;
const HOUR = 3_600_000;

/** Rows compared without their ids, as sorted JSON (dates as ISO text). */
const comparable = (rows: readonly object[]) => rows.map((r) => JSON.stringify(Object.entries(r).filter(([k]) => k !== 'id').sort(([a], [b]) => a.localeCompare(b)))).sort();

/**
 * Records a sample of the generator's events (two batches of the last two days, every kind and
 * every source kind among them) through recordEvents with the shop's site key, makes the
 * generator's rows for the same events beside it, and compares every column of both but the id,
 * SiteEvent and Enquiry. Throws on a difference; removes the sample's rows. Run on a shop that
 * has no events yet.
 */
export async function checkRowsMatchRecordEvents(rt: Runtime, shop: EventShop & { siteKey: string }): Promise<{ compared: number; columns: number }> {
  for (const { source, urls } of REFERRERS) {
    const wrong = urls.find((url) => classifySource(url, []).source !== source);
    if (wrong) throw new Error(`the bench's ${source} referrer ${wrong} is classified as ${classifySource(wrong, []).source}`);
  }
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const store = await resolveSiteKey(base, shop.siteKey);
  if (!store) throw new Error('the bench shop has no site key');
  const now = Date.now();
  const sample = [...siteEvents(shop, { count: SAMPLE, seed: 7, from: now - 47 * HOUR, to: now - HOUR })];
  const kinds = new Set(sample.map((g) => g.event.kind));
  const missing = EVENT_KINDS.filter((k) => !kinds.has(k));
  if (missing.length) throw new Error(`the event sample has no ${missing.join(', ')}`);
  for (let i = 0; i < sample.length; i += REPORT_LIMITS.eventsPerBatch) {
    const batch = sample.slice(i, i + REPORT_LIMITS.eventsPerBatch);
    await recordEvents(store, { events: batch.map((g) => ({ ...g.event, at: g.at.toISOString() })) });
  }
  const make = eventRows(shop, BENCH_REQUEST);
  const made = sample.map((g) => make(g.at, g.event));
  const db = rt.database.client;
  const where = { merchantId: shop.merchantId };
  const [events, enquiries] = [await db.siteEvent.findMany({ where }), await db.enquiry.findMany({ where })];
  const sources = new Set(events.filter((e) => e.landing).map((e) => e.source));
  const unseen = REFERRERS.filter((r) => !sources.has(r.source)).map((r) => r.source);
  if (unseen.length) throw new Error(`the event sample has no visits from ${unseen.join(', ')}`);
  const pairs = [
    ['SiteEvent', events, made.map((m) => m.row)],
    ['Enquiry', enquiries, made.flatMap((m) => (m.enquiry ? [m.enquiry] : []))],
  ] as const;
  for (const [table, recorded, generated] of pairs) {
    if (!isDeepStrictEqual(Object.keys(recorded[0] ?? {}).sort(), Object.keys(generated[0] ?? {}).sort())) throw new Error(`the generator's ${table} rows have other columns than recordEvents writes`);
    const [left, right] = [comparable(recorded), comparable(generated)];
    const differs = left.findIndex((row, i) => row !== right[i]);
    if (left.length !== right.length || differs >= 0) throw new Error(`generated ${table} rows differ from recordEvents':\n${JSON.stringify({ recorded: left[differs], generated: right[differs] }, null, 1)}`);
  }
  await db.siteEvent.deleteMany({ where });
  await db.enquiry.deleteMany({ where });
  return { compared: sample.length, columns: Object.keys(events[0]!).length };
}
