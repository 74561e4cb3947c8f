import { describe, expect, it } from 'vitest';
import { withNumbers } from '../../core/db/bigint.ts';
import { productForm } from '../helpers/fixtures.ts';
import { placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

const stored = async (shop: SeededShop, id: string) => withNumbers(await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } }));

describe('order totals', () => {
  it('adds shipping, additional charges and both taxes, rounding each half up; commission is apart', async () => {
    const shop = await seedShop(rt, { checkout: { salesTaxBp: 600, serviceTaxBp: 1000 } });
    const otherCategory = (await shop.admin.caller.categories.create({ nameEn: 'Gifts' })).id;
    await shop.admin.caller.orderSettings.updateCheckout({
      ...(await shop.admin.caller.orderSettings.get()).checkout,
      additionalCharges: [
        { conditionType: 1, name: 'Packing', charge: { kind: 'fixed', amountSen: 150 } },
        { conditionType: 4, name: 'Clothing levy', categoryId: shop.categoryId, charge: { kind: 'percent', percent: 5 } },
        { conditionType: 4, name: 'Gift wrap', categoryId: otherCategory, charge: { kind: 'fixed', amountSen: 300 } },
        { conditionType: 2, name: 'Small order', thresholdSen: 5000, charge: { kind: 'fixed', amountSen: 200 } },
        { conditionType: 3, name: 'Large order', thresholdSen: 5000, charge: { kind: 'fixed', amountSen: 100 } },
      ],
    });
    // The commission is the referral person's group's (7.5%), read on the server.
    const group = await shop.admin.caller.referral.createGroup({ name: 'Agents', commissionPercent: 7.5 });
    const amir = await shop.admin.caller.referral.createPerson({ name: 'Amir Hamzah', customName: 'amir', contact: '0123456789', email: 'amir@ref.test', groupId: group.id });
    // Three shirts: RM 89.70.
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 3 }], referral: { code: 'AMIR', arrivedAt: new Date(Date.now() - 3_600_000).toISOString() } });
    const subtotal = 8970;
    const charges = [
      { name: 'Packing', sen: 150 },
      // 5% of 8,970 = 448.5 -> 449.
      { name: 'Clothing levy', sen: 449 },
      { name: 'Large order', sen: 100 },
    ];
    // 6% of 8,970 = 538.2 -> 538; 10% = 897; 7.5% = 672.75 -> 673.
    expect(order).toMatchObject({
      subtotalSen: subtotal,
      shippingSen: 800,
      additionalCharges: charges,
      additionalChargeSen: 699,
      salesTaxSen: 538,
      serviceTaxSen: 897,
      commissionSen: 673,
      totalSen: subtotal + 800 + 699 + 538 + 897,
    });
    expect(await stored(shop, order.id)).toMatchObject({
      subtotalSen: subtotal,
      shippingSen: 800,
      additionalChargeSen: 699,
      additionalCharges: JSON.stringify(charges),
      salesTaxSen: 538,
      serviceTaxSen: 897,
      referralPersonId: amir.id,
      referrerCode: 'amir',
      referrerName: 'Amir Hamzah',
      commissionRateBp: 750,
      commissionSen: 673,
      totalSen: 11_904,
      discountSen: 0,
      voucherSen: 0,
    });
  });

  it('rounds a tax of exactly half a sen up and a little under half down', async () => {
    const shop = await seedShop(rt, { checkout: { salesTaxBp: 50 } });
    const admin = shop.admin.caller;
    // 0.5% of 100 sen = 0.5 -> 1; of 99 sen = 0.495 -> 0.
    const hundred = await admin.products.create(productForm(shop.categoryId, { nameEn: 'Sticker large', priceSen: 100 }));
    const ninetyNine = await admin.products.create(productForm(shop.categoryId, { nameEn: 'Sticker small', priceSen: 99 }));
    expect((await placeOrder(rt, shop, { items: [{ productId: hundred.id, qty: 1 }] })).salesTaxSen).toBe(1);
    expect((await placeOrder(rt, shop, { items: [{ productId: ninetyNine.id, qty: 1 }] })).salesTaxSen).toBe(0);
  });

  it('a quoted order counts no shipping until the fee is quoted', async () => {
    const shop = await seedShop(rt, { checkout: { salesTaxBp: 600 } });
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    expect(order).toMatchObject({ shippingSen: 0, salesTaxSen: 179, totalSen: 2990 + 179, shippingQuoted: false });
  });

  it('no referrer, no commission', async () => {
    const shop = await seedShop(rt);
    const order = await placeOrder(rt, shop);
    expect(order.commissionSen).toBe(0);
    expect(await stored(shop, order.id)).toMatchObject({ referrerCode: null, commissionRateBp: 0, commissionSen: 0 });
  });
});

describe('quotations', () => {
  it('a quotation waits for a reply: status 10, no stock taken, no auto-cancel, no minimum, shipping optional', async () => {
    const shop = await seedShop(rt, { checkout: { minimumPriceSen: 100_000, autoCancelMinutes: 60 } });
    const quote = await placeOrder(rt, shop, { quotation: true, shippingOptionId: null, items: [{ productId: shop.shirt.id, qty: 4 }] });
    expect(quote).toMatchObject({ status: 10, autoCancelAt: null, shippingSen: 0, subtotalSen: 4 * 2990 });
    const row = await stored(shop, quote.id);
    expect(row).toMatchObject({ status: 10, shippingOptionId: null });
    const shirt = await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.shirt.id } } });
    expect(shirt.stock).toBe(10);
    expect(await rt.database.client.inventoryLog.count({ where: { merchantId: shop.merchantId, actionType: 4 } })).toBe(0);
    // A quotation with a priced option carries its fee.
    const withShipping = await placeOrder(rt, shop, { quotation: true, items: [{ productId: shop.shirt.id, qty: 1 }] });
    expect(withShipping).toMatchObject({ status: 10, shippingSen: 800, totalSen: 3790 });
  });

  it('a quotation shares the order numbers', async () => {
    const shop = await seedShop(rt);
    const numbers = [(await placeOrder(rt, shop)).orderNo, (await placeOrder(rt, shop, { quotation: true })).orderNo, (await placeOrder(rt, shop)).orderNo];
    expect(numbers).toEqual([1, 2, 3]);
  });
});
