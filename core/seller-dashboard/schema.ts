import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZNotificationRow } from '../notifications/schema.ts';

export const ZStatusFigure = z.object({ status: z.number().int(), orders: z.number().int(), totalSen: z.number().int() });

/** Orders placed in a period (quotations left out) and what they came to. */
export const ZPeriodFigures = z.object({
  /** The period's first day ('YYYY-MM-DD', merchant time). */
  from: z.string(),
  orders: z.number().int(),
  /** The totals of the period's paid orders (Payment Made, Preparing to ship, Shipped, Completed). */
  salesSen: z.number().int(),
  /** Every order status 1 to 9, in id order, with 0 where none. */
  byStatus: z.array(ZStatusFigure),
});
export type TPeriodFigures = z.infer<typeof ZPeriodFigures>;

export const ZStockAlertRow = z.object({
  productId: z.string(),
  /** The option of a product with variants; null for a product without. */
  optionId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  optionName: z.string().nullable(),
  thumb: z.string().nullable(),
  stock: z.number().int(),
  soldOut: z.boolean(),
});
export type TStockAlertRow = z.infer<typeof ZStockAlertRow>;

/** Search matches the product's name or SKUs (an option's SKU finds its product's options). */
export const ZStockAlertListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TStockAlertListInput = z.infer<typeof ZStockAlertListInput>;
export const ZStockAlertPage = zPage(ZStockAlertRow).extend({
  /** The checkout settings' low quantity alert the list was drawn with. */
  lowQuantityAlert: z.number().int(),
});
export type TStockAlertPage = z.infer<typeof ZStockAlertPage>;

export const ZSellerDashboard = z.object({
  timeZone: z.string(),
  today: ZPeriodFigures,
  month: ZPeriodFigures,
  unreadNotifications: z.number().int(),
  latestNotifications: z.array(ZNotificationRow),
  outOfStock: ZStockAlertPage,
});
export type TSellerDashboard = z.infer<typeof ZSellerDashboard>;
