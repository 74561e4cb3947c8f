import { describe, expect, it } from 'vitest';
import { withNumbers } from '../../core/db/bigint.ts';
import { productForm, rejection } from '../helpers/fixtures.ts';
import { adminCtx } from '../helpers/loyalty.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The shop's website as it is `minutes` from now (deals start at least 5 minutes ahead). */
const later = (shop: SeededShop, minutes: number) => storefrontCaller(rt, shop.siteKey, undefined, () => new Date(Date.now() + minutes * MINUTE));
const stored = async (shop: SeededShop, id: string) => {
  const { items, ...order } = await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, include: { items: { orderBy: { sort: 'asc' } } } });
  return { ...withNumbers(order), items: items.map(withNumbers) };
};

describe('checkout with discount campaigns', () => {
  it('sells at the campaign price while it runs, and counts the difference as discount', async () => {
    const shop = await seedShop(rt);
    const campaign = await shop.admin.caller.discountCampaigns.create({
      name: 'Merdeka sale',
      startAt: new Date(Date.now() + 10 * MINUTE),
      endAt: new Date(Date.now() + 2 * HOUR),
      products: [{ productId: shop.shirt.id, priceSen: 1990 }, { productId: shop.cap.id, optionId: shop.cap.redOptionId, percentBp: 2000 }],
    });
    const items = [
      { productId: shop.shirt.id, qty: 2 },
      { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
      { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 },
    ];
    // Before it starts: normal prices.
    const before = await shop.storefront.storefront.placeOrder(orderInput(shop, { items }));
    expect(before).toMatchObject({ subtotalSen: 5980 + 3000, discountSen: 0 });
    const during = await later(shop, 20).storefront.placeOrder(orderInput(shop, { items }));
    // Shirts 2 × 19.90, the red cap at 20% off (12.00), the blue cap at its price.
    expect(during).toMatchObject({ subtotalSen: 8980, discountSen: 2000 + 300, totalSen: 8980 - 2300 + 800 });
    expect(during.items.map((i) => [i.singlePriceSen, i.basePriceSen, i.promotion])).toEqual([
      [1990, 2990, 'campaign'],
      [1200, 1500, 'campaign'],
      [1500, 1500, ''],
    ]);
    expect((await stored(shop, during.id)).items[0]).toMatchObject({ promotion: 'campaign', promotionId: campaign.id, basePriceSen: 2990, singlePriceSen: 1990 });
    const after = await later(shop, 3 * 60).storefront.placeOrder(orderInput(shop, { items }));
    expect(after.discountSen).toBe(0);
  });

  it('offers no wholesale tier while the product is in an ongoing campaign, even at a campaign price that is not lower', async () => {
    const shop = await seedShop(rt);
    const socks = await shop.admin.caller.products.create(
      productForm(shop.categoryId, { nameEn: 'Cotton socks', priceSen: 1000, stock: 100, wholesaleTiers: [{ minQty: 5, maxQty: null, priceSen: 800 }], logistics: [{ logistic: 'delivery', enabled: true }] }),
    );
    await shop.admin.caller.discountCampaigns.create({ name: 'Sock week', startAt: new Date(Date.now() + 10 * MINUTE), endAt: new Date(Date.now() + 2 * HOUR), products: [{ productId: socks.id, priceSen: 1000 }] });
    const items = [{ productId: socks.id, qty: 5 }];
    expect((await shop.storefront.storefront.placeOrder(orderInput(shop, { items }))).items[0]).toMatchObject({ singlePriceSen: 800, promotion: '' });
    const during = await later(shop, 20).storefront.placeOrder(orderInput(shop, { items }));
    expect(during.items[0]).toMatchObject({ singlePriceSen: 1000, basePriceSen: 1000, promotion: '' });
    expect([during.subtotalSen, during.discountSen]).toEqual([5000, 0]);
    expect((await later(shop, 3 * 60).storefront.placeOrder(orderInput(shop, { items }))).items[0]!.singlePriceSen).toBe(800);
  });
});

describe('checkout with add-on deals', () => {
  async function dealShop() {
    const shop = await seedShop(rt);
    const sticker = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Sticker', priceSen: 500, stock: 50, logistics: [{ logistic: 'delivery', enabled: true }] }));
    const deal = await shop.admin.caller.addOnDeals.create({
      name: 'Cap with a shirt',
      purchaseLimit: 3,
      startAt: new Date(Date.now() + 10 * MINUTE),
      endAt: new Date(Date.now() + 2 * HOUR),
      mainProductIds: [shop.shirt.id],
      items: [
        { productId: shop.cap.id, priceSen: 900, stock: 2, purchaseLimit: 2 },
        { productId: sticker.id, priceSen: 100, stock: 10, purchaseLimit: 5 },
      ],
    });
    return { shop, deal, sticker };
  }

  it('prices add-ons at the deal price beside a main product, within the limits and the deal stock', async () => {
    const { shop, deal, sticker } = await dealShop();
    const site = later(shop, 20);
    const shirt = { productId: shop.shirt.id, qty: 1 };
    const order = await site.storefront.placeOrder(orderInput(shop, { items: [shirt, { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 2, addOnDealId: deal.id }] }));
    expect(order).toMatchObject({ subtotalSen: 2990 + 3000, discountSen: 1200, totalSen: 2990 + 1800 + 800 });
    expect(order.items[1]).toMatchObject({ singlePriceSen: 900, promotion: 'add_on' });
    // The deal's 2 caps are sold: the next buyer is refused, naming the line.
    expect(await rejection(site.storefront.placeOrder(orderInput(shop, { items: [shirt, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1, addOnDealId: deal.id }] })))).toMatchObject({
      message: 'Baseball cap: only 0 left with this deal.',
      field: 'items.1.addOnDealId',
    });
    expect((await rejection(site.storefront.placeOrder(orderInput(shop, { items: [{ productId: sticker.id, qty: 1, addOnDealId: deal.id }] })))).message).toBe(
      'Add a main product of this deal to buy its add-on products.',
    );
    expect((await rejection(site.storefront.placeOrder(orderInput(shop, { items: [shirt, { productId: sticker.id, qty: 4, addOnDealId: deal.id }] })))).message).toBe(
      'At most 3 add-on products per order with this deal.',
    );
    // Cancelling gives the deal its caps back.
    await shop.admin.caller.orders.cancel({ id: order.id, remark: 'Wrong size' });
    const again = await site.storefront.placeOrder(orderInput(shop, { items: [shirt, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1, addOnDealId: deal.id }] }));
    expect(again.items[1]!.singlePriceSen).toBe(900);
  });

  it('never sells more of a deal item than its stock under concurrent checkouts', async () => {
    const { shop, deal, sticker } = await dealShop();
    const site = later(shop, 20);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => site.storefront.placeOrder(orderInput(shop, { items: [{ productId: shop.shirt.id, qty: 1 }, { productId: sticker.id, qty: 3, addOnDealId: deal.id }] }))),
    );
    // 10 stickers in the deal, 3 per order: 3 orders, whatever the interleaving.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const item = await rt.database.client.addOnDealItem.findFirstOrThrow({ where: { merchantId: shop.merchantId, dealId: deal.id, productId: sticker.id } });
    expect(item.soldCount).toBe(9);
  });
});

describe('checkout with mix-and-match sets', () => {
  it('sells a set at its price with the picks, takes the set stock, and gives it back on cancel', async () => {
    const shop = await seedShop(rt);
    const ctx = await adminCtx(rt, shop);
    const category = await shop.admin.caller.mixMatch.createCategory({ nameEn: 'Bundles' });
    const set = await shop.admin.caller.mixMatch.create({
      nameEn: 'Weekend bundle',
      imageId: await uploadPicture(ctx),
      priceSen: 5900,
      stock: 2,
      categoryIds: [category.id],
      selections: [
        {
          nameEn: 'Pick two',
          requiredQty: 2,
          products: [
            { productId: shop.shirt.id, stock: 3 },
            { productId: shop.cap.id, optionId: shop.cap.redOptionId, stock: 2, additionalPriceSen: 500 },
          ],
        },
      ],
    });
    const [shirtPick, capPick] = set.selections[0]!.products;
    const input = orderInput(shop, { items: [], sets: [{ mixMatchId: set.id, qty: 1, picks: [{ mixMatchProductId: shirtPick!.id, qty: 1 }, { mixMatchProductId: capPick!.id, qty: 1 }] }] });
    const order = await shop.storefront.storefront.placeOrder(input);
    expect(order).toMatchObject({ subtotalSen: 6400, totalSen: 6400 + 800 });
    expect(order.items).toEqual([expect.objectContaining({ productId: null, name: 'Weekend bundle', qty: 1, singlePriceSen: 6400, promotion: 'mix_match', options: 'Cotton shirt ×1; Baseball cap (Red) ×1' })]);
    expect((await rejection(shop.storefront.storefront.placeOrder({ ...input, sets: [{ ...input.sets![0]!, picks: [{ mixMatchProductId: shirtPick!.id, qty: 1 }] }] }))).field).toBe('sets.0.selections.0');
    const stockOf = async () => (await rt.database.client.mixMatch.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: set.id } } })).stock;
    expect(await stockOf()).toBe(1);
    await shop.admin.caller.orders.cancel({ id: order.id, remark: 'Changed mind' });
    expect(await stockOf()).toBe(2);
  });
});

describe('checkout through payment and purchase links', () => {
  it("buys a payment link's products in its quantities, and refuses other items beside it", async () => {
    const shop = await seedShop(rt);
    const link = await shop.admin.caller.paymentLinks.create({ name: 'Family pack', slug: 'family-pack', products: [{ productId: shop.shirt.id, qty: 2 }, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 }] });
    const order = await shop.storefront.storefront.placeOrder(orderInput(shop, { items: [], paymentLink: 'Family-Pack' }));
    expect(order).toMatchObject({ subtotalSen: 5980 + 1500, totalSen: 7480 + 800 });
    expect((await stored(shop, order.id)).paymentLinkId).toBe(link.id);
    expect(await rejection(shop.storefront.storefront.placeOrder(orderInput(shop, { paymentLink: 'family-pack' })))).toMatchObject({
      fieldErrors: { items: 'A payment or purchase link sets the items: send no other items.' },
    });
    await shop.admin.caller.paymentLinks.setActive({ id: link.id, active: false });
    expect((await rejection(shop.storefront.storefront.placeOrder(orderInput(shop, { items: [], paymentLink: 'family-pack' })))).code).toBe('NOT_FOUND');
  });

  it("applies a purchase link's voucher and never sells more than the link's stock", async () => {
    const shop = await seedShop(rt);
    const voucher = await shop.admin.caller.vouchers.create({
      name: 'Link deal',
      code: 'LINK10',
      type: 1,
      discountType: 2,
      percentBp: 1000,
      quantity: 100,
      perMemberLimit: 1,
      mode: 1,
      displayed: false,
      active: true,
      claimStartAt: new Date(Date.now() - HOUR),
      claimEndAt: new Date(Date.now() + HOUR),
    });
    await shop.admin.caller.purchaseLinks.create({ name: 'Live sale', slug: 'live-sale', voucherId: voucher.id, voucherDiscountType: 2, products: [{ productId: shop.shirt.id, stock: 3, purchaseQty: 1 }] });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => shop.storefront.storefront.placeOrder(orderInput(shop, { items: [], purchaseLink: 'live-sale' }))));
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(placed).toHaveLength(3);
    expect(placed[0]).toMatchObject({ subtotalSen: 2990, voucherSen: 299, voucherCode: 'LINK10' });
    for (const r of results) if (r.status === 'rejected') expect(english((r.reason as Error).message)).toBe('Cotton shirt is sold out on this link.');
    await shop.admin.caller.orders.cancel({ id: placed[0]!.id, remark: 'Duplicate' });
    expect((await shop.storefront.storefront.placeOrder(orderInput(shop, { items: [], purchaseLink: 'live-sale' }))).voucherSen).toBe(299);
  });
});
