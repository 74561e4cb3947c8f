import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfToText } from '../../core/invoices/test-pdf-text.ts';
import { localDate } from '../../core/shared/time.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

/** A shop whose website saw visitors today: posted through the storefront events API with its site key, as the website does. */
async function seedTraffic(rt: Runtime) {
  const shop = await seedShop(rt);
  const now = new Date().toISOString();
  await postEvents(rt, shop.siteKey, now, [
    { kind: 'page_view', page: '/', landing: true, referrer: 'https://www.google.com/' },
    { kind: 'search', term: 'Kuih Lapis' },
    { kind: 'contact', contact: 'whatsapp', page: '/contact' },
  ], '198.51.100.21');
  await postEvents(rt, shop.siteKey, now, [
    { kind: 'page_view', page: '/', landing: true },
    { kind: 'search', term: 'kuih lapis' },
    { kind: 'enquiry', name: 'Siti Aminah', email: 'siti@example.my', subject: 'Wedding order', message: 'Can you make 300 pieces by Saturday?', fields: [{ label: 'Pieces', value: '300' }] },
  ], '198.51.100.22');
  return shop;
}

const world = e2eWorld(seedTraffic);

describe('reports journey', () => {
  it('shows what the website posted in the reports, and downloads the month as a PDF', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/report/website-visitor-report?period=today`);
    await page.getByTestId('figure-visitors-value').waitFor();
    expect(await page.getByTestId('figure-visitors-value').innerText()).toBe('2');
    expect(await page.getByTestId('figure-pageViews-value').innerText()).toBe('2');
    expect(await page.getByTestId('figure-enquiries-value').innerText()).toBe('1');

    await page.goto(`${world.app.url}/report/website-search-report?period=today`);
    const searches = page.getByTestId('report-searches');
    await searches.getByText('kuih lapis').waitFor();
    expect(await searches.innerText()).toMatch(/kuih lapis[\s\S]*2/);

    await page.goto(`${world.app.url}/report/website-enquiry`);
    await page.getByTestId('enquiry-list').getByText('Siti Aminah').click();
    await page.getByText('Can you make 300 pieces by Saturday?').waitFor();
    expect(await page.locator('body').innerText()).toContain('300');

    const month = localDate(new Date(), 'Asia/Kuala_Lumpur').slice(0, 7);
    await page.goto(`${world.app.url}/report/monthly-report-view?month=${month}`);
    await page.getByTestId('monthly-pageViews-value').waitFor();
    expect(await page.getByTestId('monthly-pageViews-value').innerText()).toBe('2');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('monthly-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`monthly-report-${month}.pdf`);
    const text = await pdfToText(await readFile((await download.path())!));
    expect(text).toContain('MONTHLY REPORT');
    expect(text).toContain(world.shop.name);
    expect(text).toMatch(/1\s+kuih lapis\s+2/);
    await context.close();
  });
});
