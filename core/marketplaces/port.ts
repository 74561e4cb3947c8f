/**
 * An online marketplace as the product needs it (docs/marketplaces.md): a Shopee-type and a
 * Lazada-type open platform, each an HTTP adapter (server/integrations/shopee, .../lazada) that
 * runs against its simulator in the tests and `npm run dev -- --simulators`.
 */
export type MarketplacePlatform = 'shopee' | 'lazada';

export const MARKETPLACE_PLATFORMS: readonly MarketplacePlatform[] = ['shopee', 'lazada'];

/** What a shop's calls carry: the marketplace's shop id and its access token (unsealed, never logged). */
export interface ShopAuth {
  shopId: string;
  accessToken: string;
}

export interface MarketplaceTokens {
  shopId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface MarketShopInfo {
  storeName: string;
  country: string;
}

/** A product, or one variant of it (modelId ''), as the marketplace lists it; prices in sen. */
export interface MarketItem {
  itemId: string;
  modelId: string;
  sku: string;
  parentSku: string;
  variantName: string;
  name: string;
  /** normal, live, unlisted or banned. */
  status: string;
  priceSen: number;
  stock: number;
  updateTime: Date;
}

export interface MarketOrderLine {
  itemId: string;
  modelId: string;
  sku: string;
  name: string;
  qty: number;
  unitSen: number;
}

/** unpaid, to_ship, shipped, completed or cancelled, whatever the marketplace calls them. */
export type MarketOrderStatus = 'unpaid' | 'to_ship' | 'shipped' | 'completed' | 'cancelled';

export interface MarketOrder {
  orderSn: string;
  status: MarketOrderStatus;
  totalSen: number;
  shippingSen: number;
  buyerName: string;
  shipName: string;
  shipPhone: string;
  shipAddress: string;
  placedAt: Date;
  updateTime: Date;
  lines: MarketOrderLine[];
}

/** One page of a list; next is the cursor of the following page, null after the last. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

export interface StockPrice {
  itemId: string;
  modelId: string;
  sku: string;
  stock: number;
  priceSen: number;
}

/**
 * Why a marketplace refused: the token expired or is invalid, the refresh token too (reconnect),
 * the shop is unknown or suspended, the shipping fee could not be worked out (its message is the
 * marketplace's), no answer in time, or anything else.
 */
export type MarketplaceFailure = 'token' | 'refresh' | 'shop' | 'shipping_fee' | 'timeout' | 'other';

export class MarketplaceError extends Error {
  constructor(
    readonly failure: MarketplaceFailure,
    /** The marketplace's own words, shown only where the spec names them (Shipping Fee: {error_msg}). */
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

export interface Marketplace {
  /** The page the merchant authorizes the shop on; it comes back to redirectUrl with a code. */
  authorizeUrl(redirectUrl: string): Promise<string>;
  /** The code of the redirect exchanged for the shop's tokens. */
  exchangeCode(code: string, shopId: string): Promise<MarketplaceTokens>;
  /** New tokens from the refresh token (renew token). */
  refresh(shopId: string, refreshToken: string): Promise<MarketplaceTokens>;
  shopInfo(auth: ShopAuth): Promise<MarketShopInfo>;
  /** The shop's products changed at or after since (all when null), a page at a time. */
  products(auth: ShopAuth, since: Date | null, cursor: string | null): Promise<Page<MarketItem>>;
  /** The shop's orders changed at or after since, a page at a time. */
  orders(auth: ShopAuth, since: Date, cursor: string | null): Promise<Page<MarketOrder>>;
  /** One order by its number (a pushed change names it); null when the shop has none. */
  order(auth: ShopAuth, orderSn: string): Promise<MarketOrder | null>;
  /** Sets the stock and price of products and variants. */
  updateStockPrice(auth: ShopAuth, items: readonly StockPrice[]): Promise<void>;
  /** Lifts products to the top of the marketplace's search (at most 5 every 4 hours); false when the marketplace has no boost. */
  boost(auth: ShopAuth, itemIds: readonly string[]): Promise<boolean>;
  /** Checks a pushed event's signature against its raw body. */
  verifyPush(rawBody: string, signature: string, url: string): Promise<boolean>;
}

/** The marketplaces set up (docs/operations.md); a platform left out cannot be connected. */
export type Marketplaces = Readonly<Partial<Record<MarketplacePlatform, Marketplace>>>;
