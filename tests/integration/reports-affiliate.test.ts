import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import { asToken, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { postEvents, rollUpAt } from '../helpers/site-events.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const app = await fileServer(rt);
const admin = shop.admin.caller;

const fair = await admin.affiliateReports.addEvent({ name: 'Raya fair' });
const letter = await admin.affiliateReports.addEvent({ name: 'Newsletter' });

const registrant = (name: string, source: string, code: string) =>
  ({ kind: 'affiliate_registration', code, source, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.my`, contact: '+60123456789', company: `${name} Sdn Bhd` }) as const;

// 1 March, 21:00 Malaysia: Aminah registers through the newsletter.
await postEvents(rt, shop.siteKey, '2026-03-01T13:00:00Z', [registrant('Aminah Yusof', 'newsletter', letter.code)]);
// 2 March, 10:05: three Facebook clicks of the fair's link (one in the app, one with the code in small letters), one with no source, two of the newsletter's; Siti registers from Facebook.
await postEvents(rt, shop.siteKey, '2026-03-02T02:05:00Z', [
  { kind: 'affiliate_click', code: fair.code, source: 'Facebook' },
  { kind: 'affiliate_click', code: fair.code.toLowerCase(), source: 'facebook' },
  { kind: 'affiliate_click', code: fair.code, source: 'facebook', channel: 'app' },
  { kind: 'affiliate_click', code: fair.code },
  { kind: 'affiliate_click', code: letter.code, source: 'newsletter' },
  { kind: 'affiliate_click', code: letter.code, source: 'newsletter' },
  registrant('Siti Aminah', 'facebook', fair.code),
]);

const PERIOD = { period: 'custom', from: '2026-03-01', to: '2026-03-02' } as const;
const NOW = '2026-03-02T06:00:00Z';
const reports = () => asToken(rt, shop.admin.token, testRequest(), () => new Date(NOW)).affiliateReports;

/** Every affiliate figure of the seeded events. */
async function snapshot() {
  const r = reports();
  return {
    events: await r.events(PERIOD),
    sources: await r.sources(PERIOD),
    fairSources: await r.sources({ ...PERIOD, eventId: fair.id }),
    registrations: await r.registrations({ ...PERIOD, page: 1, pageSize: 20 }),
  };
}

describe('affiliate events', () => {
  it('gives each event a code of 8 letters and digits that cannot be mistaken for one another', () => {
    for (const e of [fair, letter]) expect(e.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(fair.code).not.toBe(letter.code);
  });

  it('refuses a click or registration with a code that is not one of the merchant’s events, recording nothing of the batch', async () => {
    const count = () => rt.database.client.siteEvent.count({ where: { merchantId: shop.merchantId } });
    const before = await count();
    const unknown = await rejection(postEvents(rt, shop.siteKey, NOW, [{ kind: 'page_view', page: '/' }, { kind: 'affiliate_click', code: 'NOPE2345', source: 'x' }]));
    expect(unknown).toMatchObject({ code: 'BAD_REQUEST', field: 'events.1.code', message: 'Affiliate event not found.' });
    const noEmail = await rejection(postEvents(rt, shop.siteKey, NOW, [{ ...registrant('Ali Bakar', '', fair.code), email: 'ali' }]));
    expect(noEmail.fieldErrors).toEqual({ 'events.0.email': 'Please enter a valid e-mail address.' });
    expect(await count()).toBe(before);
  });
});

describe('the affiliate reports', () => {
  it('lists the events with their clicks and registrations of the period, and charts them by day', async () => {
    const { events } = await snapshot();
    expect(events.rows.map((e) => [e.name, e.code, e.clicks, e.registered])).toEqual([
      ['Newsletter', letter.code, 2, 1],
      ['Raya fair', fair.code, 4, 1],
    ]);
    expect(events.totals).toEqual({ clicks: 6, registered: 2 });
    expect(events.series).toEqual({ buckets: ['2026-03-01', '2026-03-02'], values: { clicks: [0, 6], registered: [1, 1] } });
    // Only 1 March: Aminah's registration.
    const first = await reports().events({ period: 'custom', from: '2026-03-01', to: '2026-03-01' });
    expect(first.rows.map((e) => [e.name, e.clicks, e.registered])).toEqual([
      ['Newsletter', 0, 1],
      ['Raya fair', 0, 0],
    ]);
  });

  it('counts clicks and registrations by the source the links named, of all events or one', async () => {
    const { sources, fairSources } = await snapshot();
    expect(sources.event).toBeNull();
    expect(sources.rows).toEqual([
      { source: 'facebook', clicks: 3, registered: 1 },
      { source: 'newsletter', clicks: 2, registered: 1 },
      { source: '', clicks: 1, registered: 0 },
    ]);
    expect(fairSources.event).toMatchObject({ id: fair.id, name: 'Raya fair', code: fair.code });
    expect(fairSources.rows).toEqual([
      { source: 'facebook', clicks: 3, registered: 1 },
      { source: '', clicks: 1, registered: 0 },
    ]);
    expect(fairSources.totals).toEqual({ clicks: 4, registered: 1 });
  });

  it('lists who registered, newest first, with their event and source; of one event too', async () => {
    const { registrations } = await snapshot();
    expect(registrations.rows.total).toBe(2);
    expect(registrations.rows.items.map((r) => [r.name, r.email, r.contact, r.company, r.eventName, r.source])).toEqual([
      ['Siti Aminah', 'siti@example.my', '+60123456789', 'Siti Aminah Sdn Bhd', 'Raya fair', 'facebook'],
      ['Aminah Yusof', 'aminah@example.my', '+60123456789', 'Aminah Yusof Sdn Bhd', 'Newsletter', 'newsletter'],
    ]);
    expect(registrations.series.values).toEqual({ registered: [1, 1] });
    const ofLetter = await reports().registrations({ ...PERIOD, eventId: letter.id, page: 1, pageSize: 20 });
    expect(ofLetter.rows.items.map((r) => r.name)).toEqual(['Aminah Yusof']);
    expect(ofLetter.event?.name).toBe('Newsletter');
  });

  it('reads the same figures once the events are rolled up and the raw events are gone', async () => {
    const before = await snapshot();
    await rollUpAt(rt, shop.merchantId, '2026-03-10T04:00:00Z');
    await rollUpAt(rt, shop.merchantId, '2026-07-01T04:00:00Z', 90);
    expect(await rt.database.client.siteEvent.count({ where: { merchantId: shop.merchantId, day: { lte: '2026-03-02' } } })).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('downloads the events, the sources of one event and the registered list as files', async () => {
    const download = (name: string, query: Record<string, string>, token = shop.admin.token) =>
      app.inject({ method: 'GET', url: `/api/reports/${name}/file?${new URLSearchParams({ ...PERIOD, ...query }).toString()}`, headers: { authorization: `Bearer ${token}` } });
    const rowsOf = async (format: 'csv' | 'xlsx', body: Buffer) => {
      const rows: string[][] = [];
      for await (const row of readSheetRows(format, Readable.from([body]))) rows.push(row.cells);
      return rows;
    };
    const sources = await download('affiliate-sources', { format: 'csv', eventId: fair.id });
    expect(sources.headers['content-disposition']).toContain(`filename="affiliate-sources-event-${fair.code}-2026-03-01-to-2026-03-02.csv"`);
    expect(await rowsOf('csv', sources.rawPayload)).toEqual([
      ['Source', 'Clicks', 'Registered'],
      ['facebook', '3', '1'],
      ['', '1', '0'],
    ]);
    const registered = await download('affiliate-registered', { format: 'xlsx' });
    expect(await rowsOf('xlsx', registered.rawPayload)).toEqual([
      ['Date', 'Name', 'Email', 'Contact', 'Company', 'Event', 'Source'],
      ['2026-03-02 10:05', 'Siti Aminah', 'siti@example.my', '+60123456789', 'Siti Aminah Sdn Bhd', 'Raya fair', 'facebook'],
      ['2026-03-01 21:00', 'Aminah Yusof', 'aminah@example.my', '+60123456789', 'Aminah Yusof Sdn Bhd', 'Newsletter', 'newsletter'],
    ]);
    const events = await download('affiliate-events', { format: 'csv' });
    expect((await rowsOf('csv', events.rawPayload)).map((r) => r.slice(1))).toEqual([
      ['Event', 'Code', 'Clicks', 'Registered'],
      ['Newsletter', letter.code, '2', '1'],
      ['Raya fair', fair.code, '4', '1'],
    ]);
    const everything = await seedSubUser(rt, shop, { report: 'edit', traffic_guarantee_report: 'edit', ecommerce_report: 'edit' });
    expect((await download('affiliate-registered', { format: 'csv' }, everything.token)).statusCode).toBe(403);
  });

  it('is the master admin’s only: a sub-user with every report module is refused each procedure', async () => {
    const sub = await seedSubUser(rt, shop, { report: 'edit', traffic_guarantee_report: 'edit', ecommerce_report: 'edit', my_sales: 'edit' });
    const calls = [
      sub.caller.affiliateReports.events(PERIOD),
      sub.caller.affiliateReports.addEvent({ name: 'Sneaky' }),
      sub.caller.affiliateReports.event({ id: fair.id }),
      sub.caller.affiliateReports.sources(PERIOD),
      sub.caller.affiliateReports.registrations({ ...PERIOD, page: 1, pageSize: 20 }),
    ];
    for (const call of calls) expect((await rejection(call)).code).toBe('FORBIDDEN');
  });

  it('shows another merchant none of the shop’s events, clicks or registrations', async () => {
    const other = await seedShop(rt);
    const theirs = other.admin.caller.affiliateReports;
    expect((await rejection(theirs.event({ id: fair.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(theirs.sources({ ...PERIOD, eventId: fair.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(theirs.registrations({ ...PERIOD, eventId: fair.id, page: 1, pageSize: 20 }))).code).toBe('NOT_FOUND');
    expect((await theirs.events(PERIOD)).rows).toEqual([]);
    expect((await theirs.sources(PERIOD)).rows).toEqual([]);
    expect((await theirs.registrations({ ...PERIOD, page: 1, pageSize: 20 })).rows.total).toBe(0);
    // The shop's code means nothing on the other merchant's website.
    expect((await rejection(postEvents(rt, other.siteKey, NOW, [{ kind: 'affiliate_click', code: fair.code }]))).field).toBe('events.0.code');
  });
});
