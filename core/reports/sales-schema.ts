import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZReportDays, checkPeriod, periodShape } from './period.ts';
import { PERFORMANCE_SORTS } from './sales-options.ts';
import { SALES_STATUS_GROUP_KEYS } from './sales-statuses.ts';

/** A headline figure, the same figure over the previous period of as many days, and the change in percent (null from nothing). */
export const ZComparedFigure = z.object({ value: z.number().int(), previous: z.number().int(), change: z.number().nullable() });
export type TComparedFigure = z.infer<typeof ZComparedFigure>;

export const SALES_FIGURES = ['salesSen', 'orders', 'paidOrders', 'units', 'averageOrderSen', 'cancelledOrders', 'refundedOrders', 'refundedSen'] as const;
export type SalesFigure = (typeof SALES_FIGURES)[number];

/** One bar of the chart: a day ('YYYY-MM-DD') or, for long periods, a month ('YYYY-MM'). */
export const ZSalesBucket = z.object({
  bucket: z.string(),
  orders: z.number().int(),
  paidOrders: z.number().int(),
  units: z.number().int(),
  salesSen: z.number().int(),
  cancelledOrders: z.number().int(),
  refundedOrders: z.number().int(),
});
export type TSalesBucket = z.infer<typeof ZSalesBucket>;

export const ZStatusGroupRow = z.object({ group: z.enum(SALES_STATUS_GROUP_KEYS), orders: z.number().int(), amountSen: z.number().int() });
export type TStatusGroupRow = z.infer<typeof ZStatusGroupRow>;

export const ZProductPerformanceRow = z.object({
  /** The product's id, or set:{mix-and-match id} for a mix-and-match set (its lines name no product). */
  key: z.string(),
  productId: z.string().nullable(),
  /** The product's name now (the name it was sold under when it is gone, and a set's). */
  name: z.string(),
  sku: z.string(),
  /** Sold orders holding it. */
  orders: z.number().int(),
  units: z.number().int(),
  /** What its lines came to (after promotion prices), in sen. */
  salesSen: z.number().int(),
  /** Its part of every product's sales, in basis points (1234 = 12.34%). */
  shareBp: z.number().int(),
});
export type TProductPerformanceRow = z.infer<typeof ZProductPerformanceRow>;

export const ZOrderReport = z.object({
  timeZone: z.string(),
  days: ZReportDays,
  previousDays: ZReportDays,
  figures: z.object(Object.fromEntries(SALES_FIGURES.map((f) => [f, ZComparedFigure])) as Record<SalesFigure, typeof ZComparedFigure>),
  statusGroups: z.array(ZStatusGroupRow),
  buckets: z.array(ZSalesBucket),
  topProducts: z.array(ZProductPerformanceRow),
});
export type TOrderReport = z.infer<typeof ZOrderReport>;

/** The printable page and its PDF: the order report with the shop's name. */
export const ZOrderReportPage = ZOrderReport.extend({ merchantName: z.string() });
export type TOrderReportPage = z.infer<typeof ZOrderReportPage>;

const productsShape = { ...periodShape, sort: z.enum(PERFORMANCE_SORTS).default('revenue') };

/** The products performance file: the period and the order of its rows. */
export const ZProductsPerformanceFilter = z.object(productsShape).superRefine(checkPeriod);
export type TProductsPerformanceFilter = z.input<typeof ZProductsPerformanceFilter>;

/** The products performance screen: the filter and a page. */
export const ZProductsPerformanceInput = ZPageInput.extend(productsShape).superRefine(checkPeriod);
export type TProductsPerformanceInput = z.input<typeof ZProductsPerformanceInput>;

export const ZProductsPerformance = z.object({
  timeZone: z.string(),
  days: ZReportDays,
  /** Every product sold in the period, and their units and sales together. */
  totals: z.object({ products: z.number().int(), units: z.number().int(), salesSen: z.number().int() }),
  products: zPage(ZProductPerformanceRow),
});
export type TProductsPerformance = z.infer<typeof ZProductsPerformance>;
