import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowcaseSyncEntry } from '../../core/reports/showcase-sync.ts';
import { addDaysTo, localDate } from '../../core/shared/time.ts';
import type { Runtime } from '../../server/runtime.ts';
import { adminSession, seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the daily showcase sync, for cron.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let runningId: string;
let endedId: string;
const today = localDate(new Date(), 'Asia/Kuala_Lumpur');
const fiveDaysAgo = addDaysTo(today, -5);

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  const db = rt.database.client;
  const slot = (startsOn: string, endsOn: string) =>
    db.showcaseSlot.create({ data: { merchantId: shop.merchantId, googleCategory: 'Apparel', durationMonths: 1, state: 'active', startsOn, endsOn, guaranteedViews: 10, guaranteedClicks: 2 } });
  runningId = (await slot(addDaysTo(today, -10), addDaysTo(today, 20))).id;
  endedId = (await slot(addDaysTo(today, -40), addDaysTo(today, -1))).id;
  // Three views and a click of the running slot, five days ago: a closed day the sync records for good.
  const event = (kind: string) => ({ merchantId: shop.merchantId, at: new Date(`${fiveDaysAgo}T04:00:00Z`), day: fiveDaysAgo, hour: 12, kind, channel: 'website', slotId: runningId });
  await db.siteEvent.createMany({ data: [event('showcase_view'), event('showcase_view'), event('showcase_view'), event('showcase_click')] });
});
afterAll(() => rt.close());

describe('merchant showcases sync', () => {
  it('records the slots’ traffic the report reads, marks ended slots expired, and does nothing new run twice', async () => {
    const first = await world.run(['showcases', 'sync', '--json']);
    expect(first.code).toBe(0);
    const entry = (JSON.parse(first.stdout) as { merchants: ShowcaseSyncEntry[] }).merchants.find((m) => m.merchantId === shop.merchantId);
    expect(entry).toMatchObject({ expired: 1, through: addDaysTo(today, -2) });
    const db = rt.database.client;
    // Recorded: the slot's day rows, by kind.
    const rows = await db.eventRollup.findMany({ where: { merchantId: shop.merchantId, dimension: 'showcase', key: runningId, period: fiveDaysAgo } });
    expect(Object.fromEntries(rows.map((r) => [r.sub, r.count]))).toMatchObject({ showcase_view: 3, showcase_click: 1 });
    expect((await db.showcaseSlot.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: endedId } } })).state).toBe('expired');
    // The report reads what the sync recorded, even once the raw events are gone.
    await db.siteEvent.deleteMany({ where: { merchantId: shop.merchantId, slotId: runningId } });
    const report = await adminSession(rt, shop).caller.trafficGuarantee.report({ period: 'lifetime' });
    expect(report.slots.find((s) => s.id === runningId)).toMatchObject({ views: 3, clicks: 1, state: 'waiting_sync' });
    expect(report.slots.find((s) => s.id === endedId)).toMatchObject({ state: 'expired' });
    const again = await world.run(['showcases', 'sync']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`${shop.name}\\s+${addDaysTo(today, -2)}\\s+0`));
    expect(await db.eventRollup.count({ where: { merchantId: shop.merchantId, dimension: 'showcase', key: runningId, period: fiveDaysAgo } })).toBe(rows.length);
  });

  it('refuses a server (2): the sync works on the local database only', async () => {
    expect((await world.run(['--server', 'http://127.0.0.1:1', 'showcases', 'sync'])).code).toBe(2);
  });
});
