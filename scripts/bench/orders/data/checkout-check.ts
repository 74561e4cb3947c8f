import { isDeepStrictEqual } from 'node:util';
import type { TPlaceOrderInputRaw } from '../../../../core/checkout/schema.ts';
import { withNumbers } from '../../../../core/db/bigint.ts';
import { insertMany } from '../../../../core/db/bulk-write.ts';
import { baseContext, withTransaction } from '../../../../core/shared/context.ts';
import { createCaller } from '../../../../server/caller.ts';
import type { Runtime } from '../../../../server/runtime.ts';
import { checkoutRows } from './checkout-rows.ts';
import { BENCH_REQUEST, loadCatalogue, type BenchShop } from './shop.ts';

/** Carts the checks place through the real checkout and generate beside it: delivery, a variant, a wholesale tier with tax, self pick-up, a quoted fee, a quotation. */
export function sampleCheckouts(shop: BenchShop): TPlaceOrderInputRaw[] {
  const [shirt, mug, rice, cap, baju] = shop.productIds as [string, string, string, string, string, string];
  const buyer = { name: 'Aminah Yusof', email: 'aminah@buyer.test', phone: '+60123456789' };
  const address = { name: 'Aminah Yusof', phone: '+60123456789', line: '12 Jalan Kebun', city: 'Shah Alam', postcode: '40000', state: 'SGR', country: 'MY' };
  return [
    { buyer, address, items: [{ productId: shirt, qty: 1 }], shippingOptionId: shop.courierOptionId },
    { buyer, address, items: [{ productId: rice, qty: 4 }, { productId: mug, qty: 2 }], shippingOptionId: shop.courierOptionId, cod: true, buyerNote: 'Leave at the guard house.' },
    { buyer, address: { ...address, state: 'SBH', city: 'Kota Kinabalu', postcode: '88000' }, items: [{ productId: baju, qty: 1, optionId: null }], shippingOptionId: shop.eastCourierOptionId },
    { buyer, items: [{ productId: cap, qty: 2 }], selfPickup: true, pickupAddressId: shop.pickupAddressId },
    { buyer, address, items: [{ productId: shirt, qty: 3 }], shippingOptionId: shop.quoteOptionId },
    { buyer, address, items: [{ productId: shirt, qty: 1 }], shippingOptionId: shop.courierOptionId, quotation: true },
  ];
}

/** Columns that differ between two orders of the same cart: identity, number and time. */
const OWN_COLUMNS = new Set(['id', 'orderId', 'orderNo', 'placedAt', 'updatedAt', 'autoCancelAt']);
const comparable = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(withNumbers(row)).filter(([k]) => !OWN_COLUMNS.has(k)));

/**
 * Places each sample checkout through the storefront API (the real checkout), writes the
 * generator's rows for the same checkout with the bulk writer, reads both orders back and
 * compares every column of the order and its items but identity, number and time. Throws on
 * the first difference.
 */
export async function checkGeneratorMatchesCheckout(rt: Runtime, shop: BenchShop): Promise<{ compared: number; columns: number }> {
  const storefront = createCaller(rt, { token: null, siteKey: shop.siteKey, request: BENCH_REQUEST });
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const db = rt.database.client;
  let columns = 0;
  const samples = sampleCheckouts(shop);
  // Options are resolved against the stored products, so the variant sample names one.
  const catalogue = await loadCatalogue(rt, shop);
  const baju = catalogue.products.get(shop.productIds[4]!)!;
  samples[2]!.items![0]!.optionId = baju.options[1]!.id;
  const cap = catalogue.products.get(shop.productIds[3]!)!;
  samples[3]!.items![0]!.optionId = cap.options[0]!.id;
  for (const input of samples) {
    const placed = await storefront.storefront.placeOrder(input);
    const setting = await db.orderSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId }, select: { nextOrderNo: true } });
    const { rows } = checkoutRows(catalogue, input, setting.nextOrderNo, new Date());
    await withTransaction(base, async (tx) => {
      await insertMany(tx, 'Order', [rows.order]);
      await insertMany(tx, 'OrderItem', rows.items);
      await tx.db.orderSetting.update({ where: { merchantId: shop.merchantId }, data: { nextOrderNo: setting.nextOrderNo + 1 } });
    });
    const read = (id: string) => db.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, include: { items: { orderBy: { sort: 'asc' } } } });
    const [a, b] = [await read(placed.id), await read(rows.order.id)];
    const [left, right] = [comparable(a), comparable(b)];
    const [leftItems, rightItems] = [a.items.map(comparable), b.items.map(comparable)];
    delete left.items;
    delete right.items;
    if (!isDeepStrictEqual(left, right) || !isDeepStrictEqual(leftItems, rightItems)) {
      throw new Error(`generated order differs from the checkout's:\n${JSON.stringify({ checkout: { ...left, items: leftItems }, generated: { ...right, items: rightItems } }, null, 1)}`);
    }
    if (a.autoCancelAt?.getTime() !== undefined && b.autoCancelAt === null) throw new Error('generated order lost its auto-cancel time');
    columns = Object.keys(left).length + Object.keys(leftItems[0] ?? {}).length;
  }
  return { compared: samples.length, columns };
}
