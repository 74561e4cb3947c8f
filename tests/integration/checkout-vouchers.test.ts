import { describe, expect, it } from 'vitest';
import { withNumbers } from '../../core/db/bigint.ts';
import { adjustPoints } from '../../core/loyalty/ledger.ts';
import { withTransaction } from '../../core/shared/context.ts';
import type { TVoucherInput } from '../../core/vouchers/schema.ts';
import { productForm, rejection, uniqueName } from '../helpers/fixtures.ts';
import { adminCtx, seedMember } from '../helpers/loyalty.ts';
import { orderInput, placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const HOUR = 3_600_000;

/** A voucher form: a public, shown, active store-wide RM 5.00 voucher claimable for the next day. */
const voucherForm = (over: Partial<TVoucherInput> = {}): TVoucherInput => ({
  name: uniqueName('Voucher '),
  code: uniqueName('V').toUpperCase(),
  type: 1,
  discountType: 1,
  amountSen: 500,
  quantity: 100,
  perMemberLimit: 1,
  mode: 1,
  displayed: true,
  active: true,
  claimStartAt: new Date(Date.now() - HOUR),
  claimEndAt: new Date(Date.now() + 24 * HOUR),
  ...over,
});

const createVoucher = (shop: SeededShop, over: Partial<TVoucherInput> = {}) => shop.admin.caller.vouchers.create(voucherForm(over));
const stored = async (shop: SeededShop, id: string) => withNumbers(await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } }));
const usedCount = async (shop: SeededShop, id: string) => (await rt.database.client.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } })).usedCount;

describe('checkout with a voucher', () => {
  it('takes a fixed, a percentage and a capped voucher off the items, and stores the code and figures', async () => {
    const shop = await seedShop(rt);
    const fixed = await createVoucher(shop);
    const pct = await createVoucher(shop, { discountType: 2, percentBp: 1000, amountSen: 0 });
    const capped = await createVoucher(shop, { discountType: 3, percentBp: 5000, maxDiscountSen: 1000 });
    // Two shirts: RM 59.80; shipping RM 8.00.
    const two = [{ productId: shop.shirt.id, qty: 2 }];
    const a = await placeOrder(rt, shop, { items: two, voucherCode: fixed.code.toLowerCase() });
    expect(a).toMatchObject({ subtotalSen: 5980, voucherSen: 500, voucherCode: fixed.code, totalSen: 5980 - 500 + 800 });
    const b = await placeOrder(rt, shop, { items: two, voucherCode: pct.code });
    expect(b).toMatchObject({ voucherSen: 598, totalSen: 5980 - 598 + 800 });
    const c = await placeOrder(rt, shop, { items: two, voucherCode: capped.code });
    expect(c).toMatchObject({ voucherSen: 1000, totalSen: 5980 - 1000 + 800 });
    expect(await stored(shop, c.id)).toMatchObject({ voucherId: capped.id, voucherCode: capped.code, voucherSen: 1000, totalSen: 5780 });
    expect(await usedCount(shop, capped.id)).toBe(1);
  });

  it('takes a free-shipping voucher off the fee, and a product voucher off its products only', async () => {
    const shop = await seedShop(rt);
    const free = await createVoucher(shop, { type: 3, discountType: 4, amountSen: 0 });
    const order = await placeOrder(rt, shop, { voucherCode: free.code });
    expect(order).toMatchObject({ voucherSen: 0, shippingSen: 0, shippingDiscountSen: 800, totalSen: 2990 });
    const forCaps = await createVoucher(shop, { type: 2, discountType: 2, percentBp: 2000, amountSen: 0, productIds: [shop.cap.id] });
    const mixed = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }, { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 }], voucherCode: forCaps.code });
    expect(mixed.voucherSen).toBe(300);
    expect(await rejection(placeOrder(rt, shop, { voucherCode: forCaps.code }))).toMatchObject({ message: 'None of the products in the cart can use this voucher.', field: 'voucherCode' });
  });

  it('refuses unknown, inactive, not yet started and ended vouchers, and a cart under the minimum', async () => {
    const shop = await seedShop(rt);
    const cases: [Partial<TVoucherInput>, string][] = [
      [{ active: false }, 'This voucher is not active.'],
      [{ claimStartAt: new Date(Date.now() + HOUR), claimEndAt: new Date(Date.now() + 2 * HOUR) }, 'This voucher cannot be used yet.'],
      [{ minCartSen: 3000 }, 'Spend at least RM 30.00 to use this voucher.'],
    ];
    for (const [over, message] of cases) {
      const voucher = await createVoucher(shop, over);
      expect(await rejection(placeOrder(rt, shop, { voucherCode: voucher.code }))).toMatchObject({ message, field: 'voucherCode' });
    }
    expect(await rejection(placeOrder(rt, shop, { voucherCode: 'NO-SUCH-CODE' }))).toMatchObject({ message: 'This voucher code is not valid.' });
    const ended = await createVoucher(shop, { claimStartAt: new Date(Date.now() - 2 * HOUR), claimEndAt: new Date(Date.now() - HOUR) });
    expect((await rejection(placeOrder(rt, shop, { voucherCode: ended.code }))).message).toBe('This voucher has ended.');
    // Nothing was written by the refused checkouts.
    expect(await rt.database.client.order.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  });

  it('keeps members-only and first-order vouchers to members, and a first-order voucher to a first order', async () => {
    const shop = await seedShop(rt);
    const member = await seedMember(await adminCtx(rt, shop));
    const members = await createVoucher(shop, { mode: 2 });
    expect((await rejection(placeOrder(rt, shop, { voucherCode: members.code }))).message).toBe('This voucher is for members only.');
    expect((await placeOrder(rt, shop, { voucherCode: members.code, memberId: member.id })).voucherSen).toBe(500);
    const first = await createVoucher(shop, { kind: 2 });
    expect((await rejection(placeOrder(rt, shop, { voucherCode: first.code, memberId: member.id }))).message).toBe('This voucher is for a first order only.');
    const newcomer = await placeOrder(rt, shop, { voucherCode: first.code, buyer: { name: 'New Buyer', email: `${uniqueName('n')}@buyer.test`, phone: '' }, joinAsMember: { password: 'Secret#123' } });
    expect(newcomer.voucherSen).toBe(500);
  });

  it('uses a bulk voucher through its one-use codes, each once, and only by the member it was given to', async () => {
    const shop = await seedShop(rt);
    const bulk = await createVoucher(shop, { kind: 3, quantity: 10, perMemberLimit: 5 });
    const run = await shop.admin.caller.vouchers.generateCodes({ voucherId: bulk.id, count: 3 });
    expect(run.generated).toBe(3);
    const codes = await rt.database.client.voucherCode.findMany({ where: { merchantId: shop.merchantId, voucherId: bulk.id }, select: { id: true, code: true } });
    expect((await rejection(placeOrder(rt, shop, { voucherCode: bulk.code }))).message).toBe('This voucher code is not valid.');
    const order = await placeOrder(rt, shop, { voucherCode: codes[0]!.code });
    expect(order.voucherSen).toBe(500);
    expect((await rejection(placeOrder(rt, shop, { voucherCode: codes[0]!.code }))).message).toBe('This voucher code has already been used.');
    const owner = await seedMember(await adminCtx(rt, shop));
    await rt.database.client.voucherCode.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: codes[1]!.id } }, data: { memberId: owner.id, assignedAt: new Date() } });
    expect((await rejection(placeOrder(rt, shop, { voucherCode: codes[1]!.code }))).message).toBe('This voucher code belongs to another member.');
    expect((await placeOrder(rt, shop, { voucherCode: codes[1]!.code, memberId: owner.id })).voucherSen).toBe(500);
  });

  it('gives the use, the code and the points back when the order is cancelled', async () => {
    const shop = await seedShop(rt);
    const ctx = await adminCtx(rt, shop);
    const member = await seedMember(ctx);
    await withTransaction(ctx, (tx) => adjustPoints(tx, { memberId: member.id, points: 1500, note: 'Welcome' }));
    const voucher = await createVoucher(shop, { quantity: 1 });
    const order = await placeOrder(rt, shop, { voucherCode: voucher.code, memberId: member.id, redeemPoints: 1000 });
    expect(order).toMatchObject({ voucherSen: 500, pointsRedeemed: 1000, memberPointsSen: 1000, totalSen: 2990 - 500 - 1000 + 800 });
    expect((await shop.admin.caller.loyalty.memberByNo({ memberNo: member.memberNo }))!.availablePoints).toBe(500);
    expect((await rejection(placeOrder(rt, shop, { voucherCode: voucher.code }))).message).toBe('This voucher has been fully redeemed.');
    await shop.admin.caller.orders.cancel({ id: order.id, remark: 'Changed mind' });
    expect(await usedCount(shop, voucher.id)).toBe(0);
    expect((await shop.admin.caller.loyalty.memberByNo({ memberNo: member.memberNo }))!.availablePoints).toBe(1500);
    expect((await placeOrder(rt, shop, { voucherCode: voucher.code })).voucherSen).toBe(500);
  });
});

describe('the cart preview', () => {
  it('prices the cart as the order will be priced, and writes nothing', async () => {
    const shop = await seedShop(rt, { checkout: { salesTaxBp: 600 } });
    const voucher = await createVoucher(shop, { discountType: 2, percentBp: 1000, amountSen: 0, quantity: 1 });
    const cart = { items: [{ productId: shop.shirt.id, qty: 2 }], voucherCode: voucher.code, address: orderInput(shop).address, shippingOptionId: shop.courierOptionId };
    const preview = await shop.storefront.storefront.priceCart(cart);
    expect(preview).toMatchObject({ subtotalSen: 5980, voucherCode: voucher.code, voucherSen: 598, netSen: 5382, shippingSen: 800, salesTaxSen: 323, totalSen: 5382 + 800 + 323 });
    expect(preview.lines).toEqual([expect.objectContaining({ productId: shop.shirt.id, qty: 2, unitPriceSen: 2990, lineTotalSen: 5980 })]);
    expect(await usedCount(shop, voucher.id)).toBe(0);
    const order = await placeOrder(rt, shop, cart);
    expect(order.totalSen).toBe(preview.totalSen);
    // The voucher's one use is taken: the preview says so as checkout would.
    expect((await rejection(shop.storefront.storefront.priceCart(cart))).message).toBe('This voucher has been fully redeemed.');
  });
});

describe('checkout with points and the free-shipping offer', () => {
  it('pays with points up to what is left, refuses more than the balance, and only for members', async () => {
    const shop = await seedShop(rt);
    const ctx = await adminCtx(rt, shop);
    const member = await seedMember(ctx);
    await withTransaction(ctx, (tx) => adjustPoints(tx, { memberId: member.id, points: 5000, note: 'Gift' }));
    const order = await placeOrder(rt, shop, { memberId: member.id, redeemPoints: 5000 });
    expect(order).toMatchObject({ pointsRedeemed: 2990, memberPointsSen: 2990, totalSen: 800 });
    expect(await rejection(placeOrder(rt, shop, { memberId: member.id, redeemPoints: 3000 }))).toMatchObject({ message: 'You have 2,010 points.', field: 'redeemPoints' });
    expect(await rejection(placeOrder(rt, shop, { redeemPoints: 10 }))).toMatchObject({ fieldErrors: { redeemPoints: 'Only members can pay with points.' } });
  });

  it('waives the fee when the cart reaches the offer, after discounts', async () => {
    const shop = await seedShop(rt, { checkout: { freeShippingOverSen: 5000 } });
    expect(await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] })).toMatchObject({ shippingSen: 0, shippingDiscountSen: 800, totalSen: 5980 });
    const voucher = await createVoucher(shop, { amountSen: 1000 });
    expect(await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }], voucherCode: voucher.code })).toMatchObject({ shippingSen: 800, totalSen: 4980 + 800 });
  });
});

describe('voucher limits under concurrent checkouts', () => {
  it('never uses a voucher more times than its quantity', async () => {
    const shop = await seedShop(rt);
    const cheap = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Sticker', priceSen: 1000, stock: 100, logistics: [{ logistic: 'delivery', enabled: true }] }));
    const voucher = await createVoucher(shop, { quantity: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => placeOrder(rt, shop, { items: [{ productId: cheap.id, qty: 1 }], voucherCode: voucher.code, buyer: { name: `Buyer ${i}`, email: `b${i}@buyer.test`, phone: '' } })),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(english((r.reason as Error).message)).toBe('This voucher has been fully redeemed.');
    expect(await usedCount(shop, voucher.id)).toBe(5);
    expect(await rt.database.client.voucherUse.count({ where: { merchantId: shop.merchantId, voucherId: voucher.id } })).toBe(5);
  });

  it("never lets a member use a voucher more times than the member's limit", async () => {
    const shop = await seedShop(rt);
    const cheap = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Badge', priceSen: 1000, stock: 100, logistics: [{ logistic: 'delivery', enabled: true }] }));
    const member = await seedMember(await adminCtx(rt, shop));
    const voucher = await createVoucher(shop, { quantity: 50, perMemberLimit: 2 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => placeOrder(rt, shop, { items: [{ productId: cheap.id, qty: 1 }], voucherCode: voucher.code, memberId: member.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(english((r.reason as Error).message)).toBe('You have used this voucher the most times allowed.');
    expect(await usedCount(shop, voucher.id)).toBe(2);
  });
});
