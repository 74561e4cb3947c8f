import { describe, expect, it } from 'vitest';
import { rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { postEvents, reportsAt, rollUpAt } from '../helpers/site-events.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const A = '198.51.100.1';
const B = '198.51.100.2';
const C = '198.51.100.3';
// Malaysia is UTC+8: 02:05Z is 10:05 on 2 March there.
const MAR2 = (utc: string) => `2026-03-02T${utc}:00Z`;

await postEvents(rt, shop.siteKey, MAR2('02:05'), [
  { kind: 'page_view', page: '/', landing: true, referrer: 'https://www.google.com/search?q=kuih' },
  { kind: 'search', term: 'Kuih Lapis', page: '/' },
  { kind: 'contact', contact: 'whatsapp', page: '/contact' },
], A);
await postEvents(rt, shop.siteKey, MAR2('02:55'), [{ kind: 'page_view', page: '/products' }], A);
await postEvents(rt, shop.siteKey, MAR2('03:01'), [
  { kind: 'page_view', page: '/', landing: true, referrer: 'https://chatgpt.com/' },
  { kind: 'product_view', productId: shop.shirt.id, page: '/products/shirt' },
], A);
await postEvents(rt, shop.siteKey, MAR2('02:30'), [
  { kind: 'page_view', page: '/', landing: true, referralCode: 'REF1' },
  { kind: 'search', term: ' kuih lapis ' },
  { kind: 'enquiry', name: 'Siti Aminah', email: 'siti@example.my', phone: '+60123456789', subject: 'Bulk order', message: 'Do you deliver to Ipoh?', fields: [{ label: 'Quantity', value: '50' }], referralCode: 'REF1', page: '/contact' },
  { kind: 'contact', contact: 'phone', page: '/contact' },
], B);
// 23:59 on 28 February and 00:01 on 1 March, Malaysia time.
await postEvents(rt, shop.siteKey, '2026-02-28T15:59:00Z', [{ kind: 'page_view', page: '/', landing: true }], C);
await postEvents(rt, shop.siteKey, '2026-02-28T16:01:00Z', [{ kind: 'page_view', page: '/about', landing: true }], C);
await postEvents(rt, shop.siteKey, MAR2('02:10'), [{ kind: 'page_view', channel: 'app', page: '/home', landing: true }], '198.51.100.4');

const PERIOD = { period: 'custom', from: '2026-02-28', to: '2026-03-02' } as const;
const NOW = '2026-03-02T06:00:00Z';

/** Every website figure of the seeded events, as the reports give them at `now`. */
async function snapshot(now: string) {
  const reports = reportsAt(rt, shop.admin.token, now);
  return {
    visitors: await reports.visitors(PERIOD),
    statistics: await reports.statistics(PERIOD),
    landing: await reports.landingPages(PERIOD),
    products: await reports.productViews(PERIOD),
    searches: await reports.searches(PERIOD),
    whatsapp: await reports.whatsappClicks(PERIOD),
    ai: await reports.aiTraffic(PERIOD),
    ip: await reports.ipView({ ...PERIOD, type: 'all' }),
    leads: await reports.leads(PERIOD),
  };
}

describe('traffic reports from storefront events', () => {
  it('counts a visitor as a unique IP address per hour, on the merchant\'s calendar days', async () => {
    const { visitors } = await snapshot(NOW);
    // A at 10:05 and 10:55 (one hour), A at 11:01, B at 10:30, C on 28 Feb 23:59 and 1 Mar 00:01.
    expect(visitors.figures.visitors.current).toBe(5);
    expect(visitors.figures.pageViews.current).toBe(6);
    expect(visitors.figures.visits.current).toBe(5);
    expect(visitors.figures.searches.current).toBe(2);
    expect(visitors.figures.productViews.current).toBe(1);
    expect(visitors.figures.enquiries.current).toBe(1);
    expect(visitors.figures.contacts.current).toBe(2);
    expect(visitors.figures.pageViews.previous).toBe(0);
    expect(visitors.series.buckets).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(visitors.series.values.pageViews).toEqual([1, 1, 4]);
    expect(visitors.series.values.visitors).toEqual([1, 1, 3]);
    expect(Object.fromEntries(visitors.sources.map((s) => [s.source, s.count]))).toEqual({ direct: 3, search: 1, social: 0, ai: 1, marketplace: 0, website: 0 });
  });

  it('lists landing pages, product views, the top searches, WhatsApp clicks by page, AI assistants, the IP view and leads', async () => {
    const s = await snapshot(NOW);
    expect(s.landing.rows.map((r) => [r.key, r.count])).toEqual([['/', 4], ['/about', 1]]);
    expect(s.products.rows).toEqual([{ key: shop.shirt.id, label: 'Cotton shirt', detail: shop.shirt.sku, count: 1, visitors: 1 }]);
    expect(s.searches.rows.map((r) => [r.key, r.count, r.visitors])).toEqual([['kuih lapis', 2, 2]]);
    expect(s.whatsapp.total).toBe(1);
    expect(s.whatsapp.rows.map((r) => [r.key, r.count])).toEqual([['/contact', 1]]);
    expect(s.ai.rows.map((r) => [r.key, r.count])).toEqual([['chatgpt.com', 1]]);
    expect(s.ip.rows.items).toEqual([
      { ip: B, total: 3, byType: { search: 1, inquiry: 1, phone: 1 } },
      { ip: A, total: 2, byType: { search: 1, whatsapp: 1 } },
    ]);
    const whatsappOnly = await reportsAt(rt, shop.admin.token, NOW).ipView({ ...PERIOD, type: 'whatsapp' });
    expect(whatsappOnly.rows.items).toEqual([{ ip: A, total: 1, byType: { whatsapp: 1 } }]);
    expect(s.leads.rows).toEqual([{ code: 'REF1', person: null, visits: 1, inquiries: 1, whatsapp: 0, otherContacts: 0, leads: 1 }]);
    expect(s.statistics.referrers.map((r) => [r.source, r.host])).toEqual([['ai', 'chatgpt.com'], ['search', 'google.com']]);
  });

  it('keeps the app apart from the website', async () => {
    const app = await reportsAt(rt, shop.admin.token, NOW).visitors({ ...PERIOD, channel: 'app' });
    expect(app.figures.pageViews.current).toBe(1);
    expect(app.figures.visitors.current).toBe(1);
  });

  it('reads the same figures from the rollups as from the raw events, after the raw events are gone', async () => {
    const before = await snapshot(NOW);
    const first = await rollUpAt(rt, shop.merchantId, '2026-03-10T04:00:00Z');
    expect(first).toMatchObject({ through: '2026-03-08', days: 9, pruned: 0 });
    expect(await rollUpAt(rt, shop.merchantId, '2026-03-10T05:00:00Z')).toMatchObject({ through: '2026-03-08', days: 0 });
    expect(await snapshot(NOW)).toEqual(before);
    const pruned = await rollUpAt(rt, shop.merchantId, '2026-07-01T04:00:00Z', 90);
    expect(pruned.pruned).toBe(13);
    expect(await rt.database.client.siteEvent.count({ where: { merchantId: shop.merchantId } })).toBe(0);
    expect(await snapshot(NOW)).toEqual(before);
    // A chart of days reads day rows, even over a whole month; a chart of months reads the month rows.
    const february = await reportsAt(rt, shop.admin.token, NOW).visitors({ period: 'custom', from: '2026-02-01', to: '2026-02-28' });
    expect(february.figures.pageViews.current).toBe(1);
    expect(february.series.buckets).toHaveLength(28);
    expect(february.series.values.pageViews!.reduce((a, b) => a + b)).toBe(1);
    const months = await reportsAt(rt, shop.admin.token, NOW).visitors({ period: 'custom', from: '2026-01-01', to: '2026-03-08' });
    expect(months.series.buckets).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months.series.values.pageViews).toEqual([0, 1, before.visitors.figures.pageViews.current - 1]);
    expect(await rt.database.client.eventRollup.count({ where: { merchantId: shop.merchantId, period: '2026-02', dimension: 'kind' } })).toBe(1);
  });

  it('lists enquiries with every field and opens one, marking it read; another merchant cannot', async () => {
    const reports = reportsAt(rt, shop.admin.token, NOW);
    const list = await reports.enquiries({ channel: 'website', period: 'custom', from: '2026-03-01', to: '2026-03-31', page: 1, pageSize: 20 });
    expect(list.rows.items).toMatchObject([{ name: 'Siti Aminah', email: 'siti@example.my', subject: 'Bulk order', read: false }]);
    expect(list.unread).toBe(1);
    const id = list.rows.items[0]!.id;
    const detail = await reports.enquiry({ channel: 'website', id });
    expect(detail).toMatchObject({ message: 'Do you deliver to Ipoh?', fields: [{ label: 'Quantity', value: '50' }], ip: B, referralCode: 'REF1', read: true });
    expect((await reports.enquiries({ channel: 'website', period: 'custom', from: '2026-03-01', to: '2026-03-31', page: 1, pageSize: 20, search: 'siti' })).unread).toBe(0);
    expect((await rejection(reports.enquiry({ channel: 'app', id }))).code).toBe('NOT_FOUND');
    const other = await seedMerchant(rt);
    expect((await rejection(other.admin.caller.trafficReports.enquiry({ channel: 'website', id }))).code).toBe('NOT_FOUND');
    expect((await other.admin.caller.trafficReports.ipView({ ...PERIOD, type: 'all' })).rows.total).toBe(0);
  });

  it('is closed to a sub-user without the report module', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await rejection(clerk.caller.trafficReports.visitors(PERIOD))).code).toBe('FORBIDDEN');
  });
});

describe('the storefront events API', () => {
  it('refuses a batch with a bad event, naming it, and records nothing of it', async () => {
    const count = () => rt.database.client.siteEvent.count({ where: { merchantId: shop.merchantId } });
    const before = await count();
    const unknown = await rejection(shop.storefront.storefront.events({ events: [{ kind: 'page_view', page: '/' }, { kind: 'product_view', productId: 'missing' }] }));
    expect(unknown).toMatchObject({ code: 'BAD_REQUEST', field: 'events.1.productId', message: 'Product not found.' });
    const old = await rejection(shop.storefront.storefront.events({ events: [{ kind: 'search', term: 'x', at: '2020-01-01T00:00:00Z' }] }));
    expect(old).toMatchObject({ code: 'BAD_REQUEST', field: 'events.0.at' });
    const tooMany = await rejection(shop.storefront.storefront.events({ events: Array.from({ length: 501 }, () => ({ kind: 'page_view' as const, page: '/' })) }));
    expect(tooMany.fieldErrors).toEqual({ events: 'Send at most 500 events in one call.' });
    const badType = await rejection(shop.storefront.storefront.events({ events: [{ kind: 'contact', contact: 'telegram' as never }] }));
    expect(Object.keys(badType.fieldErrors ?? {})).toEqual(['events.0.contact']);
    expect(await count()).toBe(before);
  });

  it('needs a valid site key and counts each call against the key', async () => {
    expect((await rejection(postEvents(rt, 'sk_nope', NOW, [{ kind: 'page_view', page: '/' }]))).code).toBe('UNAUTHORIZED');
    const bucket = await rt.database.client.rateLimitBucket.findUnique({ where: { key: `site-events:${shop.siteKeyId}` } });
    expect(bucket?.count).toBeGreaterThan(0);
  });
});
