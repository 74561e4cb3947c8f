import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { CHANNELS, IP_VIEW_FILTERS, SOURCE_KINDS } from './constants.ts';
import { ZReportDays, checkPeriod, periodShape } from './period.ts';

const shape = { ...periodShape, channel: z.enum(CHANNELS).default('website') };

/** A traffic report's filter: the period and the channel (website or the app). */
export const ZTrafficInput = z.object(shape).superRefine(checkPeriod);
export type TTrafficInput = z.input<typeof ZTrafficInput>;

export const ZIpViewInput = z.object({ ...shape, ...ZPageInput.shape, type: z.enum(IP_VIEW_FILTERS).default('all') }).superRefine(checkPeriod);
export type TIpViewInput = z.input<typeof ZIpViewInput>;

const ZCount = z.object({ count: z.number().int(), visitors: z.number().int() });

/** Figures with their previous-period values. */
const ZCompared = z.object({ current: z.number().int(), previous: z.number().int() });

export const ZSeries = z.object({ buckets: z.array(z.string()), values: z.record(z.string(), z.array(z.number().int())) });
export type TSeries = z.infer<typeof ZSeries>;

export const ZVisitorReport = z.object({
  days: ZReportDays,
  figures: z.object({ visitors: ZCompared, visits: ZCompared, pageViews: ZCompared, productViews: ZCompared, searches: ZCompared, enquiries: ZCompared, contacts: ZCompared }),
  series: ZSeries,
  sources: z.array(ZCount.extend({ source: z.enum(SOURCE_KINDS) })),
  devices: z.array(ZCount.extend({ device: z.string() })),
});
export type TVisitorReport = z.infer<typeof ZVisitorReport>;

export const ZKeyedRows = z.object({
  days: ZReportDays,
  total: z.number().int(),
  series: ZSeries,
  rows: z.array(ZCount.extend({ key: z.string(), label: z.string(), detail: z.string() })),
});
export type TKeyedRows = z.infer<typeof ZKeyedRows>;

export const ZStatistics = z.object({
  days: ZReportDays,
  kinds: z.array(ZCount.extend({ kind: z.string() })),
  /** Each kind of event per bucket. */
  series: ZSeries,
  pages: z.array(ZCount.extend({ page: z.string() })),
  referrers: z.array(ZCount.extend({ source: z.string(), host: z.string() })),
  devices: z.array(ZCount.extend({ device: z.string() })),
});
export type TStatistics = z.infer<typeof ZStatistics>;

export const ZIpRow = z.object({ ip: z.string(), total: z.number().int(), byType: z.record(z.string(), z.number().int()) });
export type TIpRow = z.infer<typeof ZIpRow>;
export const ZIpView = z.object({ days: ZReportDays, rows: zPage(ZIpRow) });
export type TIpView = z.infer<typeof ZIpView>;
