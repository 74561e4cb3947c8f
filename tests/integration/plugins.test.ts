import { describe, expect, it } from 'vitest';
import { applyPaymentResult } from '../../core/payments/apply-result.ts';
import type { CardPayments, HostedPaymentRequest } from '../../core/payments/port.ts';
import { setSlotCapacity } from '../../core/plugins/slots.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import { addDaysTo, localDate } from '../../core/shared/time.ts';
import { rejection, seedMerchant, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

/** The card payment port as the provider answers it: each hosted payment remembered, so a test can pay it. */
const hosted: (HostedPaymentRequest & { providerRef: string })[] = [];
const payments: CardPayments = {
  provider: 'stripe',
  createHostedPayment: (request) => {
    const providerRef = `cs_test_${hosted.length + 1}`;
    hosted.push({ ...request, providerRef });
    return Promise.resolve({ providerRef, pageUrl: `https://pay.example/${providerRef}` });
  },
  createCardSetup: () => Promise.reject(new Error('plugins are bought on the hosted page only')),
  chargeSavedCard: () => Promise.reject(new Error('plugins are bought on the hosted page only')),
  verifyWebhook: () => Promise.resolve(null),
};
rt.env.cardPayments = payments;

const SLOTS_FULL = 'All plugin slots occupied (contact the account manager)';
const base = () => baseContext(rt.database, rt.env, testRequest());
const systemOf = (shop: SeededMerchant) => systemCtx(base(), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const today = () => localDate(new Date(), 'Asia/Kuala_Lumpur');

/** The provider's verified result of the last hosted payment. */
function pay(outcome: 'paid' | 'failed' = 'paid') {
  const last = hosted.at(-1)!;
  return applyPaymentResult(base(), { type: 'payment', eventId: `evt_${last.providerRef}`, providerRef: last.providerRef, reference: last.reference, amount: last.amount, currency: 'MYR', outcome });
}

const states = async (shop: SeededMerchant) => Object.fromEntries((await shop.admin.caller.plugins.overview()).plugins.map((p) => [p.key, p.state]));
const slots = async (shop: SeededMerchant) => Object.fromEntries((await shop.admin.caller.plugins.overview()).slots.map((s) => [s.slotType, `${s.used}/${s.capacity}`]));

describe('plugins', () => {
  it('lists the catalogue with default plugins on, free ones off, paid ones not bought, and the slots each type starts with', async () => {
    const shop = await seedMerchant(rt);
    const { plugins } = await shop.admin.caller.plugins.overview();
    expect(plugins.find((p) => p.key === 'web_push')).toMatchObject({ priceSen: 9900, slot: 'general', tags: ['marketing'], state: 'not_bought', isDefault: false });
    expect(await states(shop)).toMatchObject({ ai_description: 'on', warranty_system: 'on', bg_remover: 'off', live_commerce: 'not_bought' });
    expect(await slots(shop)).toEqual({ general: '0/1', ecommerce: '0/1', free: '0/2' });
  });

  it('holds a slot of its type while a plugin is on, refuses one more with the spec message, and frees it when switched off', async () => {
    const shop = await seedMerchant(rt);
    const caller = shop.admin.caller;
    expect(await caller.plugins.activate({ key: 'bg_remover' })).toMatchObject({ key: 'bg_remover', state: 'on' });
    await caller.plugins.activate({ key: 'bg_remover' });
    await caller.plugins.activate({ key: 'pdf_encryptor' });
    expect(await slots(shop)).toMatchObject({ free: '2/2' });
    const full = await rejection(caller.plugins.activate({ key: 'email_protection' }));
    expect(full.message).toBe(SLOTS_FULL);
    expect((await states(shop)).email_protection).toBe('off');
    expect(await caller.plugins.deactivate({ key: 'bg_remover' })).toMatchObject({ state: 'off' });
    await caller.plugins.deactivate({ key: 'bg_remover' });
    expect(await slots(shop)).toMatchObject({ free: '1/2' });
    await caller.plugins.activate({ key: 'email_protection' });
    expect(await slots(shop)).toMatchObject({ free: '2/2' });
    expect((await rejection(caller.plugins.activate({ key: 'nope' }))).fieldErrors).toEqual({ key: 'No such plugin.' });
  });

  it('lets the operator raise a slot type, never under what is held', async () => {
    const shop = await seedMerchant(rt);
    await shop.admin.caller.plugins.activate({ key: 'bg_remover' });
    await shop.admin.caller.plugins.activate({ key: 'pdf_encryptor' });
    await expect(setSlotCapacity(systemOf(shop), 'free', 1)).rejects.toThrow('hold 2 free slots');
    expect(await setSlotCapacity(systemOf(shop), 'free', 3)).toEqual({ slotType: 'free', capacity: 3, used: 2 });
    expect(await shop.admin.caller.plugins.activate({ key: 'email_protection' })).toMatchObject({ state: 'on' });
  });

  it('never turns a default plugin off', async () => {
    const shop = await seedMerchant(rt);
    expect((await rejection(shop.admin.caller.plugins.deactivate({ key: 'warranty_system' }))).message).toBe('Default plugins cannot be turned off.');
    expect(await shop.admin.caller.plugins.activate({ key: 'warranty_system' })).toMatchObject({ state: 'on' });
    expect((await states(shop)).warranty_system).toBe('on');
  });

  it('switches the AI-description plugin at any time, slots full or not, and /ai-product follows it', async () => {
    const shop = await seedShop(rt);
    await setSlotCapacity(systemOf(shop), 'free', 0);
    expect(await shop.admin.caller.plugins.deactivate({ key: 'ai_description' })).toMatchObject({ state: 'off' });
    expect((await rejection(shop.admin.caller.aiProduct.unlock({ productId: shop.shirt.id }))).message).toBe('The AI description plugin is deactivated. Activate it under Plugins.');
    expect((await rejection(shop.admin.caller.aiProduct.describe({ productId: shop.shirt.id, languages: ['en'] }))).message).toBe('The AI description plugin is deactivated. Activate it under Plugins.');
    expect(await shop.admin.caller.plugins.activate({ key: 'ai_description' })).toMatchObject({ state: 'on' });
    expect((await rejection(shop.admin.caller.aiProduct.unlock({ productId: shop.shirt.id }))).message).toBe('Insufficient AI product credit balance.');
    expect(await slots(shop)).toMatchObject({ free: '0/0' });
  });

  it('gives the last slot to one of two activations racing for it', async () => {
    const shop = await seedMerchant(rt);
    await shop.admin.caller.plugins.activate({ key: 'bg_remover' });
    const outcome = (key: string) => shop.admin.caller.plugins.activate({ key }).then((card) => card.state, async (error: unknown) => (await rejection(Promise.reject(error))).message);
    expect((await Promise.all([outcome('pdf_encryptor'), outcome('email_protection')])).sort()).toEqual([SLOTS_FULL, 'on']);
    expect(await slots(shop)).toMatchObject({ free: '2/2' });
    expect(Object.values(await states(shop)).filter((s) => s === 'on')).toHaveLength(4);
  });

  it('sells a paid plugin by card, granted once when the payment is confirmed, then switched on in a general slot', async () => {
    const shop = await seedMerchant(rt);
    const caller = shop.admin.caller;
    expect((await rejection(caller.plugins.activate({ key: 'web_push' }))).message).toBe('Buy this plugin before activating it.');
    expect((await rejection(caller.plugins.buy({ key: 'bg_remover' }))).message).toBe('This plugin is free: activate it instead.');
    const started = await caller.plugins.buy({ key: 'web_push' });
    expect(started.pageUrl).toBe(`https://pay.example/${hosted.at(-1)!.providerRef}`);
    expect(hosted.at(-1)!.amount).toBe(9900);
    expect((await states(shop)).web_push).toBe('not_bought');
    expect(await Promise.all([pay(), pay()])).toEqual(expect.arrayContaining(['granted', 'duplicate']));
    expect(await caller.plugins.purchased()).toEqual([{ key: 'web_push', pricePaidSen: 9900, purchasedAt: expect.any(Date), active: false }]);
    expect((await rejection(caller.plugins.buy({ key: 'web_push' }))).message).toBe('This plugin is already purchased.');
    await caller.plugins.activate({ key: 'web_push' });
    expect(await slots(shop)).toMatchObject({ general: '1/1' });
    expect((await caller.plugins.purchased())[0]!.active).toBe(true);
  });

  it('grants nothing for a failed payment', async () => {
    const shop = await seedMerchant(rt);
    await shop.admin.caller.plugins.buy({ key: 'live_commerce' });
    expect(await pay('failed')).toBe('failed');
    expect(await shop.admin.caller.plugins.purchased()).toEqual([]);
  });
});

describe('add-ons', () => {
  it('sells e-mail add-on units at MYR 159.00 each for a year on the merchant calendar, a renewal following the year paid', async () => {
    const shop = await seedMerchant(rt);
    const caller = shop.admin.caller;
    expect((await rejection(caller.plugins.buyEmailAddOn({ units: 0 }))).fieldErrors).toEqual({ units: 'Choose from 1 to 20 units.' });
    expect((await rejection(caller.plugins.buyEmailAddOn({ units: 21 }))).fieldErrors).toEqual({ units: 'Choose from 1 to 20 units.' });
    const year = { startDate: today(), endDate: addDaysTo(`${Number(today().slice(0, 4)) + 1}${today().slice(4)}`, -1) };
    expect(await caller.plugins.addOns()).toEqual({ emailUnitsActive: 0, emailPeriodEnd: null, nextEmailPeriod: year });
    await caller.plugins.buyEmailAddOn({ units: 2 });
    expect(hosted.at(-1)!.amount).toBe(31_800);
    expect(await caller.plugins.addOnRecords({})).toMatchObject({ total: 0 });
    expect(await Promise.all([pay(), pay()])).toEqual(expect.arrayContaining(['granted', 'duplicate']));
    const page = await caller.plugins.addOnRecords({});
    expect(page.items).toEqual([{ id: expect.any(String), addOn: 'email', units: 2, amountSen: 31_800, ...year, status: 'active', createdAt: expect.any(Date) }]);
    const renewal = { startDate: addDaysTo(year.endDate, 1), endDate: addDaysTo(`${Number(today().slice(0, 4)) + 2}${today().slice(4)}`, -1) };
    expect(await caller.plugins.addOns()).toEqual({ emailUnitsActive: 2, emailPeriodEnd: year.endDate, nextEmailPeriod: renewal });
    await caller.plugins.buyEmailAddOn({ units: 1 });
    await pay();
    expect((await caller.plugins.addOnRecords({})).items[0]).toMatchObject({ units: 1, amountSen: 15_900, ...renewal, status: 'active' });
    expect(await caller.plugins.addOns()).toMatchObject({ emailUnitsActive: 2, emailPeriodEnd: renewal.endDate });
  });

  it('records a payment gateway request for the account manager', async () => {
    const shop = await seedMerchant(rt);
    expect((await rejection(shop.admin.caller.plugins.requestGateway({ addOn: 'email' as 'gateway_ipay88' }))).fieldErrors).toEqual({ addOn: 'Choose a payment gateway.' });
    const request = await shop.admin.caller.plugins.requestGateway({ addOn: 'gateway_billplz' });
    expect(request).toMatchObject({ addOn: 'gateway_billplz', units: 1, amountSen: 0, startDate: '', endDate: '', status: 'requested' });
    expect((await shop.admin.caller.plugins.addOnRecords({ status: 'requested' })).items.map((r) => r.id)).toEqual([request.id]);
    expect((await shop.admin.caller.plugins.addOnRecords({ status: 'active' })).total).toBe(0);
  });
});
