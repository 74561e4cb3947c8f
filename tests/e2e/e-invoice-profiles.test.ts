import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('e-invoice customer profiles', () => {
  it('adds a company with its MSIC code, contacts and address, refusing a malformed TIN, then a second default contact, on a phone', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/e-invoice-customer-profile`);
    await page.getByTestId('add-company').click();
    const form = page.getByTestId('einvoice-form');
    await form.getByTestId('einvoice-name').fill('Kedai Kuih Sdn Bhd');
    await form.getByTestId('einvoice-brn').fill('202001234567');
    await form.getByTestId('einvoice-tin').fill('C0123');
    await form.getByTestId('einvoice-msic').fill('46510');
    await page.getByRole('option', { name: /^46510/ }).click();
    await form.getByTestId('einvoice-contact-name').fill('Aminah Yusof');
    await form.getByTestId('einvoice-contact-title').fill('Finance manager');
    await form.getByTestId('einvoice-contact-phone').fill('012-345 6789');
    await form.getByTestId('einvoice-contact-email').fill('aminah@kedaikuih.my');
    await form.getByTestId('einvoice-with-address').check();
    await form.getByTestId('einvoice-line1').fill('12 Jalan Kebun');
    await form.getByTestId('einvoice-city').fill('Shah Alam');
    await form.getByTestId('einvoice-postcode').fill('40000');
    await choose(page, 'einvoice-state', 'Selangor');
    await form.getByTestId('einvoice-save').click();
    await form.getByText('Enter the TIN as LHDN issues it (e.g. C2584563200, or IG and digits for a sole proprietor).').waitFor();
    await form.getByTestId('einvoice-tin').fill('C2584563200');
    expect(await widerThanScreen(page)).toBe(false);
    await form.getByTestId('einvoice-save').click();
    await page.getByText('Customer profile saved.').waitFor();

    await page.getByTestId('einvoice-Kedai Kuih Sdn Bhd').click();
    const edit = page.getByTestId('einvoice-form');
    await edit.getByRole('button', { name: 'Add contact person' }).click();
    await edit.getByTestId('einvoice-contact-name').nth(1).fill('Ravi Kumar');
    await edit.getByTestId('einvoice-contact-title').nth(1).fill('Director');
    await edit.getByTestId('einvoice-contact-phone').nth(1).fill('+60198765432');
    await edit.getByTestId('einvoice-contact-email').nth(1).fill('ravi@kedaikuih.my');
    await edit.getByTestId('einvoice-contact-default').nth(1).check();
    await edit.getByTestId('einvoice-save').click();
    // The form closes once saved (the first save's notice may still be showing).
    await edit.waitFor({ state: 'detached' });

    const [row] = (await world.shop.admin.caller.eInvoice.list({})).items;
    const profile = await world.shop.admin.caller.eInvoice.get({ id: row!.id });
    expect(profile).toMatchObject({ kind: 'company', idType: 'BRN', idValue: '202001234567', tin: 'C2584563200', msicCode: '46510', address: { line1: '12 Jalan Kebun', postcode: '40000', state: 'SGR', country: 'MYS' } });
    expect(profile.contacts.map((c) => [c.name, c.isDefault])).toEqual([
      ['Aminah Yusof', false],
      ['Ravi Kumar', true],
    ]);
  });
});
