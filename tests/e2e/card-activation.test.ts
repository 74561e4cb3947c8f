import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('card activation', () => {
  it('adds a card with a one-time code, refuses a wrong code and a replaced one, and activates with the new code, on a phone', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/mantap`);
    await page.getByTestId('add-card').click();
    await page.getByTestId('card-no').fill('MT-0001');
    await page.getByTestId('card-holder').fill('Aminah Yusof');
    await page.getByTestId('card-save').click();
    const first = (await page.getByTestId('card-code-value').textContent())!;
    expect(first).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await widerThanScreen(page)).toBe(false);
    await page.getByRole('button', { name: 'Done' }).click();
    // A new code replaces the first, which stops working.
    await page.getByTestId('new-code-MT-0001').click();
    const second = (await page.getByTestId('card-code-value').textContent())!;
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.goto(`${world.app.url}/mantap-card`);
    await page.getByTestId('activate-card').fill('MT-0001');
    await page.getByTestId('activate-code').fill(first.toLowerCase());
    await page.getByTestId('activate-save').click();
    await page.getByText('The activation code is incorrect.').waitFor();
    await page.getByTestId('activate-code').fill(second.toLowerCase());
    await page.getByTestId('activate-save').click();
    await page.getByTestId('activate-done').getByText('Card MT-0001 is activated.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.goto(`${world.app.url}/mantap?tab=activated`);
    await page.getByTestId('cards').getByRole('row').filter({ hasText: 'MT-0001' }).getByText('Activated', { exact: true }).waitFor();
    expect((await world.shop.admin.caller.cardActivation.list({ status: 'activated' })).items).toMatchObject([{ cardNo: 'MT-0001', holderName: 'Aminah Yusof', status: 'activated' }]);
  });
});
