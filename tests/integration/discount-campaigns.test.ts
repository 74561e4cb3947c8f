import { describe, expect, it } from 'vitest';
import { activeCampaignPrices } from '../../core/campaigns/active-prices.ts';
import { CAMPAIGN_ERROR_CODES as C, CAMPAIGN_MESSAGES as M } from '../../core/campaigns/constants.ts';
import type { TCampaignInput } from '../../core/campaigns/schema.ts';
import { adminSession, expectOneLog, productForm, rejection, seedCategory, uniqueName } from '../helpers/fixtures.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { DAY, HOUR, MINUTE, fromNow, seedPromotionShop } from '../helpers/sales-promotions.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedPromotionShop);

const admin = () => shop.admin.caller.discountCampaigns;

/** Periods far apart per test (by day offset), so one test's campaigns never overlap another's. */
let nextDay = 10;
const period = (days = 1) => {
  const startAt = fromNow(nextDay * DAY);
  nextDay += days + 1;
  return { startAt, endAt: new Date(startAt.getTime() + days * DAY) };
};

const form = (overrides: Partial<TCampaignInput> = {}): TCampaignInput => ({
  name: uniqueName('Campaign '),
  ...period(),
  products: [{ productId: shop.tee, priceSen: 4000 }],
  ...overrides,
});

describe('discount campaigns: saving', () => {
  it('creates a campaign with pictures, popup and products priced by amount or percentage, and logs it', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const frame = await uploadPicture(shop.ctx);
    const { result: created, logs: written } = await logs(() =>
      caller.discountCampaigns.create(
        form({
          name: '  Merdeka sale  ',
          bannerId: shop.pictureId,
          popupImageId: shop.pictureId,
          popupMessage: 'Up to 25% off',
          frameImageId: frame,
          products: [
            { productId: shop.tee, priceSen: 4500, sort: 2 },
            { productId: shop.cap, percentBp: 2000, sort: 1 },
            { productId: shop.socks, optionId: shop.red, percentBp: 2500 },
          ],
        }),
      ),
    );
    expectOneLog(written, { action: 'Created discount campaign "Merdeka sale"', category: 'my_sales' }, request);
    expect(created).toMatchObject({ name: 'Merdeka sale', status: 'upcoming', popupMessage: 'Up to 25% off' });
    expect(created.banner).toEqual({ id: shop.pictureId, url: `/media/${shop.merchantId}/${shop.pictureId}` });
    expect(created.frameImage.id).toBe(frame);
    // Sorted by sort; the cap's original is its discounted price; the option's is the option's.
    expect(created.products.map((p) => [p.productName, p.optionName, p.originalPriceSen, p.priceSen])).toEqual([
      ['Wool socks', 'Red', 2000, 1500],
      ['Canvas cap', '', 2500, 2000],
      ['Cotton tee', '', 5000, 4500],
    ]);
    const stored = await rt.database.client.discountCampaign.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: created.id } } });
    expect(stored.bannerKey).toMatch(new RegExp(`^${shop.merchantId}/promotion-picture/${shop.pictureId}\\.`));
    expect(await admin().get({ id: created.id })).toEqual(created);
  });

  it('needs the name, start and end, and an end at least 5 minutes after the start', async () => {
    const blank = await rejection(admin().create({ ...form(), name: ' ', startAt: undefined, endAt: undefined } as unknown as TCampaignInput));
    expect(blank.fieldErrors).toEqual({ name: english(M.fillRequired), startAt: english(M.fillRequired), endAt: english(M.fillRequired) });
    expect(english(M.fillRequired)).toBe('Please fill out all required fields.');
    const startAt = fromNow(3 * DAY);
    const soon = await rejection(admin().create(form({ startAt, endAt: new Date(startAt.getTime() + 5 * MINUTE - 1000) })));
    expect(soon.fieldErrors).toEqual({ endAt: english(M.endTooSoon) });
    await expect(admin().create(form({ startAt, endAt: new Date(startAt.getTime() + 5 * MINUTE), products: [] }))).resolves.toMatchObject({ products: [] });
  });

  it('needs a price not above the original price, or a valid percentage', async () => {
    const blank = await rejection(admin().create(form({ products: [{ productId: shop.tee }] })));
    expect(blank.fieldErrors).toEqual({ 'products.0.priceSen': english(M.priceRequired) });
    const above = await rejection(admin().create(form({ products: [{ productId: shop.cap, priceSen: 2501 }] })));
    expect(above).toMatchObject({ appCode: C.priceAboveOriginal, fieldErrors: { 'products.0.priceSen': english(M.priceAboveOriginal) } });
    for (const percentBp of [0, 10_001, -500]) {
      const percent = await rejection(admin().create(form({ products: [{ productId: shop.tee, percentBp }] })));
      expect(percent.fieldErrors).toEqual({ 'products.0.percentBp': 'Invalid percent not allowed' });
    }
    const equal = await admin().create(form({ products: [{ productId: shop.cap, priceSen: 2500 }] }));
    expect(equal.products[0]!.priceSen).toBe(2500);
    const free = await admin().create(form({ products: [{ productId: shop.tee, percentBp: 10_000 }] }));
    expect(free.products[0]!.priceSen).toBe(0);
  });

  it('limits the name and popup message, and takes prices in whole sen from 0', async () => {
    const long = await rejection(admin().create(form({ name: 'n'.repeat(201), popupMessage: 'm'.repeat(226), products: [{ productId: shop.tee, priceSen: -1 }] })));
    expect(long.fieldErrors).toEqual({ name: english(M.nameTooLong), popupMessage: english(M.popupMessageTooLong), 'products.0.priceSen': 'A campaign price cannot be negative.' });
  });

  it('takes products with variants by option only, and each row once', async () => {
    const whole = await rejection(admin().create(form({ products: [{ productId: shop.socks, priceSen: 100 }] })));
    expect(whole).toMatchObject({ appCode: C.optionRequired, fieldErrors: { 'products.0.optionId': english(M.optionRequired('Wool socks')) } });
    const foreign = await rejection(admin().create(form({ products: [{ productId: shop.tee, optionId: shop.red, priceSen: 100 }] })));
    expect(foreign.fieldErrors).toEqual({ 'products.0.optionId': english(M.optionUnknown('Cotton tee')) });
    const twice = await rejection(
      admin().create(
        form({
          products: [
            { productId: shop.socks, optionId: shop.red, priceSen: 100 },
            { productId: shop.socks, optionId: shop.blue, priceSen: 100 },
            { productId: shop.socks, optionId: shop.red, priceSen: 200 },
          ],
        }),
      ),
    );
    expect(twice.fieldErrors).toEqual({ 'products.2.productId': english(M.productRepeated) });
    const unknown = await rejection(admin().create(form({ products: [{ productId: 'nope', priceSen: 100 }] })));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { 'products.0.productId': english(M.productUnknown) } });
  });

  it('keeps only promotion pictures of the shop', async () => {
    const other = await uploadPicture(shop.ctx, 'catalogue-picture');
    const wrong = await rejection(admin().create(form({ popupImageId: other })));
    expect(wrong).toMatchObject({ appCode: C.pictureUnknown, fieldErrors: { popupImageId: english(M.pictureUnknown) } });
  });

  it('refuses a product in two campaigns at overlapping times, naming the product and the other campaign', async () => {
    const first = await admin().create(form({ name: 'Raya week', products: [{ productId: shop.socks, optionId: shop.red, priceSen: 1500 }] }));
    const inside = { startAt: new Date(first.startAt.getTime() + HOUR), endAt: new Date(first.endAt.getTime() + HOUR) };
    const clash = await rejection(admin().create(form({ ...inside, products: [{ productId: shop.tee, priceSen: 100 }, { productId: shop.socks, optionId: shop.blue, priceSen: 1500 }] })));
    expect(clash).toMatchObject({ appCode: C.overlap, message: '"Wool socks" is already in the campaign "Raya week" at an overlapping time.', field: 'products.1.productId' });
    // Back to back is not overlapping; the campaign does not clash with itself on update.
    const next = await admin().create(form({ startAt: first.endAt, endAt: new Date(first.endAt.getTime() + DAY), products: [{ productId: shop.socks, optionId: shop.red, priceSen: 1000 }] }));
    expect(next.products).toHaveLength(1);
    const updated = await admin().update({ id: first.id, campaign: { ...form(), name: 'Raya week', startAt: first.startAt, endAt: first.endAt, products: [{ productId: shop.socks, optionId: shop.red, priceSen: 1400 }] } });
    expect(updated.products[0]!.priceSen).toBe(1400);
  });
  it('two saves at once cannot both put a product into overlapping campaigns', async () => {
    const same = period();
    const results = await Promise.allSettled([1, 2].map((n) => admin().create(form({ name: `Race ${n}`, ...same, products: [{ productId: shop.socks, optionId: n === 1 ? shop.red : shop.blue, priceSen: 100 }] }))));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect(await rejection(Promise.reject(refused.reason))).toMatchObject({ appCode: C.overlap });
  });
});

describe('discount campaigns: changing the period', () => {
  it('an upcoming campaign may move its start; the end may only be shortened', async () => {
    const saved = await admin().create(form());
    const base = { ...form(), name: saved.name, products: [{ productId: shop.tee, priceSen: 4000 }] };
    const moved = await admin().update({ id: saved.id, campaign: { ...base, startAt: new Date(saved.startAt.getTime() + HOUR), endAt: saved.endAt } });
    expect(moved.startAt).toEqual(new Date(saved.startAt.getTime() + HOUR));
    const later = await rejection(admin().update({ id: saved.id, campaign: { ...base, startAt: moved.startAt, endAt: new Date(saved.endAt.getTime() + 1000) } }));
    expect(later).toMatchObject({ appCode: C.endOnlyShorter, fieldErrors: { endAt: english(M.endOnlyShorter) } });
    const shorter = await admin().update({ id: saved.id, campaign: { ...base, startAt: moved.startAt, endAt: new Date(saved.endAt.getTime() - HOUR) } });
    expect(shorter.endAt).toEqual(new Date(saved.endAt.getTime() - HOUR));
  });

  it('an ongoing campaign keeps its start; an expired one cannot be changed', async () => {
    const ongoing = await admin().create(form({ startAt: fromNow(-HOUR), endAt: fromNow(2 * HOUR), products: [] }));
    expect(ongoing.status).toBe('ongoing');
    const base = { name: ongoing.name, products: [] };
    const moved = await rejection(admin().update({ id: ongoing.id, campaign: { ...base, startAt: fromNow(-2 * HOUR), endAt: ongoing.endAt } }));
    expect(moved).toMatchObject({ appCode: C.startLocked, fieldErrors: { startAt: english(M.startLocked) } });
    const ended = await admin().update({ id: ongoing.id, campaign: { ...base, startAt: ongoing.startAt, endAt: fromNow(-MINUTE) } });
    expect(ended.status).toBe('ended');
    const again = await rejection(admin().update({ id: ongoing.id, campaign: { ...base, startAt: ongoing.startAt, endAt: ended.endAt } }));
    expect(again).toMatchObject({ appCode: C.ended, message: english(M.ended) });
  });

  it('a saved row keeps the original price it was added with', async () => {
    const saved = await admin().create(form({ products: [{ productId: shop.tee, priceSen: 4000 }] }));
    await rt.database.client.product.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.tee } }, data: { priceSen: 6000 } });
    try {
      const updated = await admin().update({
        id: saved.id,
        campaign: { name: saved.name, startAt: saved.startAt, endAt: saved.endAt, products: [{ productId: shop.tee, priceSen: 4900 }, { productId: shop.cap, priceSen: 2400 }] },
      });
      expect(updated.products.map((p) => [p.productName, p.originalPriceSen])).toEqual([
        ['Cotton tee', 5000],
        ['Canvas cap', 2500],
      ]);
      const above = await rejection(admin().update({ id: saved.id, campaign: { name: saved.name, startAt: saved.startAt, endAt: saved.endAt, products: [{ productId: shop.tee, priceSen: 5001 }] } }));
      expect(above.fieldErrors).toEqual({ 'products.0.priceSen': english(M.priceAboveOriginal) });
    } finally {
      await rt.database.client.product.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.tee } }, data: { priceSen: 5000 } });
    }
  });
});

describe('discount campaigns: list, delete and duplicate', () => {
  it('lists one tab at a time with every tab counted, searched by name, in pages of 20, 40, 60 or 80', async () => {
    const tag = uniqueName('tab');
    const upcoming = await admin().create(form({ name: `${tag} upcoming`, products: [] }));
    const ongoing = await admin().create(form({ name: `${tag} ongoing`, startAt: fromNow(-HOUR), endAt: fromNow(HOUR), products: [] }));
    const expired = await admin().create(form({ name: `${tag} expired`, startAt: fromNow(-2 * HOUR), endAt: fromNow(-HOUR), products: [] }));
    const page = (tab: 'ongoing' | 'upcoming' | 'expired') => admin().list({ tab, search: tag.toUpperCase(), pageSize: 40 });
    const [o, u, e] = await Promise.all([page('ongoing'), page('upcoming'), page('expired')]);
    expect([o.items.map((r) => r.id), u.items.map((r) => r.id), e.items.map((r) => r.id)]).toEqual([[ongoing.id], [upcoming.id], [expired.id]]);
    expect(o.counts).toEqual({ ongoing: 1, upcoming: 1, expired: 1 });
    expect(e.items[0]).toMatchObject({ status: 'ended', productCount: 0, bannerUrl: '' });
    expect((await rejection(admin().list({ pageSize: 25 }))).code).toBe('BAD_REQUEST');
  });

  it('deletes upcoming campaigns only', async () => {
    const ongoing = await admin().create(form({ startAt: fromNow(-HOUR), endAt: fromNow(HOUR), products: [] }));
    expect(await rejection(admin().delete({ id: ongoing.id }))).toMatchObject({ appCode: C.deleteNotUpcoming, message: english(M.deleteNotUpcoming) });
    const upcoming = await admin().create(form());
    const { caller, request, logs } = adminSession(rt, shop);
    const { logs: written } = await logs(() => caller.discountCampaigns.delete({ id: upcoming.id }));
    expectOneLog(written, { action: `Deleted discount campaign "${upcoming.name}"`, category: 'my_sales' }, request);
    expect((await rejection(admin().get({ id: upcoming.id }))).code).toBe('NOT_FOUND');
  });

  it('duplicates for a new period, leaving out and listing the products whose price no longer holds', async () => {
    const category = await seedCategory(shop);
    const make = (nameEn: string, priceSen: number) => shop.admin.caller.products.create(productForm(category, { nameEn, priceSen }));
    const [kept, hidden, cheaper, busy] = await Promise.all([make('Kept mug', 3000), make('Hidden mug', 3000), make('Cheaper mug', 3000), make('Busy mug', 3000)]);
    const source = await admin().create(
      form({
        name: 'Year end',
        bannerId: shop.pictureId,
        popupMessage: 'Hurry',
        products: [kept, hidden, cheaper, busy].map((p, sort) => ({ productId: p.id, priceSen: 2000, sort })),
      }),
    );
    await shop.admin.caller.products.setVisibility({ ids: [hidden.id], visibility: 'hidden' });
    await rt.database.client.product.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: cheaper.id } }, data: { priceSen: 1900 } });
    const next = period();
    await admin().create(form({ name: 'Flash', ...next, products: [{ productId: busy.id, priceSen: 100 }] }));
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.discountCampaigns.duplicate({ id: source.id, ...next }));
    expectOneLog(written, { action: 'Duplicated discount campaign "Year end"', category: 'my_sales' }, request);
    expect(result.campaign).toMatchObject({ name: 'Year end', popupMessage: 'Hurry', startAt: next.startAt, endAt: next.endAt, banner: source.banner });
    expect(result.campaign.id).not.toBe(source.id);
    expect(result.campaign.products.map((p) => [p.productId, p.originalPriceSen, p.priceSen])).toEqual([[kept.id, 3000, 2000]]);
    expect(result.failed.map((f) => ({ ...f, message: english(f.message) }))).toEqual([
      { productId: hidden.id, optionId: '', productName: 'Hidden mug', optionName: '', reason: 'hidden', message: english(M.failedHidden) },
      { productId: cheaper.id, optionId: '', productName: 'Cheaper mug', optionName: '', reason: 'price_above', message: 'The campaign price is above the current price (RM 19.00).' },
      { productId: busy.id, optionId: '', productName: 'Busy mug', optionName: '', reason: 'overlap', message: english(M.overlap('Busy mug', 'Flash')) },
    ]);
    // An option deleted from the catalogue since leaves its row out too (Blue is not used after this test).
    const colours = await admin().create(form({ products: [{ productId: shop.socks, optionId: shop.blue, priceSen: 1000 }] }));
    await rt.database.client.productOption.delete({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.blue } } });
    const copy = await admin().duplicate({ id: colours.id, ...period() });
    expect(copy.failed).toEqual([{ productId: shop.socks, optionId: shop.blue, productName: 'Wool socks', optionName: '', reason: 'option_gone', message: M.failedOptionGone }]);
    expect(copy.campaign.products).toEqual([]);
    const soon = await rejection(admin().duplicate({ id: source.id, startAt: next.startAt, endAt: next.startAt }));
    expect(soon.fieldErrors).toEqual({ endAt: english(M.endTooSoon) });
  });
});

describe('activeCampaignPrices', () => {
  it('gives the ongoing campaign price per product and option, and nothing of upcoming or expired campaigns or other shops', async () => {
    const other = await seedPromotionShop(rt);
    const now = new Date();
    const live = await admin().create(
      form({ startAt: fromNow(-HOUR), endAt: fromNow(HOUR), products: [{ productId: shop.socks, optionId: shop.red, priceSen: 1200 }, { productId: shop.cap, priceSen: 1800 }] }),
    );
    await other.admin.caller.discountCampaigns.create({ name: 'Theirs', startAt: fromNow(-HOUR), endAt: fromNow(HOUR), products: [{ productId: other.tee, priceSen: 100 }] });
    await admin().create(form({ startAt: fromNow(-3 * HOUR), endAt: fromNow(-2 * HOUR), products: [{ productId: shop.tee, priceSen: 10 }] }));
    const prices = await activeCampaignPrices(rt.database.client, shop.merchantId, [shop.socks, shop.cap, shop.tee, other.tee], now);
    expect(Object.fromEntries(prices)).toEqual({
      [`${shop.socks}:${shop.red}`]: { campaignId: live.id, priceSen: 1200 },
      [`${shop.cap}:`]: { campaignId: live.id, priceSen: 1800 },
    });
    expect((await activeCampaignPrices(rt.database.client, shop.merchantId, [shop.cap], live.endAt)).size).toBe(0);
    expect((await activeCampaignPrices(rt.database.client, shop.merchantId, [], now)).size).toBe(0);
  });
});
