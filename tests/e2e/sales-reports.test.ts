import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { TEA_NAME, seedSalesReportShop } from '../helpers/sales-report-shop.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedSalesReportShop);
const PHONE = { width: 390, height: 844 };
const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';

/** Whether the page is wider than the screen (it would scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('sales reports on a phone', () => {
  it('shows the order report, its printable page and its PDF, and the products performance', async () => {
    const { context, page } = await newVisitor(world.browser, PHONE);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/report/sale&order/order-report?${OCTOBER}`);
    await page.getByTestId('figure-salesSen-value').waitFor();
    expect(await page.getByTestId('figure-salesSen-value').innerText()).toBe('RM 205.00');
    expect(await page.getByTestId('figure-orders-value').innerText()).toBe('8');
    await page.getByTestId('report-top-products').getByText(TEA_NAME).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.getByTestId('report-download').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download-csv').click()]);
    expect(download.suggestedFilename()).toBe('order-report-2026-10-01-to-2026-10-31.csv');

    await page.getByTestId('order-report-printable').click();
    await page.getByTestId('order-report-merchant').getByText(world.shop.name).waitFor();
    expect(await overflows(page)).toBe(false);
    await page.getByTestId('order-report-pdf-link').click();
    const frame = page.getByTestId('order-report-pdf-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    expect(await overflows(page)).toBe(false);

    await page.goto(`${world.app.url}/report/sale&order/products-performance?${OCTOBER}&sort=units`);
    const table = page.getByTestId('products-performance-table');
    await table.getByText(TEA_NAME).waitFor();
    expect((await table.innerText()).indexOf(TEA_NAME)).toBeLessThan((await table.innerText()).indexOf('Cotton shirt'));
    expect(await overflows(page)).toBe(false);
    await context.close();
  });
});
