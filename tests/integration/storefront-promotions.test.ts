import { beforeAll, describe, expect, it } from 'vitest';
import { productForm, rejection, uniqueName } from '../helpers/fixtures.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { DAY, HOUR, MINUTE, adminAt, fromNow, seedPromotionShop, type PromotionShop } from '../helpers/sales-promotions.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
/** A promotion shop (tee, cap RM 25.00 after its discount, socks) ... */
let promo: PromotionShop;
/** ... that also sells on its website (shirt, cap with options), and another shop alike. */
let shop: SeededShop;
let otherPromo: PromotionShop;
let other: SeededShop;

beforeAll(async () => {
  promo = await seedPromotionShop(rt);
  shop = await seedShop(rt, { merchant: promo });
  otherPromo = await seedPromotionShop(rt);
  other = await seedShop(rt, { merchant: otherPromo });
});

const site = () => shop.storefront.storefront.promotions;

/** A deal saved an hour ago that runs from 50 minutes ago for a day (deals start at least 5 minutes ahead). */
const ongoingDeal = (of: PromotionShop, deal: { name: string; mainProductIds: string[]; items: { productId: string; priceSen: number; stock: number; purchaseLimit: number; active?: boolean }[] }) =>
  adminAt(rt, of, fromNow(-HOUR)).addOnDeals.create({ ...deal, type: 1, purchaseLimit: 2, startAt: fromNow(-50 * MINUTE), endAt: fromNow(DAY) });

describe('storefront: add-on deals', () => {
  it('lists the ongoing deals with their main products and active add-ons at the deal price, and a cart built from them gets it', async () => {
    const deal = await ongoingDeal(promo, {
      name: uniqueName('Cap with a tee '),
      mainProductIds: [promo.tee],
      items: [
        { productId: promo.cap, priceSen: 2000, stock: 10, purchaseLimit: 1 },
        { productId: promo.socks, priceSen: 0, stock: 5, purchaseLimit: 1, active: false },
      ],
    });
    await shop.admin.caller.addOnDeals.create({ name: 'Later', type: 1, purchaseLimit: 1, startAt: fromNow(HOUR), endAt: fromNow(DAY), mainProductIds: [promo.tee], items: [{ productId: promo.cap, priceSen: 100, stock: 1, purchaseLimit: 1 }] });
    // A deal whose only main product is no longer on sale cannot be opened: not listed.
    const hidden = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Retired tee', priceSen: 4000 }));
    await ongoingDeal(promo, { name: 'Retired', mainProductIds: [hidden.id], items: [{ productId: promo.cap, priceSen: 100, stock: 1, purchaseLimit: 1 }] });
    await shop.admin.caller.products.setVisibility({ ids: [hidden.id], visibility: 'hidden' });
    await ongoingDeal(otherPromo, { name: 'Elsewhere', mainProductIds: [otherPromo.tee], items: [{ productId: otherPromo.cap, priceSen: 100, stock: 1, purchaseLimit: 1 }] });

    expect(await site().addOnDeals()).toEqual([
      {
        id: deal.id,
        name: deal.name,
        type: 1,
        purchaseLimit: 2,
        startAt: deal.startAt,
        endAt: deal.endAt,
        mainProducts: [{ productId: promo.tee, name: 'Cotton tee', priceSen: 5000 }],
        items: [{ productId: promo.cap, name: 'Canvas cap', priceSen: 2500, addOnPriceSen: 2000, discountSen: 500, remaining: 10, purchaseLimit: 1 }],
      },
    ]);

    const [listed] = await site().addOnDeals();
    const order = await shop.storefront.storefront.placeOrder(
      orderInput(shop, { items: [{ productId: listed!.mainProducts[0]!.productId, qty: 1 }, { productId: listed!.items[0]!.productId, qty: 1, addOnDealId: listed!.id }] }),
    );
    expect(order.items[1]).toMatchObject({ singlePriceSen: 2000, basePriceSen: 2500, promotion: 'add_on' });
    expect((await site().addOnDeals())[0]!.items[0]!.remaining).toBe(9);
  });
});

describe('storefront: mix-and-match sets', () => {
  it('lists the sets on show with their selections and the products to pick, and a cart built from them prices the set', async () => {
    const imageId = await uploadPicture(promo.ctx);
    const category = await shop.admin.caller.mixMatch.createCategory({ nameEn: uniqueName('Bundles '), nameCn: '套装' });
    const form = {
      nameEn: 'Weekend bundle',
      descriptionEn: 'Two pieces',
      imageId,
      priceSen: 5900,
      stock: 4,
      categoryIds: [category.id],
      selections: [
        {
          nameEn: 'Pick two',
          requiredQty: 2,
          products: [
            { productId: promo.tee, stock: 3 },
            { productId: promo.socks, optionId: promo.red, variantName: 'Red pair', stock: 2, additionalPriceSen: 500 },
          ],
        },
      ],
    };
    const set = await shop.admin.caller.mixMatch.create(form);
    await shop.admin.caller.mixMatch.create({ ...form, nameEn: 'Hidden bundle', active: false });

    const sets = await site().mixMatchSets();
    expect(sets.map((s) => s.id)).toEqual([set.id]);
    const [listed] = sets;
    expect(listed).toMatchObject({ nameEn: 'Weekend bundle', descriptionEn: 'Two pieces', priceSen: 5900, stock: 4, categories: [{ id: category.id, nameEn: category.nameEn, nameCn: '套装', nameBm: '' }] });
    expect(listed!.imageUrl).toBe(set.imageUrl);
    expect(listed!.selections[0]).toMatchObject({ nameEn: 'Pick two', requiredQty: 2 });
    expect(listed!.selections[0]!.products.map((p) => [p.productId, p.optionId, p.productName, p.optionName, p.variantName, p.additionalPriceSen, p.stock])).toEqual([
      [promo.tee, null, 'Cotton tee', '', '', 0, 3],
      [promo.socks, promo.red, 'Wool socks', 'Red', 'Red pair', 500, 2],
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/imageKey|createdAt|sort/);

    const [tee, red] = listed!.selections[0]!.products;
    const order = await shop.storefront.storefront.placeOrder(
      orderInput(shop, { items: [], sets: [{ mixMatchId: listed!.id, qty: 1, picks: [{ mixMatchProductId: tee!.id, qty: 1 }, { mixMatchProductId: red!.id, qty: 1 }] }] }),
    );
    expect(order.items[0]).toMatchObject({ productId: null, name: 'Weekend bundle', options: 'Cotton tee ×1; Wool socks (Red) ×1', singlePriceSen: 6400, promotion: 'mix_match' });
    expect(await storefrontCaller(rt, other.siteKey).storefront.promotions.mixMatchSets()).toEqual([]);
  });
});

describe('storefront: discount campaigns', () => {
  it('lists the ongoing campaigns with banner, popup, frame and their products on sale at the campaign price', async () => {
    const picture = await uploadPicture(promo.ctx);
    const campaign = await shop.admin.caller.discountCampaigns.create({
      name: 'Merdeka sale',
      startAt: fromNow(-HOUR),
      endAt: fromNow(DAY),
      bannerId: picture,
      popupImageId: picture,
      popupMessage: 'Up to 20% off',
      frameImageId: picture,
      products: [
        { productId: shop.shirt.id, priceSen: 1990, sort: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, percentBp: 2000, sort: 1 },
      ],
    });
    await shop.admin.caller.discountCampaigns.create({ name: 'Year end', startAt: fromNow(2 * DAY), endAt: fromNow(3 * DAY), products: [{ productId: shop.shirt.id, priceSen: 1000 }] });
    await other.admin.caller.discountCampaigns.create({ name: 'Elsewhere', startAt: fromNow(-HOUR), endAt: fromNow(DAY), products: [{ productId: other.shirt.id, priceSen: 1000 }] });

    const url = campaign.banner.url;
    expect(url).toMatch(/^\/media\//);
    expect(await site().campaigns()).toEqual([
      {
        id: campaign.id,
        name: 'Merdeka sale',
        startAt: campaign.startAt,
        endAt: campaign.endAt,
        bannerUrl: url,
        popupImageUrl: url,
        popupMessage: 'Up to 20% off',
        frameImageUrl: url,
        products: [
          { productId: shop.cap.id, optionId: shop.cap.redOptionId, productName: 'Baseball cap', optionName: 'Red', originalPriceSen: 1500, priceSen: 1200, sort: 1 },
          { productId: shop.shirt.id, optionId: null, productName: 'Cotton shirt', originalPriceSen: 2990, priceSen: 1990, sort: 2, optionName: '' },
        ],
      },
    ]);
    // A product taken off sale leaves the campaign's list on the website.
    await shop.admin.caller.products.setVisibility({ ids: [shop.shirt.id], visibility: 'hidden' });
    expect((await site().campaigns())[0]!.products.map((p) => p.productId)).toEqual([shop.cap.id]);
    await shop.admin.caller.products.setVisibility({ ids: [shop.shirt.id], visibility: 'public' });
  });

  it('needs the site key', async () => {
    expect((await rejection(storefrontCaller(rt, 'not-a-key').storefront.promotions.campaigns())).code).toBe('UNAUTHORIZED');
  });
});
