import { describe, expect, it } from 'vitest';
import { seedShop } from '../helpers/orders.ts';
import { postEvents, reportsAt, rollUpAt, type SiteEventInput } from '../helpers/site-events.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { since: new Date('2025-01-01T00:00:00Z') } });

const [A, B, C, D, E] = [1, 2, 3, 4, 5].map((n) => `203.0.113.${n}`);
const FILLERS = Array.from({ length: 40 }, (_, i) => `198.51.100.${10 + i}`);
const search = (term: string): SiteEventInput => ({ kind: 'search', term });
const click = (contact: 'whatsapp' | 'phone'): SiteEventInput => ({ kind: 'contact', contact, page: '/contact' });
// Malaysia is UTC+8: 02:00Z is 10:00 there.
const at = (day: string, utc = '02:00') => `${day}T${utc}:00Z`;

// Closed days: A 5 searches (May, before the last 30 days), B 3 WhatsApp clicks, C 2 searches, D a phone click, 40 addresses a search each.
await postEvents(rt, shop.siteKey, at('2026-05-10'), Array.from({ length: 5 }, () => search('kuih')), A);
await postEvents(rt, shop.siteKey, at('2026-06-01'), [click('whatsapp'), click('whatsapp'), click('whatsapp')], B);
await postEvents(rt, shop.siteKey, at('2026-06-05'), [search('kek'), search('dodol')], C);
await postEvents(rt, shop.siteKey, at('2026-06-10'), [click('phone')], D);
for (const ip of FILLERS) await postEvents(rt, shop.siteKey, at('2026-06-02'), [search('roti')], ip);
// The open day (rolled up to its last whole hour): D 4 searches.
await postEvents(rt, shop.siteKey, at('2026-06-14'), [search('a'), search('b'), search('c'), search('d')], D);

// The rollup at 12:00 counts the open days up to 11:00; the reports read at 13:00.
const rollup = await rollUpAt(rt, shop.merchantId, at('2026-06-15', '04:00'));
const NOW = at('2026-06-15', '05:00');
// Raw events after the rollup's hours: E (new) 2 WhatsApp clicks, B a phone click.
await postEvents(rt, shop.siteKey, at('2026-06-15', '04:30'), [click('whatsapp'), click('whatsapp')], E);
await postEvents(rt, shop.siteKey, at('2026-06-15', '04:40'), [click('phone')], B);

const view = (now: string, input: { period: 'last_12_months' | 'last_30_days' | 'lifetime' | 'custom'; from?: string; to?: string; type?: 'all' | 'search' | 'whatsapp'; page?: number; pageSize?: number }) =>
  reportsAt(rt, shop.admin.token, now).ipView({ type: 'all', page: 1, pageSize: 20, ...input });
const ips = async (now: string, input: Parameters<typeof view>[1]) => {
  const { rows } = await view(now, input);
  return { ips: rows.items.map((r) => r.ip), total: rows.total };
};

describe('the IP view read from its ranking', () => {
  it('ranks each filter range when a day closes, and pages it with the later days counted now', async () => {
    expect(rollup.through).toBe('2026-06-13');
    const marks = await rt.database.client.ipRankingMark.findMany({ where: { merchantId: shop.merchantId }, orderBy: { since: 'asc' } });
    expect(marks).toEqual([
      { merchantId: shop.merchantId, since: '2025-01-01', through: '2026-06-13' },
      { merchantId: shop.merchantId, since: '2025-07-01', through: '2026-06-13' },
      { merchantId: shop.merchantId, since: '2026-05-17', through: '2026-06-13' },
    ]);
    // Ranked on closed days D had one click, behind the 40 single searches; with the open day's 4 searches it ties A at 5 (A first by address).
    const ranked = await rt.database.client.ipRanking.findMany({ where: { merchantId: shop.merchantId, since: '2025-07-01', channel: 'website', type: 'all' }, orderBy: { rank: 'asc' } });
    expect(ranked.map((r) => [r.ip, r.total])).toEqual([[A, 5], [B, 3], [C, 2], ...FILLERS.map((ip) => [ip, 1]), [D, 1]]);
    const year = { period: 'last_12_months' } as const;
    expect(await ips(NOW, year)).toEqual({ ips: [A, D, B, C, E, ...FILLERS.slice(0, 15)], total: 45 });
    expect(await ips(NOW, { ...year, page: 2 })).toEqual({ ips: FILLERS.slice(15, 35), total: 45 });
    expect(await ips(NOW, { ...year, page: 3 })).toEqual({ ips: FILLERS.slice(35), total: 45 });
    expect(await ips(NOW, { ...year, page: 4 })).toEqual({ ips: [], total: 45 });
    expect((await view(NOW, year)).rows.items[1]).toEqual({ ip: D, total: 5, byType: { phone: 1, search: 4 } });
    expect(await ips(NOW, { ...year, type: 'whatsapp' })).toEqual({ ips: [B, E], total: 2 });
    expect(await ips(NOW, { ...year, type: 'search' })).toEqual({ ips: [A, D, C, ...FILLERS.slice(0, 17)], total: 43 });
    expect(await ips(NOW, { period: 'last_30_days' })).toEqual({ ips: [D, B, C, E, ...FILLERS.slice(0, 16)], total: 44 });
    expect(await ips(NOW, { period: 'lifetime' })).toEqual({ ips: [A, D, B, C, E, ...FILLERS.slice(0, 15)], total: 45 });
  });

  it('gives the same pages as a range no ranking serves, which sums the addresses', async () => {
    const custom = { period: 'custom', from: '2025-07-02', to: '2026-06-15' } as const;
    for (const page of [1, 2, 3, 4]) expect(await ips(NOW, { ...custom, page })).toEqual(await ips(NOW, { period: 'last_12_months', page }));
    expect(await ips(NOW, { ...custom, type: 'search', page: 2 })).toEqual(await ips(NOW, { period: 'last_12_months', type: 'search', page: 2 }));
  });

  it('ranks again when the next day closes, dropping the windows no range starts on', async () => {
    const next = at('2026-06-16', '04:00');
    expect(await rollUpAt(rt, shop.merchantId, next)).toMatchObject({ through: '2026-06-14', days: 1 });
    const marks = await rt.database.client.ipRankingMark.findMany({ where: { merchantId: shop.merchantId }, orderBy: { since: 'asc' } });
    expect(marks.map((m) => [m.since, m.through])).toEqual([['2025-01-01', '2026-06-14'], ['2025-07-01', '2026-06-14'], ['2026-05-18', '2026-06-14']]);
    expect(await rt.database.client.ipRanking.count({ where: { merchantId: shop.merchantId, since: '2026-05-17' } })).toBe(0);
    // The ranking before stays beside the new one until the next build, for a reader of the mark before it moved.
    const versions = await rt.database.client.ipRanking.groupBy({ by: ['through'], where: { merchantId: shop.merchantId, since: '2025-07-01' }, orderBy: { through: 'asc' } });
    expect(versions.map((v) => v.through)).toEqual(['2026-06-13', '2026-06-14']);
    expect(await ips(next, { period: 'last_12_months' })).toEqual({ ips: [A, D, B, C, E, ...FILLERS.slice(0, 15)], total: 45 });
    expect(await ips(next, { period: 'last_30_days' })).toEqual({ ips: [D, B, C, E, ...FILLERS.slice(0, 16)], total: 44 });
    // The view reads the ranking: emptied (its mark kept), only the days after it remain, the 16th on.
    await rt.database.client.ipRanking.deleteMany({ where: { merchantId: shop.merchantId, since: '2026-05-18' } });
    expect(await ips(next, { period: 'last_30_days' })).toEqual({ ips: [E, B], total: 2 });
  });
});
