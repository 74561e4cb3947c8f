import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_SETTINGS } from '../../core/popups/defaults.ts';
import type { TPopupSettings, TPopupFeedInput } from '../../core/popups/schema.ts';
import { logsDuring, rejection, testRequest } from '../helpers/fixtures.ts';
import { adminCtx, seedMember } from '../helpers/loyalty.ts';
import { SELANGOR_ADDRESS, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { paidOrder } from '../helpers/sales-documents.ts';
import { postEvents } from '../helpers/site-events.ts';
import { voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const MINUTE = 60_000;

/** The settings with some types switched on (on every page unless said), the rest as they are. */
function withTypes(types: Partial<{ [K in keyof TPopupSettings['types']]: Partial<TPopupSettings['types'][K]> }>): TPopupSettings {
  const all = structuredClone(DEFAULT_POPUP_SETTINGS);
  for (const [type, patch] of Object.entries(types)) Object.assign(all.types[type as keyof TPopupSettings['types']], { enabled: true, pages: ['home', 'product', 'category', 'cart', 'checkout', 'content'] }, patch);
  return all;
}

/** The shop's website asking at `at` (default now). */
const feed = (shop: SeededShop, input: TPopupFeedInput, at = new Date()) => storefrontCaller(rt, shop.siteKey, testRequest(), () => at).storefront.popups.current(input);

describe('popup settings: the rules and their messages', () => {
  it('starts with every type off, and the website gets the rules and nothing to show', async () => {
    const shop = await seedShop(rt);
    expect(await shop.admin.caller.popups.get()).toEqual(DEFAULT_POPUP_SETTINGS);
    const answer = await feed(shop, { page: 'home' });
    expect(answer).toMatchObject({ rules: DEFAULT_POPUP_SETTINGS.rules, messages: [] });
  });

  it('refuses out-of-range timings, no page, and custom messages that are on but empty or too long', async () => {
    const shop = await seedShop(rt);
    const save = (s: TPopupSettings) => rejection(shop.admin.caller.popups.save(s));
    const rules = { ...DEFAULT_POPUP_SETTINGS.rules, delaySeconds: 601, intervalSeconds: 4, maxPerVisit: 0, hideAfterSeconds: 61 };
    expect((await save({ ...DEFAULT_POPUP_SETTINGS, rules })).fieldErrors).toEqual({
      'rules.delaySeconds': 'Enter a whole number from 0 to 600.',
      'rules.intervalSeconds': 'Enter a whole number from 5 to 3600.',
      'rules.maxPerVisit': 'Enter a whole number from 1 to 50.',
      'rules.hideAfterSeconds': 'Enter a whole number from 3 to 60.',
    });
    expect((await save(withTypes({ inquiries: { pages: [] } }))).fieldErrors).toEqual({ 'types.inquiries.pages': 'Choose at least one page.' });
    expect((await save(withTypes({ custom: { messages: [] } }))).fieldErrors).toEqual({ 'types.custom.messages': 'Add at least one custom message, or switch custom messages off.' });
    expect((await save(withTypes({ custom: { messages: [{ text: 'x'.repeat(226), link: '' }] } }))).fieldErrors).toEqual({ 'types.custom.messages.0.text': 'A message must be at most 225 characters.' });
    expect((await save(withTypes({ custom: { messages: [{ text: 'Hi', link: 'javascript:alert(1)' }] } }))).fieldErrors).toEqual({ 'types.custom.messages.0.link': 'Please enter a valid url' });
  });

  it('saves every type with its settings, in one user-log line', async () => {
    const shop = await seedShop(rt);
    const settings = withTypes({ custom: { messages: [{ text: 'Free gift over RM 100', link: '/promo' }] }, single_product_views: { minViews: 3, lookbackHours: 12 } });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.popups.save(settings));
    expect(result).toEqual(settings);
    expect(await shop.admin.caller.popups.get()).toEqual(settings);
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Saved the popup and social proof settings', 'my_sales']]);
  });
});

describe('what the website is told to show', () => {
  it('recent paid orders by first name and town only: no surname, contact, address, number or unpaid order', async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.popups.save(withTypes({ order_details: {} }));
    const paid = await paidOrder(rt, shop, { buyer: { name: 'Siti Nurhaliza Tarudin', email: 'siti@buyer.test', phone: '+60198765432' } });
    await placeOrder(rt, shop, { buyer: { name: 'Unpaid Person', email: 'unpaid@buyer.test' } });
    const pickup = await paidOrder(rt, shop, { buyer: { name: 'Lim Ah Kow', email: 'lim@buyer.test' }, selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: undefined, address: undefined });
    const answer = await feed(shop, { page: 'home' });
    expect(answer.messages).toEqual([
      { type: 'order_details', firstName: 'Lim', town: '', productId: shop.shirt.id, productName: 'Cotton shirt', at: pickup.placedAt },
      { type: 'order_details', firstName: 'Siti', town: SELANGOR_ADDRESS.city, productId: shop.shirt.id, productName: 'Cotton shirt', at: paid.placedAt },
    ]);
    const text = JSON.stringify(answer);
    for (const secret of ['Nurhaliza', 'Tarudin', 'siti@buyer.test', '+60198765432', SELANGOR_ADDRESS.line, SELANGOR_ADDRESS.postcode, paid.id, 'Unpaid', shop.merchantId]) expect(text).not.toContain(secret);
  });

  it('a name typed as an e-mail or phone number shows as no name; the product can be left out', async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.popups.save(withTypes({ order_details: { showProduct: false } }));
    await paidOrder(rt, shop, { buyer: { name: 'buyer@mail.test', email: 'buyer@mail.test' } });
    expect((await feed(shop, { page: 'home' })).messages).toEqual([expect.objectContaining({ firstName: '', productId: null, productName: '' })]);
  });

  it("members' add-to-carts of public products, and enquiries without their message", async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.popups.save(withTypes({ added_to_cart: {}, inquiries: {} }));
    const member = await seedMember(await adminCtx(rt, shop), 'Farah Aziz');
    await shop.storefront.storefront.members.setCart({ memberId: member.id, items: [{ productId: shop.shirt.id, quantity: 1 }] });
    await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: 'Ravi Kumar', email: 'ravi@buyer.test', subject: 'Bulk price?', message: 'My number is 0123' }]);
    const answer = await feed(shop, { page: 'product' }, new Date(Date.now() + MINUTE));
    expect(answer.messages).toEqual([
      expect.objectContaining({ type: 'added_to_cart', firstName: 'Farah', productId: shop.shirt.id, productName: 'Cotton shirt' }),
      expect.objectContaining({ type: 'inquiries', firstName: 'Ravi', productId: null, productName: '' }),
    ]);
    const text = JSON.stringify(answer);
    for (const secret of ['Aziz', 'Kumar', 'ravi@buyer.test', 'Bulk price', '0123', member.id]) expect(text).not.toContain(secret);
  });

  it("running campaigns with their popup message, and public vouchers open to claim", async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.popups.save(withTypes({ promotion_campaigns: {}, discount_voucher: {} }));
    const startAt = new Date(Date.now() + 10 * MINUTE);
    const campaign = await shop.admin.caller.discountCampaigns.create({ name: 'Merdeka sale', startAt, endAt: new Date(startAt.getTime() + 60 * MINUTE), popupMessage: '20% off shirts', products: [{ productId: shop.shirt.id, priceSen: 2000 }] });
    const voucher = await shop.admin.caller.vouchers.create(voucherForm({ name: 'RM5 off' }));
    await shop.admin.caller.vouchers.create(voucherForm({ name: 'Members only', mode: 2 }));
    const answer = await feed(shop, { page: 'home' }, new Date(startAt.getTime() + MINUTE));
    expect(answer.messages).toEqual([
      expect.objectContaining({ type: 'promotion_campaigns', campaignId: campaign.id, name: 'Merdeka sale', message: '20% off shirts' }),
      expect.objectContaining({ type: 'discount_voucher', voucherId: voucher.id, name: 'RM5 off', code: voucher.code, discountAmount: 'RM 5.00' }),
    ]);
  });

  it("a product page's view count within the hours, from the minimum, for public products only", async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.popups.save(withTypes({ single_product_views: { pages: ['product'], minViews: 3, lookbackHours: 2 } }));
    const now = Date.now();
    const view = (productId: string, at: number) => postEvents(rt, shop.siteKey, new Date(at).toISOString(), [{ kind: 'product_view', productId }], `203.0.113.${Math.floor(Math.random() * 200)}`);
    await view(shop.shirt.id, now - 3 * 60 * MINUTE);
    for (let i = 0; i < 2; i += 1) await view(shop.shirt.id, now - i * MINUTE);
    expect((await feed(shop, { page: 'product', productId: shop.shirt.id })).messages).toEqual([]);
    await view(shop.shirt.id, now);
    const at = new Date(now + MINUTE);
    expect((await feed(shop, { page: 'product', productId: shop.shirt.id }, at)).messages).toEqual([{ type: 'single_product_views', productId: shop.shirt.id, views: 3, hours: 2 }]);
    expect((await feed(shop, { page: 'home', productId: shop.shirt.id }, at)).messages).toEqual([]);
    expect((await feed(shop, { page: 'product' }, at)).messages).toEqual([]);
    await shop.admin.caller.products.setVisibility({ ids: [shop.shirt.id], visibility: 'hidden' });
    // Once the cached answer has run out.
    expect((await feed(shop, { page: 'product', productId: shop.shirt.id }, new Date(at.getTime() + 31_000))).messages).toEqual([]);
  });

  it('custom messages on their pages only, types taking turns, at most as the rules say', async () => {
    const shop = await seedShop(rt);
    const messages = [{ text: 'Free delivery over RM 100', link: '' }, { text: 'New arrivals', link: 'https://kedai.example.my/new' }];
    await shop.admin.caller.popups.save(withTypes({ custom: { pages: ['home', 'cart'], messages }, order_details: { pages: ['home'] } }));
    await paidOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: 'a@buyer.test' } });
    await paidOrder(rt, shop, { buyer: { name: 'Badrul Hisham', email: 'b@buyer.test' } });
    const home = await feed(shop, { page: 'home' });
    expect(home.messages.map((m) => (m.type === 'custom' ? m.text : m.type === 'order_details' ? m.firstName : m.type))).toEqual(['Badrul', 'Free delivery over RM 100', 'Aminah', 'New arrivals']);
    expect((await feed(shop, { page: 'cart' })).messages.map((m) => m.type)).toEqual(['custom', 'custom']);
    expect((await feed(shop, { page: 'checkout' })).messages).toEqual([]);
  });

  it('is served from a short cache, read again after 30 seconds or at once when the settings are saved', async () => {
    const shop = await seedShop(rt);
    const settings = withTypes({ order_details: {} });
    await shop.admin.caller.popups.save(settings);
    const now = Date.now();
    expect((await feed(shop, { page: 'home' }, new Date(now))).messages).toEqual([]);
    await paidOrder(rt, shop);
    expect((await feed(shop, { page: 'home' }, new Date(now + 29_000))).messages).toEqual([]);
    expect((await feed(shop, { page: 'home' }, new Date(now + 31_000))).messages).toHaveLength(1);
    await paidOrder(rt, shop);
    await shop.admin.caller.popups.save({ ...settings, rules: { ...settings.rules, maxPerVisit: 9 } });
    expect(await feed(shop, { page: 'home' }, new Date(now + 32_000))).toMatchObject({ rules: { maxPerVisit: 9 }, messages: [{}, {}] });
  });

  it("the screen's preview shows what the edited settings would, without saving them", async () => {
    const shop = await seedShop(rt);
    await paidOrder(rt, shop);
    const preview = await shop.admin.caller.popups.preview({ settings: withTypes({ order_details: {}, custom: { messages: [{ text: 'Hello', link: '' }] } }), page: 'home' });
    expect(preview.messages.map((m) => m.type)).toEqual(['order_details', 'custom']);
    expect(await shop.admin.caller.popups.get()).toEqual(DEFAULT_POPUP_SETTINGS);
  });
});
