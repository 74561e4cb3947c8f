import { describe, expect, it } from 'vitest';
import { approveBindRequest, operatorBindRequests, rejectBindRequest } from '../../core/business-tag/operator.ts';
import { baseContext } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, testRequest, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const operator = baseContext(rt.database, rt.env, testRequest());
const api = (s: SeededMerchant = shop) => s.admin.caller.businessTag;
const { key } = await shop.admin.caller.siteKeys.create();
// Friday 27 November 2026, 10:00 in Kuala Lumpur.
const NOW = new Date('2026-11-27T02:00:00Z');
const website = storefrontCaller(rt, key, undefined, () => NOW);

const ids = (n: number) => Array.from({ length: n }, () => uniqueName('C'));
/** Cards bound to the shop: requested by the merchant and approved by the operator. */
async function boundCards(n: number, s: SeededMerchant = shop) {
  const cardIds = ids(n);
  const request = await api(s).requests.create({ cardIds });
  await approveBindRequest(operator, { id: request.id });
  const page = await api(s).list({ search: cardIds[0]!, pageSize: 20 });
  return { request, cardIds, card: page.items[0]! };
}
const messagesOf = async (p: Promise<unknown>) => Object.values((await rejection(p)).fieldErrors ?? {});

describe('bind-card requests (business-areas.md sections 4, 5, 8, 9)', () => {
  it("refuses an empty card id, more than 10 cards, an id twice, and no card at all", async () => {
    expect(await messagesOf(api().requests.create({ cardIds: ['A1', '   '] }))).toEqual(["Card ID can't be empty."]);
    expect(await messagesOf(api().requests.create({ cardIds: [] }))).toEqual(["Card ID can't be empty."]);
    expect(await messagesOf(api().requests.create({ cardIds: ids(11) }))).toEqual(['You can request at most 10 cards at a time.']);
    expect(await messagesOf(api().requests.create({ cardIds: ['A1', 'B2', ' A1 '] }))).toEqual(['Card ID A1 is entered more than once.']);
    const ten = await api().requests.create({ cardIds: ids(10) });
    expect(ten).toMatchObject({ status: 'pending', decidedAt: null });
    expect(ten.cardIds).toHaveLength(10);
  });

  it('refuses an id already bound to the merchant, naming it; another merchant may bind the same printed id', async () => {
    const { cardIds } = await boundCards(1);
    const refused = await rejection(api().requests.create({ cardIds: ['FRESH-1', cardIds[0]!] }));
    expect(refused.message).toBe(`Card ${cardIds[0]} is already bound to your account.`);
    const other = await seedMerchant(rt);
    expect((await api(other).requests.create({ cardIds })).status).toBe('pending');
  });

  it('the merchant cancels a pending request, and only a pending one; the list filters by status', async () => {
    const { session, request } = await (async () => {
      const s = adminSession(rt, shop);
      return { session: s, request: await s.caller.businessTag.requests.create({ cardIds: ids(2) }) };
    })();
    const { result, logs } = await session.logs(() => session.caller.businessTag.requests.cancel({ id: request.id }));
    expect(result).toMatchObject({ status: 'canceled', decidedAt: expect.any(Date) });
    expectOneLog(logs, { action: 'Cancelled a bind-card request (2)', category: 'business_tag' }, session.request);
    expect((await rejection(api().requests.cancel({ id: request.id }))).message).toBe('Only a pending request can be changed.');
    const { request: approved } = await boundCards(1);
    expect((await rejection(api().requests.cancel({ id: approved.id }))).message).toBe('Only a pending request can be changed.');
    const canceled = await api().requests.list({ status: 'canceled', pageSize: 80 });
    expect(canceled.items.map((r) => r.id)).toContain(request.id);
    expect(canceled.items.every((r) => r.status === 'canceled')).toBe(true);
  });
});

describe('the operator decides requests (merchant business-tag requests|approve|reject)', () => {
  it("lists every merchant's pending requests with the merchant's name", async () => {
    const other = await seedMerchant(rt);
    const mine = await api().requests.create({ cardIds: ids(1) });
    const theirs = await api(other).requests.create({ cardIds: ids(1) });
    const pending = await operatorBindRequests(operator, { status: 'pending' });
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.find((r) => r.id === theirs.id)).toMatchObject({ merchantId: other.merchantId, merchantName: expect.stringContaining('Shop') });
    expect(pending.map((r) => r.id)).toContain(mine.id);
  });

  it('approval creates the cards inactive with no holder; a decided request cannot be decided again', async () => {
    const { request, cardIds } = await boundCards(3);
    const cards = await api().list({ search: cardIds[0]!.slice(0, 1), pageSize: 80 });
    const made = cards.items.filter((c) => cardIds.includes(c.cardId));
    expect(made).toHaveLength(3);
    expect(made.every((c) => c.status === 'inactive' && c.holderName === '' && c.customLink === null && c.views === 0)).toBe(true);
    expect((await api().requests.list({ status: 'approved', pageSize: 80 })).items.find((r) => r.id === request.id)?.decidedAt).toBeInstanceOf(Date);
    await expect(approveBindRequest(operator, { id: request.id })).rejects.toThrow(/businessTag.notPending/);
    await expect(rejectBindRequest(operator, { id: 'no-such-request' })).rejects.toMatchObject({ code: 'BIND_CARD_REQUEST.NOT_FOUND' });
  });

  it('rejection binds nothing; approving a request one of whose ids was bound meanwhile binds none of them', async () => {
    const rejected = await api().requests.create({ cardIds: ids(2) });
    expect((await rejectBindRequest(operator, { id: rejected.id })).status).toBe('rejected');
    expect((await api().list({ search: rejected.cardIds[0]!, pageSize: 20 })).total).toBe(0);
    const shared = uniqueName('S');
    const first = await api().requests.create({ cardIds: [shared] });
    const second = await api().requests.create({ cardIds: [uniqueName('T'), shared] });
    await approveBindRequest(operator, { id: first.id });
    await expect(approveBindRequest(operator, { id: second.id })).rejects.toMatchObject({ code: 'BUSINESS_TAG.ALREADY_BOUND' });
    expect((await api().list({ search: second.cardIds[0]!, pageSize: 20 })).total).toBe(0);
    expect((await api().requests.list({ status: 'pending', pageSize: 80 })).items.map((r) => r.id)).toContain(second.id);
  });
});

describe('cards: holder, link, activation, reset', () => {
  it('saves the holder and a unique custom link; refuses a bad or taken link, a bad phone or e-mail', async () => {
    const { card } = await boundCards(2);
    const link = uniqueName('aminah-').toLowerCase();
    const saved = await api().update({ id: card.id, holder: { holderName: 'Aminah', holderTitle: 'Sales, Klang', holderPhone: '+60 12-345 6789', holderEmail: 'aminah@kedai.test', customLink: link.toUpperCase() } });
    expect(saved).toMatchObject({ holderName: 'Aminah', customLink: link });
    const other = (await boundCards(1)).card;
    expect(await messagesOf(api().update({ id: other.id, holder: { customLink: link } }))).toEqual(['This custom link is already in use, please try another.']);
    expect(await messagesOf(api().update({ id: other.id, holder: { customLink: 'has space' } }))).toEqual(['Invalid url, Please enter a valid url.']);
    expect(await messagesOf(api().update({ id: other.id, holder: { holderPhone: '012abc' } }))).toEqual(['Phone number may contain digits, spaces, + and - only.']);
    expect(await messagesOf(api().update({ id: other.id, holder: { holderEmail: 'nope' } }))).toEqual(['Please enter a valid email address.']);
  });

  it('activation needs a holder name; the public page serves activated cards only, by link or card id', async () => {
    const { card } = await boundCards(1);
    expect(await messagesOf(api().setStatus({ id: card.id, status: 'activated' }))).toEqual(["Enter the holder's name before activating the card."]);
    expect((await rejection(website.storefront.businessTag.view({ key: card.cardId }))).message).toBe('Business tag card not found.');
    const link = uniqueName('ali-').toLowerCase();
    await api().update({ id: card.id, holder: { holderName: 'Ali', customLink: link } });
    const session = adminSession(rt, shop);
    const { logs } = await session.logs(() => session.caller.businessTag.setStatus({ id: card.id, status: 'activated' }));
    expectOneLog(logs, { action: `Activated business tag card "${card.cardId}"`, category: 'business_tag' }, session.request);
    expect(await website.storefront.businessTag.view({ key: link.toUpperCase() })).toMatchObject({ cardId: card.cardId, holderName: 'Ali', customLink: link });
    expect((await website.storefront.businessTag.view({ key: card.cardId })).holderName).toBe('Ali');
    expect(await messagesOf(api().update({ id: card.id, holder: { holderName: '' } }))).toEqual(["Enter the holder's name before activating the card."]);
    await api().setStatus({ id: card.id, status: 'inactive' });
    expect((await rejection(website.storefront.businessTag.view({ key: link }))).code).toBe('NOT_FOUND');
  });

  it('reset unbinds the holder and the link and deactivates the card; its views stay', async () => {
    const { card } = await boundCards(1);
    await api().update({ id: card.id, holder: { holderName: 'Mei Ling', holderPhone: '0123', customLink: uniqueName('mei-').toLowerCase() } });
    await api().setStatus({ id: card.id, status: 'activated' });
    await website.storefront.businessTag.view({ key: card.cardId });
    const reset = await api().reset({ id: card.id });
    expect(reset).toMatchObject({ holderName: '', holderPhone: '', customLink: null, status: 'inactive', views: 1 });
    expect((await api().report({ id: card.id, period: 'custom', from: '2026-11-27', to: '2026-11-27' })).views).toBe(1);
  });

  it('lists by card id or holder, by status, in pages of 20, 40, 60 or 80', async () => {
    const { card, cardIds } = await boundCards(3);
    await api().update({ id: card.id, holder: { holderName: 'Zulkifli Unique' } });
    expect((await api().list({ search: 'zulkifli unique', pageSize: 20 })).items.map((c) => c.id)).toEqual([card.id]);
    expect((await api().list({ search: cardIds[1]!, pageSize: 40 })).items.map((c) => c.cardId)).toEqual([cardIds[1]]);
    expect((await api().list({ status: 'activated', pageSize: 80 })).items.every((c) => c.status === 'activated')).toBe(true);
    expect((await rejection(api().list({ pageSize: 25 }))).code).toBe('BAD_REQUEST');
  });
});

describe('counting views and saves, and the card report', () => {
  it('counts 50 views at once as 50, on the day and on the card', async () => {
    const { card } = await boundCards(1);
    await api().update({ id: card.id, holder: { holderName: 'Busy' } });
    await api().setStatus({ id: card.id, status: 'activated' });
    await Promise.all(Array.from({ length: 50 }, () => website.storefront.businessTag.view({ key: card.cardId })));
    expect((await api().get({ id: card.id })).views).toBe(50);
    const days = await rt.database.client.businessCardDay.findMany({ where: { merchantId: shop.merchantId, cardId: card.id }, select: { day: true, views: true } });
    expect(days).toEqual([{ day: '2026-11-27', views: 50 }]);
  });

  it("save contact counts a save and answers the holder's vCard 3.0", async () => {
    const { card } = await boundCards(1);
    await api().update({ id: card.id, holder: { holderName: 'Tan, Ah Kow', holderTitle: 'Manager', holderPhone: '+6012 345', holderEmail: 'tan@kedai.test' } });
    await api().setStatus({ id: card.id, status: 'activated' });
    const saved = await website.storefront.businessTag.saveContact({ key: card.cardId });
    expect(saved.fileName).toBe(`${card.cardId}.vcf`);
    expect(saved.vcard).toBe(['BEGIN:VCARD', 'VERSION:3.0', 'N:;Tan\\, Ah Kow;;;', 'FN:Tan\\, Ah Kow', 'TITLE:Manager', 'TEL;TYPE=CELL:+6012 345', 'EMAIL;TYPE=INTERNET:tan@kedai.test', 'END:VCARD', ''].join('\r\n'));
    expect(await api().get({ id: card.id })).toMatchObject({ saves: 1, views: 0 });
  });

  it("reports views and saves per merchant-local day, by month over long ranges, with totals", async () => {
    const { card } = await boundCards(1);
    await api().update({ id: card.id, holder: { holderName: 'Report' } });
    await api().setStatus({ id: card.id, status: 'activated' });
    // 23:30 on 26 November in Kuala Lumpur is still the 26th there.
    const lateOn26th = storefrontCaller(rt, key, undefined, () => new Date('2026-11-26T15:30:00Z'));
    await lateOn26th.storefront.businessTag.view({ key: card.cardId });
    await website.storefront.businessTag.view({ key: card.cardId });
    await website.storefront.businessTag.saveContact({ key: card.cardId });
    const custom = await api().report({ id: card.id, period: 'custom', from: '2026-11-25', to: '2026-11-27' });
    expect(custom).toMatchObject({ cardId: card.cardId, views: 2, saves: 1, days: { grain: 'day' } });
    expect(custom.series).toEqual([
      { bucket: '2026-11-25', views: 0, saves: 0 },
      { bucket: '2026-11-26', views: 1, saves: 0 },
      { bucket: '2026-11-27', views: 1, saves: 1 },
    ]);
    const year = await api().report({ id: card.id, period: 'custom', from: '2026-01-01', to: '2026-12-31' });
    expect(year.days.grain).toBe('month');
    expect(year.series.find((b) => b.bucket === '2026-11')).toEqual({ bucket: '2026-11', views: 2, saves: 1 });
    expect((await rejection(api().report({ id: card.id, period: 'custom', from: '2026-11-27' }))).code).toBe('BAD_REQUEST');
  });
});
