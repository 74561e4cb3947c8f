import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#36c' } }).png().toBuffer();

/** A merchant with two banners of 300 x 100, "First" then "Second". */
async function bannerShop(rt: Runtime) {
  const shop = await seedMerchant(rt);
  const ctx = (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
  const banner = async (title: string) => shop.admin.caller.website.banners.create({ pictureId: (await saveUpload(ctx, 'website-picture', `${title}.png`, await png(300, 100))).id, title });
  return { ...shop, first: await banner('First'), second: await banner('Second') };
}

const world = e2eWorld(bannerShop);

describe('the website screens', () => {
  it('refuse a banner picture of another size before it is sent, sort banners by dragging, and save the website setting', async () => {
    const { page } = await newVisitor(world.browser);
    const { url } = world.app;
    const { shop } = world;
    await signIn(page, url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The size rule, in the browser: a 301 x 100 picture is refused in its own dialog.
    await page.goto(`${url}/website/banner/edit/${shop.first.id}`);
    await page.getByTestId('banner-form').locator('input[type=file]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(301, 100) });
    await page.getByText('Incorrect Banner Size').waitFor();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Please re-upload with the previous image size');
    expect((await shop.admin.caller.website.banners.get({ id: shop.first.id })).pictureId).toBe(shop.first.pictureId);
    await page.keyboard.press('Escape');

    // Sorting: "Second" dragged by its handle onto "First", in small steps as a hand would, is saved first.
    await page.goto(`${url}/website/banner/sort`);
    const handle = (await page.getByTestId(`sort-banner-${shop.second.id}`).getByTestId('sort-handle').boundingBox())!;
    const target = (await page.getByTestId(`sort-banner-${shop.first.id}`).boundingBox())!;
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 10, { steps: 5 });
    await page.mouse.move(start.x, target.y + target.height / 2 - 4, { steps: 20 });
    await page.mouse.up();
    await expect.poll(async () => (await shop.admin.caller.website.banners.list()).map((b) => b.title)).toEqual(['Second', 'First']);

    // The website setting: the latest news pop-up out of range is refused under its field, then 99 (all) is saved.
    await page.goto(`${url}/website/setting`);
    const popup = page.getByTestId('latest-news-popup');
    await popup.fill('101');
    await page.getByTestId('website-setting-save').click();
    await page.getByText('Latest news pop-up must be from 0 to 100 (0 off, 99 all)').waitFor();
    await popup.fill('99');
    await page.getByTestId('website-setting-save').click();
    await expect.poll(async () => (await shop.admin.caller.website.settings.get()).latestNewsPopup).toBe(99);
  });
});
