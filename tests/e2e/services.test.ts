import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('services on the content kit', () => {
  it('adds a tag, refuses a tag name taken and a wrong price range, and saves a service with a range and the tag', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/manage/services/tags`);
    await page.getByTestId('add-entry').click();
    const tagForm = page.getByTestId('content-category-form');
    await tagForm.getByLabel('Tag name (EN)').fill('Popular');
    await tagForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('service-tag-list').getByText('Popular').waitFor();
    await page.getByTestId('add-entry').click();
    await tagForm.getByLabel('Tag name (EN)').fill('popular');
    await tagForm.getByRole('button', { name: 'Save' }).click();
    await tagForm.getByText('Tag name cannot be same').waitFor();
    await tagForm.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${url}/manage/services/add`);
    const form = page.getByTestId('service-form');
    await page.getByTestId('save-content').click();
    await form.getByText('Service name cannot be empty').waitFor();
    await form.getByText('Enter the price.').waitFor();
    await form.getByLabel('Name (EN)').fill('Hair colour');
    await form.getByText('Price range').click();
    await page.getByTestId('service-min-price').fill('120');
    await page.getByTestId('service-max-price').fill('80');
    await page.getByTestId('save-content').click();
    await form.getByText('The minimum price cannot be more than the maximum price.').waitFor();
    await page.getByTestId('service-max-price').fill('150.50');
    await form.getByLabel('Tags').click();
    await page.getByRole('option', { name: 'Popular' }).click();
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/manage/services');
    const row = page.getByTestId('service-list').locator('tbody tr', { hasText: 'Hair colour' });
    expect(await row.innerText()).toMatch(/Hair colour[\s\S]*120\.00[\s\S]*150\.50[\s\S]*Popular[\s\S]*Public/i);

    const website = storefrontCaller(world.app.rt, (await world.shop.admin.caller.siteKeys.create()).key);
    expect((await website.storefront.content.services.list({})).items).toEqual([
      expect.objectContaining({ name: 'Hair colour', priceType: 'range', minPriceSen: 12000, maxPriceSen: 15050, tags: ['Popular'] }),
    ]);

    // The tag is in use: deleting it is refused with the spec's words.
    await page.goto(`${url}/manage/services/tags`);
    await page.getByTestId('delete-Popular').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Popular is in use');
  });
});
