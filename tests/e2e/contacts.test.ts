import { describe, expect, it } from 'vitest';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedMerchant);

describe('the contact list', () => {
  it('adds a contact (the form says what is missing), lists it and edits it', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/tools/contact-list/edit/new`);
    const form = page.getByTestId('contact-form');
    await form.getByTestId('contact-name').fill('Aisyah binti Ahmad');
    await form.getByTestId('save-contact').click();
    await form.getByText('Contact number is required').waitFor();
    await form.getByTestId('contact-contact').fill('012-345 6789');
    await form.getByTestId('contact-companyName').fill('Kedai Aisyah');
    await form.getByTestId('save-contact').click();
    await page.waitForURL('**/tools/contact-list');

    const list = page.getByTestId('contact-list');
    // Listed with its number as the phone library normalised it.
    await list.locator('tbody tr', { hasText: 'Aisyah binti Ahmad' }).getByText('60123456789').waitFor();

    await list.getByRole('link', { name: 'Aisyah binti Ahmad' }).click();
    await page.waitForURL('**/tools/contact-list/edit/**');
    await form.getByTestId('contact-name').fill('Aisyah Ahmad');
    await form.getByTestId('save-contact').click();
    await page.waitForURL('**/tools/contact-list');
    expect((await shop.admin.caller.contacts.list({ search: 'Aisyah' })).items.map((c) => [c.name, c.companyName])).toEqual([['Aisyah Ahmad', 'Kedai Aisyah']]);
  });
});
