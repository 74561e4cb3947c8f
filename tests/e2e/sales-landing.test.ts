import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('sales landing pages', () => {
  it('shows the rules under the fields, then adds a sales person and lists them', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/profile/sales-landing-page`);
    await page.getByTestId('add-sales-person').click();
    await page.waitForURL('**/profile/new/sales-landing-details');
    const form = page.getByTestId('sales-person-form');
    await page.getByTestId('sales-name').fill('Ali');
    await page.getByTestId('sales-contact').fill('012-345');
    await page.getByTestId('sales-email').fill('not-an-email');
    await page.getByTestId('sales-whatsapp').fill('+60');
    await page.getByTestId('sales-facebookUrl').fill('facebook');
    await page.getByTestId('save-sales-person').click();
    await form.getByText('Name must be at least 4 characters.').waitFor();
    await form.getByText('Contact number must contain numbers only.').waitFor();
    await form.getByText('Please enter a valid email address.').waitFor();
    await form.getByText('WhatsApp number must contain numbers only.').waitFor();
    await form.getByText('URL cannot be empty, please fill in the url').waitFor();
    await form.getByText('Please enter a valid url').waitFor();

    await page.getByTestId('sales-name').fill('Aminah Yusof');
    await page.getByTestId('sales-contact').fill('0123456789');
    await page.getByTestId('sales-email').fill('aminah@kedai.test');
    await page.getByTestId('sales-whatsapp').fill('60123456789');
    await page.getByTestId('sales-facebookUrl').fill('https://facebook.com/aminah');
    await page.getByTestId('sales-customUrl').fill('aminah');
    await page.getByTestId('save-sales-person').click();
    await page.waitForURL('**/profile/sales-landing-page');
    const row = page.getByTestId('sales-person-list').locator('tbody tr', { hasText: 'Aminah Yusof' });
    expect(await row.innerText()).toMatch(/Aminah Yusof[\s\S]*0123456789[\s\S]*aminah@kedai\.test[\s\S]*aminah/);
  });
});
