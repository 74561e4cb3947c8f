import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkAllKeywords, checkKeywords } from '../../core/reports/keyword-check.ts';
import type { KeywordProvider, SearchQueryFigures } from '../../core/reports/keyword-provider.ts';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import { baseContext } from '../../core/shared/context.ts';
import { keywordSimulator, simulatedPosition } from '../../server/integrations/keywords/keyword-simulator.ts';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
await rt.database.client.merchantDomain.create({ data: { merchantId: shop.merchantId, domain: 'www.kuihshop.my', isPrimary: true } });
const admin = shop.admin.caller;

/**
 * A provider whose answers the test sets: positions by day and keyword, search queries by day;
 * it counts its calls, so a second run that asks nothing is seen.
 */
function fixedProvider(positions: Record<string, Record<string, number | null>>, queries: Record<string, SearchQueryFigures[]>) {
  const calls = { positions: 0, queries: 0 };
  const provider: KeywordProvider = {
    positions: ({ keywords, day }) => {
      calls.positions += 1;
      return Promise.resolve(keywords.map((keyword) => ({ keyword, position: positions[day]?.[keyword] ?? null, url: `https://kuihshop.my/${keyword.replace(/ /g, '-')}` })));
    },
    searchQueries: ({ day }) => {
      calls.queries += 1;
      return Promise.resolve(queries[day] ?? []);
    },
    ideas: () => Promise.resolve([]),
  };
  return { provider, calls };
}

/** The shop's own context for the scheduled check (Malaysia time). */
const checkCtx = (merchantId = shop.merchantId) => ({ ...baseContext(rt.database, rt.env, testRequest()), merchantId, timeZone: 'Asia/Kuala_Lumpur' });

const { provider, calls } = fixedProvider(
  {
    '2026-03-01': { 'kuih lapis': 12, 'batik shirt': 50 },
    '2026-03-02': { 'kuih lapis': 8, 'batik shirt': null },
    '2026-03-03': { 'kuih lapis': 9, 'batik shirt': null },
  },
  {
    // Two rows of one query in two cases become one: (2.5 × 100 + 4.5 × 100) / 200 = 3.5.
    '2026-03-01': [
      { query: 'Kuih Lapis', clicks: 10, impressions: 100, position: 2.5 },
      { query: 'kuih lapis', clicks: 2, impressions: 100, position: 4.5 },
      { query: 'batik shirt', clicks: 0, impressions: 50, position: 20 },
    ],
    '2026-02-28': [{ query: 'kuih lapis', clicks: 3, impressions: 100, position: 1.5 }],
  },
);

describe('keywords the merchant follows', () => {
  it('adds keywords of at least 3 characters, none twice whatever its case and spacing, at most 10', async () => {
    expect((await rejection(admin.keywordReports.addKeyword({ keyword: ' ab ' }))).fieldErrors).toEqual({ keyword: 'A keyword must be at least 3 characters.' });
    const kuih = await admin.keywordReports.addKeyword({ keyword: '  kuih   lapis ' });
    expect(kuih.keyword).toBe('kuih lapis');
    const repeated = await rejection(admin.keywordReports.addKeyword({ keyword: 'KUIH LAPIS' }));
    expect(repeated).toMatchObject({ code: 'CONFLICT', field: 'keyword', message: 'The keyword you entered is repeated' });
    await admin.keywordReports.addKeyword({ keyword: 'batik shirt' });
    const other = await seedMerchant(rt);
    for (let i = 0; i < 10; i++) await other.admin.caller.keywordReports.addKeyword({ keyword: `keyword ${i}` });
    expect((await rejection(other.admin.caller.keywordReports.addKeyword({ keyword: 'one more' }))).message).toBe('You can follow at most 10 keywords: remove one to add another.');
    // Another merchant's keywords are its own: the shop may follow the same words.
    expect((await other.admin.caller.keywordReports.ranking({ period: 'lifetime' })).rows).toHaveLength(10);
    expect((await admin.keywordReports.ranking({ period: 'lifetime' })).rows.map((r) => r.keyword)).toEqual(['kuih lapis', 'batik shirt']);
  });

  it('opens the reports to a viewer of the report module, its keywords only to an editor; nothing to a user without it', async () => {
    const viewer = await seedSubUser(rt, shop, { report: 'view' });
    expect((await viewer.caller.keywordReports.ranking({ period: 'lifetime' })).rows).toHaveLength(2);
    expect((await rejection(viewer.caller.keywordReports.addKeyword({ keyword: 'nasi lemak' }))).code).toBe('FORBIDDEN');
    expect((await rejection(viewer.caller.keywordReports.checkNow())).code).toBe('FORBIDDEN');
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    expect((await rejection(clerk.caller.keywordReports.ranking({ period: 'lifetime' }))).code).toBe('FORBIDDEN');
    expect((await rejection(clerk.caller.keywordReports.googleKeywords({ period: 'lifetime' }))).code).toBe('FORBIDDEN');
  });
});

describe('the keyword check', () => {
  it('stores each day’s positions once and the queries of two days before, asking the provider for nothing it already has', async () => {
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) expect(await checkKeywords(checkCtx(), provider, day)).toMatchObject({ domain: 'kuihshop.my', checked: 2 });
    const before = { ...calls };
    expect(await checkKeywords(checkCtx(), provider, '2026-03-03')).toEqual({ domain: 'kuihshop.my', checked: 0, queries: 0 });
    // The positions are stored; the queries of 1 March (asked on the 3rd) are too.
    expect(calls.positions).toBe(before.positions);
    expect(calls.queries).toBe(before.queries);
    expect(await rt.database.client.searchQueryDay.findMany({ where: { merchantId: shop.merchantId, day: '2026-03-01' }, orderBy: { query: 'asc' }, select: { query: true, clicks: true, impressions: true, position: true } })).toEqual([
      { query: 'batik shirt', clicks: 0, impressions: 50, position: 2000 },
      { query: 'kuih lapis', clicks: 12, impressions: 200, position: 350 },
    ]);
  });

  it('reports each keyword’s latest position, its change since the check before, its best, and its history', async () => {
    const report = await asToken(rt, shop.admin.token, testRequest(), () => new Date('2026-03-03T06:00:00Z')).keywordReports.ranking({ period: 'custom', from: '2026-03-02', to: '2026-03-03' });
    expect(report).toMatchObject({ domain: 'kuihshop.my', lastCheck: '2026-03-03', days: { from: '2026-03-02', to: '2026-03-03', grain: 'day' } });
    const [kuih, batik] = report.rows;
    // Kuih lapis: 8 on the 2nd, 9 on the 3rd: down one place; best 8.
    expect(kuih).toMatchObject({ keyword: 'kuih lapis', latest: { day: '2026-03-03', position: 9 }, previous: { day: '2026-03-02', position: 8 }, change: -1, best: { day: '2026-03-02', position: 8 }, url: 'https://kuihshop.my/kuih-lapis' });
    // Batik shirt: out of the first 100 since the 2nd.
    expect(batik).toMatchObject({ latest: { day: '2026-03-03', position: null }, previous: { day: '2026-03-02', position: null }, change: null, best: null });
    expect(report.history).toEqual({ buckets: ['2026-03-02', '2026-03-03'], lines: [{ keywordId: kuih!.id, values: [8, 9] }, { keywordId: batik!.id, values: [null, null] }] });
    // A period of one day compares with the check before it: batik shirt dropped out after 50 on the 1st.
    const oneDay = await admin.keywordReports.ranking({ period: 'custom', from: '2026-03-02', to: '2026-03-02' });
    expect(oneDay.rows.map((r) => [r.latest?.position, r.previous?.position, r.change])).toEqual([
      [8, 12, 4],
      [null, 50, null],
    ]);
    // By month, a keyword's best of the month.
    const months = await admin.keywordReports.ranking({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
    expect(months.history.buckets).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months.history.lines[0]!.values).toEqual([null, null, 8]);
  });

  it('reports the Google search queries with clicks, impressions, CTR and the position weighted by impressions', async () => {
    const report = await admin.keywordReports.googleKeywords({ period: 'custom', from: '2026-02-28', to: '2026-03-01' });
    // Kuih lapis: 3 + 12 clicks of 100 + 200 impressions; position (150 × 100 + 350 × 200) / 300 = 283.3.
    expect(report.rows).toEqual([
      { query: 'kuih lapis', clicks: 15, impressions: 300, ctrBp: 500, position: 283 },
      { query: 'batik shirt', clicks: 0, impressions: 50, ctrBp: 0, position: 2000 },
    ]);
    // 15 of 350 impressions is 4.29%; (15,000 + 70,000 + 100,000) / 350 = 528.6.
    expect(report.totals).toEqual({ clicks: 15, impressions: 350, ctrBp: 429, position: 529 });
    expect(report.series).toEqual({ buckets: ['2026-02-28', '2026-03-01'], values: { clicks: [3, 12], impressions: [100, 250] } });
  });

  it('goes on with the other merchants when one merchant’s check fails, naming it', async () => {
    const failing: KeywordProvider = { positions: () => Promise.reject(new Error('HTTP 503')), searchQueries: () => Promise.reject(new Error('HTTP 503')), ideas: () => Promise.reject(new Error('HTTP 503')) };
    const run = await checkAllKeywords(baseContext(rt.database, rt.env, testRequest(), () => new Date('2026-03-04T01:00:00Z')), failing, { merchantId: shop.merchantId });
    expect(run).toMatchObject({ failed: 1, merchants: [{ merchantId: shop.merchantId, detail: 'HTTP 503', checked: 0 }] });
    expect(await rt.database.client.keywordPosition.count({ where: { merchantId: shop.merchantId, day: '2026-03-04' } })).toBe(0);
  });

  it('checks now with the simulator, which gives the same positions for the same keyword and day', async () => {
    const at = asToken(rt, shop.admin.token, testRequest(), () => new Date('2026-03-10T02:00:00Z')).keywordReports;
    expect(await at.checkNow()).toEqual({ checked: 2, queries: 5 });
    expect(await at.checkNow()).toEqual({ checked: 0, queries: 0 });
    const report = await at.ranking({ period: 'custom', from: '2026-03-10', to: '2026-03-10' });
    expect(report.rows.map((r) => [r.keyword, r.latest?.position])).toEqual([
      ['kuih lapis', simulatedPosition('kuih lapis', '2026-03-10')],
      ['batik shirt', simulatedPosition('batik shirt', '2026-03-10')],
    ]);
    // Determinism: the same answers for the same words and day, whoever asks; pinned, so a change to the simulator shows.
    expect(simulatedPosition('batik shirt', '2026-03-02')).toBe(33);
    expect(simulatedPosition('kek lapis sarawak', '2026-03-01')).toBe(2);
    expect(simulatedPosition('kuih lapis', '2026-03-01')).toBeNull();
    const ask = () => keywordSimulator.searchQueries({ domain: 'kuihshop.my', day: '2026-03-01' });
    expect(await ask()).toEqual(await ask());
    expect(await ask()).toEqual([
      { query: 'kuihshop online', impressions: 225, clicks: 31, position: 15 },
      { query: 'kuihshop price', impressions: 207, clicks: 20, position: 17.6 },
    ]);
  });

  it('says why it cannot check a shop without a website domain', async () => {
    const other = await seedMerchant(rt);
    await other.admin.caller.keywordReports.addKeyword({ keyword: 'nasi lemak' });
    expect(await rejection(other.admin.caller.keywordReports.checkNow())).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: 'Your shop has no website domain yet, so its keyword positions cannot be checked.' });
  });
});

describe('keyword report files and tenancy', () => {
  const download = (name: string, token = shop.admin.token) =>
    app.inject({ method: 'GET', url: `/api/reports/${name}/file?format=csv&period=custom&from=2026-03-02&to=2026-03-03`, headers: { authorization: `Bearer ${token}` } });
  const rowsOf = async (body: Buffer) => {
    const rows: string[][] = [];
    for await (const row of readSheetRows('csv', Readable.from([body]))) rows.push(row.cells);
    return rows;
  };

  it('downloads the keyword ranking and the Google keywords as CSV', async () => {
    const ranking = await download('keyword-ranking');
    expect(ranking.headers['content-disposition']).toContain('filename="keyword-ranking-2026-03-02-to-2026-03-03.csv"');
    expect(await rowsOf(ranking.rawPayload)).toEqual([
      ['Keyword', 'Latest position', 'Checked on', 'Previous position', 'Change', 'Best position', 'Best on', 'Page'],
      ['kuih lapis', '9', '2026-03-03', '8', '-1', '8', '2026-03-02', 'https://kuihshop.my/kuih-lapis'],
      ['batik shirt', 'Not in top 100', '2026-03-03', 'Not in top 100', '', '', '', ''],
    ]);
    const queries = await app.inject({ method: 'GET', url: '/api/reports/google-keywords/file?format=csv&period=custom&from=2026-03-01&to=2026-03-01', headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(await rowsOf(queries.rawPayload)).toEqual([
      ['Query', 'Clicks', 'Impressions', 'CTR (%)', 'Average position'],
      ['kuih lapis', '12', '200', '6.00', '3.50'],
      ['batik shirt', '0', '50', '0.00', '20.00'],
    ]);
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await download('keyword-ranking', clerk.token)).statusCode).toBe(403);
  });

  it('shows another merchant none of the shop’s keywords, positions or queries, and lets it remove none', async () => {
    const other = await seedMerchant(rt);
    const mine = (await admin.keywordReports.ranking({ period: 'lifetime' })).rows[0]!;
    expect((await rejection(other.admin.caller.keywordReports.removeKeyword({ id: mine.id }))).code).toBe('NOT_FOUND');
    expect((await other.admin.caller.keywordReports.ranking({ period: 'lifetime' })).rows).toEqual([]);
    expect((await other.admin.caller.keywordReports.googleKeywords({ period: 'lifetime' })).rows).toEqual([]);
    const removed = await admin.keywordReports.removeKeyword({ id: mine.id });
    expect(removed.keyword).toBe('kuih lapis');
    expect(await rt.database.client.keywordPosition.count({ where: { merchantId: shop.merchantId, keywordId: mine.id } })).toBe(0);
  });
});
