import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop, storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the warranty system', () => {
  it('registers a sold cap by serial number with its option and period, which the website then looks up, on a phone', async () => {
    const { admin, cap } = world.shop;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/warranty-system`);
    await page.getByTestId('add-warranty').click();
    const form = page.getByTestId('warranty-form');
    await form.getByTestId('warranty-save').click();
    await form.getByText('Serial number is required.').waitFor();
    await form.getByTestId('warranty-product').fill('cap');
    await page.getByRole('option', { name: new RegExp('^Baseball cap') }).click();
    await form.getByTestId('warranty-option').click();
    await page.getByRole('option', { name: 'Red', exact: true }).click();
    await form.getByTestId('warranty-serial').fill('CAP-2026-0001');
    await form.getByTestId('warranty-buyer').fill('Aminah Yusof');
    await form.getByTestId('warranty-phone').fill('+60123456789');
    await form.getByTestId('warranty-months').fill('6');
    expect(await widerThanScreen(page)).toBe(false);
    await form.getByTestId('warranty-save').click();
    await page.getByText('Warranty saved.').waitFor();
    const row = page.getByTestId('warranties').getByRole('row').filter({ hasText: 'CAP-2026-0001' });
    await row.getByText('Baseball cap (Red)').waitFor();
    await row.getByText('Active').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    const site = storefrontCaller(world.app.rt, (await admin.caller.siteKeys.create()).key);
    expect(await site.storefront.warranty.lookup({ serialNo: 'cap-2026-0001' })).toMatchObject({ serialNo: 'CAP-2026-0001', productName: 'Baseball cap (Red)', status: 'active' });
    const [saved] = (await admin.caller.warranty.list({ search: 'CAP-2026' })).items;
    expect(saved).toMatchObject({ productId: cap.id, optionId: cap.redOptionId, months: 6, buyerName: 'Aminah Yusof' });

    await page.getByTestId('delete-CAP-2026-0001').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Warranty deleted.').waitFor();
    expect((await admin.caller.warranty.list({})).total).toBe(0);
  });
});
