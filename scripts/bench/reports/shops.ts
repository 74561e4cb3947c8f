import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseContext, systemCtx, type Ctx } from '../../../core/shared/context.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { BENCH_REQUEST } from '../orders/data/shop.ts';
import type { Place } from '../orders/place.ts';
import type { EventShop } from './data/site-events.ts';

export const BENCH = 'reports';
export const DAY = 86_400_000;
/** The events span the last 400 days: twelve whole months and then some, as last_12_months reads. */
export const EVENT_SPAN_DAYS = 400;

/** What the events case loaded, beside the orders bench's shop.json. */
export const EVENTS_FILE = 'events.json';
export interface EventsFile {
  merchantId: string;
  events: number;
  otherEvents: number;
}
export const readEventsFile = (place: Place): EventsFile | null => {
  const file = path.join(place.dir, EVENTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EventsFile) : null;
};

/** A merchant as the event generator needs it: its time zone and its products. */
export async function eventShopOf(rt: Runtime, merchantId: string): Promise<EventShop> {
  const db = rt.database.client;
  const merchant = await db.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { timeZone: true } });
  const products = await db.product.findMany({ where: { merchantId }, select: { id: true }, orderBy: { id: 'asc' } });
  return { merchantId, timeZone: merchant.timeZone, productIds: products.map((p) => p.id) };
}

/**
 * A signed-in user's context as the report procedures give it to core, built by hand: the master
 * admin with view on the report modules (the report functions check assertReportAccess at most).
 */
export async function reportCtx(rt: Runtime, user: { merchantId: string; userId: string }): Promise<Ctx> {
  const merchant = await rt.database.client.merchant.findUniqueOrThrow({ where: { id: user.merchantId }, select: { id: true, timeZone: true } });
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  return { ...systemCtx(base, merchant), userId: user.userId, sessionId: 'bench', isMasterAdmin: true, permissions: { report: 'view', ecommerce_report: 'view' } };
}
