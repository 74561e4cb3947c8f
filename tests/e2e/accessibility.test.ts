import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import { PRODUCT_TITLE } from '../../core/platform/version.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { adminCtx, seedMember } from '../helpers/loyalty.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(async (rt) => {
  const shop = await seedShop(rt);
  const order = await placeOrder(rt, shop);
  const member = await seedMember(await adminCtx(rt, shop));
  return { ...shop, orderId: order.id, memberId: member.id };
});

type Shop = typeof world.shop;

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', 'en.json'), 'utf8')) as Tree;

/** The English text of an i18n key. */
function en(key: string): string {
  const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), english);
  if (typeof text !== 'string') throw new Error(`No English text for ${key}`);
  return text;
}

/** The most used screens, each with its title (its one h1, and the browser tab's). */
const SCREENS: { name: string; path: (shop: Shop) => string; title: string }[] = [
  { name: 'home', path: () => '/dashboard', title: en('menu.dashboard') },
  { name: 'orders list', path: () => '/mysales/order', title: en('menu.orders') },
  { name: 'order detail', path: (s) => `/mysales/order/${s.orderId}`, title: en('orders.detail.pageTitle') },
  { name: 'products list', path: () => '/manage/products', title: en('menu.products') },
  { name: 'product edit', path: (s) => `/manage/products/edit/${s.shirt.id}`, title: en('catalogue.form.editTitle') },
  { name: 'members list', path: () => '/mysales/member', title: en('menu.members') },
  { name: 'member detail', path: (s) => `/mysales/member/${s.memberId}`, title: en('members.detail.title') },
  { name: 'vouchers', path: () => '/mysales/marketing-tools/voucher', title: en('menu.vouchers') },
  { name: 'delivery and mass shipping', path: () => '/mysales/delivery', title: en('menu.delivery') },
  { name: 'packaging bill', path: () => '/mysales/packaging-bill', title: en('menu.packagingBill') },
  { name: 'invoices', path: () => '/mysales/invoice', title: en('menu.invoices') },
  { name: 'order settings', path: () => '/mysales/setting', title: en('menu.orderSettings') },
  { name: 'seller dashboard', path: () => '/mysales/dashboard', title: en('menu.sellerDashboard') },
  { name: 'users and roles', path: () => '/user-roles', title: en('menu.userRoles') },
  { name: 'jobs', path: () => '/jobs', title: en('menu.jobs') },
  { name: 'an unknown path (the 404 in the app frame)', path: () => '/no/such/page', title: en('notFound.title') },
];

/** What is wrong with the screen shown: a tab title or h1s other than its title, and axe-core's findings. */
async function problems(page: Page, title: string): Promise<string[]> {
  const shown = await page
    .getByRole('heading', { level: 1, name: title, exact: true })
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  const found = shown ? [] : [`no h1 "${title}"`];
  // A screen loads its data after it shows; judge it once loaded.
  await page.waitForLoadState('networkidle');
  const tabTitle = await page.title();
  if (tabTitle !== `${title} · ${PRODUCT_TITLE}`) found.push(`tab title "${tabTitle}"`);
  const h1s = await page.locator('h1').allInnerTexts();
  if (h1s.length !== 1) found.push(`h1s ${JSON.stringify(h1s)}`);
  return [...found, ...(await axeFindings(page))];
}

/** The critical and serious findings of axe-core's WCAG 2.1 A and AA rules: the rule, then the elements. */
async function axeFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One visitor walks every screen: a browser context and a page for the whole file.
describe('accessibility', () => {
  let visitor: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    visitor = await newVisitor(world.browser);
  });
  afterAll(() => visitor.context.close());

  it('gives the sign-in page a title, one h1 and no critical or serious axe-core finding', async () => {
    await visitor.page.goto(`${world.app.url}/login`);
    expect(await problems(visitor.page, en('login.title'))).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await signIn(visitor.page, world.app.url, world.shop.admin.username, PASSWORD);
      await visitor.page.waitForURL('**/dashboard');
    });

    it.each(SCREENS)('gives $name a title, one h1 and no critical or serious axe-core finding', async ({ path, title }) => {
      await visitor.page.goto(`${world.app.url}${path(world.shop)}`);
      expect(await problems(visitor.page, title)).toEqual([]);
    });

    it('names every control of a dialog, its close button too', async () => {
      const { page } = visitor;
      await page.goto(`${world.app.url}/user-roles`);
      await page.getByTestId('add-user').click();
      await page.getByRole('dialog').getByRole('button', { name: en('common.close') }).waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it('lets the keyboard hide and show a list’s columns from its labelled Columns menu, kept after a reload', async () => {
      const { page } = visitor;
      const heading = (name: string) => page.getByTestId('order-list').getByRole('columnheader', { name });
      const choose = async (check: boolean) => {
        await page.getByRole('button', { name: en('list.columns') }).press('Enter');
        const box = page.getByRole('checkbox', { name: en('orders.fields.invoiceNo') });
        await box.press('Space');
        await expect.poll(() => box.isChecked()).toBe(check);
        await page.keyboard.press('Escape');
      };
      await page.goto(`${world.app.url}/mysales/order`);
      await heading(en('orders.fields.invoiceNo')).waitFor();
      await choose(false);
      await heading(en('orders.fields.invoiceNo')).waitFor({ state: 'detached' });
      await page.reload();
      await heading(en('orders.fields.items')).waitFor();
      expect(await heading(en('orders.fields.invoiceNo')).count()).toBe(0);
      await choose(true);
      await heading(en('orders.fields.invoiceNo')).waitFor();
    });
  });
});
