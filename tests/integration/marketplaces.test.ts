import { describe, expect, it } from 'vitest';
import { boostDueShops } from '../../core/marketplaces/boost.ts';
import { applyMapping, judgeMapLines } from '../../core/marketplaces/mapping.ts';
import { syncShops } from '../../core/marketplaces/sync.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import { english } from '../../core/shared/english.ts';
import { asToken, rejection, testRequest } from '../helpers/fixtures.ts';
import { connectShop, control, simulatedShop } from '../helpers/marketplaces.ts';
import { seedShop } from '../helpers/orders.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const admin = asToken(rt, shop.admin.token);
const db = rt.database.client;
const base = () => baseContext(rt.database, rt.env, testRequest());
const ctx = () => ({ ...systemCtx(base(), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' }), userId: shop.admin.id });
/** The scheduled sync of one shop (merchant marketplace sync --shop). */
const sync = async (id: string) => (await syncShops(base(), { shopId: id }))[0]!;
const stockOf = async (id: string) => (await db.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, select: { stock: true } })).stock;

// The webhooks need the server listening where the simulators push (PUBLIC_URL, which Shopee signs).
const app = await fileServer(rt);
rt.env.publicUrl = await app.listen({ port: 0, host: '127.0.0.1' });
await control('/shopee', '/push-url', { url: `${rt.env.publicUrl}/api/webhooks/shopee` });
await control('/lazada', '/push-url', { url: `${rt.env.publicUrl}/api/webhooks/lazada` });

const shopee = await connectShop(admin, 'shopee', { id: '7001', products: 30, orders: 40 });

describe('marketplaces: connecting a shop and pulling it', () => {
  it('connects through the authorization page, keeps the tokens sealed and never shows them', async () => {
    expect(shopee).toMatchObject({ platform: 'shopee', shopId: '7001', storeName: 'Shopee Shop 7001', country: 'MY', status: 'active' });
    expect(shopee).not.toHaveProperty('accessToken');
    const row = await db.marketplaceShop.findFirstOrThrow({ where: { id: shopee.id } });
    expect(row.accessToken).not.toMatch(/^at-/);
    expect(row.refreshToken).not.toMatch(/^rt-/);
    const forged = await rejection(admin.marketplaceSync.finishConnect({ platform: 'shopee', state: '1.abc', code: 'x', shopId: '7001' }));
    expect(forged.message).toBe('The shop authorization has expired. Please connect the shop again.');
  });

  it('pulls every product (variants as their own rows) and every order into the order list, marked Shopee', async () => {
    const result = await sync(shopee.id);
    expect(result).toMatchObject({ error: '', ordersCreated: 40 });
    // 30 products, every seventh with two variants: 4 products give 8 rows.
    expect(result.products).toBe(34);
    const products = await admin.marketplaceSync.products({ shopId: shopee.id, pageSize: 80 });
    expect(products.total).toBe(34);
    expect(products.items.find((p) => p.sku === 'SP-7001-7-RED')).toMatchObject({ parentSku: 'SP-7001-7', variantName: 'Red', mapping: 'unmapped' });
    expect((await admin.marketplaceSync.products({ shopId: shopee.id, state: 'banned' })).items.map((p) => p.sku)).toEqual(['SP-7001-29', 'SP-7001-6']);
    expect((await admin.marketplaceSync.products({ shopId: shopee.id, state: 'out_of_stock' })).items.map((p) => p.sku)).toEqual(['SP-7001-1', 'SP-7001-14-BLUE', 'SP-7001-14-RED', 'SP-7001-27']);
    const orders = await admin.marketplaceSync.orders({ shopId: shopee.id, pageSize: 80 });
    expect(orders.total).toBe(40);
    const pulled = await db.order.findMany({ where: { merchantId: shop.merchantId, shippingTitle: 'Shopee' } });
    expect(pulled).toHaveLength(40);
    expect(pulled.every((o) => o.remarks.startsWith('Shopee 7001O'))).toBe(true);
    // The order list and the order mark them as placed on Shopee; the website's orders stay website.
    const listed = await admin.orders.list({ pageSize: 80 });
    const byId = new Map(listed.items.map((o) => [o.id, o.platform]));
    expect(pulled.map((o) => byId.get(o.id))).toEqual(pulled.map(() => 'shopee'));
    expect(listed.items.filter((o) => !pulled.some((p) => p.id === o.id)).every((o) => o.platform === 'website')).toBe(true);
    expect((await admin.orders.get({ id: pulled[0]!.id })).platform).toBe('shopee');
    // Incremental: a second sync finds nothing new.
    expect(await sync(shopee.id)).toMatchObject({ products: 0, ordersCreated: 0, ordersUpdated: 0 });
  });

  it('maps by SKU, refusing unknown shops and SKUs, then pushes the catalogue stock and price', async () => {
    const judged = await judgeMapLines(ctx(), [
      { row: 2, shop: '7001', marketplaceSku: 'SP-7001-2', sku: shop.shirt.sku },
      { row: 3, shop: '9999', marketplaceSku: 'SP-7001-3', sku: shop.shirt.sku },
      { row: 4, shop: '7001', marketplaceSku: 'SP-NONE', sku: shop.shirt.sku },
      { row: 5, shop: shopee.id, marketplaceSku: 'SP-7001-7-RED', sku: shop.cap.redSku },
      { row: 6, shop: '7001', marketplaceSku: 'SP-7001-3', sku: 'NO-SUCH-SKU' },
    ]);
    expect(judged.refused.map((r) => [r.row, r.column, english(r.reason)])).toEqual([
      [3, 'shop_id', 'No connected shop has this shop id.'],
      [4, 'marketplace_sku', 'The shop has no product with this SKU.'],
      [6, 'sku', 'No product or variant of the catalogue has this SKU.'],
    ]);
    await applyMapping(ctx(), judged.writes);
    expect((await admin.marketplaceSync.products({ shopId: shopee.id, mapping: 'mapped' })).items.map((p) => p.sku)).toEqual(['SP-7001-2', 'SP-7001-7-RED']);
    expect((await sync(shopee.id)).stockPushed).toBe(2);
    const pushed = (await simulatedShop('/shopee', '7001')).changed;
    expect(pushed.find((p) => p.sku === 'SP-7001-2')).toMatchObject({ stock: 10, priceSen: 2990 });
    expect((await sync(shopee.id)).stockPushed).toBe(0);
  });

  it('a pushed order takes the catalogue stock (inventory platform 7); a replay changes nothing; a forged push is refused', async () => {
    const before = await stockOf(shop.shirt.id);
    const { orderSn } = await control('/shopee', '/shops/7001/orders', { lines: [{ sku: 'SP-7001-2', qty: 2 }] });
    expect(await stockOf(shop.shirt.id)).toBe(before - 2);
    const log = await db.inventoryLog.findFirstOrThrow({ where: { merchantId: shop.merchantId, productId: shop.shirt.id, actionType: 4 }, orderBy: { at: 'desc' } });
    expect(log).toMatchObject({ platform: 7, change: -2 });
    // The same push again (the simulator's delivery, replayed byte for byte) changes nothing.
    const body = JSON.stringify({ shop_id: 7001, code: 3, timestamp: 1, data: { ordersn: orderSn, status: 'READY_TO_SHIP', update_time: 5 } });
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', 'shopee-simulator-partner-key').update(`${rt.env.publicUrl}/api/webhooks/shopee|${body}`).digest('hex');
    const post = (sig: string) => fetch(`${rt.env.publicUrl}/api/webhooks/shopee`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: sig }, body });
    expect((await post(signature)).status).toBe(200);
    expect((await post(signature)).status).toBe(200);
    expect(await stockOf(shop.shirt.id)).toBe(before - 2);
    expect(await db.marketplaceOrder.count({ where: { merchantId: shop.merchantId, orderSn: String(orderSn) } })).toBe(1);
    expect((await post('0'.repeat(64))).status).toBe(401);
    // Cancelled on the marketplace: the stock comes back, once.
    await control('/shopee', `/shops/7001/orders/${String(orderSn)}/status`, { status: 'cancelled' });
    expect(await stockOf(shop.shirt.id)).toBe(before);
    await sync(shopee.id);
    expect(await stockOf(shop.shirt.id)).toBe(before);
    const order = await db.marketplaceOrder.findFirstOrThrow({ where: { merchantId: shop.merchantId, orderSn: String(orderSn) } });
    expect(order.status).toBe('cancelled');
  });

  it('an incremental sync pulls only what changed', async () => {
    await control('/shopee', '/shops/7001/touch', { products: 5, orders: 5 });
    const result = await sync(shopee.id);
    expect(result).toMatchObject({ ordersCreated: 0, ordersUpdated: 5, error: '' });
    expect(result.products).toBe(5);
    // The touched SP-7001-2 is mapped: its marketplace stock is set back to the catalogue's.
    expect(result.stockPushed).toBe(1);
    expect((await simulatedShop('/shopee', '7001')).changed.find((p) => p.sku === 'SP-7001-2')?.stock).toBe(await stockOf(shop.shirt.id));
  });

  it('boosts 5 products every 4 hours, and refuses more than 30 chosen', async () => {
    const first = await boostDueShops(base(), { merchantId: shop.merchantId });
    expect(first.find((r) => r.shopId === shopee.id)?.skus).toHaveLength(5);
    expect((await simulatedShop('/shopee', '7001')).boosted.at(-1)).toHaveLength(5);
    expect((await boostDueShops(base(), { merchantId: shop.merchantId })).find((r) => r.shopId === shopee.id)).toBeUndefined();
    const ids = (await admin.marketplaceSync.products({ shopId: shopee.id, pageSize: 80 })).items.map((p) => p.id);
    expect((await rejection(admin.marketplaceSync.chooseBoost({ shopId: shopee.id, productIds: ids.slice(0, 31) }))).message).toBe('You reached the maximum products selection');
    expect(await admin.marketplaceSync.chooseBoost({ shopId: shopee.id, productIds: ids.slice(0, 3) })).toEqual({ chosen: 3 });
  });
});

describe('marketplaces: the failures of section 8', () => {
  const fail = (mode: string | null) => control('/shopee', '/shops/7001/fail', { mode });

  it('an invalid token makes the shop expired until the token is renewed', async () => {
    await fail('expired_token');
    expect(english((await sync(shopee.id)).error)).toBe('This shop token is invalid, renew token to process next action');
    expect((await admin.marketplaceSync.shops()).find((s) => s.id === shopee.id)).toMatchObject({ status: 'expired', lastError: expect.any(String) as string });
    expect(english((await sync(shopee.id)).error)).toBe('This shop token is invalid, renew token to process next action');
    expect(await admin.marketplaceSync.renewToken({ id: shopee.id })).toMatchObject({ status: 'active', lastError: '' });
    expect((await sync(shopee.id)).error).toBe('');
  });

  it('a refused refresh token needs the shop reconnected', async () => {
    await fail('revoked');
    expect((await rejection(admin.marketplaceSync.renewToken({ id: shopee.id }))).message).toBe('The shop token has expired: reconnect the shop.');
    await fail(null);
    expect(await connectShop(admin, 'shopee', { id: '7001' })).toMatchObject({ id: shopee.id, status: 'active' });
  });

  it('an invalid shop, a timeout and a shipping fee failure show their messages', async () => {
    await fail('invalid_shop');
    expect(english((await sync(shopee.id)).error)).toBe('Invalid shop: the marketplace does not know this shop or has suspended it.');
    await fail('timeout');
    expect(english((await sync(shopee.id)).error)).toBe('No response please try again later.');
    await fail('shipping_fee');
    await control('/shopee', '/shops/7001/touch', { orders: 1 });
    const result = await sync(shopee.id);
    expect(english(result.error)).toBe('Shipping Fee: Unable to calculate the shipping fee for this address');
    expect((await admin.marketplaceSync.shops()).find((s) => s.id === shopee.id)).toMatchObject({ status: 'active' });
    await fail(null);
    expect((await sync(shopee.id)).error).toBe('');
  });
});

describe('marketplaces: Lazada', () => {
  it('connects, pulls, maps, pushes stock and takes a pushed order with inventory platform 8', async () => {
    const lazada = await connectShop(admin, 'lazada', { id: '8001', products: 14, orders: 10 });
    expect(lazada).toMatchObject({ platform: 'lazada', shopId: '8001', storeName: 'Lazada Shop 8001', status: 'active' });
    expect(await sync(lazada.id)).toMatchObject({ products: 16, ordersCreated: 10, error: '' });
    expect(await db.order.count({ where: { merchantId: shop.merchantId, platform: 'lazada' } })).toBe(10);
    const judged = await judgeMapLines(ctx(), [{ row: 2, shop: '8001', marketplaceSku: 'LZ-8001-3', sku: shop.shirt.sku }]);
    await applyMapping(ctx(), judged.writes);
    expect((await sync(lazada.id)).stockPushed).toBe(1);
    const catalogue = await stockOf(shop.shirt.id);
    expect((await simulatedShop('/lazada', '8001')).changed.find((p) => p.sku === 'LZ-8001-3')).toMatchObject({ stock: catalogue, priceSen: 2990 });
    await control('/lazada', '/shops/8001/orders', { lines: [{ sku: 'LZ-8001-3', qty: 1 }] });
    expect(await stockOf(shop.shirt.id)).toBe(catalogue - 1);
    const log = await db.inventoryLog.findFirstOrThrow({ where: { merchantId: shop.merchantId, productId: shop.shirt.id, actionType: 4 }, orderBy: { at: 'desc' } });
    expect(log.platform).toBe(8);
    const forged = await fetch(`${rt.env.publicUrl}/api/webhooks/lazada`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'f'.repeat(64) }, body: '{"seller_id":"8001","message_type":0,"data":{"trade_order_id":"8001O0000001"}}' });
    expect(forged.status).toBe(401);
    await control('/lazada', '/shops/8001/fail', { mode: 'expired_token' });
    expect(english((await sync(lazada.id)).error)).toBe('This shop token is invalid, renew token to process next action');
    await admin.marketplaceSync.renewToken({ id: lazada.id });
    await control('/lazada', '/shops/8001/fail', { mode: 'shipping_fee' });
    await control('/lazada', '/shops/8001/touch', { orders: 1 });
    expect(english((await sync(lazada.id)).error)).toBe('Shipping Fee: Unable to calculate the shipping fee for this address');
    await control('/lazada', '/shops/8001/fail', { mode: null });
  });
});
