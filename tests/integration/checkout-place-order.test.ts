import { beforeAll, describe, expect, it } from 'vitest';
import { withNumbers } from '../../core/db/bigint.ts';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { productForm, rejection } from '../helpers/fixtures.ts';
import { OPEN_CHECKOUT, orderInput, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);
/** A member of shop (checkout refuses a memberId that is not one). */
let memberId: string;

/** A member of s, signed up through its website. */
const signUpMember = async (s: SeededShop) =>
  (await s.storefront.storefront.members.signUp({ name: 'Aminah Yusof', email: `member-${s.merchantId}@buyer.test`, password: 'Member#2026' })).id;

beforeAll(async () => {
  memberId = await signUpMember(shop);
});

const db = () => rt.database.client;
const attempt = (s: SeededShop, overrides: Parameters<typeof orderInput>[1]) => rejection(placeOrder(rt, s, overrides));
const orderRow = async (s: SeededShop, id: string) => {
  const { items, ...order } = await db().order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: s.merchantId, id } }, include: { items: { orderBy: { sort: 'asc' } } } });
  return { ...withNumbers(order), items: items.map(withNumbers) };
};
const orderCount = (s: SeededShop) => db().order.count({ where: { merchantId: s.merchantId } });

describe('placeOrder: the order it writes', () => {
  it('stores the buyer, the address, the items and the figures, awaiting payment', async () => {
    const order = await placeOrder(rt, shop, {
      items: [
        { productId: shop.shirt.id, qty: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
      ],
      buyerNote: 'Please ring the bell',
      memberId,
    });
    expect(order).toMatchObject({ status: 7, shippingQuoted: true, subtotalSen: 2 * 2990 + 1500, shippingSen: 800, totalSen: 7480 + 800, autoCancelAt: null });
    const row = await orderRow(shop, order.id);
    expect(row).toMatchObject({
      orderNo: order.orderNo,
      status: 7,
      buyerName: 'Aminah Yusof',
      buyerNameKey: 'aminah yusof',
      buyerEmail: 'aminah@buyer.test',
      buyerPhone: '+60123456789',
      shipName: 'Aminah Yusof',
      shipAddress: '12 Jalan Kebun',
      shipCity: 'Shah Alam',
      shipPostcode: '40000',
      shipState: 'SGR',
      shipCountry: 'MY',
      // The billing address in words, a line each: no state or country codes.
      billingAddress: '12 Jalan Kebun\n40000 Shah Alam\nSelangor\nMalaysia',
      shippingOptionId: shop.courierOptionId,
      shippingTitle: 'Courier',
      selfPickup: false,
      cod: false,
      buyerNote: 'Please ring the bell',
      memberId,
      subtotalSen: 7480,
      shippingSen: 800,
      totalSen: 8280,
      weightGrams: 2 * 500 + 200,
    });
    expect(row.items.map((i) => ({ sku: i.sku, name: i.name, options: i.options, qty: i.qty, single: i.singlePriceSen, final: i.finalPriceSen, grams: i.weightGrams }))).toEqual([
      { sku: shop.shirt.sku, name: 'Cotton shirt', options: '', qty: 2, single: 2990, final: 5980, grams: 1000 },
      { sku: shop.cap.redSku, name: 'Baseball cap', options: 'Colour: Red', qty: 1, single: 1500, final: 1500, grams: 200 },
    ]);
  });

  it('numbers orders 1, 2, 3 per merchant', async () => {
    const fresh = await seedShop(rt);
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await placeOrder(rt, fresh)).orderNo);
    expect(numbers).toEqual([1, 2, 3]);
    expect((await seedShop(rt).then((other) => placeOrder(rt, other))).orderNo).toBe(1);
  });

  it('a refused order writes nothing and uses no order number', async () => {
    const fresh = await seedShop(rt);
    expect((await attempt(fresh, { items: [{ productId: fresh.shirt.id, qty: 11 }] })).code).toBe('CONFLICT');
    expect(await orderCount(fresh)).toBe(0);
    expect((await placeOrder(rt, fresh)).orderNo).toBe(1);
  });

  it('sets autoCancelAt to the placing time plus the auto-cancel minutes', async () => {
    const fresh = await seedShop(rt, { checkout: { autoCancelMinutes: 90 } });
    const now = new Date('2026-03-01T04:00:00Z');
    const order = await storefrontCaller(rt, fresh.siteKey, undefined, () => now).storefront.placeOrder(orderInput(fresh));
    expect(order.placedAt).toEqual(now);
    expect(order.autoCancelAt).toEqual(new Date('2026-03-01T05:30:00Z'));
  });
});

describe('placeOrder: the cart', () => {
  it('refuses a product of another merchant, an unknown one and a hidden one, naming the line', async () => {
    const other = await seedShop(rt);
    for (const productId of [other.shirt.id, 'no-such-product']) {
      expect(await attempt(shop, { items: [{ productId: shop.shirt.id, qty: 1 }, { productId, qty: 1 }] })).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This product is not available.',
        fieldErrors: { 'items.1.productId': 'This product is not available.' },
      });
    }
    const hidden = await seedShop(rt);
    await hidden.admin.caller.products.setVisibility({ ids: [hidden.shirt.id], visibility: 'hidden' });
    expect(await attempt(hidden, {})).toMatchObject({ code: 'NOT_FOUND', message: 'This product is not available.' });
  });

  it('needs an option of a product with variants, and one of its own', async () => {
    expect(await attempt(shop, { items: [{ productId: shop.cap.id, qty: 1 }] })).toMatchObject({ message: 'Please choose an option of Baseball cap.', field: 'items.0.optionId' });
    const other = await seedShop(rt);
    expect(await attempt(shop, { items: [{ productId: shop.cap.id, optionId: other.cap.redOptionId, qty: 1 }] })).toMatchObject({ message: 'This option of Baseball cap is not available.' });
    expect(await attempt(shop, { items: [{ productId: shop.shirt.id, optionId: shop.cap.redOptionId, qty: 1 }] })).toMatchObject({ message: 'This option of Cotton shirt is not available.' });
  });

  it('refuses an empty cart and a quantity below 1', async () => {
    expect(await attempt(shop, { items: [] })).toMatchObject({ code: 'BAD_REQUEST', message: 'Your cart is empty.' });
    expect(await attempt(shop, { items: [{ productId: shop.shirt.id, qty: 0 }] })).toMatchObject({ message: 'Quantity must be a whole number of at least 1.' });
  });

  it('refuses more than the stock, naming the product, and sells an unlimited product without touching stock', async () => {
    const fresh = await seedShop(rt);
    expect(await attempt(fresh, { items: [{ productId: fresh.shirt.id, qty: 6 }, { productId: fresh.shirt.id, qty: 5 }] })).toMatchObject({
      code: 'CONFLICT',
      message: 'Cotton shirt does not have enough stock for this quantity.',
      field: 'items.0.qty',
    });
    expect(await attempt(fresh, { items: [{ productId: fresh.cap.id, optionId: fresh.cap.blueOptionId, qty: 6 }] })).toMatchObject({
      message: 'Baseball cap does not have enough stock for this quantity.',
    });
    const unlimited = await fresh.admin.caller.products.create(productForm(fresh.categoryId, { nameEn: 'Digital voucher', stockUnlimited: true, stock: 0, priceSen: 1000 }));
    const order = await placeOrder(rt, fresh, { items: [{ productId: unlimited.id, qty: 50 }] });
    expect(order.subtotalSen).toBe(50_000);
    expect(await db().inventoryLog.count({ where: { merchantId: fresh.merchantId, productId: unlimited.id } })).toBe(0);
  });

  it('prices by the discounted price, and by a wholesale tier when the quantity reaches it', async () => {
    const admin = shop.admin.caller;
    const discounted = await admin.products.create(productForm(shop.categoryId, { nameEn: 'Linen shirt', priceSen: 5000, discountedPriceSen: 3990, stock: 50 }));
    const bulk = await admin.products.create(
      productForm(shop.categoryId, {
        nameEn: 'Cotton socks',
        priceSen: 1000,
        stock: 100,
        wholesaleTiers: [
          { minQty: 5, maxQty: 9, priceSen: 900 },
          { minQty: 10, maxQty: null, priceSen: 800 },
        ],
      }),
    );
    const unit = async (productId: string, qty: number) => (await placeOrder(rt, shop, { items: [{ productId, qty }] })).items[0]!.singlePriceSen;
    expect(await unit(discounted.id, 1)).toBe(3990);
    expect([await unit(bulk.id, 4), await unit(bulk.id, 5), await unit(bulk.id, 9), await unit(bulk.id, 10)]).toEqual([1000, 900, 900, 800]);
    // The tier counts every unit of the product in the cart.
    const split = await placeOrder(rt, shop, { items: [{ productId: bulk.id, qty: 3 }, { productId: bulk.id, qty: 2 }] });
    expect(split.items.map((i) => [i.singlePriceSen, i.finalPriceSen])).toEqual([
      [900, 2700],
      [900, 1800],
    ]);
    expect(split.subtotalSen).toBe(4500);
  });

  it("checks the buyer's answers to special requests and keeps them with the item", async () => {
    const admin = shop.admin.caller;
    const cake = await admin.products.create(
      productForm(shop.categoryId, {
        nameEn: 'Birthday cake',
        priceSen: 8000,
        specialRequests: [
          { title: 'Candles', type: 'radio', choices: ['Yes', 'No'], required: true },
          { title: 'Toppings', type: 'checkbox', choices: ['Nuts', 'Fruit', 'Chocolate'] },
          { title: 'Message', type: 'text' },
        ],
      }),
    );
    const view = await admin.products.get({ id: cake.id });
    const requests = await db().specialRequest.findMany({ where: { merchantId: shop.merchantId, productId: view.id }, orderBy: { sort: 'asc' } });
    const [candles, toppings, message] = requests.map((r) => r.id) as [string, string, string];
    const cart = (answers: { requestId: string; value: string | string[] }[]) => ({ items: [{ productId: cake.id, qty: 1, requests: answers }] });
    expect(await attempt(shop, cart([{ requestId: message, value: 'Hi' }]))).toMatchObject({ message: 'Please fill in "Candles".', field: 'items.0.requests' });
    expect(await attempt(shop, cart([{ requestId: candles, value: 'Maybe' }]))).toMatchObject({ message: 'Please choose from the options of "Candles".' });
    expect(await attempt(shop, cart([{ requestId: candles, value: 'Yes' }, { requestId: toppings, value: ['Nuts', 'Sprinkles'] }]))).toMatchObject({
      message: 'Please choose from the options of "Toppings".',
    });
    expect(await attempt(shop, cart([{ requestId: candles, value: 'Yes' }, { requestId: shop.cap.redOptionId, value: 'x' }]))).toMatchObject({
      message: 'This special request does not belong to the product.',
    });
    const order = await placeOrder(rt, shop, cart([{ requestId: candles, value: 'Yes' }, { requestId: toppings, value: ['Nuts', 'Fruit'] }, { requestId: message, value: 'Happy birthday' }]));
    expect(order.items[0]!.options).toBe('Candles: Yes; Toppings: Nuts, Fruit; Message: Happy birthday');
  });
});

describe('placeOrder: the buyer', () => {
  it('validates the buyer, the address and the note', async () => {
    expect(await attempt(shop, { buyer: { name: ' ', email: 'a@b.test' } })).toMatchObject({ message: 'Please enter your name.' });
    expect(await attempt(shop, { buyer: { name: 'Ali' } })).toMatchObject({ message: 'Please enter an e-mail address or a phone number.' });
    expect(await attempt(shop, { buyer: { name: 'Ali', email: 'not-mail' } })).toMatchObject({ message: 'Please enter a valid e-mail address.' });
    const address = orderInput(shop).address!;
    expect(await attempt(shop, { address: { ...address, state: 'XYZ' } })).toMatchObject({ message: 'Please choose a state from the list.', fieldErrors: { 'address.state': 'Please choose a state from the list.' } });
    expect(await attempt(shop, { address: { ...address, postcode: '4000' } })).toMatchObject({ message: 'Please enter a valid postcode (5 digits).' });
    expect(await attempt(shop, { address: null })).toMatchObject({ message: 'Please enter the delivery address.' });
    expect(await attempt(shop, { buyerNote: 'x'.repeat(226) })).toMatchObject({ code: 'BAD_REQUEST', message: english(ORDER_MESSAGES.buyerNoteTooLong), fieldErrors: { buyerNote: english(ORDER_MESSAGES.buyerNoteTooLong) } });
    expect((await placeOrder(rt, shop, { buyerNote: 'x'.repeat(225) })).id).toBeTruthy();
  });

  it('with compulsory member checkout, refuses a guest and takes a member', async () => {
    const members = await seedShop(rt, { checkout: { compulsoryMember: true } });
    expect(await attempt(members, {})).toMatchObject({ code: 'BAD_REQUEST', message: 'Please sign in as a member to check out.', field: 'memberId' });
    const member = await signUpMember(members);
    const order = await placeOrder(rt, members, { memberId: member });
    expect((await orderRow(members, order.id)).memberId).toBe(member);
  });

  it('enforces the minimum checkout price on the items, and 0 turns it off', async () => {
    const minimum = await seedShop(rt, { checkout: { minimumPriceSen: 5000 } });
    expect(await attempt(minimum, {})).toMatchObject({ code: 'BAD_REQUEST', message: 'The minimum order is RM 50.00.' });
    // Shipping does not count towards the minimum: 2 shirts are RM 59.80.
    expect((await placeOrder(rt, minimum, { items: [{ productId: minimum.shirt.id, qty: 2 }] })).subtotalSen).toBe(5980);
    await minimum.admin.caller.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, minimumPriceSen: 0 });
    expect((await placeOrder(rt, minimum)).subtotalSen).toBe(2990);
  });
});

describe('placeOrder: shipping', () => {
  it('needs a shipping option the address and cart can use', async () => {
    expect(await attempt(shop, { shippingOptionId: null })).toMatchObject({ message: 'Please choose a shipping option.', field: 'shippingOptionId' });
    const johor = { ...orderInput(shop).address!, postcode: '80000', state: 'JHR', city: 'Johor Bahru' };
    expect(await attempt(shop, { address: johor })).toMatchObject({ message: 'This shipping option is not available for this address and cart.' });
    await shop.admin.caller.shippingOptions.setStatus({ id: shop.quoteOptionId, status: 'disabled' });
    try {
      expect(await attempt(shop, { shippingOptionId: shop.quoteOptionId })).toMatchObject({ message: 'This shipping option is not available for this address and cart.' });
    } finally {
      await shop.admin.caller.shippingOptions.setStatus({ id: shop.quoteOptionId, status: 'enabled' });
    }
    const other = await seedShop(rt);
    expect(await attempt(shop, { shippingOptionId: other.courierOptionId })).toMatchObject({ message: 'This shipping option is not available for this address and cart.' });
  });

  it('charges the weight-based fee the calculator gives', async () => {
    const weighed = await shop.admin.caller.shippingOptions.create({
      titleEn: 'By weight',
      zoneId: shop.zoneId,
      type: 'weight',
      charge: { form: 'first_subsequent', firstGrams: 1000, firstSen: 800, nextGrams: 500, nextSen: 200 },
    });
    // 3 shirts and a cap: 1,700 g -> first kg RM 8.00 + two further 500 g steps.
    const order = await placeOrder(rt, shop, { shippingOptionId: weighed.id, items: [{ productId: shop.shirt.id, qty: 3 }, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 }] });
    expect(order.shippingSen).toBe(1200);
    expect(order.totalSen).toBe(3 * 2990 + 1500 + 1200);
  });

  it('a quoted option leaves the fee at 0 and the order unquoted, so it cannot be paid yet', async () => {
    const order = await placeOrder(rt, shop, { shippingOptionId: shop.quoteOptionId });
    expect(order).toMatchObject({ status: 7, shippingQuoted: false, shippingSen: 0, totalSen: 2990 });
    expect((await orderRow(shop, order.id)).shippingQuoted).toBe(false);
  });

  it('cash on delivery only with an option that allows it', async () => {
    const order = await placeOrder(rt, shop, { cod: true });
    expect((await orderRow(shop, order.id)).cod).toBe(true);
    expect(await attempt(shop, { cod: true, shippingOptionId: shop.quoteOptionId })).toMatchObject({ message: 'Cash on delivery is not available with this shipping option.', field: 'cod' });
    expect(await attempt(shop, { cod: true, selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: null })).toMatchObject({
      message: 'Cash on delivery is not available with this shipping option.',
    });
  });

  it('self pick-up: free, at an active address of the shop, only when enabled', async () => {
    const pickup = { selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: null, address: null };
    const order = await placeOrder(rt, shop, pickup);
    expect(order).toMatchObject({ shippingSen: 0, totalSen: 2990, shippingQuoted: true });
    expect(await orderRow(shop, order.id)).toMatchObject({ selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingTitle: 'Shop counter', shipAddress: '' });

    expect(await attempt(shop, { ...pickup, pickupAddressId: null })).toMatchObject({ message: 'Please choose a pick-up address.' });
    const other = await seedShop(rt);
    expect(await attempt(shop, { ...pickup, pickupAddressId: other.pickupAddressId })).toMatchObject({ message: 'Please choose a pick-up address.', field: 'pickupAddressId' });
    await shop.admin.caller.pickupAddresses.setActive({ id: shop.pickupAddressId, active: false });
    try {
      expect(await attempt(shop, pickup)).toMatchObject({ message: 'Please choose a pick-up address.' });
    } finally {
      await shop.admin.caller.pickupAddresses.setActive({ id: shop.pickupAddressId, active: true });
    }
    const off = await seedShop(rt, { checkout: { selfPickup: false } });
    expect(await attempt(off, { ...pickup, pickupAddressId: off.pickupAddressId })).toMatchObject({ message: 'Self pick-up is not available.', field: 'selfPickup' });
  });

  it("follows each product's logistics", async () => {
    const deliveryOnly = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Fridge magnet', priceSen: 500 }));
    expect(
      await attempt(shop, { selfPickup: true, pickupAddressId: shop.pickupAddressId, shippingOptionId: null, items: [{ productId: shop.shirt.id, qty: 1 }, { productId: deliveryOnly.id, qty: 1 }] }),
    ).toMatchObject({ message: 'Fridge magnet cannot be picked up.', field: 'items.1.productId' });
    const pickupOnly = await shop.admin.caller.products.create(productForm(shop.categoryId, { nameEn: 'Fresh durian', priceSen: 5000, logistics: [{ logistic: 'self_pickup', enabled: true }] }));
    expect(await attempt(shop, { items: [{ productId: pickupOnly.id, qty: 1 }] })).toMatchObject({ message: 'Fresh durian cannot be delivered.' });
  });
});
