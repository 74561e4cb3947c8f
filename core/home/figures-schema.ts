import { z } from 'zod';

/** The home page's sales chart covers this many days, today the last. */
export const SALES_CHART_DAYS = 30;

export const ZDaySales = z.object({
  /** The merchant's calendar day ('YYYY-MM-DD'). */
  day: z.string(),
  /** Orders placed that day (quotations left out). */
  orders: z.number().int(),
  /** The totals of that day's paid orders (Payment Made, Preparing to ship, Shipped, Completed). */
  salesSen: z.number().int(),
});
export type TDaySales = z.infer<typeof ZDaySales>;

/**
 * A merchant's day at a glance. A figure is null when the user may not view its module: the
 * order figures need 'order', low stock and new members 'my_sales' (the modules of their lists).
 */
export const ZHomeFigures = z.object({
  /** Today on the merchant's calendar. */
  today: z.string(),
  /** The last SALES_CHART_DAYS days, oldest first: the last is today, the one before yesterday. */
  sales: z.array(ZDaySales).nullable(),
  /** Orders in Preparing to ship: paid and confirmed, waiting for their parcel. */
  ordersToShip: z.number().int().nullable(),
  /** Orders in the Awaiting Payment tab. */
  awaitingPayment: z.number().int().nullable(),
  /** Products and options at or under the low quantity alert (the stock alert list). */
  lowStock: z.number().int().nullable(),
  /** Members who joined since the week began (Sunday, merchant time). */
  newMembers: z.object({ since: z.string(), count: z.number().int() }).nullable(),
});
export type THomeFigures = z.infer<typeof ZHomeFigures>;
