import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

/** Adds a name on a named-list screen (categories, groups) through its dialog. */
async function addName(page: Page, path: string, label: string, name: string, listTestId: string) {
  await page.goto(`${world.app.url}${path}`);
  await page.getByTestId('add-entry').click();
  const dialog = page.getByTestId('content-category-form');
  await dialog.getByLabel(`${label} (EN)`).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId(listTestId).getByText(name).waitFor();
}

describe('the gallery on the content kit', () => {
  it('adds a group and a category, refuses a photo without them, saves one, lists it and quick edits its order', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await addName(page, '/manage/other/group', 'Group name', 'Weddings', 'gallery-group-list');
    await addName(page, '/manage/other/category', 'Name', 'Halls', 'content-category-list');

    await page.goto(`${url}/manage/other/add`);
    const form = page.getByTestId('gallery-form');
    await page.getByTestId('content-sort').fill('');
    await page.getByTestId('save-content').click();
    await form.getByText('Group cannot be empty').waitFor();
    await form.getByText('Category cannot be empty').waitFor();
    await form.getByText('Order cannot be empty').waitFor();
    await form.getByText('Please add at least one photo.').waitFor();

    await form.getByLabel('Title (EN)').fill('Grand hall');
    await page.getByTestId('gallery-group').click();
    await page.getByRole('option', { name: 'Weddings' }).click();
    await page.getByTestId('content-category').click();
    await page.getByRole('option', { name: 'Halls' }).click();
    await page.getByTestId('content-sort').fill('2');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByRole('button', { name: 'Upload picture' }).click()]);
    await chooser.setFiles({ name: 'hall.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('grand hall', { width: 96, margin: 1 }) });
    await form.locator('img[alt="Picture"]').waitFor();
    await page.getByTestId('save-content').click();
    await page.waitForURL('**/manage/other');
    const row = page.getByTestId('gallery-list').locator('tbody tr', { hasText: 'Grand hall' });
    expect(await row.innerText()).toMatch(/Grand hall[\s\S]*Weddings[\s\S]*Halls[\s\S]*2[\s\S]*Public/i);
    // The thumbnail (lazily loaded once in view).
    await row.locator('img[alt="Grand hall"]').waitFor({ state: 'attached' });

    // Quick edit of many: the order changes in the grid, saved once.
    await page.getByTestId('gallery-quick-edit').click();
    await page.waitForURL('**/manage/other/quickedit');
    const grid = page.getByTestId('gallery-quick-edit-screen');
    await grid.getByLabel('Order Grand hall').fill('7');
    await page.getByTestId('save-quick-edit').click();
    await page.getByTestId('toast').filter({ hasText: '1 item is saved.' }).waitFor();
    const [item] = (await world.shop.admin.caller.gallery.list({})).items;
    expect(item).toMatchObject({ titleEn: 'Grand hall', sort: 7, groupName: 'Weddings', categoryName: 'Halls' });
  });
});
