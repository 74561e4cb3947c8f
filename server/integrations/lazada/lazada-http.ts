import { createHmac, timingSafeEqual } from 'node:crypto';
import { MarketplaceError, type MarketItem, type MarketOrder, type MarketOrderStatus, type Marketplace, type MarketplaceFailure, type MarketplaceTokens, type Page, type ShopAuth } from '../../../core/marketplaces/port.ts';
import { marketplaceCall, senOf, unitsOf, type MarketplaceCallOptions } from '../marketplace-call.ts';

export interface LazadaHttpConfig extends MarketplaceCallOptions {
  /** The country's API address (LAZADA_API_URL), e.g. https://api.lazada.com.my/rest. */
  url: string;
  /** The authorization server (LAZADA_AUTH_URL), https://auth.lazada.com. */
  authUrl: string;
  appKey: string;
  /** The app secret (LAZADA_APP_SECRET): signs every call, never sent, never logged. */
  appSecret: string;
}

type Json = Record<string, unknown>;

const ORDER_STATUS: Record<string, MarketOrderStatus> = {
  unpaid: 'unpaid',
  pending: 'to_ship',
  packed: 'to_ship',
  repacked: 'to_ship',
  ready_to_ship: 'to_ship',
  shipped: 'shipped',
  delivered: 'completed',
  canceled: 'cancelled',
  returned: 'cancelled',
  failed: 'cancelled',
};
const ITEM_STATUS: Record<string, string> = { active: 'live', inactive: 'unlisted', deleted: 'unlisted', suspended: 'banned', rejected: 'banned' };
const PRODUCT_PAGE = 50;
const ORDER_PAGE = 100;
/** price_quantity/update takes at most 20 SKUs a call. */
const UPDATE_BATCH = 20;

function failureOf(code: string, refreshing: boolean): MarketplaceFailure {
  if (code === 'IllegalAccessToken' || code === 'IllegalRefreshToken') return refreshing ? 'refresh' : 'token';
  if (code === 'InvalidSeller' || code === 'SellerNotFound') return 'shop';
  if (code === 'ShippingFeeError') return 'shipping_fee';
  return 'other';
}

/** Lazada writes times as '2026-01-31 10:00:00 +0800'. */
export const lazadaTime = (text: unknown): Date => new Date(String(text ?? '').replace(' ', 'T').replace(/ ([+-]\d{2})(\d{2})$/, '$1:$2'));
/** And takes them in ISO 8601 with an offset. */
const isoOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const xml = (text: string | number) => String(text).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Lazada-type marketplace over Lazada Open Platform: every call carries app_key, a timestamp in
 * milliseconds, sign_method sha256 and sign, the upper-case hex HMAC-SHA256 with the app secret of
 * the API path followed by every parameter's name and value in name order. The seller authorizes
 * on the authorization server's /oauth/authorize, which comes back with a code; /auth/token/create
 * and /auth/token/refresh give the tokens. Products: /products/get; orders: /orders/get (by update
 * time) and /orders/items/get; stock and price: /product/price_quantity/update (an XML payload).
 */
export function lazadaHttp(config: LazadaHttpConfig): Marketplace {
  const api = config.url.replace(/\/$/, '');
  const auth = config.authUrl.replace(/\/$/, '');
  const hmac = (base: string) => createHmac('sha256', config.appSecret).update(base).digest('hex');
  const signedParams = (path: string, params: Record<string, string>) => {
    const all: Record<string, string> = { app_key: config.appKey, timestamp: String(Date.now()), sign_method: 'sha256', ...params };
    const base = path + Object.keys(all).sort().map((k) => `${k}${all[k]}`).join('');
    return new URLSearchParams({ ...all, sign: hmac(base).toUpperCase() });
  };
  const answer = (body: Json, refreshing = false): Json => {
    const code = String(body.code ?? '0');
    if (code !== '0') throw new MarketplaceError(failureOf(code, refreshing), String(body.message ?? code));
    return body;
  };
  const get = async (path: string, shop: ShopAuth, params: Record<string, string>) =>
    answer(await marketplaceCall(`${api}${path}?${signedParams(path, { access_token: shop.accessToken, ...params }).toString()}`, {}, true, config)).data;
  const post = async (base: string, path: string, params: Record<string, string>, repeatable: boolean, refreshing = false) =>
    answer(await marketplaceCall(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signedParams(path, params).toString() }, repeatable, config), refreshing);
  const tokens = (body: Json): MarketplaceTokens => {
    const seller = ((body.country_user_info ?? []) as Json[])[0];
    return {
      shopId: String(seller?.seller_id ?? ''),
      accessToken: String(body.access_token),
      refreshToken: String(body.refresh_token),
      expiresAt: new Date(Date.now() + Number(body.expires_in ?? 0) * 1000),
    };
  };

  const orderOf = (o: Json, items: Json[]): MarketOrder => {
    const address = (o.address_shipping ?? {}) as Json;
    const lines = new Map<string, MarketOrder['lines'][number]>();
    // Lazada lists an order item per unit: units of one SKU make one line.
    for (const i of items) {
      const sku = String(i.sku ?? '');
      const line = lines.get(sku) ?? { itemId: String(i.product_id ?? ''), modelId: String(i.sku_id ?? ''), sku, name: String(i.name ?? ''), qty: 0, unitSen: senOf(i.paid_price ?? i.item_price) };
      line.qty += 1;
      lines.set(sku, line);
    }
    const statuses = (o.statuses ?? []) as string[];
    return {
      orderSn: String(o.order_id),
      status: ORDER_STATUS[String(statuses[0] ?? 'pending')] ?? 'to_ship',
      totalSen: senOf(o.price) + senOf(o.shipping_fee),
      shippingSen: senOf(o.shipping_fee),
      buyerName: `${String(o.customer_first_name ?? '')} ${String(o.customer_last_name ?? '')}`.trim(),
      shipName: `${String(address.first_name ?? '')} ${String(address.last_name ?? '')}`.trim(),
      shipPhone: String(address.phone ?? ''),
      shipAddress: [address.address1, address.city, address.post_code, address.country].filter(Boolean).join(', '),
      placedAt: lazadaTime(o.created_at),
      updateTime: lazadaTime(o.updated_at),
      lines: [...lines.values()],
    };
  };
  const withItems = async (shop: ShopAuth, orders: Json[]): Promise<MarketOrder[]> => {
    if (!orders.length) return [];
    const data = (await get('/orders/items/get', shop, { order_ids: JSON.stringify(orders.map((o) => o.order_id)) })) as Json[];
    const byOrder = new Map(data.map((d) => [String(d.order_id), (d.order_items ?? []) as Json[]]));
    return orders.map((o) => orderOf(o, byOrder.get(String(o.order_id)) ?? []));
  };

  return {
    authorizeUrl: (redirectUrl) =>
      Promise.resolve(`${auth}/oauth/authorize?${new URLSearchParams({ response_type: 'code', force_auth: 'true', redirect_uri: redirectUrl, client_id: config.appKey }).toString()}`),
    exchangeCode: async (code) => tokens(await post(`${auth}/rest`, '/auth/token/create', { code }, false)),
    refresh: async (_shopId, refreshToken) => tokens(await post(`${auth}/rest`, '/auth/token/refresh', { refresh_token: refreshToken }, false, true)),
    async shopInfo(shop) {
      const data = (await get('/seller/get', shop, {})) as Json;
      return { storeName: String(data.name ?? ''), country: String(data.location ?? '').toUpperCase() };
    },
    async products(shop, since, cursor): Promise<Page<MarketItem>> {
      const offset = Number(cursor ?? 0);
      const data = (await get('/products/get', shop, { filter: 'all', offset: String(offset), limit: String(PRODUCT_PAGE), ...(since && { update_after: isoOf(since) }) })) as Json;
      const items: MarketItem[] = [];
      for (const p of (data.products ?? []) as Json[]) {
        const skus = (p.skus ?? []) as Json[];
        for (const s of skus) {
          const variant = (s.saleProp ?? {}) as Record<string, string>;
          items.push({
            itemId: String(p.item_id),
            // Every Lazada product has SKUs: the SKU id is what an order line names too.
            modelId: String(s.SkuId),
            sku: String(s.SellerSku ?? ''),
            parentSku: skus.length > 1 ? String(p.item_id) : '',
            variantName: Object.values(variant).join(', '),
            name: String((p.attributes as Json | undefined)?.name ?? ''),
            status: ITEM_STATUS[String(p.status).toLowerCase()] ?? 'unlisted',
            priceSen: senOf(s.special_price || s.price),
            stock: Number(s.quantity ?? 0),
            updateTime: new Date(Number(p.updated_time ?? 0)),
          });
        }
      }
      const total = Number(data.total_products ?? 0);
      return { items, next: offset + PRODUCT_PAGE < total ? String(offset + PRODUCT_PAGE) : null };
    },
    async orders(shop, since, cursor): Promise<Page<MarketOrder>> {
      const offset = Number(cursor ?? 0);
      const data = (await get('/orders/get', shop, { update_after: isoOf(since), sort_by: 'updated_at', sort_direction: 'ASC', offset: String(offset), limit: String(ORDER_PAGE) })) as Json;
      const orders = (data.orders ?? []) as Json[];
      return { items: await withItems(shop, orders), next: offset + ORDER_PAGE < Number(data.countTotal ?? 0) ? String(offset + ORDER_PAGE) : null };
    },
    async order(shop, orderSn) {
      const data = (await get('/order/get', shop, { order_id: orderSn })) as Json | null;
      return data?.order_id ? ((await withItems(shop, [data]))[0] ?? null) : null;
    },
    async updateStockPrice(shop, items) {
      for (let at = 0; at < items.length; at += UPDATE_BATCH) {
        const skus = items
          .slice(at, at + UPDATE_BATCH)
          .map((i) => `<Sku><ItemId>${xml(i.itemId)}</ItemId>${i.modelId ? `<SkuId>${xml(i.modelId)}</SkuId>` : ''}<SellerSku>${xml(i.sku)}</SellerSku><Price>${unitsOf(i.priceSen)}</Price><Quantity>${i.stock}</Quantity></Sku>`)
          .join('');
        await post(api, '/product/price_quantity/update', { access_token: shop.accessToken, payload: `<Request><Product><Skus>${skus}</Skus></Product></Request>` }, true);
      }
    },
    // Lazada has no boost: the boost page lists Shopee shops only.
    boost: () => Promise.resolve(false),
    verifyPush(rawBody, signature) {
      const expected = Buffer.from(hmac(`${config.appKey}${rawBody}`));
      const given = Buffer.from(signature);
      return Promise.resolve(expected.length === given.length && timingSafeEqual(expected, given));
    },
  };
}
