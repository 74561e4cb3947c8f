import { describe, expect, it } from 'vitest';
import { activeAddOnDeals } from '../../core/add-on-deals/active-deals.ts';
import { ADD_ON_DEAL_ERROR_CODES as C, ADD_ON_DEAL_MESSAGES as M } from '../../core/add-on-deals/constants.ts';
import type { TAddOnDealInput } from '../../core/add-on-deals/schema.ts';
import { adminSession, expectOneLog, rejection, uniqueName } from '../helpers/fixtures.ts';
import { DAY, HOUR, MINUTE, adminAt, fromNow, seedPromotionShop } from '../helpers/sales-promotions.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedPromotionShop);

const admin = () => shop.admin.caller.addOnDeals;

/** Buy a tee, add a cap for RM 20.00 (its price RM 25.00), starting in an hour, for a day. */
const form = (overrides: Partial<TAddOnDealInput> = {}): TAddOnDealInput => ({
  name: uniqueName('Deal '),
  type: 1,
  purchaseLimit: 2,
  startAt: fromNow(HOUR),
  endAt: fromNow(HOUR + DAY),
  mainProductIds: [shop.tee],
  items: [{ productId: shop.cap, priceSen: 2000, stock: 10, purchaseLimit: 1 }],
  ...overrides,
});

/** A deal saved as if an hour ago, so that it is ongoing now (start 50 minutes ago), as read now. */
async function ongoingDeal(overrides: Partial<TAddOnDealInput> = {}) {
  const { id } = await adminAt(rt, shop, fromNow(-HOUR)).addOnDeals.create(form({ startAt: fromNow(-50 * MINUTE), endAt: fromNow(HOUR), ...overrides }));
  return admin().get({ id });
}

describe('add-on deals: saving', () => {
  it('creates a deal with its main products and add-on items, and logs it', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const { result: deal, logs: written } = await logs(() =>
      caller.addOnDeals.create(
        form({
          name: '  Weekend add-on  ',
          purchaseLimit: 3,
          mainProductIds: [shop.socks],
          items: [
            { productId: shop.cap, priceSen: 1500, stock: 10, purchaseLimit: 2, sort: 2 },
            { productId: shop.tee, priceSen: 5000, stock: 0, purchaseLimit: 1, active: false, sort: 1 },
          ],
        }),
      ),
    );
    expectOneLog(written, { action: 'Created add-on deal "Weekend add-on"', category: 'my_sales' }, request);
    expect(deal).toMatchObject({ name: 'Weekend add-on', type: 1, purchaseLimit: 3, status: 'upcoming' });
    expect(deal.mainProducts.map((p) => p.productName)).toEqual(['Wool socks']);
    expect(deal.items.map((i) => [i.productName, i.productPriceSen, i.priceSen, i.discountSen, i.stock, i.soldCount, i.purchaseLimit, i.active])).toEqual([
      ['Cotton tee', 5000, 5000, 0, 0, 0, 1, false],
      ['Canvas cap', 2500, 1500, 1000, 10, 0, 2, true],
    ]);
    expect(await admin().get({ id: deal.id })).toEqual(deal);
  });

  it('needs the promotion name, the start and the end', async () => {
    const blank = await rejection(admin().create({ ...form(), name: '  ', startAt: undefined, endAt: undefined } as unknown as TAddOnDealInput));
    expect(blank.fieldErrors).toEqual({ name: english(M.nameRequired), startAt: english(M.fillRequired), endAt: english(M.fillRequired) });
  });

  it('limits the name, knows the two types and takes prices in whole sen from 0', async () => {
    const wrong = await rejection(admin().create(form({ name: 'n'.repeat(201), type: 3 as 1, items: [{ productId: shop.cap, priceSen: -1, stock: 1, purchaseLimit: 1 }] })));
    expect(wrong.fieldErrors).toEqual({ name: english(M.nameTooLong), type: english(M.typeRequired), 'items.0.priceSen': 'An add-on price cannot be negative.' });
  });

  it('starts at least 5 minutes after now and ends 5 minutes to 3 months after the start', async () => {
    const early = await rejection(admin().create(form({ startAt: fromNow(4 * MINUTE) })));
    expect(early).toMatchObject({ appCode: C.startTooSoon, fieldErrors: { startAt: english(M.startTooSoon) } });
    const startAt = fromNow(HOUR);
    const soon = await rejection(admin().create(form({ startAt, endAt: new Date(startAt.getTime() + 5 * MINUTE - 1000) })));
    expect(soon.fieldErrors).toEqual({ endAt: english(M.endTooSoon) });
    const late = await rejection(admin().create(form({ startAt, endAt: new Date(startAt.getTime() + 93 * DAY) })));
    expect(late.fieldErrors).toEqual({ endAt: 'The end time must be within 3 months of the start time.' });
    await expect(admin().create(form({ startAt: fromNow(6 * MINUTE), endAt: fromNow(11 * MINUTE) }))).resolves.toMatchObject({ status: 'upcoming' });
  });

  it('takes a product once in the deal, as a main product or an add-on, and at least one main product and one add-on item', async () => {
    const item = { productId: shop.cap, priceSen: 2000, stock: 1, purchaseLimit: 1 };
    const twice = await rejection(admin().create(form({ mainProductIds: [shop.tee, shop.socks, shop.tee], items: [item, { ...item, priceSen: 100 }] })));
    expect(twice.fieldErrors).toEqual({ 'mainProductIds.2': 'This product already in this add on deal', 'items.1.productId': 'This product already in this add on deal' });
    // A main product offered as its own add-on: the add-on row is refused.
    const both = await rejection(admin().create(form({ mainProductIds: [shop.tee, shop.socks], items: [item, { productId: shop.socks, priceSen: 100, stock: 1, purchaseLimit: 1 }] })));
    expect(both).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { 'items.1.productId': 'This product already in this add on deal' } });
    const deal = await admin().create(form());
    const update = await rejection(admin().update({ id: deal.id, deal: form({ name: deal.name, startAt: deal.startAt, endAt: deal.endAt, items: [{ ...item, productId: shop.tee }] }) }));
    expect(update.fieldErrors).toEqual({ 'deal.items.0.productId': english(M.productRepeated) });
    const empty = await rejection(admin().create(form({ mainProductIds: [], items: [] })));
    expect(empty.fieldErrors).toEqual({ mainProductIds: english(M.mainProductRequired), items: english(M.itemRequired) });
    const unknown = await rejection(admin().create(form({ mainProductIds: ['nope'] })));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { 'mainProductIds.0': english(M.productUnknown) } });
  });

  it('prices an add-on at most at the product price (gifts at RM 0.00), with stock 0 or more and limits of 1 or more', async () => {
    const above = await rejection(admin().create(form({ items: [{ productId: shop.cap, priceSen: 2501, stock: 1, purchaseLimit: 1 }] })));
    expect(above).toMatchObject({ appCode: C.priceAboveProduct, fieldErrors: { 'items.0.priceSen': english(M.priceAboveProduct) } });
    const gift = await rejection(admin().create(form({ type: 2, items: [{ productId: shop.cap, priceSen: 1, stock: 1, purchaseLimit: 1 }] })));
    expect(gift.fieldErrors).toEqual({ 'items.0.priceSen': english(M.giftNotFree) });
    const numbers = await rejection(admin().create(form({ purchaseLimit: 0, items: [{ productId: shop.cap, priceSen: 100, stock: -1, purchaseLimit: 0 }] })));
    expect(numbers.fieldErrors).toEqual({ purchaseLimit: english(M.purchaseLimitInvalid), 'items.0.stock': english(M.stockInvalid), 'items.0.purchaseLimit': english(M.purchaseLimitInvalid) });
    await expect(admin().create(form({ type: 2, items: [{ productId: shop.cap, priceSen: 0, stock: 0, purchaseLimit: 1 }] }))).resolves.toMatchObject({ type: 2 });
  });
});

describe('add-on deals: changing', () => {
  it('an upcoming deal may move its start (again 5 minutes from now at least); the end only earlier', async () => {
    const deal = await admin().create(form());
    const base = form({ name: deal.name });
    const moved = await admin().update({ id: deal.id, deal: { ...base, startAt: new Date(deal.startAt.getTime() + HOUR), endAt: deal.endAt } });
    expect(moved.startAt).toEqual(new Date(deal.startAt.getTime() + HOUR));
    const early = await rejection(admin().update({ id: deal.id, deal: { ...base, startAt: fromNow(MINUTE), endAt: deal.endAt } }));
    expect(early.fieldErrors).toEqual({ startAt: english(M.startTooSoon) });
    const later = await rejection(admin().update({ id: deal.id, deal: { ...base, startAt: moved.startAt, endAt: new Date(deal.endAt.getTime() + 1000) } }));
    expect(later).toMatchObject({ appCode: C.endOnlyEarlier, fieldErrors: { endAt: english(M.endOnlyEarlier) } });
    const earlier = await admin().update({ id: deal.id, deal: { ...base, startAt: moved.startAt, endAt: new Date(deal.endAt.getTime() - HOUR) } });
    expect(earlier.endAt).toEqual(new Date(deal.endAt.getTime() - HOUR));
  });

  it('an ongoing deal keeps its start (even within 5 minutes of now it saves); an ended one cannot change', async () => {
    const deal = await ongoingDeal();
    expect(deal.status).toBe('ongoing');
    const base = form({ name: deal.name });
    const moved = await rejection(admin().update({ id: deal.id, deal: { ...base, startAt: fromNow(HOUR / 2), endAt: deal.endAt } }));
    expect(moved).toMatchObject({ appCode: C.startLocked, fieldErrors: { startAt: english(M.startLocked) } });
    const kept = await admin().update({ id: deal.id, deal: { ...base, startAt: deal.startAt, endAt: deal.endAt, purchaseLimit: 5 } });
    expect(kept.purchaseLimit).toBe(5);
    const ended = await admin().update({ id: deal.id, deal: { ...base, startAt: deal.startAt, endAt: fromNow(-MINUTE) } });
    expect(ended.status).toBe('ended');
    const again = await rejection(admin().update({ id: deal.id, deal: { ...base, startAt: deal.startAt, endAt: ended.endAt } }));
    expect(again).toMatchObject({ appCode: C.ended, message: english(M.ended) });
  });

  it('keeps an item\'s id and sold count, deactivates it, and refuses a stock below what was sold', async () => {
    const deal = await admin().create(form());
    const item = deal.items[0]!;
    await rt.database.client.addOnDealItem.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: item.id } }, data: { soldCount: 4 } });
    const base = form({ name: deal.name, startAt: deal.startAt, endAt: deal.endAt, mainProductIds: [shop.socks] });
    const below = await rejection(admin().update({ id: deal.id, deal: { ...base, items: [{ productId: shop.cap, priceSen: 2000, stock: 3, purchaseLimit: 1 }] } }));
    expect(below).toMatchObject({ appCode: C.stockBelowSold, fieldErrors: { 'items.0.stock': 'Stock cannot be less than the 4 already sold.' } });
    const updated = await admin().update({
      id: deal.id,
      deal: { ...base, items: [{ productId: shop.cap, priceSen: 1800, stock: 4, purchaseLimit: 2, active: false }, { productId: shop.tee, priceSen: 100, stock: 1, purchaseLimit: 1 }] },
    });
    expect(updated.items.map((i) => [i.productId, i.priceSen, i.stock, i.soldCount, i.active])).toEqual([
      [shop.cap, 1800, 4, 4, false],
      [shop.tee, 100, 1, 0, true],
    ]);
    expect(updated.items[0]!.id).toBe(item.id);
  });
});

describe('add-on deals: list, delete and checkout read', () => {
  it('lists one tab at a time with every tab counted, searched by name', async () => {
    const tag = uniqueName('tab');
    const upcoming = await admin().create(form({ name: `${tag} upcoming` }));
    const ongoing = await ongoingDeal({ name: `${tag} ongoing` });
    const ended = await adminAt(rt, shop, fromNow(-DAY)).addOnDeals.create(form({ name: `${tag} ended`, startAt: fromNow(-DAY + HOUR), endAt: fromNow(-HOUR) }));
    const page = (tab: 'ongoing' | 'upcoming' | 'ended') => admin().list({ tab, search: tag, pageSize: 60 });
    const [o, u, e] = await Promise.all([page('ongoing'), page('upcoming'), page('ended')]);
    expect([o.items.map((r) => r.id), u.items.map((r) => r.id), e.items.map((r) => r.id)]).toEqual([[ongoing.id], [upcoming.id], [ended.id]]);
    expect(u.counts).toEqual({ ongoing: 1, upcoming: 1, ended: 1 });
    expect(u.items[0]).toMatchObject({ name: `${tag} upcoming`, status: 'upcoming', mainProductCount: 1, itemCount: 1, purchaseLimit: 2 });
  });

  it('deletes upcoming deals only', async () => {
    const ongoing = await ongoingDeal();
    expect(await rejection(admin().delete({ id: ongoing.id }))).toMatchObject({ appCode: C.deleteNotUpcoming, message: english(M.deleteNotUpcoming) });
    const upcoming = await admin().create(form());
    const { caller, request, logs } = adminSession(rt, shop);
    const { logs: written } = await logs(() => caller.addOnDeals.delete({ id: upcoming.id }));
    expectOneLog(written, { action: `Deleted add-on deal "${upcoming.name}"`, category: 'my_sales' }, request);
    expect((await rejection(admin().get({ id: upcoming.id }))).code).toBe('NOT_FOUND');
  });

  it('activeAddOnDeals gives the ongoing deals of the main products, with what each item has left', async () => {
    const other = await seedPromotionShop(rt);
    const live = await ongoingDeal({
      mainProductIds: [shop.socks],
      items: [
        { productId: shop.cap, priceSen: 2000, stock: 10, purchaseLimit: 2 },
        { productId: shop.tee, priceSen: 4000, stock: 5, purchaseLimit: 1, active: false },
      ],
    });
    await rt.database.client.addOnDealItem.updateMany({ where: { merchantId: shop.merchantId, dealId: live.id, productId: shop.cap }, data: { soldCount: 3 } });
    await admin().create(form({ mainProductIds: [shop.socks] }));
    await adminAt(rt, other, fromNow(-HOUR)).addOnDeals.create({ ...form({ startAt: fromNow(-50 * MINUTE), endAt: fromNow(HOUR) }), mainProductIds: [other.socks], items: [{ productId: other.cap, priceSen: 0, stock: 1, purchaseLimit: 1 }] });
    const deals = await activeAddOnDeals(rt.database.client, shop.merchantId, [shop.socks, other.socks], new Date());
    const [cap, tee] = live.items;
    expect(deals).toEqual([
      {
        id: live.id,
        name: live.name,
        type: 1,
        purchaseLimit: 2,
        mainProductIds: [shop.socks],
        items: [
          { id: cap!.id, productId: shop.cap, priceSen: 2000, stock: 7, purchaseLimit: 2, active: true },
          { id: tee!.id, productId: shop.tee, priceSen: 4000, stock: 5, purchaseLimit: 1, active: false },
        ],
      },
    ]);
    expect(await activeAddOnDeals(rt.database.client, shop.merchantId, [shop.cap], new Date())).toEqual([]);
    expect((await activeAddOnDeals(rt.database.client, shop.merchantId, [shop.socks], live.endAt)).map((d) => d.id)).not.toContain(live.id);
  });
});
