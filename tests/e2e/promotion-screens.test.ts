import { describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, productForm } from '../helpers/fixtures.ts';
import { adminCtx } from '../helpers/loyalty.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const HOUR = 3_600_000;

/** A shop with one of every promotion, so each edit and detail screen has a record to open. */
async function promotionShop(rt: Runtime) {
  const shop = await seedShop(rt);
  const admin = shop.admin.caller;
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);
  const voucher = await admin.vouchers.create({ name: 'Screens voucher', code: 'SCREENS', type: 1, discountType: 1, amountSen: 500, quantity: 10, mode: 1, displayed: true, active: true, claimStartAt: later(-1), claimEndAt: later(24) });
  const campaign = await admin.discountCampaigns.create({ name: 'Screens campaign', startAt: later(-1), endAt: later(24), products: [{ productId: shop.shirt.id, priceSen: 1990 }] });
  const sticker = await admin.products.create(productForm(shop.categoryId, { nameEn: 'Sticker', priceSen: 500 }));
  const deal = await admin.addOnDeals.create({ name: 'Screens deal', purchaseLimit: 2, startAt: later(1), endAt: later(24), mainProductIds: [shop.shirt.id], items: [{ productId: sticker.id, priceSen: 100, stock: 5, purchaseLimit: 1 }] });
  const category = await admin.mixMatch.createCategory({ nameEn: 'Screens bundles' });
  const set = await admin.mixMatch.create({
    nameEn: 'Screens set',
    imageId: await uploadPicture(await adminCtx(rt, shop)),
    priceSen: 3000,
    stock: 5,
    categoryIds: [category.id],
    selections: [{ nameEn: 'Pick one', requiredQty: 1, products: [{ productId: shop.shirt.id, stock: 5 }] }],
  });
  const broadcast = await admin.broadcasts.create({ name: 'Screens broadcast', subject: 'Hello', message: 'A note for our members.' });
  const payment = await admin.paymentLinks.create({ name: 'Screens pay', slug: 'screens-pay', products: [{ productId: shop.shirt.id, qty: 1 }] });
  const purchase = await admin.purchaseLinks.create({ name: 'Screens buy', slug: 'screens-buy', products: [{ productId: shop.shirt.id, stock: 3 }] });
  return { ...shop, ids: { voucher: voucher.id, campaign: campaign.id, deal: deal.id, set: set.id, category: category.id, broadcast: broadcast.id, payment: payment.id, purchase: purchase.id } };
}

const world = e2eWorld(promotionShop);

/** Every promotion route of the spec, with a record of the shop's for each id, and what the screen shows. */
const screens = (ids: Awaited<ReturnType<typeof promotionShop>>['ids']): [string, string][] => [
  ['/mysales/marketing-tools/voucher', 'Screens voucher'],
  [`/mysales/marketing-tools/voucher/${ids.voucher}`, 'SCREENS'],
  ['/mysales/marketing-tools/voucher/new', 'Voucher Name'],
  ['/mysales/marketing-tools/discount-campaigns', 'Screens campaign'],
  ['/mysales/marketing-tools/discount-campaigns/new', 'Campaign name'],
  [`/mysales/marketing-tools/discount-campaigns/${ids.campaign}`, 'Cotton shirt'],
  ['/mysales/marketing-tools/add-on-deals?tab=upcoming', 'Screens deal'],
  ['/mysales/marketing-tools/add-on-deals/new', ''],
  [`/mysales/marketing-tools/add-on-deals/${ids.deal}`, 'Sticker'],
  ['/mysales/marketing-tools/mix-and-match', 'Screens set'],
  ['/mysales/marketing-tools/mix-and-match/new', ''],
  [`/mysales/marketing-tools/mix-and-match/details/${ids.set}`, 'Pick one'],
  ['/mysales/marketing-tools/mix-and-match/category', 'Screens bundles'],
  ['/mysales/marketing-tools/mix-and-match/category/new', ''],
  [`/mysales/marketing-tools/mix-and-match/category/detail/${ids.category}`, 'Screens bundles'],
  ['/mysales/marketing-tools/products-sold-and-customer-report', ''],
  ['/mysales/marketing-tools/broadcast-management', 'Screens broadcast'],
  [`/mysales/marketing-tools/broadcast-management/${ids.broadcast}`, 'A note for our members.'],
  ['/mysales/marketing-tools/broadcast-management/new', ''],
  ['/mysales/marketing-tools/birthday-campaigns', ''],
  ['/mysales/payment-link', 'Screens pay'],
  [`/mysales/payment-detail/${ids.payment}`, 'screens-pay'],
  ['/mysales/payment-detail/new', ''],
  ['/mysales/purchase-link', 'Screens buy'],
  [`/mysales/purchase-detail/${ids.purchase}`, 'screens-buy'],
  ['/mysales/purchase-detail/new', ''],
];

describe('The promotion screens', () => {
  it('each open without an error and show their record', async () => {
    const { context, page } = await newVisitor(world.browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const [route, shows] of screens(world.shop.ids)) {
      await page.goto(`${world.app.url}${route}`);
      await page.getByTestId('nav-menu').waitFor();
      await page.waitForLoadState('networkidle');
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main, route).not.toContain('Unexpected Application Error');
      expect(main, route).not.toContain('Oops 404');
      // What the screen shows is its text or, on a form, a field's value.
      const values = await page.locator('main input, main textarea').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
      if (shows) await expect.poll(async () => `${await page.locator('main').textContent()}\n${values.join('\n')}`, { message: `${route} shows ${shows}` }).toContain(shows);
      else expect(main.trim().length, route).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows each add-on's discount, and deletes an unused voucher from the list", async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    // The sticker costs RM 5.00; its add-on price is RM 1.00.
    await page.goto(`${world.app.url}/mysales/marketing-tools/add-on-deals/${world.shop.ids.deal}`);
    await expect.poll(() => page.getByTestId('add-on-discount-0').textContent()).toBe('RM 4.00');
    await page.goto(`${world.app.url}/mysales/marketing-tools/voucher`);
    await page.getByTestId(`delete-${world.shop.ids.voucher}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Voucher "Screens voucher" deleted.').waitFor();
    expect(await world.app.rt.database.client.voucher.count({ where: { merchantId: world.shop.merchantId, id: world.shop.ids.voucher } })).toBe(0);
    await context.close();
  });
});
