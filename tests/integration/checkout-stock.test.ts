import { describe, expect, it } from 'vitest';
import { commitWithheldStock, heldStock, releaseWithheldStock } from '../../core/checkout/stock.ts';
import { baseContext, withTransaction } from '../../core/shared/context.ts';
import { rejection, testRequest } from '../helpers/fixtures.ts';
import { orderInput, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const db = () => rt.database.client;
const stockOf = async (shop: SeededShop) => {
  const [shirt, cap, red, blue] = await Promise.all([
    db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.shirt.id } } }),
    db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.cap.id } } }),
    db().productOption.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.cap.redOptionId } } }),
    db().productOption.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.cap.blueOptionId } } }),
  ]);
  return { shirt: shirt.stock, cap: cap.stock, red: red.stock, blue: blue.stock };
};
/** An order's stock movements, their notes in English. */
const logsOf = async (shop: SeededShop) =>
  (
    await db().inventoryLog.findMany({
      where: { merchantId: shop.merchantId, actionType: { in: [4, 5, 6] } },
      orderBy: [{ at: 'asc' }, { actionType: 'asc' }, { sku: 'asc' }],
      select: { sku: true, optionId: true, change: true, stockAfter: true, actionType: true, platform: true, note: true, userId: true },
    })
  ).map((l) => ({ ...l, note: english(l.note) }));
/** The seller's notifications, their messages in English. */
const notificationsOf = async (shop: SeededShop) =>
  (await db().sellerNotification.findMany({ where: { merchantId: shop.merchantId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { kind: true, orderId: true, productId: true, message: true } })).map((n) => ({
    ...n,
    message: english(n.message),
  }));

/** A transaction of the shop, as the order actions hold one. */
const inShop = <T>(shop: SeededShop, fn: (tx: { db: typeof rt.database.client; merchantId: string; now: () => Date; userId: string }) => Promise<T>) =>
  withTransaction(baseContext(rt.database, rt.env, testRequest()), (base) => fn({ db: base.db as typeof rt.database.client, merchantId: shop.merchantId, now: () => new Date(), userId: shop.admin.id }));

describe('withholding stock', () => {
  it('takes the stock of each line, keeps a product with variants at the sum of its options, and logs type 4', async () => {
    const shop = await seedShop(rt);
    expect(await stockOf(shop)).toEqual({ shirt: 10, cap: 10, red: 5, blue: 5 });
    const order = await placeOrder(rt, shop, {
      items: [
        { productId: shop.shirt.id, qty: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 3 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
      ],
    });
    expect(await stockOf(shop)).toEqual({ shirt: 8, cap: 6, red: 1, blue: 5 });
    const note = `Order #${order.orderNo}`;
    expect(await logsOf(shop)).toEqual(
      expect.arrayContaining([
        { sku: shop.shirt.sku, optionId: null, change: -2, stockAfter: 8, actionType: 4, platform: 1, note, userId: null },
        { sku: shop.cap.redSku, optionId: shop.cap.redOptionId, change: -4, stockAfter: 1, actionType: 4, platform: 1, note, userId: null },
      ]),
    );
    expect(await logsOf(shop)).toHaveLength(2);
  });

  it("an app's order is logged with the app platform", async () => {
    const shop = await seedShop(rt);
    await placeOrder(rt, shop, { channel: 'app' });
    expect((await logsOf(shop)).map((l) => l.platform)).toEqual([5]);
  });

  it('notifies the seller of the new order, and of stock falling to the alert level or to 0, once', async () => {
    const shop = await seedShop(rt, { checkout: { lowQuantityAlert: 8 } });
    const first = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }] });
    const second = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }] });
    const third = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }] });
    const fourth = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 7 }] });
    const sku = shop.shirt.sku;
    expect(await notificationsOf(shop)).toEqual([
      { kind: 'new_order', orderId: first.id, productId: null, message: 'New order #1 from Aminah Yusof: RM 37.90' },
      { kind: 'low_stock', orderId: null, productId: shop.shirt.id, message: `Low stock: Cotton shirt (${sku}) has 8 left.` },
      { kind: 'new_order', orderId: second.id, productId: null, message: 'New order #2 from Aminah Yusof: RM 37.90' },
      { kind: 'new_order', orderId: third.id, productId: null, message: 'New order #3 from Aminah Yusof: RM 37.90' },
      { kind: 'low_stock', orderId: null, productId: shop.shirt.id, message: `Cotton shirt (${sku}) is out of stock.` },
      { kind: 'new_order', orderId: fourth.id, productId: null, message: 'New order #4 from Aminah Yusof: RM 217.30' },
    ]);
  });

  it('with no alert level set, only a sell-out is notified; a quotation is notified as one', async () => {
    const shop = await seedShop(rt);
    await placeOrder(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 5 }] });
    await placeOrder(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 5 }] });
    const quote = await placeOrder(rt, shop, { quotation: true, items: [{ productId: shop.shirt.id, qty: 1 }] });
    const notes = await notificationsOf(shop);
    expect(notes.filter((n) => n.kind === 'low_stock').map((n) => n.message)).toEqual([`Baseball cap (${(await db().product.findFirstOrThrow({ where: { merchantId: shop.merchantId, id: shop.cap.id } })).sku}) is out of stock.`]);
    expect(notes.at(-1)).toEqual({ kind: 'new_order', orderId: quote.id, productId: null, message: 'New quotation request #3 from Aminah Yusof: RM 37.90' });
  });
});

describe('releaseWithheldStock and commitWithheldStock', () => {
  it('release gives back what the order holds, logs type 6, and gives nothing more the second time', async () => {
    const shop = await seedShop(rt);
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 3 }] });
    await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 1 }] });
    expect(await stockOf(shop)).toEqual({ shirt: 7, cap: 7, red: 5, blue: 2 });

    const held = await inShop(shop, (tx) => heldStock(tx, order.id));
    expect(held.map((l) => [l.sku, l.qty])).toEqual(expect.arrayContaining([[shop.shirt.sku, 2], [shop.cap.blueSku, 3]]));

    const released = await inShop(shop, (tx) => releaseWithheldStock(tx, order.id));
    expect(released).toHaveLength(2);
    expect(await stockOf(shop)).toEqual({ shirt: 9, cap: 10, red: 5, blue: 5 });
    const cancelled = (await logsOf(shop)).filter((l) => l.actionType === 6);
    expect(cancelled).toEqual(
      expect.arrayContaining([
        { sku: shop.shirt.sku, optionId: null, change: 2, stockAfter: 9, actionType: 6, platform: 4, note: `Order #${order.orderNo}`, userId: shop.admin.id },
        { sku: shop.cap.blueSku, optionId: shop.cap.blueOptionId, change: 3, stockAfter: 5, actionType: 6, platform: 4, note: `Order #${order.orderNo}`, userId: shop.admin.id },
      ]),
    );
    expect(await inShop(shop, (tx) => releaseWithheldStock(tx, order.id))).toEqual([]);
    expect(await stockOf(shop)).toEqual({ shirt: 9, cap: 10, red: 5, blue: 5 });
    expect((await logsOf(shop)).filter((l) => l.actionType === 6)).toHaveLength(2);
  });

  it('commit records the sale once (type 5, no stock change); a later cancel still gives the stock back', async () => {
    const shop = await seedShop(rt);
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 2 }] });
    const committed = await inShop(shop, (tx) => commitWithheldStock(tx, order.id));
    expect(committed.map((l) => [l.sku, l.qty])).toEqual([[shop.cap.redSku, 2]]);
    expect(await inShop(shop, (tx) => commitWithheldStock(tx, order.id))).toEqual([]);
    expect(await stockOf(shop)).toEqual({ shirt: 10, cap: 8, red: 3, blue: 5 });
    expect((await logsOf(shop)).filter((l) => l.actionType === 5)).toEqual([
      { sku: shop.cap.redSku, optionId: shop.cap.redOptionId, change: 0, stockAfter: 3, actionType: 5, platform: 4, note: `Order #${order.orderNo}`, userId: shop.admin.id },
    ]);
    await inShop(shop, (tx) => releaseWithheldStock(tx, order.id));
    expect(await stockOf(shop)).toEqual({ shirt: 10, cap: 10, red: 5, blue: 5 });
  });

  it('a quotation holds nothing; an order of another merchant is not found', async () => {
    const shop = await seedShop(rt);
    const other = await seedShop(rt);
    const quote = await placeOrder(rt, shop, { quotation: true });
    expect(await inShop(shop, (tx) => releaseWithheldStock(tx, quote.id))).toEqual([]);
    const foreign = await placeOrder(rt, other);
    await expect(inShop(shop, (tx) => releaseWithheldStock(tx, foreign.id))).rejects.toMatchObject({ code: 'ORDER.NOT_FOUND' });
    await expect(inShop(shop, (tx) => commitWithheldStock(tx, foreign.id))).rejects.toMatchObject({ code: 'ORDER.NOT_FOUND' });
    expect((await stockOf(other)).shirt).toBe(9);
  });
});

describe('concurrent checkouts', () => {
  it('20 orders at once get the numbers 1 to 20, each once', async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
    const results = await Promise.all(Array.from({ length: 20 }, () => storefrontCaller(rt, shop.siteKey).storefront.placeOrder(orderInput(shop))));
    expect(results.map((o) => o.orderNo).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const settings = await db().orderSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(settings.nextOrderNo).toBe(21);
    expect((await stockOf(shop)).shirt).toBe(980);
  });

  it('never sells the same unit twice: 12 buyers of 10 shirts, 10 succeed', async () => {
    const shop = await seedShop(rt);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => storefrontCaller(rt, shop.siteKey).storefront.placeOrder(orderInput(shop))));
    const placed = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value.orderNo);
    expect(placed.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    for (const refused of outcomes.filter((o) => o.status === 'rejected')) {
      expect(await rejection(Promise.reject(refused.reason))).toMatchObject({ code: 'CONFLICT', message: 'Cotton shirt does not have enough stock for this quantity.' });
    }
    expect((await stockOf(shop)).shirt).toBe(0);
    expect(await db().order.count({ where: { merchantId: shop.merchantId } })).toBe(10);
  });
});
