import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

/** Twenty small, different PNG pictures, named photo-01.png to photo-20.png. */
const pictures = () =>
  Promise.all(Array.from({ length: 20 }, async (_, i) => ({ name: `photo-${String(i + 1).padStart(2, '0')}.png`, mimeType: 'image/png', buffer: await QRCode.toBuffer(`photo ${i + 1}`, { width: 96, margin: 1 }) })));

/** The photo ids of the grid, in the order shown. */
const shownOrder = (page: Page) => page.getByTestId('photo-cards').locator('[data-testid^="photo-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice('photo-card-'.length)));

/** Drags a card by its handle so that its centre lands on the target card's centre, in small steps as a hand would (dnd-kit starts after 4 px). */
async function drag(page: Page, card: Locator, target: Locator) {
  const handle = (await card.getByTestId('photo-handle').boundingBox())!;
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y, { steps: 5 });
  await page.mouse.move(start.x + (to.x - from.x), start.y + (to.y - from.y), { steps: 20 });
  await page.mouse.up();
}

describe('photos and albums', () => {
  it('creates an album, adds 20 photos, orders them by dragging, hides two, and the website shows the rest in that order', async () => {
    const { page } = await newVisitor(world.browser);
    const url = world.app.url;
    const admin = world.shop.admin.caller;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The album.
    await page.goto(`${url}/manage/photos/add-album`);
    const albumForm = page.getByTestId('album-form');
    await albumForm.getByLabel('Album name (EN)').fill('Holiday 2026');
    await page.getByTestId('save-album').click();
    await page.waitForURL('**/manage/photos/category');
    await page.getByTestId('album-list').getByText('Holiday 2026').waitFor();
    const [album] = (await admin.photos.categories.options()).filter((a) => a.nameEn === 'Holiday 2026');
    expect(album).toBeDefined();

    // Twenty photos at once, on the dropzone's file input.
    await page.goto(`${url}/manage/photos/add-multiple`);
    await page.getByTestId('batch-album').click();
    await page.getByRole('option', { name: 'Holiday 2026' }).click();
    await page.getByTestId('photo-drop').locator('input[type="file"]').setInputFiles(await pictures());
    await expect.poll(() => page.getByTestId('batch-photos').locator('img').count(), { timeout: 30_000 }).toBe(20);
    await page.getByTestId('save-batch').click();
    await page.waitForURL(`**/manage/photos-new?category=${album!.id}`);
    const listed = async () => (await admin.photos.list({ page: 1, pageSize: 30, categoryId: album!.id, sort: 'default' })).items;
    const added = await listed();
    expect(added.map((p) => p.titleEn)).toEqual(Array.from({ length: 20 }, (_, i) => `photo-${String(i + 1).padStart(2, '0')}`));
    const ids = added.map((p) => p.id);

    // Drag the first photo onto the third: it goes third.
    await expect.poll(() => shownOrder(page)).toEqual(ids);
    await drag(page, page.getByTestId(`photo-card-${ids[0]}`), page.getByTestId(`photo-card-${ids[2]}`));
    const dragged = [ids[1]!, ids[2]!, ids[0]!, ...ids.slice(3)];
    await expect.poll(() => shownOrder(page)).toEqual(dragged);
    await expect.poll(async () => (await listed()).map((p) => p.id)).toEqual(dragged);
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual(dragged);

    // Hide two in bulk.
    const hidden = [dragged[4]!, dragged[7]!];
    for (const id of hidden) await page.getByTestId(`photo-card-${id}`).getByRole('checkbox').check();
    await page.getByTestId('photo-bulk').getByRole('button', { name: 'Hide' }).click();
    await expect.poll(async () => (await listed()).filter((p) => p.visibility === 'hidden').map((p) => p.id)).toEqual(hidden);
    await page.getByTestId(`photo-card-${hidden[0]}`).getByText('Hidden').waitFor();

    // The website reads the album: the hidden two are absent, the rest in the dragged order.
    const website = storefrontCaller(world.app.rt, (await admin.siteKeys.create()).key);
    const shown = await website.storefront.content.photos.list({ lang: 'en', categoryId: album!.id, pageSize: 100 });
    expect(shown.items.map((p) => p.id)).toEqual(dragged.filter((id) => !hidden.includes(id)));
    expect(shown.total).toBe(18);
    const albums = await website.storefront.content.photos.albums({ lang: 'en' });
    expect(albums.find((a) => a.id === album!.id)).toMatchObject({ name: 'Holiday 2026', photoCount: 18 });

    // Quick edit of the album's photos: the desktop grid, reached from the grid with the album kept.
    await page.getByTestId('photo-quick-edit').click();
    await page.waitForURL(`**/manage/photos/quickedit?category=${album!.id}`);
    const grid = page.getByTestId('photo-quick-edit-screen');
    await grid.getByLabel('Title photo-03', { exact: true }).fill('Sunset');
    await page.getByTestId('save-quick-edit').click();
    await expect.poll(async () => (await admin.photos.get({ id: ids[2]! })).titleEn).toBe('Sunset');
  });
});
