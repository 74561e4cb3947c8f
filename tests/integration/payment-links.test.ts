import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MESSAGES as M } from '../../core/payment-links/constants.ts';
import { paymentLinkForCheckout } from '../../core/payment-links/for-checkout.ts';
import { LINK_MESSAGES as L } from '../../core/shop-links/constants.ts';
import { AppError } from '../../core/shared/errors.ts';
import { adminSession, expectOneLog, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);

const api = (s: SeededShop = shop) => s.admin.caller.paymentLinks;
/** A link of the shirt (2) and the red cap (1). */
const form = (s: SeededShop, overrides: Record<string, unknown> = {}) => ({
  name: 'Raya bundle',
  products: [
    { productId: s.shirt.id, qty: 2 },
    { productId: s.cap.id, optionId: s.cap.redOptionId, qty: 1 },
  ],
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}) => api().create(form(shop, overrides) as never);
const refuse = (overrides: Record<string, unknown>) => rejection(create(overrides));

describe('payment links: create, show, list', () => {
  it('creates a link with its products and a slug made from the name, shows it, lists it and logs it', async () => {
    const s = await seedShop(rt);
    const { caller, request, logs } = adminSession(rt, s);
    const { result: link, logs: written } = await logs(() => caller.paymentLinks.create(form(s, { name: '  Raya Bundle 2026!  ' })));
    expectOneLog(written, { action: 'Created payment link "Raya Bundle 2026!"', category: 'payment_link' }, request);
    expect(link).toMatchObject({
      name: 'Raya Bundle 2026!',
      slug: 'raya-bundle-2026',
      url: '/pay/raya-bundle-2026',
      active: true,
      products: [
        { productId: s.shirt.id, productName: 'Cotton shirt', optionId: null, optionName: null, priceSen: 2990, qty: 2, options: [] },
        { productId: s.cap.id, productName: 'Baseball cap', optionId: s.cap.redOptionId, optionName: 'Red', priceSen: 1500, qty: 1 },
      ],
    });
    expect(link.products[1]!.options.map((o) => o.name)).toEqual(['Red', 'Blue']);
    expect(await caller.paymentLinks.get({ id: link.id })).toEqual(link);
    const page = await caller.paymentLinks.list({});
    expect(page.items).toEqual([{ id: link.id, name: link.name, slug: link.slug, url: link.url, active: true, productCount: 2, createdAt: link.createdAt, updatedAt: link.updatedAt }]);
    expect(page.counts).toEqual({ all: 1, active: 1, inactive: 0 });
  });

  it("shares the link under the merchant's website when it has one", async () => {
    const s = await seedShop(rt);
    await rt.database.client.merchant.update({ where: { id: s.merchantId }, data: { website: 'www.kedai.example.my/' } });
    const link = await api(s).create(form(s, { slug: 'raya' }));
    expect(link.url).toBe('https://www.kedai.example.my/pay/raya');
    await rt.database.client.merchant.update({ where: { id: s.merchantId }, data: { website: 'http://kedai.example.my' } });
    expect((await api(s).list({})).items[0]!.url).toBe('http://kedai.example.my/pay/raya');
  });

  it('searches by name and custom link, filters by status and pages by 20, 40, 60 or 80', async () => {
    const s = await seedShop(rt);
    const a = await api(s).create(form(s, { name: 'Durian deal', slug: 'musang-king' }));
    const b = await api(s).create(form(s, { name: 'Mango pack', active: false }));
    expect((await api(s).list({ search: 'durian' })).items.map((l) => l.id)).toEqual([a.id]);
    expect((await api(s).list({ search: 'MUSANG' })).items.map((l) => l.id)).toEqual([a.id]);
    expect((await api(s).list({ tab: 'active' })).items.map((l) => l.id)).toEqual([a.id]);
    const inactive = await api(s).list({ tab: 'inactive' });
    expect(inactive.items.map((l) => l.id)).toEqual([b.id]);
    expect(inactive.counts).toEqual({ all: 2, active: 1, inactive: 1 });
    expect((await api(s).list({ pageSize: 20, page: 2 })).items).toEqual([]);
    expect((await rejection(api(s).list({ pageSize: 25 }))).code).toBe('BAD_REQUEST');
  });
});

describe('payment links: rules', () => {
  it('needs a name', async () => {
    expect(await refuse({ name: '   ' })).toMatchObject({ code: 'BAD_REQUEST', message: english(M.nameRequired), fieldErrors: { name: 'Payment link name is required.' } });
    expect(await refuse({ name: undefined })).toMatchObject({ fieldErrors: { name: english(M.nameRequired) } });
    expect(await refuse({ name: 'x'.repeat(201) })).toMatchObject({ fieldErrors: { name: english(M.nameTooLong) } });
  });

  it('takes a custom link of 3 to 64 lower-case letters, digits and hyphens, lower-casing what is typed', async () => {
    for (const slug of ['ab', 'x'.repeat(65), 'raya sale', 'raya_sale', 'jualan/raya', 'ráya']) {
      expect(await refuse({ slug }), slug).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { slug: english(L.slugFormat) } });
    }
    expect((await create({ slug: ' Raya-SALE-2 ' })).slug).toBe('raya-sale-2');
    expect((await create({ slug: 'x'.repeat(64) })).slug).toHaveLength(64);
  });

  it('refuses a custom link another payment link of the merchant has, naming the field; other merchants may use it', async () => {
    await create({ slug: 'only-once' });
    expect(await refuse({ slug: 'only-once' })).toMatchObject({ code: 'CONFLICT', message: english(L.slugTaken), fieldErrors: { slug: 'This custom link is already in use, please try another.' } });
    const other = await seedShop(rt);
    expect((await api(other).create(form(other, { slug: 'only-once' }))).slug).toBe('only-once');
  });

  it('makes a free slug from the name when left blank', async () => {
    const s = await seedShop(rt);
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await api(s).create(form(s, { name: 'Année Bonus', slug: '' }))).slug);
    expect(slugs).toEqual(['annee-bonus', 'annee-bonus-2', 'annee-bonus-3']);
    expect((await api(s).create(form(s, { name: '新年礼包' }))).slug).toBe('link');
    expect((await api(s).create(form(s, { name: 'y'.repeat(200) }))).slug).toBe('y'.repeat(56));
  });

  it('needs at least one product, an option for a product with variants, each product once, a quantity of at least 1', async () => {
    expect(await refuse({ products: [] })).toMatchObject({ message: english(L.productsRequired), fieldErrors: { products: 'Please add at least one product.' } });
    expect(await refuse({ products: [{ productId: shop.cap.id, qty: 1 }] })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { 'products.0.optionId': english(L.optionRequired) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, optionId: shop.cap.redOptionId }] })).toMatchObject({ fieldErrors: { 'products.0.optionId': english(L.optionNotFound) } });
    expect(
      await refuse({
        products: [
          { productId: shop.cap.id, optionId: shop.cap.redOptionId },
          { productId: shop.cap.id, optionId: shop.cap.blueOptionId },
          { productId: shop.cap.id, optionId: shop.cap.redOptionId },
        ],
      }),
    ).toMatchObject({ fieldErrors: { 'products.2.productId': english(L.duplicateProduct) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, qty: 0 }] })).toMatchObject({ fieldErrors: { 'products.0.qty': english(L.invalidValue) } });
    expect(await refuse({ products: [{ productId: shop.shirt.id, qty: 1.5 }] })).toMatchObject({ fieldErrors: { 'products.0.qty': 'You must enter a valid value.' } });
    expect(await refuse({ products: [{ productId: 'no-such-product' }] })).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { 'products.0.productId': 'Product not found.' } });
    const many = Array.from({ length: 51 }, (_, i) => ({ productId: `p${i}` }));
    expect(await refuse({ products: many })).toMatchObject({ fieldErrors: { products: english(L.tooManyProducts) } });
    // The same product with two different options is two lines.
    const both = await create({ products: [{ productId: shop.cap.id, optionId: shop.cap.redOptionId }, { productId: shop.cap.id, optionId: shop.cap.blueOptionId }] });
    expect(both.products.map((p) => [p.optionName, p.qty])).toEqual([['Red', 1], ['Blue', 1]]);
  });
});

describe('payment links: update, status, delete', () => {
  it('replaces every field, keeps its own slug, and logs it', async () => {
    const s = await seedShop(rt);
    const link = await api(s).create(form(s, { slug: 'first' }));
    const { caller, request, logs } = adminSession(rt, s);
    const { result, logs: written } = await logs(() =>
      caller.paymentLinks.update({ id: link.id, link: { name: 'Second', slug: 'first', active: false, products: [{ productId: s.cap.id, optionId: s.cap.blueOptionId, qty: 3 }] } }),
    );
    expectOneLog(written, { action: 'Updated payment link "Second"', category: 'payment_link' }, request);
    expect(result).toMatchObject({ name: 'Second', slug: 'first', active: false, products: [{ optionName: 'Blue', qty: 3 }] });
    expect(result.products).toHaveLength(1);
    await api(s).create(form(s, { slug: 'taken' }));
    expect(await rejection(api(s).update({ id: link.id, link: form(s, { slug: 'taken' }) }))).toMatchObject({ code: 'CONFLICT', fieldErrors: { slug: english(L.slugTaken) } });
    expect((await rejection(api(s).update({ id: 'nope', link: form(s) }))).code).toBe('NOT_FOUND');
  });

  it('activates, deactivates and deletes with a log entry each', async () => {
    const s = await seedShop(rt);
    const link = await api(s).create(form(s, { name: 'Switch' }));
    const { caller, request, logs } = adminSession(rt, s);
    const off = await logs(() => caller.paymentLinks.setActive({ id: link.id, active: false }));
    expect(off.result.active).toBe(false);
    expectOneLog(off.logs, { action: 'Deactivated payment link "Switch"', category: 'payment_link' }, request);
    const on = await logs(() => caller.paymentLinks.setActive({ id: link.id, active: true }));
    expectOneLog(on.logs, { action: 'Activated payment link "Switch"', category: 'payment_link' }, request);
    const gone = await logs(() => caller.paymentLinks.delete({ id: link.id }));
    expect(gone.result).toEqual({ id: link.id });
    expectOneLog(gone.logs, { action: 'Deleted payment link "Switch"', category: 'payment_link' }, request);
    expect(await rejection(caller.paymentLinks.get({ id: link.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Payment link not found.' });
    expect(await rt.database.client.paymentLinkProduct.count({ where: { merchantId: s.merchantId, linkId: link.id } })).toBe(0);
    expect((await rejection(caller.paymentLinks.delete({ id: link.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(caller.paymentLinks.setActive({ id: link.id, active: true }))).code).toBe('NOT_FOUND');
  });

  it('is open to the payment_link module only', async () => {
    const sales = await seedSubUser(rt, shop, { my_sales: 'edit' });
    expect((await rejection(sales.caller.paymentLinks.list({}))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, shop, { payment_link: 'view' });
    await viewer.caller.paymentLinks.list({});
    expect((await rejection(viewer.caller.paymentLinks.create(form(shop)))).code).toBe('FORBIDDEN');
  });
});

describe('payment links on the website and at checkout', () => {
  it("shows an active link's products with price and quantity; an inactive or unknown slug is not found", async () => {
    const s = await seedShop(rt);
    const link = await api(s).create(form(s, { slug: 'raya-pay' }));
    expect(await s.storefront.storefront.links.paymentLink({ slug: 'RAYA-pay' })).toEqual({
      name: 'Raya bundle',
      slug: 'raya-pay',
      products: [
        { productId: s.shirt.id, optionId: null, name: 'Cotton shirt', optionLabel: null, priceSen: 2990, qty: 2 },
        { productId: s.cap.id, optionId: s.cap.redOptionId, name: 'Baseball cap', optionLabel: 'Red', priceSen: 1500, qty: 1 },
      ],
    });
    expect(await paymentLinkForCheckout(rt.database.client, s.merchantId, 'raya-pay')).toEqual({
      id: link.id,
      products: [
        { id: expect.any(String), productId: s.shirt.id, optionId: null, qty: 2, remaining: null },
        { id: expect.any(String), productId: s.cap.id, optionId: s.cap.redOptionId, qty: 1, remaining: null },
      ],
      voucherId: null,
    });
    await api(s).setActive({ id: link.id, active: false });
    expect(await rejection(s.storefront.storefront.links.paymentLink({ slug: 'raya-pay' }))).toMatchObject({ code: 'NOT_FOUND', message: 'This payment link is not available.' });
    expect(await rejection(s.storefront.storefront.links.paymentLink({ slug: 'never-made' }))).toMatchObject({ code: 'NOT_FOUND', message: english(M.unavailable) });
    await expect(paymentLinkForCheckout(rt.database.client, s.merchantId, 'raya-pay')).rejects.toMatchObject({ code: 'PAYMENT_LINK.NOT_FOUND', kind: 'not_found' });
    await expect(paymentLinkForCheckout(rt.database.client, s.merchantId, 'raya-pay')).rejects.toBeInstanceOf(AppError);
    // Another merchant's website does not find it either.
    await api(s).setActive({ id: link.id, active: true });
    expect((await rejection(shop.storefront.storefront.links.paymentLink({ slug: 'raya-pay' }))).code).toBe('NOT_FOUND');
  });
});
