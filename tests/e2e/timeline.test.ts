import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

describe('the timeline', () => {
  it('posts a private post from the composer, makes it public, edits it in a dialog and deletes it', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const website = storefrontCaller(world.app.rt, (await world.shop.admin.caller.siteKeys.create()).key);

    await page.goto(`${url}/manage/timeline`);
    const composer = page.getByTestId('timeline-new-post');
    await composer.getByRole('button', { name: 'Post' }).click();
    await composer.getByText('Title cannot be empty').waitFor();
    await composer.getByLabel('Title (EN)').fill('Grand opening');
    await composer.getByLabel('Text (EN)').fill('Doors open at ten.');
    await composer.getByText('Private').click();
    await composer.getByRole('button', { name: 'Post' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Posted.' }).waitFor();
    expect(await composer.getByLabel('Title (EN)').inputValue()).toBe('');

    const row = page.getByTestId('timeline-list').locator('tbody tr', { hasText: 'Grand opening' });
    await expect.poll(() => row.innerText()).toMatch(/Grand opening[\s\S]*Doors open at ten\.[\s\S]*Private/i);
    expect((await website.storefront.content.timeline.list({})).total).toBe(0);

    await row.getByRole('button', { name: 'Make public' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 post is public.' }).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Public/i);
    expect((await website.storefront.content.timeline.list({})).items.map((p) => p.title)).toEqual(['Grand opening']);

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByTestId('timeline-edit-post');
    await dialog.getByLabel('Title (EN)').fill('Grand reopening');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByTestId('timeline-list').locator('tbody tr', { hasText: 'Grand reopening' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 post was deleted.' }).waitFor();
    expect((await website.storefront.content.timeline.list({})).total).toBe(0);
  });
});
