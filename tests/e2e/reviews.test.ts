import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

describe('ratings and reviews', () => {
  it('adds a review by hand on a phone, replies to it, hides it, and the website stops showing it', async () => {
    const { page, context } = await newVisitor(world.browser, { width: 390, height: 844 });
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/manage/ratings-and-reviews`);
    await page.getByTestId('add-review').click();
    const form = page.getByTestId('manual-review-form');
    // A review without its product and reviewer is refused before sending, under the fields.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please choose a product.').waitFor();
    await form.getByText("Please enter the reviewer's name.").waitFor();
    await form.getByLabel('Product').fill('Cotton');
    await page.getByRole('option', { name: /Cotton shirt/ }).click();
    await form.getByLabel('Reviewer name').fill('Siti Aminah');
    await form.getByLabel('Comment').fill('Soft fabric, true to size.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'The review was added.' }).waitFor();

    const list = page.getByTestId('reviews-list');
    const row = list.locator('tbody tr', { hasText: 'Siti Aminah' });
    await expect.poll(() => row.innerText()).toMatch(/Soft fabric[\s\S]*Cotton shirt[\s\S]*Added by hand[\s\S]*Public/i);
    const website = world.shop.storefront.storefront.content.reviews;
    expect(await website.list({ productId: world.shop.shirt.id })).toMatchObject({ count: 1, average: 5 });

    const id = (await world.shop.admin.caller.reviews.list({})).items[0]!.id;
    await page.getByTestId(`review-actions-${id}`).click();
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    await page.getByTestId('review-reply-form').getByLabel('Reply').fill('Thank you, Siti!');
    await page.getByTestId('review-reply-form').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: 'The reply was saved.' }).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Your reply[\s\S]*Thank you, Siti!/);

    await page.goto(`${url}/manage/ratings-and-reviews?reply=replied&stars=5`);
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Hide' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 item is hidden.' }).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Hidden/i);
    expect(await website.list({ productId: world.shop.shirt.id })).toMatchObject({ items: [], count: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
