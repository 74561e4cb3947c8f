import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENTRY_POINTS } from '../../core/loyalty/points-math.ts';
import { PRICING_MESSAGES } from '../../core/pricing/messages.ts';
import { MONEY_LIMITS } from '../../core/shared/limits.ts';
import { productForm, rejection } from '../helpers/fixtures.ts';
import { orderInput, placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

/**
 * The largest order through the real storefront checkout, on both engines: it is stored, paid
 * and summed to the sen (beyond a 32-bit integer), and one sen more is refused with a typed
 * error (a 400), never a 500 and never stored.
 */

const { rt, shop } = await shopWorld(seedShop);
let memberId: string;
/** A product at the largest unit price, sold by delivery and pick-up, stock unlimited. */
let machine: string;

const MAX_ORDER = MONEY_LIMITS.orderSen;
/** Units of the priciest product that make the largest order. */
const MAX_UNITS = MAX_ORDER / MONEY_LIMITS.priceSen;
const PICKUP = () => ({ selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: null, address: null });
const db = () => rt.database.client;
const orderCount = () => db().order.count({ where: { merchantId: shop.merchantId } });

beforeAll(async () => {
  memberId = (await shop.storefront.storefront.members.signUp({ name: 'Aminah Yusof', email: `big-${shop.merchantId}@buyer.test`, password: 'Member#2026' })).id;
  const product = await shop.admin.caller.products.create(
    productForm(shop.categoryId, {
      nameEn: 'Rice mill',
      priceSen: MONEY_LIMITS.priceSen,
      stockUnlimited: true,
      logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'self_pickup', enabled: true }],
    }),
  );
  machine = product.id;
});

describe('the largest order', () => {
  it('is placed, stored, paid and summed to the sen, beyond a 32-bit integer', async () => {
    expect(MAX_ORDER).toBeGreaterThan(2 ** 31);
    const admin = shop.admin.caller;
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const order = await placeOrder(rt, shop, { ...PICKUP(), memberId, items: [{ productId: machine, qty: MAX_UNITS }] });
      expect(order).toMatchObject({ subtotalSen: MAX_ORDER, totalSen: MAX_ORDER, items: [{ qty: MAX_UNITS, singlePriceSen: MONEY_LIMITS.priceSen, finalPriceSen: MAX_ORDER }] });
      const row = await db().order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } }, select: { totalSen: true, items: { select: { finalPriceSen: true } } } });
      expect(row).toEqual({ totalSen: BigInt(MAX_ORDER), items: [{ finalPriceSen: BigInt(MAX_ORDER) }] });
      const paid = await admin.orders.markPaid({ id: order.id, payment: { method: 'bank_transfer', paidOn: new Date(), amountSen: MAX_ORDER } });
      expect(paid.charges).toMatchObject({ subtotalSen: MAX_ORDER, totalSen: MAX_ORDER });
      expect(paid.items).toMatchObject([{ finalPriceSen: MAX_ORDER }]);
      expect(paid.payments).toMatchObject([{ amountSen: MAX_ORDER }]);
      placed.push(order);
    }
    // Every figure that adds orders up holds two of them exactly.
    const both = 2 * MAX_ORDER;
    expect((await admin.members.get({ id: memberId })).paidTotalSen).toBe(both);
    expect((await admin.members.orders({ id: memberId })).items.map((o) => o.totalSen)).toEqual([MAX_ORDER, MAX_ORDER]);
    expect((await admin.sellerDashboard.summary()).month.salesSen).toBe(both);
    const report = await admin.productsSoldReport.report({ productIds: [machine] });
    expect(report.totals).toMatchObject({ orders: 2, units: 2 * MAX_UNITS, salesSen: both });
    const listed = await admin.products.list({ page: 1, pageSize: 20, sort: 'monthly_sales' });
    expect(listed.items.find((p) => p.id === machine)).toMatchObject({ monthSalesSen: both, monthUnits: 2 * MAX_UNITS });
    const lookup = await shop.storefront.storefront.orderStatus({ orderNo: placed[0]!.orderNo, email: 'aminah@buyer.test' });
    expect(lookup).toMatchObject({ totalSen: MAX_ORDER, items: [{ finalPriceSen: MAX_ORDER }] });
  });
});

describe('one sen over the largest order', () => {
  const tooLarge = { code: 'BAD_REQUEST', appCode: 'PRICING.ORDER_TOO_LARGE', message: english(PRICING_MESSAGES.orderTooLarge) };

  it('is refused on the line that passes it, in the preview and at checkout, and nothing is written', async () => {
    expect(english(PRICING_MESSAGES.orderTooLarge)).toBe('An order can come to at most RM 100,000,000.00.');
    const before = await orderCount();
    const cart = { ...PICKUP(), items: [{ productId: shop.shirt.id, qty: 1 }, { productId: machine, qty: MAX_UNITS + 1 }] };
    expect(await rejection(shop.storefront.storefront.priceCart(cart))).toMatchObject({ ...tooLarge, field: 'items.1.qty' });
    expect(await rejection(placeOrder(rt, shop, cart))).toMatchObject({ ...tooLarge, field: 'items.1.qty' });
    expect(await orderCount()).toBe(before);
  });

  it('is refused when lines within the maximum add up past it, or the shipping fee takes the total past it', async () => {
    const before = await orderCount();
    const twoLines = { ...PICKUP(), items: [{ productId: machine, qty: MAX_UNITS }, { productId: shop.shirt.id, qty: 1 }] };
    expect(await rejection(placeOrder(rt, shop, twoLines))).toMatchObject({ ...tooLarge, field: 'items' });
    // RM 8.00 of courier fee on the largest cart.
    const delivered = orderInput(shop, { items: [{ productId: machine, qty: MAX_UNITS }] });
    expect(await rejection(placeOrder(rt, shop, delivered))).toMatchObject({ ...tooLarge, field: 'items' });
    expect(await orderCount()).toBe(before);
  });

  it('is refused when a quoted shipping fee would take the total past it; the order stays as it was', async () => {
    const order = await placeOrder(rt, shop, { items: [{ productId: machine, qty: MAX_UNITS }], shippingOptionId: shop.quoteOptionId });
    expect(order).toMatchObject({ shippingQuoted: false, totalSen: MAX_ORDER });
    expect(await rejection(shop.admin.caller.orders.quoteShipping({ id: order.id, shippingSen: 1 }))).toMatchObject({ ...tooLarge, field: 'shippingSen' });
    expect((await shop.admin.caller.orders.get({ id: order.id })).charges).toMatchObject({ shippingSen: 0, totalSen: MAX_ORDER });
  });
});

describe('points over what one order may spend', () => {
  it('are refused by the checkout schema, naming the limit', async () => {
    const refused = await rejection(placeOrder(rt, shop, { ...PICKUP(), memberId, redeemPoints: MAX_ENTRY_POINTS + 1 }));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { redeemPoints: 'At most 1,000,000,000 points can pay for one order.' } });
  });
});

describe('a price over its maximum', () => {
  it('is refused by name with the maximum, not as an invalid price', async () => {
    const refused = await rejection(shop.admin.caller.products.create(productForm(shop.categoryId, { priceSen: 9_999_999_999_900 })));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { priceSen: 'Price must be at most RM 1,000,000.00.' } });
    expect(await rejection(shop.admin.caller.products.create(productForm(shop.categoryId, { priceSen: MONEY_LIMITS.priceSen + 1 })))).toMatchObject({
      fieldErrors: { priceSen: 'Price must be at most RM 1,000,000.00.' },
    });
  });
});
