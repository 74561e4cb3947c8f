import { describe, expect, it } from 'vitest';
import type { TProductSetInput } from '../../core/live-commerce/schema.ts';
import { asToken, rejection, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { freshPageId, signInReturn, simControl } from '../helpers/social.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const app = await fileServer(rt);
const as = (merchant: SeededMerchant) => asToken(rt, merchant.admin.token, testRequest());

/** A shop with one connected Facebook page, live commerce on. */
async function liveShop(): Promise<{ shop: SeededShop; page: string }> {
  const shop = await seedShop(rt);
  const page = freshPageId();
  await as(shop).facebookSync.connect(await signInReturn((await as(shop).facebookSync.connectUrl()).url, { page }));
  await as(shop).liveCommerce.saveSettings({ pageId: page, replyText: 'Added to your cart!', cartHoldHours: 24, enabled: true });
  return { shop, page };
}

const setInput = (shop: SeededShop, overrides: Partial<TProductSetInput> = {}): TProductSetInput => ({
  name: 'Raya live',
  status: 'active',
  items: [
    { productId: shop.shirt.id, optionId: null, code: 'a1', priceSen: 2500, qty: 10, status: 'active' },
    { productId: shop.cap.id, optionId: shop.cap.redOptionId, code: 'B2', priceSen: 1200, qty: 2, status: 'active' },
  ],
  ...overrides,
});

/** A person comments on the page's post: Facebook's signed feed event, delivered to the product's webhook. */
async function comment(page: string, postId: string, fromId: string, message: string, commentId?: string) {
  const event = await simControl<{ body: string; signature: string }>('/facebook', `/pages/${page}/comment`, { postId, fromId, fromName: `Buyer ${fromId}`, message, commentId });
  const deliver = (signature = event.signature) => app.inject({ method: 'POST', url: '/api/webhooks/facebook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: event.body });
  return { event, deliver };
}
const say = async (page: string, postId: string, fromId: string, message: string) => (await (await comment(page, postId, fromId, message)).deliver()).json() as { applied: number };

async function liveSession(shop: SeededShop, page: string, items?: TProductSetInput['items']) {
  const set = await as(shop).liveCommerce.createSet(setInput(shop, items && { items }));
  const video = `${page}_${Math.floor(Math.random() * 1e9)}`;
  const session = await as(shop).liveCommerce.createSession({ title: 'Friday live', pageId: page, videoId: video, productSetId: set.id });
  await as(shop).liveCommerce.startSession({ id: session.id });
  return { set, session, video };
}

describe('live commerce settings and product sets', () => {
  it('saves the settings within their limits, only for a connected page', async () => {
    const { shop, page } = await liveShop();
    expect(await as(shop).liveCommerce.getSettings()).toEqual({ pageId: page, replyText: 'Added to your cart!', cartHoldHours: 24, enabled: true });
    expect((await as(shop).liveCommerce.pages()).map((p) => p.id)).toEqual([page]);
    expect((await rejection(as(shop).liveCommerce.saveSettings({ pageId: page, replyText: 'x'.repeat(301), cartHoldHours: 24, enabled: true }))).fieldErrors).toEqual({ replyText: 'Reply text must be at most 300 characters.' });
    expect((await rejection(as(shop).liveCommerce.saveSettings({ pageId: page, replyText: '', cartHoldHours: 169, enabled: true }))).fieldErrors).toEqual({ cartHoldHours: 'Cart hold time must be 1 to 168 hours.' });
    expect((await rejection(as(shop).liveCommerce.saveSettings({ pageId: '999', replyText: '', cartHoldHours: 24, enabled: true }))).message).toBe('This Facebook page is not connected.');
  });

  it('refuses a set without a name, with a code twice (in any case) or with too many items; keeps units sold per code on update', async () => {
    const { shop } = await liveShop();
    expect((await rejection(as(shop).liveCommerce.createSet(setInput(shop, { name: ' ' })))).fieldErrors).toEqual({ name: 'Product set name is required.' });
    const twice = setInput(shop).items.map((item) => ({ ...item, code: item.code === 'a1' ? 'b2' : item.code }));
    expect((await rejection(as(shop).liveCommerce.createSet(setInput(shop, { items: twice })))).fieldErrors).toEqual({ 'items.1.code': 'This code is already used in the product set.' });
    const many = Array.from({ length: 101 }, (_, i) => ({ productId: shop.shirt.id, optionId: null, code: `C${i}`, priceSen: 100, qty: 1, status: 'active' as const }));
    expect((await rejection(as(shop).liveCommerce.createSet(setInput(shop, { items: many })))).fieldErrors).toEqual({ items: 'A product set can have at most 100 products.' });
    expect((await rejection(as(shop).liveCommerce.createSet(setInput(shop, { items: [{ ...setInput(shop).items[0]!, code: 'A-1' }] })))).fieldErrors).toEqual({ 'items.0.code': 'A code is 1 to 10 letters or digits.' });

    const set = await as(shop).liveCommerce.createSet(setInput(shop));
    expect(set.items).toMatchObject([
      { code: 'A1', productName: 'Cotton shirt', sku: shop.shirt.sku, priceSen: 2500, qty: 10, sold: 0 },
      { code: 'B2', productName: 'Baseball cap', optionId: shop.cap.redOptionId, options: expect.arrayContaining([{ id: shop.cap.redOptionId, name: 'Red' }]), sku: expect.any(String), qty: 2, sold: 0 },
    ]);
    await rt.database.client.liveProductSetItem.updateMany({ where: { merchantId: shop.merchantId, setId: set.id, code: 'A1' }, data: { sold: 3 } });
    const updated = await as(shop).liveCommerce.updateSet({ id: set.id, set: setInput(shop, { name: 'Raya live 2', items: [{ ...setInput(shop).items[0]!, qty: 20 }] }) });
    expect(updated).toMatchObject({ name: 'Raya live 2', items: [{ id: set.items[0]!.id, code: 'A1', qty: 20, sold: 3 }] });
    expect((await as(shop).liveCommerce.listSets({ search: 'live 2' })).items).toMatchObject([{ id: set.id, itemCount: 1 }]);
  });
});

describe('a live session', () => {
  it('turns coded comments through the signed webhook into cart lines once; records why others are not; one live session per page', async () => {
    const { shop, page } = await liveShop();
    const { set, session, video } = await liveSession(shop, page);
    const first = await comment(page, video, '7001', 'a1 x2');
    expect((await first.deliver()).json()).toEqual({ applied: 1 });
    expect((await first.deliver()).json()).toEqual({ applied: 0 });
    expect((await first.deliver(`sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    await say(page, video, '7001', 'B2+2');
    await say(page, video, '7002', 'b2');
    await say(page, video, '7002', 'ZZ9');
    await say(page, video, '7002', 'So pretty!');
    await say(page, video, '7003', 'A1 3');

    const detail = await as(shop).liveCommerce.getSession({ id: session.id });
    expect(detail).toMatchObject({ status: 'live', setName: 'Raya live', commentCount: 6, lineCount: 3, totalSen: 2 * 2500 + 2 * 1200 + 3 * 2500 });
    expect(detail.comments.map((c) => [c.text, c.result]).reverse()).toEqual([
      ['a1 x2', 'line'],
      ['B2+2', 'line'],
      ['b2', 'sold_out'],
      ['ZZ9', 'unknown_code'],
      ['So pretty!', 'no_code'],
      ['A1 3', 'line'],
    ]);
    expect((await as(shop).liveCommerce.getSet({ id: set.id })).items.map((i) => i.sold)).toEqual([5, 2]);
    // The reply text went privately to the commenter of each new line, once per comment (the replayed one included).
    const sent = (await simControl<{ sent: { to: string; text: string; commentId?: string }[] }>('/facebook', `/pages/${page}`)).sent;
    expect(sent.filter((m) => m.commentId).map((m) => [m.to, m.text])).toEqual([
      ['7001', 'Added to your cart!'],
      ['7001', 'Added to your cart!'],
      ['7003', 'Added to your cart!'],
    ]);

    const members = await as(shop).liveCommerce.listFbMembers({ search: 'Buyer 7001' });
    expect(members.items).toMatchObject([{ psid: '7001', pageId: page, comments: 2, openLines: 2, openTotalSen: 5000 + 2400 }]);
    const member = await as(shop).liveCommerce.getFbMember({ id: members.items[0]!.id });
    expect(member.lines.map((l) => [l.code, l.qty, l.name])).toEqual(expect.arrayContaining([['A1', 2, 'Cotton shirt'], ['B2', 2, 'Baseball cap (Red)']]));

    const other = await as(shop).liveCommerce.createSession({ title: 'Second', pageId: page, videoId: `${video}_2`, productSetId: set.id });
    expect((await rejection(as(shop).liveCommerce.startSession({ id: other.id }))).message).toBe('Another live session is already live on this page.');
    expect((await rejection(as(shop).liveCommerce.deleteSet({ id: set.id }))).message).toBe('This product set is used by a live session that has not ended.');
    await as(shop).liveCommerce.endSession({ id: session.id });
    await say(page, video, '7004', 'A1');
    expect((await as(shop).liveCommerce.getSession({ id: session.id })).comments[0]).toMatchObject({ text: 'A1', result: 'not_live' });
    expect((await as(shop).liveCommerce.startSession({ id: other.id })).status).toBe('live');
  });

  it('releases lines older than the hold hours, giving their units back', async () => {
    const { shop, page } = await liveShop();
    const { set, session, video } = await liveSession(shop, page);
    await say(page, video, '7101', 'B2 2');
    await rt.database.client.liveCartLine.updateMany({ where: { merchantId: shop.merchantId, sessionId: session.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect((await as(shop).liveCommerce.getSession({ id: session.id })).lines).toMatchObject([{ code: 'B2', status: 'released' }]);
    expect((await as(shop).liveCommerce.getSet({ id: set.id })).items[1]!.sold).toBe(0);
    await say(page, video, '7102', 'B2 2');
    expect((await as(shop).liveCommerce.getSession({ id: session.id })).lineCount).toBe(1);
  });

  it('gives the last 5 units to exactly 5 of 50 comments at once', async () => {
    const { shop, page } = await liveShop();
    const { set, session, video } = await liveSession(shop, page, [{ productId: shop.shirt.id, optionId: null, code: 'LAST', priceSen: 1000, qty: 5, status: 'active' }]);
    const events = await Promise.all(Array.from({ length: 50 }, (_, i) => comment(page, video, String(8000 + i), 'last')));
    const answers = await Promise.all(events.map((e) => e.deliver()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const lines = await rt.database.client.liveCartLine.count({ where: { merchantId: shop.merchantId, sessionId: session.id } });
    expect(lines).toBe(5);
    expect((await as(shop).liveCommerce.getSet({ id: set.id })).items[0]!.sold).toBe(5);
    expect(await rt.database.client.liveComment.count({ where: { merchantId: shop.merchantId, sessionId: session.id, result: 'sold_out' } })).toBe(45);
  });
});
