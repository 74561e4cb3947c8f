import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketOrderStatus } from '../../../core/marketplaces/port.ts';
import type { SimulatorMount } from '../simulator-host.ts';
import { authorizePage, registerControls, simulatedWorld, stall, type SimItem, type SimOrder, type SimShop } from '../marketplace-world.ts';
import { unitsOf } from '../marketplace-call.ts';

/** The app the simulator knows; with SIMULATORS=1 the runtime signs with it. */
export const LAZADA_SIMULATOR_APP = { appKey: '100001', appSecret: 'lazada-simulator-app-secret' } as const;

/** The simulated Lazada sellers of this process. */
export const lazadaWorld = simulatedWorld('LZ');

const STATUS_NAME: Record<MarketOrderStatus, string> = { unpaid: 'unpaid', to_ship: 'pending', shipped: 'shipped', completed: 'delivered', cancelled: 'canceled' };
const ITEM_STATUS = { normal: 'Active', unlisted: 'InActive', banned: 'Suspended' } as const;

type Params = Record<string, string | undefined>;
const hmac = (base: string) => createHmac('sha256', LAZADA_SIMULATOR_APP.appSecret).update(base).digest('hex');
const paramsOf = (req: FastifyRequest): Params => (req.method === 'GET' ? (req.query as Params) : Object.fromEntries(new URLSearchParams(typeof req.body === 'string' ? req.body : '')));
const refuse = (reply: FastifyReply, code: string, message: string) => reply.send({ code, type: 'ISV', message, request_id: 'sim' });
const ok = (data: unknown) => ({ code: '0', data, request_id: 'sim' });

/** '2026-01-31 10:00:00 +0800' of a time in seconds. */
function lazadaText(secondsAt: number): string {
  const local = new Date((secondsAt + 8 * 3600) * 1000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`;
}
const secondsOf = (iso: string | undefined) => Math.floor(new Date(iso ?? 0).getTime() / 1000);

function signed(req: FastifyRequest, reply: FastifyReply, params: Params): boolean {
  const path = req.routeOptions.url!.replace(/^\/lazada\/rest/, '');
  const { sign, ...rest } = params;
  const base = path + Object.keys(rest).sort().map((k) => `${k}${rest[k]}`).join('');
  if (rest.app_key !== LAZADA_SIMULATOR_APP.appKey || sign !== hmac(base).toUpperCase()) {
    void refuse(reply, 'IncompleteSignature', 'The request signature does not conform to platform standards');
    return false;
  }
  return true;
}

/** The seller of a call, found by its access token, or null once the refusal is answered. */
async function sellerOf(req: FastifyRequest, reply: FastifyReply): Promise<{ s: SimShop; params: Params } | null> {
  const params = paramsOf(req);
  if (!signed(req, reply, params)) return null;
  const s = lazadaWorld.tokenShop(params.access_token ?? '', 'at');
  if (s?.fail === 'timeout') await stall();
  if (!s) {
    void refuse(reply, 'IllegalAccessToken', 'The specified access token is invalid or expired');
    return null;
  }
  const refusal = lazadaWorld.refusal(s, params.access_token ?? '');
  if (refusal === 'shop') void refuse(reply, 'InvalidSeller', 'The seller is inactive or not found');
  if (refusal === 'token') void refuse(reply, 'IllegalAccessToken', 'The specified access token is invalid or expired');
  return refusal ? null : { s, params };
}

const productOf = (it: SimItem) => ({
  item_id: it.itemId,
  status: ITEM_STATUS[it.status],
  attributes: { name: it.name },
  updated_time: String(it.updateTime * 1000),
  skus: it.models.length
    ? it.models.map((m) => ({ SkuId: m.modelId, SellerSku: m.sku, price: unitsOf(m.priceSen), special_price: 0, quantity: m.stock, saleProp: { color_family: m.option } }))
    : [{ SkuId: it.itemId * 10, SellerSku: it.sku, price: unitsOf(it.priceSen), special_price: 0, quantity: it.stock }],
});

const orderOf = (o: SimOrder) => ({
  order_id: o.orderSn,
  order_number: o.orderSn,
  statuses: [STATUS_NAME[o.status]],
  price: unitsOf(o.lines.reduce((sum, l) => sum + l.qty * l.unitSen, 0)).toFixed(2),
  shipping_fee: unitsOf(o.shippingSen).toFixed(2),
  created_at: lazadaText(o.placedAt),
  updated_at: lazadaText(o.updateTime),
  customer_first_name: o.buyer,
  customer_last_name: '',
  address_shipping: { first_name: `Buyer ${o.buyer}`, last_name: '', phone: '60123456789', address1: '1 Jalan Simulasi', city: 'Kuala Lumpur', post_code: '50000', country: 'Malaysia' },
});

const itemsOf = (o: SimOrder) =>
  o.lines.flatMap((l) => Array.from({ length: l.qty }, (_, unit) => ({ order_item_id: `${o.orderSn}-${l.sku}-${unit}`, order_id: o.orderSn, product_id: l.item.itemId, sku_id: l.modelId || l.item.itemId * 10, sku: l.sku, name: l.item.name, item_price: unitsOf(l.unitSen), paid_price: unitsOf(l.unitSen), status: STATUS_NAME[o.status] })));

async function pushOrder(s: SimShop, o: SimOrder): Promise<void> {
  const url = lazadaWorld.pushUrl;
  if (!url) return;
  const body = JSON.stringify({ seller_id: s.shopId, message_type: 0, data: { trade_order_id: o.orderSn, order_status: STATUS_NAME[o.status], status_update_time: o.updateTime }, timestamp: Date.now(), site: 'lazada_my' });
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: hmac(`${LAZADA_SIMULATOR_APP.appKey}${body}`) }, body }).catch(() => undefined);
}

/**
 * Lazada Open Platform as a simulator (docs/integrations.md): the authorization server's
 * /oauth/authorize and /rest/auth/token/*, and the API under /rest, with the same sign and
 * answers; sellers seeded from their id and size. The control endpoints are the Shopee
 * simulator's (seed, fail, touch, add or move an order and push it, signed, to /_control/push-url).
 */
export const lazadaSimulator: SimulatorMount = {
  prefix: '/lazada',
  register(app) {
    app.get('/oauth/authorize', (req, reply) => {
      const q = req.query as Params;
      if (q.client_id !== LAZADA_SIMULATOR_APP.appKey) return reply.code(400).send('unknown client_id');
      return reply.type('text/html').send(authorizePage('Lazada: authorize seller', '/lazada/_authorize', { redirect: q.redirect_uri ?? '' }));
    });
    app.get('/_authorize', (req, reply) => {
      const q = req.query as Params;
      const s = lazadaWorld.shop(q.shop ?? '1001', { ...(q.products && { products: Number(q.products) }), ...(q.orders && { orders: Number(q.orders) }) });
      const back = new URL(q.redirect ?? '');
      back.searchParams.set('code', lazadaWorld.issueCode(s.shopId));
      return reply.redirect(back.toString());
    });
    const tokenAnswer = (s: SimShop) => {
      const t = lazadaWorld.issueTokens(s);
      return { code: '0', access_token: t.accessToken, refresh_token: t.refreshToken, expires_in: 604_800, refresh_expires_in: 2_592_000, account: `seller${s.shopId}@example.com`, country: 'my', country_user_info: [{ country: 'my', seller_id: s.shopId, user_id: s.shopId, short_code: `MY${s.shopId}` }], request_id: 'sim' };
    };
    app.post('/rest/auth/token/create', (req, reply) => {
      const params = paramsOf(req);
      if (!signed(req, reply, params)) return;
      const shopId = lazadaWorld.takeCode(params.code ?? '');
      if (!shopId) return refuse(reply, 'InvalidCode', 'Invalid authorization code');
      return tokenAnswer(lazadaWorld.shop(shopId));
    });
    app.post('/rest/auth/token/refresh', (req, reply) => {
      const params = paramsOf(req);
      if (!signed(req, reply, params)) return;
      const s = lazadaWorld.tokenShop(params.refresh_token ?? '', 'rt');
      if (!s || !lazadaWorld.refreshable(s, params.refresh_token ?? '')) return refuse(reply, 'IllegalRefreshToken', 'The specified refresh token is invalid or expired');
      if (s.fail === 'invalid_shop') return refuse(reply, 'InvalidSeller', 'The seller is inactive or not found');
      return tokenAnswer(s);
    });
    app.get('/rest/seller/get', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (found) return ok({ name: found.s.name, seller_id: found.s.shopId, location: 'my', status: 'ACTIVE' });
    });
    app.get('/rest/products/get', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (!found) return;
      const { s, params } = found;
      const offset = Number(params.offset ?? 0);
      const limit = Math.min(50, Number(params.limit ?? 20));
      let page: SimItem[];
      let total: number;
      if (params.update_after) {
        const changed = lazadaWorld.itemsChanged(s, secondsOf(params.update_after), Number.MAX_SAFE_INTEGER);
        page = changed.slice(offset, offset + limit);
        total = changed.length;
      } else {
        page = Array.from({ length: Math.max(0, Math.min(limit, s.products - offset)) }, (_, i) => lazadaWorld.item(s, offset + i));
        total = s.products;
      }
      return ok({ total_products: total, products: page.map(productOf) });
    });
    app.get('/rest/orders/get', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (!found) return;
      const { s, params } = found;
      if (s.fail === 'shipping_fee') return refuse(reply, 'ShippingFeeError', 'Unable to calculate the shipping fee for this address');
      const offset = Number(params.offset ?? 0);
      const limit = Math.min(100, Number(params.limit ?? 50));
      const changed = lazadaWorld.ordersChanged(s, secondsOf(params.update_after), Number.MAX_SAFE_INTEGER);
      const page = changed.slice(offset, limit);
      return ok({ count: page.length, countTotal: changed.count, orders: page.map(orderOf) });
    });
    app.get('/rest/order/get', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (!found) return;
      const o = lazadaWorld.findOrder(found.s, found.params.order_id ?? '');
      return ok(o ? orderOf(o) : null);
    });
    app.get('/rest/orders/items/get', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (!found) return;
      const ids = JSON.parse(found.params.order_ids ?? '[]') as string[];
      return ok(ids.map((id) => lazadaWorld.findOrder(found.s, String(id))).filter((o): o is SimOrder => o !== null).map((o) => ({ order_id: o.orderSn, order_items: itemsOf(o) })));
    });
    app.post('/rest/product/price_quantity/update', async (req, reply) => {
      const found = await sellerOf(req, reply);
      if (!found) return;
      for (const sku of (found.params.payload ?? '').match(/<Sku>.*?<\/Sku>/g) ?? []) {
        const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(sku)?.[1];
        const itemId = Number(tag('ItemId'));
        const skuId = Number(tag('SkuId') ?? 0);
        const modelId = skuId && skuId !== itemId * 10 ? skuId : 0;
        const price = tag('Price');
        const quantity = tag('Quantity');
        if (!lazadaWorld.setStock(found.s, itemId, modelId, quantity ? Number(quantity) : undefined, price ? Math.round(Number(price) * 100) : undefined)) return refuse(reply, 'SkuNotFound', `Item ${itemId} not found`);
      }
      return ok({});
    });

    registerControls(app, lazadaWorld, pushOrder);
  },
};
