import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

/** A dark disc on white, as a product photo on a plain background. */
const disc = (format: 'jpeg' | 'png') =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="100%" height="100%" fill="#fff"/><circle cx="120" cy="90" r="60" fill="#223"/></svg>'))
    .toFormat(format)
    .toBuffer();

describe('background remover screen', () => {
  it('cuts out two dropped images, names a refused file, and downloads one result as a transparent PNG', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/tools/bg-remover`);
    const wide = await sharp({ create: { width: 2100, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    await page
      .getByTestId('bg-drop')
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'teapot.jpg', mimeType: 'image/jpeg', buffer: await disc('jpeg') },
        { name: 'banner.png', mimeType: 'image/png', buffer: wide },
        { name: 'bowl.png', mimeType: 'image/png', buffer: await disc('png') },
      ]);
    await page.getByTestId('bg-count').and(page.getByText('2 of 20 images')).waitFor();
    await expect(page.getByTestId('bg-refused').textContent()).resolves.toContain('banner.png: "banner.png" is larger than 2000 px');
    await page.getByTestId('bg-start').click();
    await page.getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('job-result').textContent()).resolves.toContain('Removed the background of 2 images.');
    await page.getByTestId('bg-after').nth(1).waitFor();
    await page.getByTestId('bg-download-all').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('bg-download').nth(1).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bowl.png');
    const meta = await sharp(readFileSync(await file.path())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 240, height: 180, hasAlpha: true });
    await context.close();
  });
});
