import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MarketOrderStatus } from '../../core/marketplaces/port.ts';

/**
 * The simulated shops both marketplace simulators serve (server/integrations/shopee and
 * .../lazada), each in its own protocol. A shop's products and orders follow from the shop id, its
 * size and its index alone, computed when asked, so a shop of 20,000 products and 50,000 orders
 * costs no memory; only what changed since (stock pushed, orders touched or added) is kept.
 */

/** How a shop fails, switched by POST /<prefix>/_control/shops/{shopId}/fail. */
export type FailMode = 'expired_token' | 'revoked' | 'invalid_shop' | 'timeout' | 'shipping_fee';
export const FAIL_MODES: readonly FailMode[] = ['expired_token', 'revoked', 'invalid_shop', 'timeout', 'shipping_fee'];

export interface SimItem {
  index: number;
  itemId: number;
  name: string;
  sku: string;
  /** normal, unlisted or banned. */
  status: 'normal' | 'unlisted' | 'banned';
  /** Two variants (Red, Blue) for every seventh product. */
  models: { modelId: number; sku: string; option: string; priceSen: number; stock: number }[];
  priceSen: number;
  stock: number;
  updateTime: number;
}

export interface SimOrder {
  orderSn: string;
  status: MarketOrderStatus;
  buyer: string;
  placedAt: number;
  updateTime: number;
  shippingSen: number;
  lines: { item: SimItem; modelId: number; sku: string; qty: number; unitSen: number }[];
}

export interface SimShop {
  shopId: string;
  name: string;
  products: number;
  orders: number;
  /** Seconds: the shop's products and orders were made in the time before it. */
  epoch: number;
  fail: FailMode | null;
  /** Tokens of an older issue stop working. */
  issue: number;
  accessToken: string;
  refreshToken: string;
  itemChanges: Map<number, { stock?: number; priceSen?: number; updateTime: number; models?: Map<number, { stock?: number; priceSen?: number }> }>;
  orderChanges: Map<number, { status: MarketOrderStatus; updateTime: number }>;
  extraOrders: SimOrder[];
  boosted: number[][];
}

const now = () => Math.floor(Date.now() / 1000);

/** Signs the simulators' tokens: a simulator of any process accepts what another issued. */
const TOKEN_KEY = 'marketplace-simulator-tokens';
interface TokenClaims {
  shopId: string;
  products: number;
  orders: number;
  epoch: number;
  issue: number;
}
const mac = (body: string) => createHmac('sha256', TOKEN_KEY).update(body).digest('base64url');

function signedToken(kind: 'at' | 'rt', s: SimShop): string {
  const claims: TokenClaims & { nonce: string } = { shopId: s.shopId, products: s.products, orders: s.orders, epoch: s.epoch, issue: s.issue, nonce: randomBytes(6).toString('hex') };
  const body = `${kind}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${mac(body)}`;
}

function tokenClaims(token: string, kind: 'at' | 'rt'): TokenClaims | null {
  const [prefix, payload, given] = token.split('.');
  if (prefix !== kind || !payload || given !== mac(`${prefix}.${payload}`)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
}
const STATUS_CYCLE: MarketOrderStatus[] = ['unpaid', 'unpaid', 'to_ship', 'to_ship', 'to_ship', 'to_ship', 'shipped', 'shipped', 'completed', 'cancelled'];
const NEXT_STATUS: Record<MarketOrderStatus, MarketOrderStatus> = { unpaid: 'to_ship', to_ship: 'shipped', shipped: 'completed', completed: 'completed', cancelled: 'cancelled' };

export function simulatedWorld(skuPrefix: string) {
  const shops = new Map<string, SimShop>();
  const codes = new Map<string, string>();
  let pushUrl: string | null = null;

  function shop(shopId: string, size: { products?: number; orders?: number } = {}): SimShop {
    let found = shops.get(shopId);
    if (!found || size.products !== undefined || size.orders !== undefined) {
      const products = size.products ?? found?.products ?? 30;
      const orders = size.orders ?? found?.orders ?? 40;
      found = {
        shopId,
        name: `${skuPrefix === 'SP' ? 'Shopee' : 'Lazada'} Shop ${shopId}`,
        products,
        orders,
        epoch: now() - 60,
        fail: null,
        issue: 0,
        accessToken: '',
        refreshToken: '',
        itemChanges: new Map(),
        orderChanges: new Map(),
        extraOrders: [],
        boosted: [],
      };
      shops.set(shopId, found);
    }
    return found;
  }

  function item(s: SimShop, index: number): SimItem {
    const change = s.itemChanges.get(index);
    const itemId = 100_000 + index;
    const priceSen = change?.priceSen ?? 500 + ((index * 137) % 9500);
    const stock = change?.stock ?? (index % 13 === 0 ? 0 : 5 + ((index * 7) % 50));
    const sku = `${skuPrefix}-${s.shopId}-${index + 1}`;
    const models =
      index % 7 === 6
        ? ['Red', 'Blue'].map((option, at) => {
            const model = change?.models?.get(at);
            return { modelId: itemId * 10 + at, sku: `${sku}-${option.toUpperCase()}`, option, priceSen: model?.priceSen ?? priceSen, stock: model?.stock ?? stock };
          })
        : [];
    return {
      index,
      itemId,
      name: `Product ${index + 1} of ${s.name}`,
      sku,
      status: index % 23 === 5 ? 'banned' : index % 11 === 3 ? 'unlisted' : 'normal',
      models,
      priceSen,
      stock: models.length ? models.reduce((sum, m) => sum + m.stock, 0) : stock,
      // One second apart, ending before the shop was connected.
      updateTime: change?.updateTime ?? s.epoch - (s.products - index),
    };
  }

  /** The items whose update time is in [from, to], in update-time order. */
  function itemsChanged(s: SimShop, from: number, to: number): SimItem[] {
    const changed = [...s.itemChanges.keys()].map((i) => item(s, i)).filter((i) => i.updateTime >= from && i.updateTime <= to);
    const first = Math.max(0, from - (s.epoch - s.products));
    const last = Math.min(s.products - 1, to - (s.epoch - s.products));
    const base: SimItem[] = [];
    for (let i = first; i <= last; i++) if (!s.itemChanges.has(i)) base.push(item(s, i));
    return [...base, ...changed.sort((a, b) => a.updateTime - b.updateTime)];
  }

  function order(s: SimShop, index: number): SimOrder {
    const change = s.orderChanges.get(index);
    const placedAt = s.epoch - (s.orders - index) * 60;
    const lines = Array.from({ length: 1 + (index % 3) }, (_, k) => {
      const it = item(s, (index * 31 + k * 17) % s.products);
      const model = it.models[k % 2];
      return { item: it, modelId: model?.modelId ?? 0, sku: model?.sku ?? it.sku, qty: 1 + ((index + k) % 2), unitSen: model?.priceSen ?? it.priceSen };
    });
    return {
      orderSn: `${s.shopId}O${String(index + 1).padStart(7, '0')}`,
      status: change?.status ?? STATUS_CYCLE[index % STATUS_CYCLE.length]!,
      buyer: `buyer_${(index * 7919) % 10_007}`,
      placedAt,
      updateTime: change?.updateTime ?? placedAt,
      shippingSen: 490 + (index % 4) * 100,
      lines,
    };
  }

  /**
   * The orders updated in [from, to], in update-time order: the seeded ones unchanged (one minute
   * apart, by index), then the moved and added ones (all changed since). Paged without building
   * the window: a 50,000-order shop is read a page at a time.
   */
  function ordersChanged(s: SimShop, from: number, to: number): { count: number; slice(offset: number, size: number): SimOrder[] } {
    const first = Math.max(0, Math.ceil((from - s.epoch) / 60 + s.orders));
    const last = Math.min(s.orders - 1, Math.floor((to - s.epoch) / 60 + s.orders));
    const skipped = [...s.orderChanges.keys()].filter((i) => i >= first && i <= last).sort((a, b) => a - b);
    const baseCount = Math.max(0, last - first + 1 - skipped.length);
    const moved = [...[...s.orderChanges.keys()].map((i) => order(s, i)), ...s.extraOrders]
      .filter((o) => o.updateTime >= from && o.updateTime <= to)
      .sort((a, b) => a.updateTime - b.updateTime || (a.orderSn < b.orderSn ? -1 : 1));
    /** The k-th unchanged seeded order's index. */
    const baseIndex = (k: number) => {
      let index = first + k;
      for (const i of skipped) if (i <= index) index++;
      return index;
    };
    return {
      count: baseCount + moved.length,
      slice(offset, size) {
        const page: SimOrder[] = [];
        for (let k = offset; k < Math.min(offset + size, baseCount); k++) page.push(order(s, baseIndex(k)));
        return [...page, ...moved.slice(Math.max(0, offset - baseCount), Math.max(0, offset + size - baseCount))];
      },
    };
  }

  function findOrder(s: SimShop, orderSn: string): SimOrder | null {
    const extra = s.extraOrders.find((o) => o.orderSn === orderSn);
    if (extra) return extra;
    const index = Number(orderSn.slice(s.shopId.length + 1)) - 1;
    return orderSn.startsWith(`${s.shopId}O`) && index >= 0 && index < s.orders ? order(s, index) : null;
  }

  return {
    shops,
    shop,
    item,
    itemsChanged,
    ordersChanged,
    findOrder,
    /** A one-time authorization code for the shop. */
    issueCode(shopId: string): string {
      const code = randomBytes(12).toString('hex');
      codes.set(code, shopId);
      return code;
    },
    takeCode(code: string): string | undefined {
      const shopId = codes.get(code);
      codes.delete(code);
      return shopId;
    },
    /** New tokens for the shop; the old ones stop working. */
    issueTokens(s: SimShop) {
      s.issue++;
      s.accessToken = signedToken('at', s);
      s.refreshToken = signedToken('rt', s);
      if (s.fail === 'expired_token') s.fail = null;
      return { accessToken: s.accessToken, refreshToken: s.refreshToken };
    },
    /**
     * The shop a token was issued for. Another process's simulator (a CLI run syncing a shop this
     * one connected) knows the shop from its token alone: its id, size and epoch are signed in it.
     */
    tokenShop(token: string, kind: 'at' | 'rt'): SimShop | undefined {
      const claims = tokenClaims(token, kind);
      if (!claims) return undefined;
      let found = shops.get(claims.shopId);
      if (!found) {
        found = shop(claims.shopId, { products: claims.products, orders: claims.orders });
        Object.assign(found, { epoch: claims.epoch, issue: claims.issue, [kind === 'at' ? 'accessToken' : 'refreshToken']: token });
      }
      return found;
    },
    /** Whether a refresh token is the shop's latest (a revoked shop refuses every one). */
    refreshable(s: SimShop, refreshToken: string): boolean {
      const claims = tokenClaims(refreshToken, 'rt');
      return s.fail !== 'revoked' && claims?.shopId === s.shopId && claims.issue === s.issue;
    },
    /** A failure the shop's call meets, or null: expired and revoked tokens are refused, as is an invalid shop. */
    refusal(s: SimShop | undefined, accessToken: string): 'token' | 'shop' | null {
      if (!s || s.fail === 'invalid_shop') return 'shop';
      const claims = tokenClaims(accessToken, 'at');
      if (claims?.shopId !== s.shopId || claims.issue !== s.issue || s.fail === 'expired_token' || s.fail === 'revoked') return 'token';
      return null;
    },
    /**
     * The next n seeded orders move on a state, and the first n products change stock: an
     * incremental sync's work. The stock always moves: a product left as it was, in the second it
     * was last pulled, has nothing a sync could pull.
     */
    touch(s: SimShop, products: number, orders: number) {
      const at = now();
      for (let i = 0; i < Math.min(products, s.products); i++) s.itemChanges.set(i, { ...s.itemChanges.get(i), stock: item(s, i).stock + 1, updateTime: at });
      for (let i = 0; i < Math.min(orders, s.orders); i++) s.orderChanges.set(i, { status: NEXT_STATUS[order(s, i).status], updateTime: at });
    },
    /** A new order of the given SKUs, placed now. */
    addOrder(s: SimShop, lines: { sku: string; qty: number }[]): SimOrder {
      const at = now();
      const picked = lines.map(({ sku, qty }) => {
        const index = Number(/-(\d+)(?:-[A-Z]+)?$/.exec(sku)?.[1] ?? 0) - 1;
        if (index < 0 || index >= s.products) throw new Error(`no product ${sku}`);
        const it = item(s, index);
        const model = it.models.find((m) => m.sku === sku);
        return { item: it, modelId: model?.modelId ?? 0, sku, qty, unitSen: model?.priceSen ?? it.priceSen };
      });
      const placed: SimOrder = { orderSn: `${s.shopId}N${String(s.extraOrders.length + 1).padStart(6, '0')}`, status: 'to_ship', buyer: 'new_buyer', placedAt: at, updateTime: at, shippingSen: 590, lines: picked };
      s.extraOrders.push(placed);
      return placed;
    },
    setOrderStatus(s: SimShop, orderSn: string, status: MarketOrderStatus): SimOrder | null {
      const extra = s.extraOrders.find((o) => o.orderSn === orderSn);
      if (extra) {
        extra.status = status;
        extra.updateTime = now();
        return extra;
      }
      const found = findOrder(s, orderSn);
      if (!found) return null;
      s.orderChanges.set(Number(orderSn.slice(s.shopId.length + 1)) - 1, { status, updateTime: now() });
      return findOrder(s, orderSn);
    },
    setStock(s: SimShop, itemId: number, modelId: number, stock: number | undefined, priceSen: number | undefined) {
      const index = itemId - 100_000;
      if (index < 0 || index >= s.products) return false;
      const change = s.itemChanges.get(index) ?? { updateTime: now() };
      if (modelId) {
        const at = modelId - itemId * 10;
        change.models ??= new Map();
        change.models.set(at, { ...change.models.get(at), ...(stock !== undefined && { stock }), ...(priceSen !== undefined && { priceSen }) });
      } else Object.assign(change, stock !== undefined && { stock }, priceSen !== undefined && { priceSen });
      change.updateTime = now();
      s.itemChanges.set(index, change);
      return true;
    },
    get pushUrl() {
      return pushUrl;
    },
    set pushUrl(url: string | null) {
      pushUrl = url;
    },
  };
}

export type SimulatedWorld = ReturnType<typeof simulatedWorld>;

/** The authorize page's HTML: the shop to authorize (its id and size), and the button that sends the merchant back. */
export function authorizePage(title: string, action: string, hidden: Record<string, string>): string {
  const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title></head><body style="font-family:sans-serif;max-width:360px;margin:40px auto">
<h1>${esc(title)}</h1><p>Simulated marketplace: authorize this shop for the merchant system.</p>
<form method="get" action="${esc(action)}">${fields}
<label>Shop id <input name="shop" value="1001" required></label><br><br>
<label>Products <input name="products" value="30" type="number" min="1"></label><br><br>
<label>Orders <input name="orders" value="40" type="number" min="0"></label><br><br>
<button type="submit" id="authorize">Authorize</button></form></body></html>`;
}

/** Sleeps past a client's time limit, as a shop in the timeout mode does. */
export const stall = () => new Promise((resolve) => setTimeout(resolve, 1500));

const controlBody = (req: FastifyRequest) => (typeof req.body === 'string' && req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});

/**
 * The control endpoints both simulators share, under /<prefix>/_control: the push URL, seeding a
 * shop (its size), its failure mode, changes for an incremental sync, a new order and an order's
 * move (each then pushed by push, signed in the simulator's protocol), and what changed.
 */
export function registerControls(app: FastifyInstance, world: SimulatedWorld, push: (s: SimShop, o: SimOrder) => Promise<void>): void {
  const shopParam = (req: FastifyRequest) => world.shops.get((req.params as { shopId: string }).shopId);
  app.post('/_control/push-url', (req) => {
    world.pushUrl = String(controlBody(req).url ?? '') || null;
    return { ok: true };
  });
  app.post('/_control/shops', (req) => {
    const body = controlBody(req);
    const s = world.shop(String(body.shopId), { products: Number(body.products ?? 30), orders: Number(body.orders ?? 40) });
    return { shopId: s.shopId, products: s.products, orders: s.orders };
  });
  app.post('/_control/shops/:shopId/fail', (req, reply) => {
    const s = shopParam(req);
    const mode = (controlBody(req).mode ?? null) as FailMode | null;
    if (!s || (mode !== null && !FAIL_MODES.includes(mode))) return reply.code(404).send({ error: 'not_found' });
    s.fail = mode;
    return { ok: true };
  });
  app.post('/_control/shops/:shopId/touch', (req, reply) => {
    const s = shopParam(req);
    if (!s) return reply.code(404).send({ error: 'not_found' });
    const body = controlBody(req);
    world.touch(s, Number(body.products ?? 0), Number(body.orders ?? 0));
    return { ok: true };
  });
  app.post('/_control/shops/:shopId/orders', async (req, reply) => {
    const s = shopParam(req);
    if (!s) return reply.code(404).send({ error: 'not_found' });
    const placed = world.addOrder(s, (controlBody(req).lines ?? []) as { sku: string; qty: number }[]);
    await push(s, placed);
    return { orderSn: placed.orderSn };
  });
  app.post('/_control/shops/:shopId/orders/:orderSn/status', async (req, reply) => {
    const s = shopParam(req);
    const moved = s && world.setOrderStatus(s, (req.params as { orderSn: string }).orderSn, controlBody(req).status as MarketOrderStatus);
    if (!s || !moved) return reply.code(404).send({ error: 'not_found' });
    await push(s, moved);
    return { orderSn: moved.orderSn, status: moved.status };
  });
  app.get('/_control/shops/:shopId', (req, reply) => {
    const s = shopParam(req);
    if (!s) return reply.code(404).send({ error: 'not_found' });
    const changed = [...s.itemChanges.keys()].map((i) => world.item(s, i)).map((i) => ({ sku: i.sku, stock: i.stock, priceSen: i.priceSen, models: i.models }));
    return { shopId: s.shopId, products: s.products, orders: s.orders, fail: s.fail, changed, boosted: s.boosted };
  });
}
