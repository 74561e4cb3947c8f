import { describe, expect, it } from 'vitest';
import { seedShop } from '../helpers/orders.ts';
import { postEvents, reportsAt, rollUpAt } from '../helpers/site-events.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const A = '198.51.100.1';
const B = '198.51.100.2';
// Malaysia is UTC+8: 01:10Z is 09:10 on 10 May there.
const MAY10 = (utc: string) => `2026-05-10T${utc}:00Z`;
const TODAY = { period: 'custom', from: '2026-05-10', to: '2026-05-10' } as const;

const view = (page: string) => ({ kind: 'page_view' as const, page });
await postEvents(rt, shop.siteKey, MAY10('01:10'), [view('/'), view('/menu')], A);
await postEvents(rt, shop.siteKey, MAY10('01:50'), [view('/')], B);
await postEvents(rt, shop.siteKey, MAY10('02:20'), [view('/')], A);

/** Today's page views and visitors (an address an hour), as the visitor report reads them at now. */
async function today(now: string) {
  const report = await reportsAt(rt, shop.admin.token, now).visitors(TODAY);
  return { pageViews: report.figures.pageViews.current, visitors: report.figures.visitors.current };
}

describe('the rollup of the open day', () => {
  it('counts its whole hours, so reports read only the hours since from the raw events, with the same figures', async () => {
    const raw = await today(MAY10('02:40'));
    expect(raw).toEqual({ pageViews: 4, visitors: 3 });
    // At 10:30 the last whole hour is 09:00 to 10:00: its events are counted, 10:20's are not.
    expect(await rollUpAt(rt, shop.merchantId, MAY10('02:30'))).toMatchObject({ days: 0 });
    const mark = await rt.database.client.eventRollupMark.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(mark).toMatchObject({ through: '2026-05-09', openThrough: '2026-05-10 09' });
    const counted = await rt.database.client.eventRollup.findFirst({ where: { merchantId: shop.merchantId, period: '2026-05-10', dimension: 'kind', key: 'page_view' } });
    expect(counted).toMatchObject({ count: 3, visitors: 2 });
    expect(await today(MAY10('02:40'))).toEqual(raw);

    // A's second page view in the same hour adds a view, not a visitor; a view of 09:30 sent late counts from the next run.
    await postEvents(rt, shop.siteKey, MAY10('02:45'), [view('/contact'), { ...view('/late'), at: MAY10('01:30') }], A);
    expect(await today(MAY10('02:50'))).toEqual({ pageViews: 5, visitors: 3 });
    await rollUpAt(rt, shop.merchantId, MAY10('03:05'));
    expect(await rt.database.client.eventRollupMark.findUniqueOrThrow({ where: { merchantId: shop.merchantId } })).toMatchObject({ openThrough: '2026-05-10 10' });
    expect(await today(MAY10('03:10'))).toEqual({ pageViews: 6, visitors: 3 });
    // Once the day is closed it is counted for good, with the same figures.
    expect(await rollUpAt(rt, shop.merchantId, '2026-05-12T17:00:00Z')).toMatchObject({ days: 2, through: '2026-05-11' });
    expect(await today('2026-05-13T00:00:00Z')).toEqual({ pageViews: 6, visitors: 3 });
  });
});
