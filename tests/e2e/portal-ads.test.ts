import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, anonymous } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('portal keyword ads', () => {
  it('adds an ad with its image and keywords on a phone, lists it on going and shows its figures', async () => {
    const { admin } = world.shop;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/portal-keywords-ads-list`);
    await page.getByTestId('add-ad').click();
    const form = page.getByTestId('ad-form');
    await form.getByTestId('ad-save').click();
    await form.getByText('Image is required.').waitFor();
    await form.getByText('At least one keyword is required.').waitFor();
    await form.getByText('URL is required.').waitFor();
    await form.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('Kedai Siti', { width: 240 }) });
    await form.getByRole('button', { name: 'Replace' }).waitFor();
    await form.getByTestId('ad-keywords').fill('nasi lemak');
    await form.getByTestId('ad-keywords').press('Enter');
    await form.getByTestId('ad-keywords').fill('kopi');
    await form.getByTestId('ad-keywords').press('Enter');
    await form.getByTestId('ad-url').fill('https://kedai.example.my/promo');
    expect(await widerThanScreen(page)).toBe(false);
    await form.getByTestId('ad-save').click();
    await page.getByText('Ad saved.').waitFor();
    const row = page.getByTestId('portal-ads').getByRole('row').filter({ hasText: 'nasi lemak, kopi' });
    await row.getByText('On going').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    const [ad] = (await admin.caller.portalAds.list({})).items;
    expect(ad).toMatchObject({ keywords: ['nasi lemak', 'kopi'], url: 'https://kedai.example.my/promo', state: 1 });
    const portal = anonymous(world.app.rt).portal;
    expect((await portal.ads({ keyword: 'Kopi' })).map((s) => s.id)).toEqual([ad!.id]);
    await portal.click({ id: ad!.id });

    await row.getByTestId('ad-nasi lemak').click();
    await page.waitForURL(`**/portal-keywords-ads-details/${ad!.id}`);
    const keywords = page.getByTestId('ad-keyword-list');
    await keywords.getByText('nasi lemak').waitFor();
    await keywords.getByText('kopi').waitFor();
    await page.getByRole('row', { name: 'Impressions 1' }).waitFor();
    await page.getByRole('row', { name: 'Clicks 1' }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
