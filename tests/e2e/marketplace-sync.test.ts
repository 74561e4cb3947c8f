import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, productForm, seedCategory, seedMerchant } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

/** A merchant whose catalogue has a product with the SKU of the simulated shop's second product. */
async function seed(rt: Runtime) {
  const merchant = await seedMerchant(rt);
  const shopRef = String(randomInt(300_000, 399_999));
  await merchant.admin.caller.products.create(productForm(await seedCategory(merchant), { sku: `SP-${shopRef}-2`, nameEn: 'Kuih lapis', priceSen: 1200, stock: 8 }));
  return { ...merchant, shopRef };
}

const world = e2eWorld(seed);

/** Whether the page scrolls sideways. */
const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('marketplace sync', () => {
  it('connects a simulated Shopee shop, syncs it, maps a product by its SKU, opens an order, chooses a product to boost and sees the counts, on a phone', async () => {
    const { context, page } = await newVisitor(world.browser, { width: 390, height: 844 });
    // The marketplace sends the browser back to the server's public address (the tests' runtime names one no one serves): it is this app.
    const publicUrl = world.app.rt.env.publicUrl;
    await context.route(`${publicUrl}/**`, (route) => route.fulfill({ status: 302, headers: { location: route.request().url().replace(publicUrl, world.app.url) } }));
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/marketplace-sync`);
    await page.getByTestId('shop-table').waitFor();

    // Shopee's authorization page: this shop, small.
    await page.getByTestId('connect-shopee').click();
    await page.waitForURL('**/shop/auth_partner**');
    await page.getByLabel('Shop id').fill(world.shop.shopRef);
    await page.getByLabel('Products').fill('10');
    await page.getByLabel('Orders').fill('3');
    await page.getByRole('button', { name: 'Authorize' }).click();
    const row = page.locator(`[data-testid="shop-row"][data-shop="${world.shop.shopRef}"]`);
    await row.waitFor();
    await page.waitForURL((u) => u.pathname === '/marketplace-sync' && u.search === '');
    await row.getByText(`Shopee Shop ${world.shop.shopRef}`).waitFor();
    await row.getByTestId('shop-status').getByText('Active').waitFor();

    await row.getByTestId('shop-sync').click();
    // A job: the shop shows updating, then its last sync once the job ends.
    await page.getByText(`Syncing "Shopee Shop ${world.shop.shopRef}"`).waitFor();
    await row.getByText('Last sync').waitFor();
    await row.getByTestId('shop-status').getByText('Active').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The shop's products: its second product has the catalogue's SKU; sync by same SKU maps it.
    await row.getByTestId('shop-products').click();
    await page.waitForURL('**/marketplace-sync/products-list/**');
    const products = page.getByTestId('marketplace-products');
    await products.getByText(`SP-${world.shop.shopRef}-3`, { exact: true }).waitFor();
    await products.getByPlaceholder('Search SKU or name').fill(`SP-${world.shop.shopRef}-2`);
    await products.getByText(`SP-${world.shop.shopRef}-3`, { exact: true }).waitFor({ state: 'detached' });
    expect(await products.getByTestId('product-sku').allInnerTexts()).toEqual([`SP-${world.shop.shopRef}-2`]);
    await products.getByRole('checkbox').last().check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Sync by same SKU' }).click();
    await page.getByTestId('dialog-message').getByText('Mapped to catalogue products with the same SKU: 1. Without a match (left unmapped): 0.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await products.getByTestId('product-mapping').getByText('Mapped', { exact: true }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    const shop = (await world.shop.admin.caller.marketplaceSync.shops())[0]!;
    expect((await world.shop.admin.caller.marketplaceSync.products({ shopId: shop.id, mapping: 'mapped' })).items.map((p) => p.sku)).toEqual([`SP-${world.shop.shopRef}-2`]);

    // The orders it sent, and one of them with the lines of the order it became.
    await page.goto(`${world.app.url}/marketplace-sync/orders`);
    const orders = page.getByTestId('marketplace-orders');
    await orders.getByTestId('market-order-link').nth(2).waitFor();
    expect(await orders.getByTestId('market-order-link').count()).toBe(3);
    const orderSn = (await orders.getByTestId('market-order-link').first().innerText()).trim();
    await orders.getByTestId('market-order-link').first().click();
    await page.waitForURL('**/marketplace-sync/orders/**');
    await page.getByRole('heading', { name: orderSn }).waitFor();
    await page.getByTestId('market-order').getByText(`Shopee Shop ${world.shop.shopRef} (Shopee)`).waitFor();
    await page.getByTestId('market-order-line').first().waitFor();
    await page.getByTestId('market-order-order').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // In the order list, the orders it became are marked as placed on Shopee.
    const pulled = (await world.shop.admin.caller.orders.list({ pageSize: 80 })).items.filter((o) => o.platform === 'shopee');
    expect(pulled).toHaveLength(3);
    await page.goto(`${world.app.url}/mysales/order`);
    await page.getByTestId(`order-platform-${pulled[0]!.orderNo}`).getByText('Shopee', { exact: true }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The boost draws from the products chosen for it.
    await page.goto(`${world.app.url}/marketplace-sync/boost/${shop.id}`);
    const boost = page.getByTestId('boost-products');
    await boost.getByText(`SP-${world.shop.shopRef}-3`, { exact: true }).waitFor();
    await boost.getByRole('checkbox').nth(1).check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Choose for the boost' }).click();
    await page.getByTestId('boost-chosen').getByText('Chosen for the boost: 1 of 30').waitFor();
    await page.getByTestId('boost-save').click();
    await page.getByText('Saved. Products chosen for the boost: 1.').waitFor();
    expect((await world.shop.admin.caller.marketplaceSync.products({ shopId: shop.id, boost: true })).total).toBe(1);
    expect(await widerThanScreen(page)).toBe(false);

    // The dashboard counts the shop's products by mapping and its orders.
    await page.goto(`${world.app.url}/marketplace-sync/dashboard`);
    const card = page.locator(`[data-testid="overview-shop"][data-shop="${world.shop.shopRef}"]`);
    await card.getByTestId('overview-mapped').getByText('1', { exact: true }).waitFor();
    await card.getByTestId('overview-orders').getByText('3', { exact: true }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
