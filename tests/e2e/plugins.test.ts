import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('plugins and add-ons', () => {
  it('activates and deactivates plugins in their slots, says when the slots are full, and asks for a payment gateway, on a phone', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/plugins`);
    await page.getByTestId('slots-free').getByText('Free slots: 0 of 2 used').waitFor();
    await page.getByTestId('activate-bg_remover').click();
    await page.getByText('Plugin activated').waitFor();
    await page.locator('[data-testid="plugin-bg_remover"][data-state="on"]').waitFor();
    await page.getByTestId('activate-pdf_encryptor').click();
    await page.getByTestId('slots-free').getByText('Free slots: 2 of 2 used').waitFor();
    await page.getByTestId('activate-email_protection').click();
    await page.getByRole('dialog').getByText('All plugin slots occupied (contact the account manager)').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByTestId('deactivate-bg_remover').click();
    await page.getByText('Plugin deactivated').waitFor();
    await page.getByTestId('slots-free').getByText('Free slots: 1 of 2 used').waitFor();
    await page.getByTestId('plugin-web_push').getByText('RM 99.00').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.getByTestId('add-ons-link').click();
    await page.waitForURL('**/app-add-on');
    await page.getByTestId('email-add-on').getByText('Each unit adds 5 extra users or 5 GB, at RM 159.00 per year, billed annually.').waitFor();
    await page.getByTestId('email-units').fill('3');
    await page.getByTestId('email-total').getByText(/^RM 477\.00 for /).waitFor();
    await page.getByTestId('request-gateway_billplz').click();
    await page.getByText('Add-on purchase request sent to account manager').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.goto(`${world.app.url}/add-on/purchased-records`);
    await page.getByTestId('add-on-records').getByText('Billplz payment gateway').waitFor();
    await page.getByTestId('add-on-records').getByText('Requested').first().waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
