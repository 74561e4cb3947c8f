import { z } from 'zod';
import { msg } from '../shared/messages.ts';
import { ZSalesBucket, ZStatusGroupRow } from './sales-schema.ts';

export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('reports.monthFormat'));

/** The headline figures of the monthly report, each against the month before and the same month a year before. */
export const MONTHLY_FIGURES = ['salesSen', 'paidOrders', 'averageOrderSen', 'units', 'visitors', 'pageViews', 'enquiries', 'membersJoined', 'pointsIssued', 'vouchersUsed'] as const;
export type MonthlyFigure = (typeof MONTHLY_FIGURES)[number];

/** The top 5 lists (spec section 9), each of the month's data across the website and the app. */
export const MONTHLY_TOPS = ['products', 'searches', 'pages', 'sources', 'landingPages', 'productsViewed'] as const;
export type MonthlyTop = (typeof MONTHLY_TOPS)[number];

const ZMonthlyValue = z.object({ value: z.number().int(), previousMonth: z.number().int(), lastYear: z.number().int() });

export const ZMonthlyReport = z.object({
  merchantName: z.string(),
  month: z.string(),
  timeZone: z.string(),
  figures: z.object(Object.fromEntries(MONTHLY_FIGURES.map((f) => [f, ZMonthlyValue])) as Record<MonthlyFigure, typeof ZMonthlyValue>),
  days: z.array(ZSalesBucket),
  statusGroups: z.array(ZStatusGroupRow),
  tops: z.object(Object.fromEntries(MONTHLY_TOPS.map((t) => [t, z.array(z.object({ name: z.string(), value: z.number().int() }))])) as Record<MonthlyTop, z.ZodArray<z.ZodObject<{ name: z.ZodString; value: z.ZodNumber }>>>),
  vouchersDiscountSen: z.number().int(),
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;

export const ZMonthlyReportInput = z.object({ month: ZMonth });

/** A year's months as the download screen lists them: whether each is over, and whether the monthly run has stored it. */
export const ZMonthlyYear = z.object({
  year: z.number().int(),
  months: z.array(z.object({ month: z.string(), ended: z.boolean(), stored: z.boolean(), mailedAt: z.date().nullable() })),
});
export type TMonthlyYear = z.infer<typeof ZMonthlyYear>;
