import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { connectShop, control, simulatedShop } from '../helpers/marketplaces.ts';
import { orderInput, seedShop } from '../helpers/orders.ts';
import { PASSWORD, rejection } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

async function seed(rt: Runtime) {
  return { ...(await seedShop(rt)), shopRef: String(randomInt(400_000, 499_999)) };
}

const world = e2eWorld(seed);
// The simulator pushes to one address for every test file: this file's server, only while it runs.
afterAll(() => control('/shopee', '/push-url', { url: '' }));

/** Waits for the job the screen started to end, as the job panel reports it. */
const ended = (page: Page, text: RegExp) => page.getByTestId('job-panel').getByText(text).waitFor({ timeout: 60_000 });

describe('marketplace products', () => {
  it('maps three products by CSV, takes a pushed order’s stock off the website, maps and pushes on the product’s sync page, and imports one into the catalogue', async () => {
    const { app } = world;
    const shop = world.shop;
    const ref = shop.shopRef;
    // Shopee signs its pushes for the server's public address: here, the address this server listens on.
    app.rt.env.publicUrl = app.url;
    await control('/shopee', '/push-url', { url: `${app.url}/api/webhooks/shopee` });
    const connected = await connectShop(shop.admin.caller, 'shopee', { id: ref, products: 8, orders: 0 });
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    // The first sync pulls the shop's products.
    await page.goto(`${app.url}/marketplace-sync`);
    await page.getByTestId('shop-sync').click();
    await page.getByTestId('shop-row').getByText('Last sync').waitFor();

    // Three marketplace SKUs mapped to the shirt and the cap's two colours by file: a dry run, then the commit.
    await page.goto(`${app.url}/marketplace-sync/products-list/${connected.id}`);
    await page.getByTestId('open-map-file').click();
    const modal = page.getByTestId('map-file-modal');
    const csv = ['shop_id,marketplace_sku,sku', `${ref},SP-${ref}-1,${shop.shirt.sku}`, `${ref},SP-${ref}-2,${shop.cap.redSku}`, `${ref},SP-${ref}-3,${shop.cap.blueSku}`].join('\n');
    await modal.locator('input[type="file"]').setInputFiles({ name: 'mapping.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await modal.getByText('mapping.csv').waitFor();
    await modal.getByTestId('map-start').click();
    await ended(page, /Dry run: 3 rows would be mapped/);
    expect((await shop.admin.caller.marketplaceSync.products({ shopId: connected.id, mapping: 'mapped' })).total).toBe(0);
    await modal.getByTestId('map-dry-run').click();
    await modal.getByTestId('map-start').click();
    await ended(page, /Mapped 3 marketplace products/);
    await page.keyboard.press('Escape');
    const products = page.getByTestId('marketplace-products');
    await expect.poll(() => products.getByTestId('product-mapping').getByText('Mapped', { exact: true }).count()).toBe(3);

    // A Shopee order for the whole shirt stock arrives by push: the website can no longer sell a shirt.
    await control('/shopee', `/shops/${ref}/orders`, { lines: [{ sku: `SP-${ref}-1`, qty: 10 }] });
    await expect.poll(async () => (await shop.admin.caller.products.get({ id: shop.shirt.id })).stock).toBe(0);
    expect((await rejection(shop.storefront.storefront.placeOrder(orderInput(shop)))).message).toBe('Cotton shirt does not have enough stock for this quantity.');

    // The shirt's sync page, from its mapped row: one more marketplace product mapped, pushed, then unmapped.
    await products.getByPlaceholder('Search SKU or name').fill(`SP-${ref}-1`);
    await products.getByTestId('product-sync-link').first().click();
    await page.waitForURL(`**/manage/products/sync2shopee/shop/${connected.id}/product/${shop.shirt.id}`);
    const line = page.getByTestId('sync-line');
    await line.getByTestId('sync-listed-row').getByText(`SP-${ref}-1`, { exact: true }).waitFor();
    await line.getByTestId('sync-map-pick').fill(`SP-${ref}-4`);
    await page.getByRole('option', { name: new RegExp(`^SP-${ref}-4 `) }).click();
    await line.getByTestId('sync-map').click();
    await expect.poll(() => line.getByTestId('sync-listed-row').count()).toBe(2);
    await page.getByTestId('push-now').click();
    await page.getByText('Pushed stock and price to 2 marketplace products.').waitFor();
    await expect.poll(() => line.getByTestId('sync-pushed').allInnerTexts()).toEqual(['Stock 0, RM 29.90', 'Stock 0, RM 29.90']);
    expect((await simulatedShop('/shopee', ref)).changed.filter((p) => p.sku === `SP-${ref}-4`)).toMatchObject([{ stock: 0, priceSen: 2990 }]);
    await line.getByTestId('sync-listed-row').filter({ hasText: `SP-${ref}-4` }).getByTestId('sync-unmap').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unmap' }).click();
    await expect.poll(() => line.getByTestId('sync-listed-row').count()).toBe(1);

    // The product's form leads to its shops.
    await page.goto(`${app.url}/manage/products/edit/${shop.shirt.id}`);
    await page.getByTestId('product-marketplaces').getByTestId('product-marketplace-link').getByText(`Shopee Shop ${ref} (Shopee)`).waitFor();

    // Import: a marketplace product becomes a catalogue product, with the category and picture given for the batch.
    await page.goto(`${app.url}/marketplace-sync/products-list/${connected.id}`);
    await products.getByPlaceholder('Search SKU or name').fill(`SP-${ref}-5`);
    await expect.poll(() => products.getByTestId('product-sku').allInnerTexts()).toEqual([`SP-${ref}-5`]);
    await products.getByRole('checkbox').last().check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Import to catalogue' }).click();
    const create = page.getByTestId('create-from-market');
    await create.getByTestId('create-category').click();
    await page.getByRole('option').first().click();
    await create.locator('input[type="file"]').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('p') });
    await create.getByRole('button', { name: 'Replace' }).waitFor();
    await create.getByTestId('create-submit').click();
    await page.getByText('Created 1 catalogue products from 1 marketplace products.').waitFor();
    await products.getByTestId('product-mapping').getByText('Imported', { exact: true }).waitFor();
    const imported = await shop.admin.caller.products.list({ search: `SP-${ref}-5` });
    expect(imported.items.map((p) => p.sku)).toEqual([`SP-${ref}-5`]);
  });
});
