import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketOrderStatus } from '../../../core/marketplaces/port.ts';
import type { SimulatorMount } from '../simulator-host.ts';
import { authorizePage, registerControls, simulatedWorld, stall, type SimItem, type SimOrder, type SimShop } from '../marketplace-world.ts';
import { unitsOf } from '../marketplace-call.ts';

/** The partner the simulator knows; with SIMULATORS=1 the runtime signs with it. */
export const SHOPEE_SIMULATOR_PARTNER = { partnerId: '2000001', partnerKey: 'shopee-simulator-partner-key' } as const;

/** The simulated Shopee shops of this process: tests and the control endpoints read and change them. */
export const shopeeWorld = simulatedWorld('SP');

const STATUS_NAME: Record<MarketOrderStatus, string> = { unpaid: 'UNPAID', to_ship: 'READY_TO_SHIP', shipped: 'SHIPPED', completed: 'COMPLETED', cancelled: 'CANCELLED' };
const ITEM_STATUS = { normal: 'NORMAL', unlisted: 'UNLIST', banned: 'BANNED' } as const;

type Query = Record<string, string | undefined>;
const sign = (base: string) => createHmac('sha256', SHOPEE_SIMULATOR_PARTNER.partnerKey).update(base).digest('hex');
const bodyOf = (req: FastifyRequest) => (typeof req.body === 'string' && req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});
const refuse = (reply: FastifyReply, error: string, message: string) => reply.code(error === 'error_sign' || error === 'error_auth' ? 403 : 400).send({ error, message, request_id: 'sim' });

/** Checks the partner's sign of a call (with the shop's token for a shop's call); answers the refusal when it fails. */
function signed(req: FastifyRequest, reply: FastifyReply, shopCall: boolean): boolean {
  const q = req.query as Query;
  const path = req.routeOptions.url!.replace(/^\/shopee/, '');
  const base = `${q.partner_id}${path}${q.timestamp}${shopCall ? `${q.access_token}${q.shop_id}` : ''}`;
  if (q.partner_id !== SHOPEE_SIMULATOR_PARTNER.partnerId || q.sign !== sign(base)) {
    void refuse(reply, 'error_sign', 'Wrong sign.');
    return false;
  }
  return true;
}

/** The shop of a shop's call, or null once the refusal is answered (a bad sign, an expired token, an invalid shop). */
async function shopOf(req: FastifyRequest, reply: FastifyReply): Promise<SimShop | null> {
  if (!signed(req, reply, true)) return null;
  const q = req.query as Query;
  const found = shopeeWorld.shops.get(q.shop_id ?? '') ?? shopeeWorld.tokenShop(q.access_token ?? '', 'at');
  if (found?.fail === 'timeout') await stall();
  const refusal = shopeeWorld.refusal(found, q.access_token ?? '');
  if (refusal === 'shop') void refuse(reply, 'error_shop_not_found', 'Shop is not found or suspended.');
  if (refusal === 'token') void refuse(reply, 'error_auth', 'Invalid access_token.');
  return refusal ? null : found!;
}

const itemBase = (it: SimItem) => ({
  item_id: it.itemId,
  item_name: it.name,
  item_sku: it.sku,
  item_status: ITEM_STATUS[it.status],
  update_time: it.updateTime,
  has_model: it.models.length > 0,
  price_info: [{ currency: 'MYR', current_price: unitsOf(it.priceSen), original_price: unitsOf(it.priceSen) }],
  stock_info_v2: { summary_info: { total_reserved_stock: 0, total_available_stock: it.stock } },
});

const orderDetail = (s: SimShop, o: SimOrder) => ({
  order_sn: o.orderSn,
  order_status: STATUS_NAME[o.status],
  currency: 'MYR',
  create_time: o.placedAt,
  update_time: o.updateTime,
  buyer_username: o.buyer,
  total_amount: unitsOf(o.lines.reduce((sum, l) => sum + l.qty * l.unitSen, 0) + o.shippingSen),
  estimated_shipping_fee: unitsOf(o.shippingSen),
  recipient_address: { name: `Buyer ${o.buyer}`, phone: '60123456789', full_address: `1 Jalan Simulasi, 50000 Kuala Lumpur (${s.shopId})` },
  item_list: o.lines.map((l) => ({ item_id: l.item.itemId, item_name: l.item.name, item_sku: l.item.sku, model_id: l.modelId, model_sku: l.modelId ? l.sku : '', model_quantity_purchased: l.qty, model_discounted_price: unitsOf(l.unitSen) })),
});

/** Delivers a signed order-status push (code 3) to the URL the product registered. */
async function pushOrder(s: SimShop, o: SimOrder): Promise<void> {
  const url = shopeeWorld.pushUrl;
  if (!url) return;
  const body = JSON.stringify({ shop_id: Number(s.shopId), code: 3, timestamp: Math.floor(Date.now() / 1000), data: { ordersn: o.orderSn, status: STATUS_NAME[o.status], update_time: o.updateTime } });
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: sign(`${url}|${body}`) }, body }).catch(() => undefined);
}

/**
 * Shopee Open Platform v2 as a simulator (docs/integrations.md): the same paths, sign and
 * answers, with shops seeded from their id and size. Control endpoints under /_control seed a shop
 * (its size), switch how it fails (expired_token, revoked, invalid_shop, timeout, shipping_fee),
 * change products and orders for an incremental sync, and add or move an order, which is then
 * pushed, signed, to the URL set by /_control/push-url (registerControls).
 */
export const shopeeSimulator: SimulatorMount = {
  prefix: '/shopee',
  register(app) {
    app.get('/api/v2/shop/auth_partner', (req, reply) => {
      if (!signed(req, reply, false)) return;
      const redirect = (req.query as Query).redirect ?? '';
      return reply.type('text/html').send(authorizePage('Shopee: authorize shop', '/shopee/_authorize', { redirect }));
    });
    app.get('/_authorize', (req, reply) => {
      const q = req.query as Query;
      const s = shopeeWorld.shop(q.shop ?? '1001', { ...(q.products && { products: Number(q.products) }), ...(q.orders && { orders: Number(q.orders) }) });
      const back = new URL(q.redirect ?? '');
      back.searchParams.set('code', shopeeWorld.issueCode(s.shopId));
      back.searchParams.set('shop_id', s.shopId);
      return reply.redirect(back.toString());
    });
    app.post('/api/v2/auth/token/get', (req, reply) => {
      if (!signed(req, reply, false)) return;
      const body = bodyOf(req);
      const shopId = shopeeWorld.takeCode(String(body.code ?? ''));
      if (!shopId || shopId !== String(body.shop_id)) return refuse(reply, 'error_auth', 'Invalid code.');
      const s = shopeeWorld.shop(shopId);
      const t = shopeeWorld.issueTokens(s);
      return { access_token: t.accessToken, refresh_token: t.refreshToken, expire_in: 14_400, error: '', message: '', request_id: 'sim' };
    });
    app.post('/api/v2/auth/access_token/get', (req, reply) => {
      if (!signed(req, reply, false)) return;
      const body = bodyOf(req);
      const s = shopeeWorld.shops.get(String(body.shop_id)) ?? shopeeWorld.tokenShop(String(body.refresh_token ?? ''), 'rt');
      if (!s || s.fail === 'invalid_shop') return refuse(reply, 'error_shop_not_found', 'Shop is not found or suspended.');
      if (!shopeeWorld.refreshable(s, String(body.refresh_token ?? ''))) return refuse(reply, 'error_auth', 'Invalid refresh_token.');
      const t = shopeeWorld.issueTokens(s);
      return { access_token: t.accessToken, refresh_token: t.refreshToken, expire_in: 14_400, error: '', message: '', request_id: 'sim' };
    });
    app.get('/api/v2/shop/get_shop_info', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (s) return { shop_name: s.name, region: 'MY', status: 'NORMAL', error: '', message: '' };
    });
    app.get('/api/v2/product/get_item_list', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const q = req.query as Query;
      const offset = Number(q.offset ?? 0);
      const size = Math.min(100, Number(q.page_size ?? 10));
      let page: SimItem[];
      let total: number;
      if (q.update_time_from) {
        const changed = shopeeWorld.itemsChanged(s, Number(q.update_time_from), Number(q.update_time_to ?? Number.MAX_SAFE_INTEGER));
        page = changed.slice(offset, offset + size);
        total = changed.length;
      } else {
        page = Array.from({ length: Math.max(0, Math.min(size, s.products - offset)) }, (_, i) => shopeeWorld.item(s, offset + i));
        total = s.products;
      }
      return { error: '', message: '', response: { item: page.map((i) => ({ item_id: i.itemId, item_status: ITEM_STATUS[i.status], update_time: i.updateTime })), total_count: total, has_next_page: offset + size < total, next_offset: offset + size } };
    });
    app.get('/api/v2/product/get_item_base_info', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const ids = ((req.query as Query).item_id_list ?? '').split(',').map(Number).slice(0, 50);
      const items = ids.filter((id) => id >= 100_000 && id < 100_000 + s.products).map((id) => itemBase(shopeeWorld.item(s, id - 100_000)));
      return { error: '', message: '', response: { item_list: items } };
    });
    app.get('/api/v2/product/get_model_list', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const it = shopeeWorld.item(s, Number((req.query as Query).item_id) - 100_000);
      return {
        error: '',
        message: '',
        response: {
          tier_variation: [{ name: 'Colour', option_list: it.models.map((m) => ({ option: m.option })) }],
          model: it.models.map((m, at) => ({ model_id: m.modelId, model_sku: m.sku, tier_index: [at], price_info: [{ current_price: unitsOf(m.priceSen) }], stock_info_v2: { summary_info: { total_available_stock: m.stock } } })),
        },
      };
    });
    app.get('/api/v2/order/get_order_list', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const q = req.query as Query;
      const offset = Number(q.cursor || 0);
      const size = Math.min(100, Number(q.page_size ?? 20));
      const changed = shopeeWorld.ordersChanged(s, Number(q.time_from), Number(q.time_to));
      const more = offset + size < changed.count;
      return { error: '', message: '', response: { more, next_cursor: more ? String(offset + size) : '', order_list: changed.slice(offset, size).map((o) => ({ order_sn: o.orderSn })) } };
    });
    app.get('/api/v2/order/get_order_detail', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      if (s.fail === 'shipping_fee') return refuse(reply, 'logistics.error_shipping_fee', 'Unable to calculate the shipping fee for this address');
      const sns = ((req.query as Query).order_sn_list ?? '').split(',').slice(0, 50);
      const orders = sns.map((sn) => shopeeWorld.findOrder(s, sn)).filter((o): o is SimOrder => o !== null);
      return { error: '', message: '', response: { order_list: orders.map((o) => orderDetail(s, o)) } };
    });
    app.post('/api/v2/product/update_stock', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const body = bodyOf(req) as { item_id: number; stock_list: { model_id: number; seller_stock: { stock: number }[] }[] };
      for (const line of body.stock_list) if (!shopeeWorld.setStock(s, body.item_id, line.model_id, line.seller_stock[0]?.stock ?? 0, undefined)) return refuse(reply, 'product.error_item_not_found', 'Item not found.');
      return { error: '', message: '', response: { success_list: body.stock_list, failure_list: [] } };
    });
    app.post('/api/v2/product/update_price', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const body = bodyOf(req) as { item_id: number; price_list: { model_id: number; original_price: number }[] };
      for (const line of body.price_list) if (!shopeeWorld.setStock(s, body.item_id, line.model_id, undefined, Math.round(line.original_price * 100))) return refuse(reply, 'product.error_item_not_found', 'Item not found.');
      return { error: '', message: '', response: { success_list: body.price_list, failure_list: [] } };
    });
    app.post('/api/v2/product/boost_item', async (req, reply) => {
      const s = await shopOf(req, reply);
      if (!s) return;
      const ids = (bodyOf(req).item_id_list ?? []) as number[];
      if (ids.length > 5) return refuse(reply, 'product.error_boost_limit', 'At most 5 items can be boosted.');
      s.boosted.push(ids);
      return { error: '', message: '', response: { success_list: { item_id_list: ids }, failure_list: [] } };
    });

    registerControls(app, shopeeWorld, pushOrder);
  },
};
