import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addShowcaseSlot } from '../../core/reports/showcase-slots.ts';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const app = await fileServer(rt);

/** 14:00 on 2 March in Malaysia (UTC+8): the day the report is read. */
const NOW = '2026-03-02T06:00:00Z';
/** The operator sells slots (merchant showcases add) at `now`. */
const sell = (input: Parameters<typeof addShowcaseSlot>[1], now = NOW, merchantId = shop.merchantId) =>
  addShowcaseSlot(systemCtx(baseContext(rt.database, rt.env, testRequest(), () => new Date(now)), { id: merchantId, timeZone: 'Asia/Kuala_Lumpur' }), input);

// Sold on 2 March: the shirt's slot from 1 March for a month; an empty slot; one that ended in January; one set today.
const shirtSlot = await sell({ productId: shop.shirt.id, googleCategory: 'Apparel & Accessories > Clothing', durationMonths: 1, guaranteedViews: 5, guaranteedClicks: 2, startsOn: '2026-03-01' });
const emptySlot = await sell({ googleCategory: 'Food, Beverages & Tobacco', durationMonths: 3, guaranteedViews: 1000, guaranteedClicks: 0 });
const endedSlot = await sell({ productId: shop.cap.id, googleCategory: 'Apparel & Accessories > Hats', durationMonths: 1, guaranteedViews: 10, guaranteedClicks: 1, startsOn: '2026-01-01' });
const newSlot = await sell({ productId: shop.cap.id, googleCategory: 'Apparel & Accessories > Hats', durationMonths: 6, guaranteedViews: 300, guaranteedClicks: 30 });

// On 2 March (10:05 Malaysia): three views of the shirt's slot (one in the app) and a click; a view of the ended slot.
await postEvents(rt, shop.siteKey, '2026-03-02T02:05:00Z', [
  { kind: 'showcase_view', slotId: shirtSlot.id, page: '/showcase/apparel' },
  { kind: 'showcase_view', slotId: shirtSlot.id, page: '/showcase/apparel' },
  { kind: 'showcase_view', slotId: shirtSlot.id, channel: 'app' },
  { kind: 'showcase_click', slotId: shirtSlot.id, page: '/showcase/apparel' },
  { kind: 'showcase_view', slotId: endedSlot.id, page: '/showcase/hats' },
]);
// 23:30 on 28 February: before the shirt's slot began, not delivered by it.
await postEvents(rt, shop.siteKey, '2026-02-28T15:30:00Z', [{ kind: 'showcase_view', slotId: shirtSlot.id }]);

const report = () => asToken(rt, shop.admin.token, testRequest(), () => new Date(NOW)).trafficGuarantee.report({ period: 'custom', from: '2026-02-28', to: '2026-03-02' });

describe('the traffic guarantee report', () => {
  it('sells slots for months from their first day', () => {
    expect(shirtSlot).toMatchObject({ startsOn: '2026-03-01', endsOn: '2026-03-31' });
    expect(emptySlot).toMatchObject({ startsOn: '2026-03-02', endsOn: '2026-06-01' });
    expect(endedSlot).toMatchObject({ startsOn: '2026-01-01', endsOn: '2026-01-31' });
  });

  it('lists each slot with its product, days and state, and the views and clicks delivered in its run against those guaranteed', async () => {
    const r = await report();
    const byId = new Map(r.slots.map((s) => [s.id, s]));
    expect(byId.get(shirtSlot.id)).toMatchObject({
      productName: 'Cotton shirt',
      sku: shop.shirt.sku,
      googleCategory: 'Apparel & Accessories > Clothing',
      state: 'active',
      views: 3,
      clicks: 1,
      guaranteedViews: 5,
      guaranteedClicks: 2,
      viewsProgress: 60,
      clicksProgress: 50,
    });
    expect(byId.get(emptySlot.id)).toMatchObject({ productId: null, productName: '', state: 'waiting_sync', views: 0, viewsProgress: 0, clicksProgress: null });
    // Its view came after its last day.
    expect(byId.get(endedSlot.id)).toMatchObject({ productName: 'Baseball cap', state: 'expired', views: 0, clicks: 0 });
    // Its product was set today: its traffic syncs tomorrow.
    expect(byId.get(newSlot.id)).toMatchObject({ state: 'wait_traffic_sync', durationMonths: 6, endsOn: '2026-09-01' });
  });

  it('charts every slot’s views and clicks of the period by day', async () => {
    expect((await report()).series).toEqual({ buckets: ['2026-02-28', '2026-03-01', '2026-03-02'], values: { views: [1, 0, 4], clicks: [0, 0, 1] } });
  });

  it('takes showcase events only for the merchant’s own slots', async () => {
    const other = await seedShop(rt);
    const theirs = await sell({ googleCategory: 'Toys & Games', durationMonths: 1, guaranteedViews: 1, guaranteedClicks: 1 }, NOW, other.merchantId);
    const refused = await rejection(postEvents(rt, shop.siteKey, NOW, [{ kind: 'page_view', page: '/' }, { kind: 'showcase_click', slotId: theirs.id }]));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', field: 'events.1.slotId', message: 'Showcase slot not found.' });
    // The other merchant sees its own slot only, with nothing delivered.
    const seen = await other.admin.caller.trafficGuarantee.report({ period: 'lifetime' });
    expect(seen.slots.map((s) => [s.id, s.views])).toEqual([[theirs.id, 0]]);
    expect(seen.series.values.views!.every((v) => v === 0)).toBe(true);
  });

  it('is open to users with the traffic guarantee module only', async () => {
    const reporter = await seedSubUser(rt, shop, { report: 'edit' });
    expect((await rejection(reporter.caller.trafficGuarantee.report({ period: 'lifetime' }))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, shop, { traffic_guarantee_report: 'view' });
    expect((await viewer.caller.trafficGuarantee.report({ period: 'lifetime' })).slots).toHaveLength(4);
    const download = (token: string) => app.inject({ method: 'GET', url: '/api/reports/traffic-guarantee/file?format=csv&period=lifetime', headers: { authorization: `Bearer ${token}` } });
    expect((await download(reporter.token)).statusCode).toBe(403);
    expect((await download(viewer.token)).statusCode).toBe(200);
  });

  it('downloads the slots as CSV, states in the spec’s words', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reports/traffic-guarantee/file?format=csv&period=last_30_days', headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(res.headers['content-disposition']).toContain('filename="traffic-guarantee.csv"');
    const rows: string[][] = [];
    for await (const row of readSheetRows('csv', Readable.from([res.rawPayload]))) rows.push(row.cells);
    expect(rows[0]).toEqual(['Product', 'SKU', 'Google category', 'Starts', 'Ends', 'Months', 'State', 'Views', 'Guaranteed views', 'Views (%)', 'Clicks', 'Guaranteed clicks', 'Clicks (%)']);
    expect(rows).toContainEqual(['Cotton shirt', shop.shirt.sku, 'Apparel & Accessories > Clothing', '2026-03-01', '2026-03-31', '1', 'Slot Expired', '3', '5', '60', '1', '2', '50']);
    expect(rows).toContainEqual(['', '', 'Food, Beverages & Tobacco', '2026-03-02', '2026-06-01', '3', 'Slot Expired', '0', '1000', '0', '0', '0', '']);
  });

  it('refuses a product of another merchant when a slot is sold', async () => {
    const other = await seedMerchant(rt);
    await expect(sell({ productId: shop.shirt.id, googleCategory: 'Apparel', durationMonths: 1, guaranteedViews: 1, guaranteedClicks: 1 }, NOW, other.merchantId)).rejects.toMatchObject({ code: 'PRODUCT.NOT_FOUND' });
  });
});
