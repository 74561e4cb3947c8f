import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

/** The page has no sideways scroll, and no list scrolls sideways inside it. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const scrollers = [...document.querySelectorAll('main *')].filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && wider(el));
    return { page: document.documentElement.scrollWidth - window.innerWidth, scrollers: scrollers.length };
  });

describe('news on the content kit', () => {
  it('adds a category and news in three languages, hides it in bulk, and the website stops showing it', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/manage/news/category`);
    await page.getByTestId('add-entry').click();
    const categoryForm = page.getByTestId('content-category-form');
    await categoryForm.getByLabel('Name (EN)').fill('Events');
    await categoryForm.getByLabel('Name (CN)').fill('活动');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('content-category-list').getByText('Events').waitFor();

    await page.goto(`${url}/manage/news/add`);
    const form = page.getByTestId('news-form');
    // An empty English title is refused before sending, under its field.
    await page.getByTestId('save-content').click();
    await form.getByText('Title cannot be empty').waitFor();
    await form.getByLabel('Title (EN)').fill('Grand opening');
    await form.getByLabel('Detail (EN)').fill('Doors open at ten.');
    await page.getByTestId('language-CN').click();
    await form.getByLabel('Title (CN)').fill('盛大开幕');
    await form.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Events' }).click();
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/manage/news');
    const list = page.getByTestId('news-list');
    const row = list.locator('tbody tr', { hasText: 'Grand opening' });
    expect(await row.innerText()).toMatch(/Grand opening[\s\S]*Events[\s\S]*Public/i);

    const website = storefrontCaller(world.app.rt, (await world.shop.admin.caller.siteKeys.create()).key);
    expect((await website.storefront.content.news.list({ lang: 'cn' })).items.map((n) => n.title)).toEqual(['盛大开幕']);

    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Hide' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 item is hidden.' }).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Hidden/i);
    expect((await website.storefront.content.news.list({})).total).toBe(0);

    // The category is in use: deleting it is refused with the spec's words.
    await page.goto(`${url}/manage/news/category`);
    await page.getByTestId('delete-Events').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Events is in use');
  });

  it('fits a phone: the list, the form and the categories have no sideways scroll at 390x844', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const [path, testId] of [
      ['/manage/news', 'news-list'],
      ['/manage/news/add', 'news-form'],
      ['/manage/news/category', 'content-category-list'],
    ]) {
      await page.goto(`${world.app.url}${path}`);
      await page.getByTestId(testId!).waitFor();
      expect(await sideways(page), path).toEqual({ page: 0, scrollers: 0 });
    }
  });

  it('shows a viewer of manage the news read-only, and a user without it a screen that says so', async () => {
    const viewer = await seedSubUser(world.app.rt, world.shop, { manage: 'view' });
    const { page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, viewer.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/manage/news`);
    await page.getByTestId('news-list').locator('tbody tr', { hasText: 'Grand opening' }).waitFor();
    expect(await page.getByTestId('add-content').count()).toBe(0);
    await page.goto(`${world.app.url}/manage/news/add`);
    await page.getByTestId('no-access').waitFor();

    const stranger = await seedSubUser(world.app.rt, world.shop, { order: 'view' });
    const other = await newVisitor(world.browser);
    await signIn(other.page, world.app.url, stranger.username, PASSWORD);
    await other.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await other.page.goto(`${world.app.url}/manage/news`);
    await other.page.getByTestId('no-access').waitFor();
  });
});
