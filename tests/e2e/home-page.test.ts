import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publishAnnouncement } from '../../core/announcements/announcements.ts';
import { baseContext } from '../../core/shared/context.ts';
import { addDaysTo, localDate, startOfLocalDay } from '../../core/shared/time.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { memberRow, orderRow } from '../helpers/home-rows.ts';
import { OPEN_CHECKOUT, seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const KL = 'Asia/Kuala_Lumpur';

/** A shop whose day so far: two orders today (one to ship), one yesterday, two new members, two products running low, news and an overdue invoice. */
async function seedDay(rt: Runtime) {
  const shop = await seedShop(rt);
  const db = rt.database.client;
  const now = new Date();
  const today = localDate(now, KL);
  const yesterdayNoon = new Date(startOfLocalDay(addDaysTo(today, -1), KL).getTime() + 12 * 3_600_000).toISOString();
  await db.order.createMany({
    data: [
      orderRow(shop.merchantId, 501, { status: 4, placedAt: now.toISOString(), totalSen: 4_500 }),
      orderRow(shop.merchantId, 502, { status: 7, placedAt: now.toISOString(), totalSen: 800 }),
      orderRow(shop.merchantId, 503, { status: 8, placedAt: yesterdayNoon, totalSen: 3_000 }),
    ],
  });
  await db.member.createMany({ data: [memberRow(shop.merchantId, 701, now.toISOString()), memberRow(shop.merchantId, 702, now.toISOString()), memberRow(shop.merchantId, 703, '2025-01-01T00:00:00Z')] });
  await shop.admin.caller.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, lowQuantityAlert: 5 });
  await publishAnnouncement(baseContext(rt.database, rt.env, testRequest()), { merchantId: shop.merchantId, title: 'Year-end sale kit', body: 'Banners and vouchers for the year-end sale are ready.' });
  await db.serviceInvoice.create({ data: { merchantId: shop.merchantId, number: 'SO-1', description: 'Hosting', amountSen: 9_500, issuedAt: new Date('2026-01-01T00:00:00Z'), dueAt: new Date('2026-01-31T00:00:00Z') } });
  const salesOnly = await seedSubUser(rt, shop, { my_sales: 'view' });
  return { shop, salesOnly };
}

const world = e2eWorld(seedDay);

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
const figureValue = (page: Page, name: string) => figure(page, name).locator('[data-value]').innerText();

describe('home page', () => {
  it('shows the day at a glance, each figure opening its filtered list, and the chart on request', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await figure(page, 'sales-today').waitFor();
    expect(await figureValue(page, 'sales-today')).toBe('RM 45.00');
    expect(await figure(page, 'sales-today').innerText()).toContain('Yesterday: RM 30.00');
    expect(await figureValue(page, 'orders-today')).toBe('2');
    expect(await figureValue(page, 'to-ship')).toBe('1');
    expect(await figureValue(page, 'awaiting-payment')).toBe('1');
    expect(await figureValue(page, 'low-stock')).toBe('2');
    expect(await figureValue(page, 'new-members')).toBe('2');
    expect(await page.getByTestId('announcements').innerText()).toContain('Year-end sale kit');
    expect(await figure(page, 'service-overdue').innerText()).toContain('RM 95.00');

    // The chart library is not part of a first visit: the chart opens on request, and comes back by itself on the next visit.
    const chartCard = page.getByTestId('sales-chart-card');
    expect(await chartCard.locator('.recharts-surface').count()).toBe(0);
    await chartCard.getByRole('button', { name: 'Show chart' }).click();
    await chartCard.locator('.recharts-surface').waitFor();
    await page.reload();
    await page.getByTestId('sales-chart-card').locator('.recharts-surface').waitFor();

    await figure(page, 'to-ship').click();
    await page.waitForURL('**/mysales/order?tab=preparingToShip');
    const orders = page.getByTestId('order-list');
    await expect.poll(() => orders.getByText('Buyer 501').isVisible()).toBe(true);
    expect(await orders.getByText('Buyer 502').count()).toBe(0);

    await page.goBack();
    await figure(page, 'new-members').click();
    await page.waitForURL(/\/mysales\/member\?from=\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => page.getByText('Member 701').isVisible()).toBe(true);
    expect(await page.getByText('Member 702').isVisible()).toBe(true);
    expect(await page.getByText('Member 703').count()).toBe(0);

    await page.goBack();
    await figure(page, 'service-overdue').click();
    await page.waitForURL('**/account-information?invoices=overdue');
    await expect.poll(() => page.getByRole('cell', { name: 'SO-1' }).isVisible()).toBe(true);

    await page.goBack();
    await page.getByTestId('announcements').getByRole('link', { name: 'Year-end sale kit' }).click();
    await page.waitForURL('**/announcement/details/*');
    await expect.poll(() => page.getByTestId('announcement').innerText()).toContain('Banners and vouchers for the year-end sale are ready.');
    await context.close();
  });

  it('shows a sub-user only the figures of their modules, and their modules on their account page', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.salesOnly.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await figure(page, 'low-stock').waitFor();
    expect(await page.locator('[data-figure]').evaluateAll((els) => els.map((e) => e.getAttribute('data-figure')))).toEqual(['low-stock', 'new-members']);
    expect(await page.getByTestId('sales-chart-card').count()).toBe(0);
    expect(await page.getByTestId('service-payments').count()).toBe(0);

    await page.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL('**/account_information');
    await expect.poll(() => page.getByTestId('module-access').innerText()).toMatch(/MY SALES · VIEWER/i);
    await context.close();
  });
});
