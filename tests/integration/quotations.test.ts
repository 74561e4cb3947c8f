import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { adminSession, expectOneLog, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);

const quotations = () => shop.admin.caller.quotations;

describe('quotations', () => {
  it('lists Unreplied and Replied, replies with a message and a shipping charge, and logs it', async () => {
    const ask = await placeOrder(rt, shop, { quotation: true, buyer: { name: 'Farah Aziz', email: 'farah@buyer.test' }, items: [{ productId: shop.shirt.id, qty: 2 }] });
    expect(ask.status).toBe(10);
    const order = await placeOrder(rt, shop);
    const unreplied = await quotations().list({});
    expect(unreplied.items.map((q) => q.id)).toEqual([ask.id]);
    expect(unreplied.items.map((q) => q.id)).not.toContain(order.id);
    expect(unreplied.tabs).toEqual([
      { key: 'unreplied', count: 1, capped: false },
      { key: 'replied', count: 0, capped: false },
    ]);
    expect((await quotations().get({ id: ask.id })).allowedActions).toEqual(['replyQuotation']);

    const { caller, request, logs } = adminSession(rt, shop);
    const message = 'Lorry delivery to Shah Alam is RM 45.00; we can send it on Friday.';
    const { result, logs: written } = await logs(() => caller.quotations.reply({ id: ask.id, message, shippingSen: 4500 }));
    expectOneLog(written, { action: `Replied to quotation #${ask.orderNo}`, category: 'quotation' }, request);
    expect(result).toMatchObject({ status: 11, quotation: { reply: message }, charges: { shippingSen: 4500, totalSen: ask.totalSen - ask.shippingSen + 4500 }, allowedActions: [] });
    expect(result.quotation.repliedAt).toBeInstanceOf(Date);

    const replied = await quotations().list({ tab: 'replied' });
    expect(replied.items).toEqual([expect.objectContaining({ id: ask.id, buyerName: 'Farah Aziz', reply: message, shippingSen: 4500, status: 11 })]);
    expect((await quotations().list({ tab: 'unreplied' })).items).toEqual([]);
    expect((await quotations().list({ tab: 'replied', search: 'far' })).items.map((q) => q.id)).toEqual([ask.id]);
    expect((await quotations().list({ tab: 'replied', search: `#${ask.orderNo}` })).items.map((q) => q.id)).toEqual([ask.id]);

    expect(await rejection(caller.quotations.reply({ id: ask.id, message: 'Again', shippingSen: 0 }))).toMatchObject({ code: 'CONFLICT', message: english(ORDER_MESSAGES.statusNotUpdated) });
  });

  it('keeps the reply within 225 characters and the charge a whole amount', async () => {
    const ask = await placeOrder(rt, shop, { quotation: true });
    expect(await rejection(quotations().reply({ id: ask.id, message: 'x'.repeat(226), shippingSen: 100 }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { message: english(ORDER_MESSAGES.quotationReplyTooLong) },
    });
    expect(await rejection(quotations().reply({ id: ask.id, message: 'ok', shippingSen: 1.5 }))).toMatchObject({ fieldErrors: { shippingSen: 'The shipping fee can have at most two decimals.' } });
    expect((await quotations().reply({ id: ask.id, message: 'x'.repeat(225), shippingSen: 0 })).status).toBe(11);
  });

  it('is a quotation list: orders are not found through it, nor quotations through orders', async () => {
    const order = await placeOrder(rt, shop);
    const ask = await placeOrder(rt, shop, { quotation: true });
    expect((await rejection(quotations().get({ id: order.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(quotations().reply({ id: order.id, message: 'Hi', shippingSen: 0 }))).code).toBe('NOT_FOUND');
    expect((await rejection(shop.admin.caller.orders.cancel({ id: ask.id }))).code).toBe('NOT_FOUND');
  });

  it('needs the quotation module, not the order one', async () => {
    const ordersOnly = await seedSubUser(rt, shop, { order: 'edit' });
    expect((await rejection(ordersOnly.caller.quotations.list({}))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, shop, { quotation: 'view' });
    expect((await viewer.caller.quotations.list({})).items.length).toBeGreaterThan(0);
    const ask = await placeOrder(rt, shop, { quotation: true });
    expect((await rejection(viewer.caller.quotations.reply({ id: ask.id, message: 'Hi', shippingSen: 0 }))).code).toBe('FORBIDDEN');
  });
});
