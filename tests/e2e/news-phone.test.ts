import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
const PHONE = { width: 390, height: 844 };

/**
 * What does not suit a thumb on the screen: the page wider than the phone, and every visible
 * button, field and tab of the phone screen (its dialogs included) under 44 px high.
 */
const unfit = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const controls = document.querySelectorAll('[data-testid^="news-phone"] :is(button, input, textarea, [role=tab]), .mantine-Modal-content :is(button, input, textarea)');
    for (const el of controls) {
      const height = el.getBoundingClientRect().height;
      // A zero-sized input is a control's own (a segmented control's radio): its label is what is touched.
      if (el.checkVisibility() && height > 0 && height < 44) found.push(`${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" is ${Math.round(height)} px high`);
    }
    return found;
  });

const picture = async () => ({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('grand opening', { width: 240 }) });

describe('news on a phone (390 × 844)', () => {
  it('adds, renames and refuses to delete a used category; adds news with a camera picture, edits and hides it', async () => {
    const { page } = await newVisitor(world.browser, PHONE);
    const url = world.app.url;
    const admin = world.shop.admin.caller;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // Categories: add one, then rename it.
    await page.goto(`${url}/news_group`);
    await page.getByTestId('phone-range').filter({ hasText: 'No records' }).waitFor();
    await page.getByTestId('add-entry').click();
    const categoryForm = page.getByTestId('content-category-form');
    await categoryForm.getByLabel('Name (EN)').fill('Evnts');
    expect(await unfit(page)).toEqual([]);
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('category-card-Evnts').waitFor();
    await page.getByTestId('edit-Evnts').click();
    await categoryForm.getByLabel('Name (EN)').fill('Events');
    await categoryForm.getByLabel('Name (CN)').fill('活动');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('category-card-Events').getByText('活动 · 0 items').waitFor();
    expect((await admin.news.categories.options()).map((c) => c.nameEn)).toEqual(['Events']);
    expect(await unfit(page)).toEqual([]);

    // Add: the English title is required; the picture comes from the camera.
    await page.getByTestId('news-phone-categories').getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL('**/news_list');
    await page.getByTestId('add-content').click();
    await page.waitForURL('**/news_add');
    const form = page.getByTestId('news-form');
    await page.getByTestId('save-content').click();
    await form.getByText('Title cannot be empty').waitFor();
    await form.getByLabel('Title (EN)').fill('Grand opening');
    await form.getByLabel('Detail (EN)').fill('Doors open at ten.');
    await form.getByLabel('Category', { exact: true }).click();
    await page.getByRole('option', { name: 'Events' }).click();
    const camera = form.locator('input[type=file][capture=environment]');
    expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
    // The other button opens the gallery: no capture attribute, so the phone offers its pictures.
    expect(await form.locator('input[type=file]:not([capture])').count()).toBe(1);
    await camera.setInputFiles(await picture());
    await form.locator('img[alt="Picture"]').waitFor();
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/news_list');
    const card = page.getByTestId('news-card-grand-opening');
    await card.locator('img[alt="Grand opening"]').waitFor();
    expect(await card.innerText()).toMatch(/Grand opening[\s\S]*Events[\s\S]*Public/i);
    const [saved] = (await admin.news.list({ page: 1, pageSize: 20 })).items;
    expect(saved).toMatchObject({ titleEn: 'Grand opening', categoryName: 'Events', visibility: 'public' });
    expect(saved!.picture).toMatch(/^\/media\//);
    expect(await unfit(page)).toEqual([]);

    // Edit: the saved values are in the form; the slug stays.
    await card.getByRole('link', { name: 'Grand opening' }).click();
    await page.waitForURL(`**/news_edit/${saved!.id}`);
    await expect.poll(() => form.getByLabel('Title (EN)').inputValue()).toBe('Grand opening');
    expect(await form.getByLabel('Detail (EN)').inputValue()).toBe('Doors open at ten.');
    await page.getByTestId('language-CN').click();
    await form.getByLabel('Title (CN)').fill('盛大开幕');
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('language-EN').click();
    await form.getByLabel('Title (EN)').fill('Grand opening day');
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/news_list');
    await card.getByText('Grand opening day').waitFor();
    expect(await admin.news.get({ id: saved!.id })).toMatchObject({ titleEn: 'Grand opening day', titleCn: '盛大开幕', pictureId: expect.any(String) });

    // Hide from the card.
    await card.getByRole('button', { name: 'Hide' }).click();
    await page.getByTestId('toast').filter({ hasText: '1 item is hidden.' }).waitFor();
    await card.getByText('Hidden').waitFor();
    expect((await admin.news.get({ id: saved!.id })).visibility).toBe('hidden');
    await card.getByRole('button', { name: 'Show' }).waitFor();

    // Search and the category filter narrow the list.
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like it');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByTestId('phone-range').filter({ hasText: 'No records' }).waitFor();
    expect(await card.count()).toBe(0);

    // The category holds the news: deleting it is refused with the spec's words.
    await page.goto(`${url}/news_group`);
    await page.getByTestId('category-card-Events').getByText('1 item').waitFor();
    await page.getByTestId('delete-Events').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).waitFor();
    expect(await unfit(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Events is in use');
    expect(await unfit(page)).toEqual([]);
    expect((await admin.news.categories.options()).map((c) => c.nameEn)).toEqual(['Events']);
  });

  it('shows a viewer of manage the news without changes, and a user without it a screen that says so', async () => {
    const viewer = await seedSubUser(world.app.rt, world.shop, { manage: 'view' });
    const { page } = await newVisitor(world.browser, PHONE);
    await signIn(page, world.app.url, viewer.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/news_list`);
    await page.getByTestId('news-card-grand-opening').waitFor();
    expect(await page.getByTestId('add-content').count()).toBe(0);
    expect(await page.getByTestId('news-card-grand-opening').getByRole('button').count()).toBe(0);
    await page.goto(`${world.app.url}/news_add`);
    await page.getByTestId('no-access').waitFor();

    const stranger = await seedSubUser(world.app.rt, world.shop, { order: 'view' });
    const other = await newVisitor(world.browser, PHONE);
    await signIn(other.page, world.app.url, stranger.username, PASSWORD);
    await other.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await other.page.goto(`${world.app.url}/news_group`);
    await other.page.getByTestId('no-access').waitFor();
  });
});
