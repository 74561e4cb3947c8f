import { describe, expect, it } from 'vitest';
import { pdfToText } from '../../core/invoices/test-pdf-text.ts';
import { monthlyReport } from '../../core/reports/monthly-figures.ts';
import { monthlyPdfBytes } from '../../core/reports/monthly-pdf.ts';
import { runMonthlyReports } from '../../core/reports/monthly-run.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import { asToken, rejection, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { REPORT_NOW, TEA_NAME, seedSalesReportShop } from '../helpers/sales-report-shop.ts';
import { postEvents } from '../helpers/site-events.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedSalesReportShop);
const base = (now: Date) => baseContext(rt.database, rt.env, testRequest(), () => now);
const ctx = systemCtx(base(REPORT_NOW), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });

// October 2026 in Kuala Lumpur: searches, page views and a product view from two addresses.
await postEvents(rt, shop.siteKey, '2026-10-15T02:00:00Z', [
  { kind: 'page_view', page: '/', landing: true, referrer: 'https://www.google.com/' },
  { kind: 'search', term: 'kuih' },
  { kind: 'search', term: 'kuih' },
  { kind: 'product_view', productId: shop.teaId },
]);
await postEvents(rt, shop.siteKey, '2026-10-16T02:00:00Z', [{ kind: 'page_view', page: '/tea', landing: true }, { kind: 'search', term: 'teh' }, { kind: 'enquiry', name: 'Ali', message: 'Halal?' }], '198.51.100.7');
// A member who joined on 31 October, 23:30 in Kuala Lumpur.
await asToken(rt, shop.admin.token, testRequest(), () => new Date('2026-10-31T15:30:00Z')).members.create({ name: 'Mei Ling', email: 'mei@example.my', phone: '', gender: '', dateOfBirth: null });

describe('the monthly report', () => {
  it('adds up October against September and October last year, in the merchant\'s calendar', async () => {
    const report = await monthlyReport(ctx, '2026-10');
    // Paid orders of October: 1 (1 Oct 00:01), 2, 3 (31 Oct 23:59) and 7; order 9 (1 Nov 00:01) is November's.
    expect(report.figures.salesSen).toEqual({ value: 20_500, previousMonth: 10_000, lastYear: 0 });
    expect(report.figures.paidOrders).toEqual({ value: 4, previousMonth: 2, lastYear: 0 });
    expect(report.figures.averageOrderSen.value).toBe(5125);
    expect(report.figures.pageViews.value).toBe(2);
    expect(report.figures.visitors.value).toBe(2);
    expect(report.figures.enquiries.value).toBe(1);
    expect(report.figures.membersJoined.value).toBe(1);
    expect(report.days).toHaveLength(31);
    expect(report.days.filter((d) => d.salesSen > 0).map((d) => [d.bucket, d.salesSen])).toEqual([
      ['2026-10-01', 10_000],
      ['2026-10-15', 5000],
      ['2026-10-22', 2500],
      ['2026-10-31', 3000],
    ]);
    expect(report.tops.products.map((p) => [p.name, p.value])).toEqual([['Cotton shirt', 13_000], ['Baseball cap', 4000], [TEA_NAME, 3000], ['Kuih set', 500]]);
    expect(report.tops.searches).toEqual([{ name: 'kuih', value: 2 }, { name: 'teh', value: 1 }]);
    expect(report.tops.sources).toEqual([{ name: 'direct', value: 1 }, { name: 'search', value: 1 }]);
    expect(report.tops.productsViewed).toEqual([{ name: TEA_NAME, value: 1 }]);
  });

  it('prints the month, the figures and the top 5 names, Chinese included, with a page of definitions', async () => {
    const text = await pdfToText(await monthlyPdfBytes(await monthlyReport(ctx, '2026-10')));
    expect(text).toContain(shop.name);
    expect(text).toContain('October 2026 (Asia/Kuala_Lumpur)');
    expect(text).toMatch(/Sales\s+RM 205\.00\s+RM 100\.00\s+\+105\.0%\s+RM 0\.00\s+-/);
    expect(text).toContain(TEA_NAME);
    expect(text).toMatch(/1\s+kuih\s+2/);
    expect(text).toContain('Definitions');
  });

  it('stores and e-mails each merchant\'s ended month once; a second run does nothing new', { timeout: 120_000 }, async () => {
    const other = await seedMerchant(rt);
    const now = new Date('2026-11-01T01:00:00Z');
    const first = await runMonthlyReports(base(now));
    const mine = first.find((e) => e.merchantId === shop.merchantId)!;
    expect(mine).toMatchObject({ month: '2026-10', outcome: 'mailed' });
    expect(first.find((e) => e.merchantId === other.merchantId)).toMatchObject({ month: '2026-10', outcome: 'mailed' });
    const mails = await rt.database.client.mailMessage.findMany({ where: { merchantId: shop.merchantId, subject: 'Your monthly report for October 2026' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ attachmentName: 'monthly-report-2026-10.pdf' });
    const again = await runMonthlyReports(base(now));
    expect(again.find((e) => e.merchantId === shop.merchantId)?.outcome).toBe('done');
    expect(await rt.database.client.mailMessage.count({ where: { merchantId: shop.merchantId, subject: 'Your monthly report for October 2026' } })).toBe(1);

    // The dashboard's download is the stored file, the one that was e-mailed.
    const app = await fileServer(rt);
    const stored = await rt.database.client.monthlyReport.findUniqueOrThrow({ where: { merchantId_month: { merchantId: shop.merchantId, month: '2026-10' } } });
    const response = await app.inject({ method: 'GET', url: '/api/reports/monthly/pdf?month=2026-10&download=1', headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('monthly-report-2026-10.pdf');
    expect(response.rawPayload.length).toBe(stored.bytes);
    const year = await shop.admin.caller.monthlyReport.year({ year: 2026 });
    expect(year.months.find((m) => m.month === '2026-10')).toMatchObject({ stored: true, ended: true });
  });

  it('makes a month once when two runs start at once (cron on two machines): one report kept, one mail, no failure', { timeout: 120_000 }, async () => {
    const now = new Date('2026-12-01T01:00:00Z');
    const runs = await Promise.all([runMonthlyReports(base(now)), runMonthlyReports(base(now))]);
    for (const run of runs) expect(run.find((e) => e.merchantId === shop.merchantId)?.outcome).toMatch(/^(mailed|done)$/);
    const kept = await rt.database.client.monthlyReport.findMany({ where: { merchantId: shop.merchantId, month: '2026-11' } });
    expect(kept).toHaveLength(1);
    expect(await rt.env.storage.size(kept[0]!.storageKey)).toBe(kept[0]!.bytes);
    const mails = await rt.database.client.mailMessage.findMany({ where: { merchantId: shop.merchantId, subject: 'Your monthly report for November 2026' } });
    expect(mails.map((m) => m.attachmentKey)).toEqual([kept[0]!.storageKey]);
  });

  it('refuses a month that has not begun, and another merchant reads only its own', async () => {
    expect((await rejection(shop.admin.caller.monthlyReport.view({ month: '2099-01' }))).field).toBe('month');
    const other = await seedMerchant(rt);
    const theirs = await other.admin.caller.monthlyReport.view({ month: '2026-10' });
    expect(theirs.figures.salesSen.value).toBe(0);
    expect(theirs.tops.searches).toEqual([]);
  });
});
