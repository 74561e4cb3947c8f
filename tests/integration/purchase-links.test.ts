import { beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_LINK_MESSAGES as M } from '../../core/purchase-links/constants.ts';
import { purchaseLinkForCheckout } from '../../core/purchase-links/for-checkout.ts';
import { describeVoucher } from '../../core/purchase-links/vouchers.ts';
import { LINK_MESSAGES as L } from '../../core/shop-links/constants.ts';
import { adminSession, expectOneLog, rejection, seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);
let voucherId: string;

const HOUR = 3_600_000;

/** A voucher stored as the voucher screens store one (their rules are theirs): RM 5.00 off from RM 50.00 unless told. */
async function seedVoucher(s: SeededShop, fields: Record<string, unknown> = {}) {
  const code = uniqueName('PL').toUpperCase();
  const row = await rt.database.client.voucher.create({
    data: { merchantId: s.merchantId, name: `Voucher ${code}`, code, codeKey: code, discountType: 1, amountSen: 500, minCartSen: 5000, quantity: 10, claimStartAt: new Date(Date.now() - HOUR), claimEndAt: new Date(Date.now() + HOUR), ...fields },
    select: { id: true, name: true, code: true },
  });
  return row;
}

beforeAll(async () => {
  voucherId = (await seedVoucher(shop)).id;
});

const api = (s: SeededShop = shop) => s.admin.caller.purchaseLinks;
/** 10 shirts and 4 red caps, 1 of each a purchase. */
const form = (s: SeededShop, overrides: Record<string, unknown> = {}) => ({
  name: 'Flash sale',
  products: [
    { productId: s.shirt.id, stock: 10, purchaseQty: 1 },
    { productId: s.cap.id, optionId: s.cap.redOptionId, stock: 4, purchaseQty: 2 },
  ],
  ...overrides,
});
const refuse = (overrides: Record<string, unknown>) => rejection(api().create(form(shop, overrides) as never));

describe('purchase links: create, show, list', () => {
  it('creates a link with stock, purchase quantity and a voucher, shows it, lists it and logs it under My Sales', async () => {
    const s = await seedShop(rt);
    const voucher = await seedVoucher(s);
    const { caller, request, logs } = adminSession(rt, s);
    const { result: link, logs: written } = await logs(() => caller.purchaseLinks.create(form(s, { voucherId: voucher.id, voucherDiscountType: 1 })));
    expectOneLog(written, { action: 'Created purchase link "Flash sale"', category: 'my_sales' }, request);
    expect(link).toMatchObject({
      name: 'Flash sale',
      slug: 'flash-sale',
      url: '/buy/flash-sale',
      active: true,
      voucher: { id: voucher.id, name: voucher.name, code: voucher.code, discountType: 1, active: true },
      products: [
        { productId: s.shirt.id, optionId: null, priceSen: 2990, stock: 10, purchaseQty: 1, soldCount: 0, remaining: 10 },
        { productId: s.cap.id, optionId: s.cap.redOptionId, optionName: 'Red', stock: 4, purchaseQty: 2, soldCount: 0, remaining: 4 },
      ],
    });
    expect(await caller.purchaseLinks.get({ id: link.id })).toEqual(link);
    const page = await caller.purchaseLinks.list({ tab: 'active' });
    expect(page.items).toEqual([
      { id: link.id, name: 'Flash sale', slug: 'flash-sale', url: '/buy/flash-sale', active: true, productCount: 2, voucherName: voucher.name, createdAt: link.createdAt, updatedAt: link.updatedAt },
    ]);
    expect(page.counts).toEqual({ all: 1, active: 1, inactive: 0 });
    // Purchase links and payment links have their own slugs.
    expect((await s.admin.caller.paymentLinks.create({ name: 'Flash sale', products: [{ productId: s.shirt.id }] })).slug).toBe('flash-sale');
  });

  it('needs no voucher, searches and filters by status', async () => {
    const s = await seedShop(rt);
    const a = await api(s).create(form(s, { name: 'Weekend', slug: 'sabtu' }));
    const b = await api(s).create(form(s, { name: 'Closed', active: false }));
    expect(a.voucher).toBeNull();
    expect((await api(s).list({ search: 'SABTU' })).items.map((l) => l.id)).toEqual([a.id]);
    expect((await api(s).list({ tab: 'inactive' })).items.map((l) => [l.id, l.voucherName])).toEqual([[b.id, null]]);
    expect((await rejection(api(s).list({ pageSize: 100 }))).code).toBe('BAD_REQUEST');
  });
});

describe('purchase links: rules', () => {
  it('needs a name and checks the custom link like payment links', async () => {
    expect(await refuse({ name: '' })).toMatchObject({ code: 'BAD_REQUEST', message: english(M.nameRequired), fieldErrors: { name: 'Purchase link name is required.' } });
    expect(await refuse({ slug: 'no spaces' })).toMatchObject({ fieldErrors: { slug: english(L.slugFormat) } });
    await api().create(form(shop, { slug: 'buy-once' }));
    expect(await refuse({ slug: 'buy-once' })).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: english(L.slugTaken) } });
  });

  it('needs products with an option where there are variants, stock of 0 or more and a purchase quantity of at least 1', async () => {
    expect(await refuse({ products: [] })).toMatchObject({ fieldErrors: { products: english(L.productsRequired) } });
    expect(await refuse({ products: [{ productId: shop.cap.id, stock: 1 }] })).toMatchObject({ fieldErrors: { 'products.0.optionId': english(L.optionRequired) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, stock: -1 }] })).toMatchObject({ fieldErrors: { 'products.0.stock': english(L.invalidValue) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id }] })).toMatchObject({ fieldErrors: { 'products.0.stock': english(L.invalidValue) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, stock: 1, purchaseQty: 0 }] })).toMatchObject({ fieldErrors: { 'products.0.purchaseQty': english(L.invalidValue) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, stock: 1 }, { productId: shop.shirt.id, stock: 2 }] })).toMatchObject({ fieldErrors: { 'products.1.productId': english(L.duplicateProduct) } });
    const zero = await api().create(form(shop, { products: [{ productId: shop.shirt.id, stock: 0 }] }));
    expect(zero.products[0]).toMatchObject({ stock: 0, purchaseQty: 1, remaining: 0 });
  });

  it('takes one active voucher of the merchant, with the voucher discount type the link names and the voucher has', async () => {
    expect(await refuse({ voucherId: 'no-such-voucher', voucherDiscountType: 1 })).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { voucherId: 'Voucher not found.' } });
    // A voucher needs the link's voucher discount type.
    expect(await refuse({ voucherId })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { voucherDiscountType: 'Please choose the voucher discount type.' } });
    expect(await refuse({ voucherId, voucherDiscountType: 5 })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { voucherDiscountType: english(M.voucherDiscountTypeRequired) } });
    // ... which the voucher (RM 5.00 off, fixed) must have.
    expect(await refuse({ voucherId, voucherDiscountType: 2 })).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'PURCHASE_LINK.VOUCHER_DISCOUNT_TYPE',
      fieldErrors: { voucherId: "The voucher's discount type is not the one chosen for this link." },
    });
    expect(await api().create(form(shop, { voucherId, voucherDiscountType: 1 }))).toMatchObject({ voucher: { id: voucherId, discountType: 1 }, voucherDiscountType: 1 });
    // Without a voucher the link keeps no discount type.
    expect(await api().create(form(shop, { voucherDiscountType: 3 }))).toMatchObject({ voucher: null, voucherDiscountType: null });
    const off = await seedVoucher(shop, { active: false });
    expect(await refuse({ voucherId: off.id, voucherDiscountType: 1 })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { voucherId: english(M.voucherInactive) } });
    const other = await seedShop(rt);
    expect((await rejection(api(other).create(form(other, { voucherId, voucherDiscountType: 1 })))).code).toBe('NOT_FOUND');
    // The select offers the active vouchers, each with its discount type to match.
    const options = await api().voucherOptions();
    expect(options.find((v) => v.id === voucherId)).toMatchObject({ discountType: 1, active: true });
    expect(options.map((v) => v.id)).not.toContain(off.id);
    expect((await rejection(api().create({ ...form(shop), voucherId: [voucherId, off.id] } as never))).code).toBe('BAD_REQUEST');
  });
});

describe('purchase links: update, status, delete', () => {
  it('keeps what a product sold when the link changes, drops removed products, and logs it', async () => {
    const s = await seedShop(rt);
    const link = await api(s).create(form(s));
    await rt.database.client.purchaseLinkProduct.updateMany({ where: { merchantId: s.merchantId, linkId: link.id, productId: s.shirt.id }, data: { soldCount: 3 } });
    const { caller, request, logs } = adminSession(rt, s);
    const { result, logs: written } = await logs(() =>
      caller.purchaseLinks.update({
        id: link.id,
        link: { name: 'Flash sale II', slug: link.slug, products: [{ productId: s.cap.id, optionId: s.cap.blueOptionId, stock: 2 }, { productId: s.shirt.id, stock: 5, purchaseQty: 2 }] },
      }),
    );
    expectOneLog(written, { action: 'Updated purchase link "Flash sale II"', category: 'my_sales' }, request);
    expect(result.products.map((p) => [p.optionName ?? p.productName, p.stock, p.soldCount, p.remaining, p.purchaseQty])).toEqual([
      ['Blue', 2, 0, 2, 1],
      ['Cotton shirt', 5, 3, 2, 2],
    ]);
    await api(s).update({ id: link.id, link: { name: 'Flash sale II', products: [{ productId: s.shirt.id, stock: 1 }] } });
    expect((await api(s).get({ id: link.id })).products).toMatchObject([{ stock: 1, soldCount: 3, remaining: 0 }]);
  });

  it('activates, deactivates and deletes with a log entry each', async () => {
    const s = await seedShop(rt);
    const link = await api(s).create(form(s, { name: 'Switch' }));
    const { caller, request, logs } = adminSession(rt, s);
    expectOneLog((await logs(() => caller.purchaseLinks.setActive({ id: link.id, active: false }))).logs, { action: 'Deactivated purchase link "Switch"', category: 'my_sales' }, request);
    expectOneLog((await logs(() => caller.purchaseLinks.setActive({ id: link.id, active: true }))).logs, { action: 'Activated purchase link "Switch"', category: 'my_sales' }, request);
    expectOneLog((await logs(() => caller.purchaseLinks.delete({ id: link.id }))).logs, { action: 'Deleted purchase link "Switch"', category: 'my_sales' }, request);
    expect(await rejection(caller.purchaseLinks.get({ id: link.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase link not found.' });
  });

  it('is open to the my_sales module', async () => {
    const links = await seedSubUser(rt, shop, { payment_link: 'edit' });
    expect((await rejection(links.caller.purchaseLinks.list({}))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    await viewer.caller.purchaseLinks.list({});
    expect((await rejection(viewer.caller.purchaseLinks.delete({ id: 'x' }))).code).toBe('FORBIDDEN');
  });
});

describe('purchase links on the website and at checkout', () => {
  it("shows an active link's products with what is left and its voucher's offer; inactive or unknown is not found", async () => {
    const s = await seedShop(rt);
    const voucher = await seedVoucher(s, { discountType: 3, percentBp: 1250, maxDiscountSen: 2000, minCartSen: 0 });
    const link = await api(s).create(form(s, { slug: 'kilat', voucherId: voucher.id, voucherDiscountType: 3 }));
    await rt.database.client.purchaseLinkProduct.updateMany({ where: { merchantId: s.merchantId, linkId: link.id, productId: s.cap.id }, data: { soldCount: 3 } });
    expect(await s.storefront.storefront.links.purchaseLink({ slug: 'kilat' })).toEqual({
      name: 'Flash sale',
      slug: 'kilat',
      products: [
        { productId: s.shirt.id, optionId: null, name: 'Cotton shirt', optionLabel: null, priceSen: 2990, purchaseQty: 1, remaining: 10 },
        { productId: s.cap.id, optionId: s.cap.redOptionId, name: 'Baseball cap', optionLabel: 'Red', priceSen: 1500, purchaseQty: 2, remaining: 1 },
      ],
      voucher: { name: voucher.name, code: voucher.code, description: '12.5% off, up to RM 20.00' },
    });
    expect(await purchaseLinkForCheckout(rt.database.client, s.merchantId, 'kilat')).toEqual({
      id: link.id,
      products: [
        { id: expect.any(String), productId: s.shirt.id, optionId: null, purchaseQty: 1, remaining: 10 },
        { id: expect.any(String), productId: s.cap.id, optionId: s.cap.redOptionId, purchaseQty: 2, remaining: 1 },
      ],
      voucherId: voucher.id,
    });
    // A voucher whose discount type was changed after linking is not offered, nor one switched off.
    const setVoucher = (data: Record<string, unknown>) => rt.database.client.voucher.update({ where: { merchantId_id: { merchantId: s.merchantId, id: voucher.id } }, data });
    await setVoucher({ discountType: 2 });
    expect((await s.storefront.storefront.links.purchaseLink({ slug: 'kilat' })).voucher).toBeNull();
    expect((await purchaseLinkForCheckout(rt.database.client, s.merchantId, 'kilat')).voucherId).toBeNull();
    await setVoucher({ discountType: 3 });
    expect((await purchaseLinkForCheckout(rt.database.client, s.merchantId, 'kilat')).voucherId).toBe(voucher.id);
    await setVoucher({ active: false });
    expect((await s.storefront.storefront.links.purchaseLink({ slug: 'kilat' })).voucher).toBeNull();
    expect((await purchaseLinkForCheckout(rt.database.client, s.merchantId, 'kilat')).voucherId).toBeNull();
    await api(s).setActive({ id: link.id, active: false });
    expect(await rejection(s.storefront.storefront.links.purchaseLink({ slug: 'kilat' }))).toMatchObject({ code: 'NOT_FOUND', message: 'This purchase link is not available.' });
    await expect(purchaseLinkForCheckout(rt.database.client, s.merchantId, 'kilat')).rejects.toMatchObject({ code: 'PURCHASE_LINK.NOT_FOUND', message: M.unavailable });
    expect((await rejection(s.storefront.storefront.links.purchaseLink({ slug: 'nothing-here' }))).code).toBe('NOT_FOUND');
  });

  it("describes each discount type in buyers' words", () => {
    const base = { amountSen: 500, percentBp: 1000, maxDiscountSen: 1500, minCartSen: 0 };
    expect(describeVoucher({ ...base, discountType: 1 })).toBe('RM 5.00 off');
    expect(describeVoucher({ ...base, discountType: 2 })).toBe('10% off');
    expect(describeVoucher({ ...base, discountType: 3 })).toBe('10% off, up to RM 15.00');
    expect(describeVoucher({ ...base, discountType: 4, minCartSen: 10000 })).toBe('Free shipping on orders from RM 100.00');
  });
});
