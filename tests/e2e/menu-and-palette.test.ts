import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(async (rt) => {
  const shop = await seedShop(rt);
  const order = await placeOrder(rt, shop, { buyer: { name: 'Nurul Huda', email: 'nurul@buyer.test', phone: '+60123456789' } });
  // A packer who keeps the catalogue and the loyalty screens, and nothing of My Sales.
  const packer = await seedSubUser(rt, shop, { manage: 'view', loyalty_and_rewards: 'edit' });
  return { ...shop, order, packer };
});

const menu = (page: Page) => page.getByTestId('nav-menu');
const section = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });
const expanded = async (page: Page, name: string) => (await section(page, name).getAttribute('aria-expanded')) === 'true';
const sections = (page: Page) => menu(page).locator('[data-section]').evaluateAll((els) => els.map((e) => e.textContent));

async function signedIn(username: string) {
  const visitor = await newVisitor(world.browser);
  await signIn(visitor.page, world.app.url, username, PASSWORD);
  await visitor.page.waitForURL('**/dashboard');
  return visitor;
}

/** Opens the palette with Ctrl+K and types; the answer is the palette's search field. */
async function palette(page: Page, text: string) {
  await page.keyboard.press('Control+K');
  const search = page.getByPlaceholder('Go to a screen, or find an order, product or member');
  await search.fill(text);
  return search;
}

describe('the grouped sidebar', () => {
  it('shows the master admin every section in order, closed until one of its screens opens', async () => {
    const { context, page } = await signedIn(world.shop.admin.username);
    expect(await sections(page)).toEqual(['Catalogue', 'Content', 'My Sales', 'Loyalty & Rewards', 'Marketing', 'Reports', 'Support', 'Tools', 'Settings', 'Account']);
    expect(await expanded(page, 'Marketing')).toBe(false);
    expect(await menu(page).getByRole('link', { name: 'Vouchers' }).isVisible()).toBe(false);

    await page.goto(`${world.app.url}/mysales/marketing-tools/voucher`);
    await expect.poll(() => expanded(page, 'Marketing')).toBe(true);
    expect(await menu(page).getByRole('link', { name: 'Vouchers' }).getAttribute('data-active')).toBe('true');
    await context.close();
  });

  it('shows a sub-user only the sections of their modules, and remembers which are open', async () => {
    const { context, page } = await signedIn(world.shop.packer.username);
    // Marketing holds only TikTok sync, Tools the warranty system and cards, Account merchant points:
    // the spec gives them every signed-in user (they have no module).
    expect(await sections(page)).toEqual(['Catalogue', 'Content', 'Loyalty & Rewards', 'Marketing', 'Tools', 'Account']);
    const text = await menu(page).innerText();
    for (const hidden of ['My Sales', 'Vouchers', 'Settings', 'Account information']) expect(text).not.toContain(hidden);

    await section(page, 'Catalogue').click();
    await menu(page).getByRole('link', { name: 'Brands', exact: true }).click();
    await page.waitForURL('**/manage/products/brand');
    await section(page, 'Loyalty & Rewards').click();
    await expect.poll(() => expanded(page, 'Loyalty & Rewards')).toBe(true);
    await section(page, 'Catalogue').click();
    await expect.poll(() => expanded(page, 'Catalogue')).toBe(false);

    // A visit later: the sections as the user left them, but the current screen's always open.
    await page.goto(`${world.app.url}/dashboard`);
    await expect.poll(() => expanded(page, 'Loyalty & Rewards')).toBe(true);
    expect(await expanded(page, 'Catalogue')).toBe(false);
    await page.goto(`${world.app.url}/manage/products/tag`);
    await expect.poll(() => expanded(page, 'Catalogue')).toBe(true);

    // The palette offers only the screens the packer may open.
    await palette(page, 'member');
    const found = page.getByRole('dialog').getByRole('button');
    await expect.poll(() => found.allInnerTexts()).toEqual([expect.stringContaining('Member points'), expect.stringContaining('Member tiers')]);
    await context.close();
  });
});

describe('the command palette', () => {
  it('goes to a screen with Ctrl+K and Enter, and to an order by its number', async () => {
    const { context, page } = await signedIn(world.shop.admin.username);
    const search = await palette(page, 'vouchers');
    await search.press('Enter');
    await page.waitForURL('**/mysales/marketing-tools/voucher');
    await expect.poll(() => expanded(page, 'Marketing')).toBe(true);

    // Ctrl+K works in a field too; the order arrives after the typing pauses.
    await page.getByRole('main').getByRole('textbox', { name: 'Search' }).focus();
    const byNumber = await palette(page, `#${world.shop.order.orderNo}`);
    const hit = page.getByTestId(`palette-order-${world.shop.order.id}`);
    await hit.waitFor();
    expect(await hit.innerText()).toContain(`#${world.shop.order.orderNo} Nurul Huda`);
    await byNumber.press('Enter');
    await page.waitForURL(`**/mysales/order/${world.shop.order.id}`);

    // The header's button opens it as well; a buyer's name finds the order too.
    await page.getByTestId('palette-button').click();
    await page.getByPlaceholder('Go to a screen, or find an order, product or member').fill('nurul');
    await page.getByTestId(`palette-order-${world.shop.order.id}`).waitFor();
    await context.close();
  });

  it('is offered at the top of the menu on a phone, whose header has no room for it', async () => {
    const { context, page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('palette-button').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByTestId('palette-menu-entry').click();
    await page.getByPlaceholder('Go to a screen, or find an order, product or member').fill('shipping list');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/mysales/delivery/shipping-list');
    await context.close();
  });
});

describe('success', () => {
  it('says a saved product is saved in a toast on the list, with no dialog to dismiss', async () => {
    const { context, page } = await signedIn(world.shop.admin.username);
    await page.goto(`${world.app.url}/manage/products/edit/${world.shop.shirt.id}`);
    await page.getByTestId('product-form').getByLabel(/^Name \(EN\)( \*)?$/).fill('Cotton tee');
    await page.getByTestId('save-product').click();
    await page.waitForURL('**/manage/products');
    const toast = page.getByTestId('toast');
    await toast.filter({ hasText: 'Cotton tee is saved.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // It goes by itself.
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });
});
