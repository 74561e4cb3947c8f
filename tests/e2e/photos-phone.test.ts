import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
const PHONE = { width: 390, height: 844 };

/**
 * What does not suit a thumb: the page wider than the phone, and every visible button, field and
 * tab of the phone screen (its dialogs included) under 44 px high.
 */
const unfit = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const controls = document.querySelectorAll(':is([data-testid^="photo-phone"], [data-testid^="album-phone"]) :is(button, input, textarea, [role=tab]), .mantine-Modal-content :is(button, input, textarea)');
    for (const el of controls) {
      const height = el.getBoundingClientRect().height;
      // A zero-sized input is a control's own (a segmented control's radio): its label is what is touched.
      if (el.checkVisibility() && height > 0 && height < 44) found.push(`${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" is ${Math.round(height)} px high`);
    }
    return found;
  });

const picture = async (name: string) => ({ name, mimeType: 'image/png', buffer: await QRCode.toBuffer(name, { width: 160 }) });

describe('photos on a phone (390 × 844)', () => {
  it('adds an album, adds photos from the gallery and the camera, hides, quick edits and deletes one; an album in use is not deleted', async () => {
    const { page } = await newVisitor(world.browser, PHONE);
    const url = world.app.url;
    const admin = world.shop.admin.caller;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // An album, from /manage_album.
    await page.goto(`${url}/manage_album`);
    await page.getByTestId('phone-range').filter({ hasText: 'No records' }).waitFor();
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('add-album').click();
    await page.waitForURL('**/add_album');
    await page.getByTestId('album-form').getByLabel('Album name (EN)').fill('Shop front');
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('save-album').click();
    await page.waitForURL('**/manage_album');
    await page.getByTestId('album-card-Shop front').getByText('0 photos').waitFor();
    const [album] = await admin.photos.categories.options();

    // Photos: two from the gallery, one from the camera.
    await page.goto(`${url}/photo_all`);
    await page.getByTestId('add-photos').click();
    await page.waitForURL('**/photo_all?add=1');
    const form = page.getByTestId('photo-batch-form');
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('batch-album').click();
    await page.getByRole('option', { name: 'Shop front' }).click();
    await page.getByTestId('photo-drop').locator('input[type=file]').setInputFiles([await picture('door.png'), await picture('window.png')]);
    await expect.poll(() => page.getByTestId('batch-photos').locator('img').count()).toBe(2);
    const camera = form.locator('input[type=file][capture=environment]');
    expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
    await camera.setInputFiles(await picture('IMG_0001.png'));
    await expect.poll(() => page.getByTestId('batch-photos').locator('img').count()).toBe(3);
    await page.getByTestId('save-batch').click();
    await page.waitForURL(`**/photo_all?category=${album!.id}`);
    const photos = (await admin.photos.list({ page: 1, pageSize: 30, categoryId: album!.id })).items;
    expect(photos.map((p) => p.titleEn)).toEqual(['door', 'window', 'IMG_0001']);
    const [door, window, camShot] = photos;
    const card = (id: string) => page.getByTestId(`photo-card-${id}`);
    await card(camShot!.id).waitFor();
    expect(await page.getByTestId('photo-cards').locator('[data-testid^="photo-card-"]').count()).toBe(3);
    expect(await unfit(page)).toEqual([]);

    // Hide one from its card; delete another (asked first).
    await card(window!.id).getByRole('button', { name: 'Hide' }).click();
    await card(window!.id).getByText('Hidden').waitFor();
    expect((await admin.photos.get({ id: window!.id })).visibility).toBe('hidden');
    await card(camShot!.id).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card(camShot!.id).count()).toBe(0);

    // Search on the keyboard's Search key.
    await page.getByRole('searchbox', { name: 'Search' }).fill('door');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect.poll(() => page.getByTestId('photo-cards').locator('[data-testid^="photo-card-"]').count()).toBe(1);
    await card(door!.id).waitFor();

    // Quick edit: each change is saved as it is made.
    await page.getByTestId('photo-quick-edit').click();
    await page.waitForURL(`**/quick_photo_edit?category=${album!.id}`);
    const quick = page.getByTestId(`quick-photo-${door!.id}`);
    await quick.getByLabel('Title door').fill('Front door');
    await quick.getByLabel('Title door').press('Enter');
    await expect.poll(async () => (await admin.photos.get({ id: door!.id })).titleEn).toBe('Front door');
    await page.getByTestId(`quick-photo-${window!.id}`).getByRole('switch', { name: 'Visibility window' }).click();
    await expect.poll(async () => (await admin.photos.get({ id: window!.id })).visibility).toBe('public');
    expect(await unfit(page)).toEqual([]);

    // The album holds photos: a tap opens them, deleting it is refused with the spec's words.
    await page.goto(`${url}/manage_album`);
    const albumCard = page.getByTestId('album-card-Shop front');
    await albumCard.getByText('2 photos').waitFor();
    expect(await unfit(page)).toEqual([]);
    await page.getByTestId('delete-Shop front').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Shop front is in use');
    await page.keyboard.press('Escape');
    await page.goto(`${url}/manage_album`);
    await albumCard.getByRole('link', { name: 'Shop front' }).click();
    await page.waitForURL(`**/photo_all?category=${album!.id}`);
    await card(door!.id).getByText('Front door').waitFor();

    // The photo's form, its picture from the camera or the gallery.
    await card(door!.id).getByRole('link', { name: 'Front door' }).click();
    await page.waitForURL(`**/photo_edit/${door!.id}`);
    await expect.poll(() => page.getByTestId('photo-form').getByLabel('Title (EN)').inputValue()).toBe('Front door');
    expect(await page.getByTestId('photo-form').locator('input[type=file][capture=environment]').count()).toBe(1);
    expect(await unfit(page)).toEqual([]);
  });

  it('shows a viewer of manage the photos and albums without changes', async () => {
    const viewer = await seedSubUser(world.app.rt, world.shop, { manage: 'view' });
    const { page } = await newVisitor(world.browser, PHONE);
    const url = world.app.url;
    await signIn(page, url, viewer.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${url}/photo_all?add=1`);
    const cards = page.getByTestId('photo-cards').locator('[data-testid^="photo-card-"]');
    await cards.first().waitFor();
    expect(await page.getByTestId('add-photos').count()).toBe(0);
    expect(await page.getByTestId('photo-quick-edit').count()).toBe(0);
    expect(await cards.first().getByRole('button').count()).toBe(0);
    await page.goto(`${url}/manage_album`);
    await page.getByTestId('album-card-Shop front').waitFor();
    expect(await page.getByTestId('delete-Shop front').count()).toBe(0);
    for (const path of ['/add_album', '/quick_photo_edit']) {
      await page.goto(`${url}${path}`);
      await page.getByTestId('no-access').waitFor();
    }
  });
});
