import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MarketplaceError,
  type MarketItem,
  type MarketOrder,
  type MarketOrderStatus,
  type Marketplace,
  type MarketplaceFailure,
  type MarketplaceTokens,
  type Page,
  type ShopAuth,
  type StockPrice,
} from '../../../core/marketplaces/port.ts';
import { marketplaceCall, senOf, unitsOf, type MarketplaceCallOptions } from '../marketplace-call.ts';

export interface ShopeeHttpConfig extends MarketplaceCallOptions {
  /** The open platform's address (SHOPEE_API_URL), e.g. https://partner.shopeemobile.com. */
  url: string;
  partnerId: string;
  /** The partner key (SHOPEE_PARTNER_KEY): signs every call, never sent, never logged. */
  partnerKey: string;
}

type Json = Record<string, unknown>;

/** Shopee's order states read as ours. */
const ORDER_STATUS: Record<string, MarketOrderStatus> = {
  UNPAID: 'unpaid',
  READY_TO_SHIP: 'to_ship',
  PROCESSED: 'to_ship',
  RETRY_SHIP: 'to_ship',
  IN_CANCEL: 'to_ship',
  SHIPPED: 'shipped',
  TO_CONFIRM_RECEIVE: 'shipped',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  TO_RETURN: 'cancelled',
};
const ITEM_STATUS: Record<string, string> = { NORMAL: 'normal', UNLIST: 'unlisted', BANNED: 'banned' };

/** get_order_list reads at most 15 days of update time at once. */
const WINDOW_SECONDS = 15 * 24 * 3600;
const LIST_SIZE = 100;
const DETAIL_SIZE = 50;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: unknown) => new Date(Number(value ?? 0) * 1000);

/** A refusal in Shopee's words (error, message) as ours. */
function failureOf(error: string, refreshing: boolean): MarketplaceFailure {
  if (error === 'error_auth' || error.includes('access_token') || error === 'error_invalid_token') return refreshing ? 'refresh' : 'token';
  if (error === 'error_shop' || error === 'error_shop_not_found' || error === 'shop_not_found') return 'shop';
  if (error === 'logistics.error_shipping_fee') return 'shipping_fee';
  return 'other';
}

/**
 * A Shopee-type marketplace over Shopee Open Platform v2: every call carries partner_id, a
 * timestamp and sign, the hex HMAC-SHA256 with the partner key of partner_id, the API path and the
 * timestamp (then access_token and shop_id for a shop's calls). The shop is authorized on
 * /api/v2/shop/auth_partner, which comes back with code and shop_id; /api/v2/auth/token/get and
 * /api/v2/auth/access_token/get give the tokens (an access token lives 4 hours). Products are read
 * with product/get_item_list, get_item_base_info and get_model_list; orders with
 * order/get_order_list (by update time, 15-day windows) and get_order_detail.
 */
export function shopeeHttp(config: ShopeeHttpConfig): Marketplace {
  const root = config.url.replace(/\/$/, '');
  const sign = (base: string) => createHmac('sha256', config.partnerKey).update(base).digest('hex');
  const query = (path: string, auth: ShopAuth | null, params: Record<string, string> = {}) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const base = `${config.partnerId}${path}${timestamp}${auth ? `${auth.accessToken}${auth.shopId}` : ''}`;
    const signed = { partner_id: config.partnerId, timestamp, sign: sign(base), ...(auth && { access_token: auth.accessToken, shop_id: auth.shopId }), ...params };
    return `${root}${path}?${new URLSearchParams(signed).toString()}`;
  };
  const answer = (body: Json, refreshing = false): Json => {
    const error = typeof body.error === 'string' ? body.error : '';
    if (error) throw new MarketplaceError(failureOf(error, refreshing), String(body.message ?? error));
    return body;
  };
  const get = async (path: string, auth: ShopAuth, params: Record<string, string>) => answer(await marketplaceCall(query(path, auth, params), {}, true, config)).response as Json;
  const post = async (path: string, auth: ShopAuth | null, body: Json, repeatable: boolean, refreshing = false) =>
    answer(await marketplaceCall(query(path, auth), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, repeatable, config), refreshing);
  const tokens = (body: Json, shopId: string): MarketplaceTokens => ({
    shopId,
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    expiresAt: new Date(Date.now() + Number(body.expire_in ?? 14_400) * 1000),
  });

  async function itemsOf(auth: ShopAuth, ids: string[]): Promise<MarketItem[]> {
    const base = await get('/api/v2/product/get_item_base_info', auth, { item_id_list: ids.join(',') });
    const found: MarketItem[] = [];
    for (const item of (base.item_list ?? []) as Json[]) {
      const common = {
        itemId: String(item.item_id),
        name: String(item.item_name ?? ''),
        status: ITEM_STATUS[String(item.item_status)] ?? 'unlisted',
        updateTime: fromSeconds(item.update_time),
      };
      if (!item.has_model) {
        const price = ((item.price_info ?? []) as Json[])[0];
        const stock = (item.stock_info_v2 as { summary_info?: { total_available_stock?: number } } | undefined)?.summary_info?.total_available_stock;
        found.push({ ...common, modelId: '', sku: String(item.item_sku ?? ''), parentSku: '', variantName: '', priceSen: senOf(price?.current_price), stock: Number(stock ?? 0) });
        continue;
      }
      const models = await get('/api/v2/product/get_model_list', auth, { item_id: common.itemId });
      const tiers = (models.tier_variation ?? []) as { option_list?: { option?: string }[] }[];
      for (const model of (models.model ?? []) as Json[]) {
        const index = ((model.tier_index ?? []) as number[]).map((at, tier) => tiers[tier]?.option_list?.[at]?.option ?? '').filter(Boolean);
        const price = ((model.price_info ?? []) as Json[])[0];
        const stock = (model.stock_info_v2 as { summary_info?: { total_available_stock?: number } } | undefined)?.summary_info?.total_available_stock;
        found.push({ ...common, modelId: String(model.model_id), sku: String(model.model_sku ?? ''), parentSku: String(item.item_sku ?? ''), variantName: index.join(', '), priceSen: senOf(price?.current_price), stock: Number(stock ?? 0) });
      }
    }
    return found;
  }

  const orderOf = (o: Json): MarketOrder => {
    const address = (o.recipient_address ?? {}) as Json;
    return {
      orderSn: String(o.order_sn),
      status: ORDER_STATUS[String(o.order_status)] ?? 'to_ship',
      totalSen: senOf(o.total_amount),
      shippingSen: senOf(o.estimated_shipping_fee),
      buyerName: String(o.buyer_username ?? ''),
      shipName: String(address.name ?? ''),
      shipPhone: String(address.phone ?? ''),
      shipAddress: String(address.full_address ?? ''),
      placedAt: fromSeconds(o.create_time),
      updateTime: fromSeconds(o.update_time),
      lines: ((o.item_list ?? []) as Json[]).map((l) => ({
        itemId: String(l.item_id),
        modelId: Number(l.model_id ?? 0) ? String(l.model_id) : '',
        sku: String(l.model_sku || l.item_sku || ''),
        name: String(l.item_name ?? ''),
        qty: Number(l.model_quantity_purchased ?? 0),
        unitSen: senOf(l.model_discounted_price),
      })),
    };
  };
  const details = async (auth: ShopAuth, sns: string[]) => {
    const body = await get('/api/v2/order/get_order_detail', auth, { order_sn_list: sns.join(','), response_optional_fields: 'buyer_username,recipient_address,item_list,total_amount,estimated_shipping_fee' });
    return ((body.order_list ?? []) as Json[]).map(orderOf);
  };

  return {
    authorizeUrl: (redirectUrl) => Promise.resolve(query('/api/v2/shop/auth_partner', null, { redirect: redirectUrl })),
    async exchangeCode(code, shopId) {
      return tokens(await post('/api/v2/auth/token/get', null, { code, shop_id: Number(shopId), partner_id: Number(config.partnerId) }, false), shopId);
    },
    async refresh(shopId, refreshToken) {
      return tokens(await post('/api/v2/auth/access_token/get', null, { refresh_token: refreshToken, shop_id: Number(shopId), partner_id: Number(config.partnerId) }, false, true), shopId);
    },
    async shopInfo(auth) {
      const body = answer(await marketplaceCall(query('/api/v2/shop/get_shop_info', auth), {}, true, config));
      return { storeName: String(body.shop_name ?? ''), country: String(body.region ?? '') };
    },
    async products(auth, since, cursor): Promise<Page<MarketItem>> {
      const offset = Number(cursor ?? 0);
      const list = await get('/api/v2/product/get_item_list', auth, {
        offset: String(offset),
        page_size: String(LIST_SIZE),
        item_status: 'NORMAL,UNLIST,BANNED',
        ...(since && { update_time_from: String(seconds(since)), update_time_to: String(seconds(new Date())) }),
      });
      const ids = ((list.item ?? []) as Json[]).map((i) => String(i.item_id));
      const items: MarketItem[] = [];
      for (let at = 0; at < ids.length; at += DETAIL_SIZE) items.push(...(await itemsOf(auth, ids.slice(at, at + DETAIL_SIZE))));
      return { items, next: list.has_next_page ? String(list.next_offset) : null };
    },
    async orders(auth, since, cursor): Promise<Page<MarketOrder>> {
      // The cursor is the window's start and Shopee's own cursor within it.
      const [from, within = ''] = (cursor ?? `${seconds(since)}|`).split('|') as [string, string?];
      const now = seconds(new Date());
      const to = Math.min(Number(from) + WINDOW_SECONDS, now);
      const list = await get('/api/v2/order/get_order_list', auth, { time_range_field: 'update_time', time_from: from, time_to: String(to), page_size: String(LIST_SIZE), cursor: within });
      const sns = ((list.order_list ?? []) as Json[]).map((o) => String(o.order_sn));
      const items: MarketOrder[] = [];
      for (let at = 0; at < sns.length; at += DETAIL_SIZE) items.push(...(await details(auth, sns.slice(at, at + DETAIL_SIZE))));
      const next = list.more ? `${from}|${String(list.next_cursor)}` : to < now ? `${to}|` : null;
      return { items, next };
    },
    order: async (auth, orderSn) => (await details(auth, [orderSn]))[0] ?? null,
    async updateStockPrice(auth, items: readonly StockPrice[]) {
      const byItem = new Map<string, StockPrice[]>();
      for (const i of items) byItem.set(i.itemId, [...(byItem.get(i.itemId) ?? []), i]);
      for (const [itemId, lines] of byItem) {
        const modelId = (l: StockPrice) => Number(l.modelId || 0);
        await post('/api/v2/product/update_stock', auth, { item_id: Number(itemId), stock_list: lines.map((l) => ({ model_id: modelId(l), seller_stock: [{ stock: l.stock }] })) }, true);
        await post('/api/v2/product/update_price', auth, { item_id: Number(itemId), price_list: lines.map((l) => ({ model_id: modelId(l), original_price: unitsOf(l.priceSen) })) }, true);
      }
    },
    async boost(auth, itemIds) {
      await post('/api/v2/product/boost_item', auth, { item_id_list: itemIds.map(Number) }, true);
      return true;
    },
    verifyPush(rawBody, signature, url) {
      const expected = Buffer.from(sign(`${url}|${rawBody}`));
      const given = Buffer.from(signature);
      return Promise.resolve(expected.length === given.length && timingSafeEqual(expected, given));
    },
  };
}

