import { INVENTORY_PLATFORM } from '../catalogue/constants.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { MarketplaceError, type MarketOrderStatus, type MarketplacePlatform } from './port.ts';

/** The user log's category of marketplace sync. */
export const MARKETPLACE_CATEGORY = 'marketplace_sync';

/** Spec section 9 (boost: every 4 hours, 5 random products); the rest is ours (docs/marketplaces.md). */
export const MARKETPLACE_LIMITS = {
  boostCount: 5,
  boostEveryMs: 4 * 60 * 60 * 1000,
  /** The products a merchant may choose to boost (the 5 of each run are drawn from them). */
  boostChoiceMax: 30,
  /** A shop's first sync pulls the orders updated in this many days. */
  firstSyncDays: 60,
  /** The scheduled sync renews a token that expires within this time. */
  renewBeforeMs: 60 * 60 * 1000,
  /** The authorization must come back within this time. */
  connectWithinMs: 30 * 60 * 1000,
  /** Rows of a mapping file. */
  mapMaxRows: 50_000,
  /** Rows written in one transaction. */
  batch: 500,
} as const;

/** The mapping file's columns (docs/marketplaces.md); the upload screen's template has them. */
export const MAP_COLUMNS = { shop: 'shop_id', marketplaceSku: 'marketplace_sku', sku: 'sku' } as const;

/** Shop states (spec section 4): active, expired (renew token or reconnect), updating (a sync runs). */
export const SHOP_STATUS = { active: 'active', updating: 'updating', expired: 'expired' } as const;

/** Product states (spec section 4); out of stock is stock 0 of a listed product. */
export const PRODUCT_STATES = ['live', 'unlisted', 'banned', 'unmapped', 'normal', 'out_of_stock'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const MAPPINGS = ['mapped', 'unmapped', 'imported'] as const;
export const IMPORT_MODES = ['import', 'duplicate', 'sync'] as const;
/** A marketplace order's states, as the marketplaces say them. */
export const MARKET_ORDER_STATUSES = ['unpaid', 'to_ship', 'shipped', 'completed', 'cancelled'] as const satisfies readonly MarketOrderStatus[];

/** A marketplace order's stock is logged with the marketplace's platform (spec section 3: 7 and 8). */
export const INVENTORY_PLATFORM_OF: Record<MarketplacePlatform, 7 | 8> = { shopee: INVENTORY_PLATFORM.firstMarketplace, lazada: INVENTORY_PLATFORM.secondMarketplace };

/** A marketplace order's state as the order list's. */
export const ORDER_STATUS_OF: Record<MarketOrderStatus, number> = {
  unpaid: ORDER_STATUS.awaitingPayment,
  to_ship: ORDER_STATUS.preparingToShip,
  shipped: ORDER_STATUS.shipped,
  completed: ORDER_STATUS.completed,
  cancelled: ORDER_STATUS.cancelled,
};

export const PLATFORM_NAMES: Record<MarketplacePlatform, string> = { shopee: 'Shopee', lazada: 'Lazada' };

export const MARKETPLACE_MESSAGES = {
  tokenInvalid: msg('marketplaces.tokenInvalid'),
  tokenExpired: msg('marketplaces.tokenExpired'),
  invalidShop: msg('marketplaces.invalidShop'),
  noResponse: msg('marketplaces.noResponse'),
  failed: msg('marketplaces.failed'),
  notSetUp: msg('marketplaces.notSetUp'),
  connectExpired: msg('marketplaces.connectExpired'),
  maxSelection: msg('marketplaces.maxSelection'),
  noBoost: msg('marketplaces.noBoost'),
  syncRunning: msg('marketplaces.syncRunning'),
  shippingFee: (detail: string) => msg('marketplaces.shippingFee', { error_msg: detail }),
} as const;

/** A marketplace's refusal as the spec's message (section 8). */
export function marketplaceAppError(error: MarketplaceError): AppError {
  switch (error.failure) {
    case 'token':
      return new AppError('MARKETPLACE.TOKEN_INVALID', MARKETPLACE_MESSAGES.tokenInvalid, 'failed');
    case 'refresh':
      return new AppError('MARKETPLACE.TOKEN_EXPIRED', MARKETPLACE_MESSAGES.tokenExpired, 'failed');
    case 'shop':
      return new AppError('MARKETPLACE.INVALID_SHOP', MARKETPLACE_MESSAGES.invalidShop, 'failed');
    case 'shipping_fee':
      return new AppError('MARKETPLACE.SHIPPING_FEE', MARKETPLACE_MESSAGES.shippingFee(error.detail), 'failed');
    case 'timeout':
      return new AppError('MARKETPLACE.NO_RESPONSE', MARKETPLACE_MESSAGES.noResponse, 'failed');
    default:
      return new AppError('MARKETPLACE.FAILED', MARKETPLACE_MESSAGES.failed, 'failed');
  }
}

/** Runs a marketplace call, its refusal becoming the spec's message. */
export async function marketCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof MarketplaceError ? marketplaceAppError(error) : error;
  }
}
