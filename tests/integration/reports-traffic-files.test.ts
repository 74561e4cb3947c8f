import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TFileFormat } from '../../core/jobs/file-options.ts';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import { seedSubUser } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const app = await fileServer(rt);
const A = '198.51.100.1';
const B = '198.51.100.2';

// 10:05 and 11:30 on 2 March in Malaysia (UTC+8); 09:00 on 1 March.
await postEvents(rt, shop.siteKey, '2026-03-01T01:00:00Z', [{ kind: 'page_view', page: '/about', landing: true }], B);
await postEvents(rt, shop.siteKey, '2026-03-02T02:05:00Z', [
  { kind: 'page_view', page: '/', landing: true, referrer: 'https://www.google.com/' },
  { kind: 'product_view', productId: shop.shirt.id, page: '/products/shirt' },
  { kind: 'search', term: 'Kuih lapis' },
  { kind: 'search', term: '=1+2' },
  { kind: 'contact', contact: 'whatsapp', page: '/contact' },
], A);
await postEvents(rt, shop.siteKey, '2026-03-02T03:30:00Z', [
  { kind: 'page_view', page: '/', landing: true, referralCode: 'REF7' },
  { kind: 'search', term: 'kuih lapis' },
  { kind: 'enquiry', name: 'Siti Aminah', subject: 'Bulk order', referralCode: 'REF7', page: '/contact' },
  { kind: 'contact', contact: 'phone', page: '/contact', referralCode: 'REF7' },
], B);

const PERIOD = { period: 'custom', from: '2026-03-01', to: '2026-03-02' };

function download(name: string, format: TFileFormat, filter: Record<string, string>, token = shop.admin.token) {
  const query = new URLSearchParams({ ...PERIOD, ...filter, format }).toString();
  return app.inject({ method: 'GET', url: `/api/reports/${name}/file?${query}`, headers: { authorization: `Bearer ${token}` } });
}

async function rowsOf(format: TFileFormat, body: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readSheetRows(format, Readable.from([body]))) rows.push(row.cells);
  return rows;
}

describe('traffic report files over HTTP', () => {
  it('downloads the visitor report as CSV: its days with every figure, named for the channel and days', async () => {
    const res = await download('visitor-report', 'csv', { channel: 'website' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="visitor-report-website-2026-03-01-to-2026-03-02.csv"');
    expect(await rowsOf('csv', res.rawPayload)).toEqual([
      ['Day', 'Visitors', 'Visits', 'Page views', 'Product views', 'Searches', 'Enquiries', 'Contact clicks'],
      ['2026-03-01', '1', '1', '1', '0', '0', '0', '0'],
      ['2026-03-02', '2', '2', '2', '1', '3', '1', '2'],
    ]);
  });

  it('downloads the IP view as XLSX with every address of the filter and a column per type', async () => {
    const all = await download('ip-view', 'xlsx', { channel: 'website', type: 'all' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('filename="ip-view-all-website-2026-03-01-to-2026-03-02.xlsx"');
    const rows = await rowsOf('xlsx', all.rawPayload);
    expect(rows[0]).toEqual(['IP address', 'Total', 'Inquiries', 'Searches', 'WhatsApp', 'Phone', 'Map', 'Navigation app', 'Messenger', 'E-mail', 'WeChat', 'Fax']);
    expect(rows.slice(1)).toEqual([
      [A, '3', '0', '2', '1', '0', '0', '0', '0', '0', '0', '0'],
      [B, '3', '1', '1', '0', '1', '0', '0', '0', '0', '0', '0'],
    ]);
    const whatsapp = await rowsOf('xlsx', (await download('ip-view', 'xlsx', { channel: 'website', type: 'whatsapp' })).rawPayload);
    expect(whatsapp.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([[A, '1', '1']]);
  });

  it('ranks the searches, keeping a search that looks like a formula as text', async () => {
    const res = await download('website-search', 'csv', { channel: 'website' });
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain("2,'=1+2,1,1");
    expect(await rowsOf('csv', res.rawPayload)).toEqual([
      ['Rank', 'Search', 'Searches', 'Visitors'],
      ['1', 'kuih lapis', '2', '2'],
      ['2', '=1+2', '1', '1'],
    ]);
  });

  it('downloads the lead report, a referral code’s days, products viewed and the statistics', async () => {
    const leads = await rowsOf('csv', (await download('lead-report', 'csv', { channel: 'website' })).rawPayload);
    expect(leads).toEqual([
      ['Referral code', 'Visits', 'Inquiries', 'WhatsApp clicks', 'Other contact clicks', 'Leads'],
      ['REF7', '1', '1', '0', '1', '2'],
    ]);
    const referral = await rowsOf('csv', (await download('lead-referral', 'csv', { channel: 'website', code: 'REF7' })).rawPayload);
    expect(referral).toEqual([
      ['Day', 'Visits', 'Leads'],
      ['2026-03-01', '0', '0'],
      ['2026-03-02', '1', '2'],
    ]);
    const products = await rowsOf('csv', (await download('products-view', 'csv', { channel: 'website' })).rawPayload);
    expect(products).toEqual([
      ['Product', 'SKU', 'Views', 'Visitors'],
      ['Cotton shirt', shop.shirt.sku, '1', '1'],
    ]);
    const statistics = await rowsOf('csv', (await download('website-statistics', 'csv', { channel: 'website' })).rawPayload);
    expect(statistics).toContainEqual(['Referrers', 'google.com', 'Search engine', '1', '1']);
    expect(statistics).toContainEqual(['Pages', '/', '', '2', '2']);
  });

  it('keeps the app apart and refuses a bad filter, a missing module and an unknown report', async () => {
    const app = await rowsOf('csv', (await download('landing-pages', 'csv', { channel: 'app' })).rawPayload);
    expect(app).toEqual([['Landing page', 'Visits', 'Visitors']]);
    const badChannel = await download('landing-pages', 'csv', { channel: 'fax' });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json()).toMatchObject({ field: 'channel' });
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await download('landing-pages', 'csv', { channel: 'website' }, clerk.token)).statusCode).toBe(403);
    expect((await download('no-such-report', 'csv', {})).statusCode).toBe(404);
  });
});
