import { describe, expect, it } from 'vitest';
import { asToken, logsDuring, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const NOW = () => new Date('2026-11-27T04:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW);
const fieldsOf = async (p: Promise<unknown>) => Object.values((await rejection(p)).fieldErrors ?? {});

describe('the RFQ board', () => {
  it('needs a title, keeps money in sen, and lists open requests newest first with their reply counts', async () => {
    expect(await fieldsOf(admin.rfq.create({ title: ' ' }))).toEqual(['Please enter the title.']);
    const { result: bolts, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () =>
      admin.rfq.create({ title: 'M8 bolts', description: 'Zinc plated', quantity: 5000, budget: 12_550, neededBy: '2026-12-15' }),
    );
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Created request for quotation "M8 bolts"', 'rfq']]);
    expect(bolts).toMatchObject({ title: 'M8 bolts', quantity: 5000, budget: 12_550, neededBy: '2026-12-15', status: 'open', closedAt: null, replies: [] });
    const boxes = await admin.rfq.create({ title: 'Boxes' });
    expect(boxes).toMatchObject({ description: '', quantity: null, budget: null, neededBy: null });
    const page = await admin.rfq.list({});
    expect(page.items.map((r) => [r.title, r.replies])).toEqual([
      ['Boxes', 0],
      ['M8 bolts', 0],
    ]);
  });

  it("records suppliers' replies on an open request, and a closed one takes no more", async () => {
    const request = await admin.rfq.create({ title: 'Cartons' });
    expect(await fieldsOf(admin.rfq.addReply({ requestId: request.id, supplier: '' }))).toEqual(['Please enter the supplier.']);
    await admin.rfq.addReply({ requestId: request.id, supplier: 'Acme Packaging', price: 9900, message: 'Delivery in 2 weeks' });
    await admin.rfq.addReply({ requestId: request.id, supplier: 'Box Bros' });
    const opened = await admin.rfq.get({ id: request.id });
    expect(opened.replies.map((r) => [r.supplier, r.price, r.message])).toEqual([
      ['Acme Packaging', 9900, 'Delivery in 2 weeks'],
      ['Box Bros', null, ''],
    ]);
    const closed = await admin.rfq.close({ id: request.id });
    expect(closed).toMatchObject({ status: 'closed', closedAt: NOW() });
    expect(await rejection(admin.rfq.addReply({ requestId: request.id, supplier: 'Late Ltd' }))).toMatchObject({ code: 'CONFLICT', message: 'This request is closed.' });
    expect((await rejection(admin.rfq.close({ id: request.id }))).message).toBe('This request is closed.');
    expect((await admin.rfq.list({ status: 'closed' })).items.map((r) => [r.title, r.replies])).toEqual([['Cartons', 2]]);
    expect((await admin.rfq.list({ status: 'open' })).items.map((r) => r.title)).not.toContain('Cartons');
  });

  it('is open to every signed-in user of the merchant and to no other merchant', async () => {
    const clerk = await seedSubUser(rt, shop, null);
    const request = await clerk.caller.rfq.create({ title: 'Labels' });
    expect((await admin.rfq.get({ id: request.id })).title).toBe('Labels');
    const other = await seedMerchant(rt);
    expect((await rejection(other.admin.caller.rfq.get({ id: request.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(other.admin.caller.rfq.addReply({ requestId: request.id, supplier: 'Spy' }))).code).toBe('NOT_FOUND');
    expect((await other.admin.caller.rfq.list({ status: 'all' })).total).toBe(0);
  });
});
