import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { MAPPINGS, MARKET_ORDER_STATUSES, PRODUCT_STATES } from './constants.ts';

export const ZShopId = z.object({ id: z.string().min(1) });

export const ZMarketplaceShop = z.object({
  id: z.string(),
  platform: z.enum(['shopee', 'lazada']),
  shopId: z.string(),
  storeName: z.string(),
  country: z.string(),
  status: z.string(),
  tokenExpiresAt: z.date(),
  lastError: z.string(),
  lastSyncAt: z.date().nullable(),
  lastBoostAt: z.date().nullable(),
  updatedAt: z.date(),
});

export const ZProductListInput = ZPageInput.extend({
  shopId: z.string().min(1),
  state: z.enum(PRODUCT_STATES).optional(),
  mapping: z.enum(MAPPINGS).optional(),
  /** Only the products chosen for the boost (true) or only the others (false). */
  boost: z.boolean().optional(),
  search: z.string().trim().max(100).optional(),
});

export const ZMarketplaceProduct = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  parentSku: z.string(),
  variantName: z.string(),
  name: z.string(),
  status: z.string(),
  mapping: z.string(),
  productId: z.string().nullable(),
  priceSen: z.number().int(),
  stock: z.number().int(),
  boost: z.boolean(),
  boostedAt: z.date().nullable(),
  updateTime: z.date(),
});
export const ZMarketplaceProductPage = zPage(ZMarketplaceProduct);

export const ZMarketplaceOrderListInput = ZPageInput.extend({ shopId: z.string().min(1).optional(), status: z.enum(MARKET_ORDER_STATUSES).optional(), search: z.string().trim().max(100).optional() });

export const ZMarketplaceOrder = z.object({
  id: z.string(),
  shopId: z.string(),
  platform: z.string(),
  storeName: z.string(),
  orderSn: z.string(),
  orderId: z.string().nullable(),
  orderNo: z.number().int().nullable(),
  status: z.string(),
  totalSen: z.number().int(),
  buyerName: z.string(),
  placedAt: z.date(),
  updateTime: z.date(),
});
export const ZMarketplaceOrderPage = zPage(ZMarketplaceOrder);

export const ZMarketplaceOrderId = z.object({ id: z.string().min(1) });

/** A marketplace order with its shop, its sync's failure ('' when none) and the lines of the order it became. */
export const ZMarketplaceOrderDetail = ZMarketplaceOrder.extend({
  shopRef: z.string(),
  error: z.string(),
  lines: z.array(z.object({ id: z.string(), sku: z.string(), name: z.string(), options: z.string(), qty: z.number().int(), finalPriceSen: z.number().int() })),
});

export type TMarketplaceShopView = z.infer<typeof ZMarketplaceShop>;
export type TMarketplaceProduct = z.infer<typeof ZMarketplaceProduct>;
export type TMarketplaceOrder = z.infer<typeof ZMarketplaceOrder>;
export type TMarketplaceOrderDetail = z.infer<typeof ZMarketplaceOrderDetail>;
