import { z } from 'zod';
import { DATE_SHORTCUTS, ZLocalDate, addDaysTo, localDate, shortcutRange, startOfLocalDay } from '../shared/time.ts';
import { REPORT_LIMITS, REPORT_MESSAGES as M } from './constants.ts';

/** business-areas.md "Reports": the filter ranges (last 30 days, last 12 months, lifetime) and the date shortcuts, and a custom range. */
export const REPORT_PERIODS = ['last_30_days', 'last_12_months', 'lifetime', ...DATE_SHORTCUTS.filter((s) => s !== 'last_30_days'), 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const periodShape = {
  period: z.enum(REPORT_PERIODS).default('last_30_days'),
  /** The custom range's days, both included, in the merchant's calendar. */
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
};

/** Refines an object holding periodShape: a custom range needs both days, in order, at most maxRangeDays apart. */
export function checkPeriod(p: { period?: ReportPeriod | undefined; from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (p.period !== 'custom') return;
  if (!p.from || !p.to) ctx.addIssue({ code: 'custom', path: [p.from ? 'to' : 'from'], message: M.rangeRequired });
  else if (p.to < p.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.endBeforeStart });
  else if (daysBetween(p.from, p.to) > REPORT_LIMITS.maxRangeDays) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
}

export const ZReportPeriod = z.object(periodShape).superRefine(checkPeriod);
export type TReportPeriod = z.input<typeof ZReportPeriod>;

/** A report's days as used: both ends included, in the merchant's calendar, and the half-open instants they cover. */
export interface ReportDays {
  from: string;
  to: string;
  gte: Date;
  lt: Date;
  /** 'day' for ranges up to 62 days, else 'month': what a chart's bars stand for. */
  grain: 'day' | 'month';
}

export const ZReportDays = z.object({ from: z.string(), to: z.string(), grain: z.enum(['day', 'month']) });

/** The days of [from, to] with their instants in timeZone. */
export function reportDays(from: string, to: string, timeZone: string): ReportDays {
  return { from, to, gte: startOfLocalDay(from, timeZone), lt: startOfLocalDay(addDaysTo(to, 1), timeZone), grain: daysBetween(from, to) <= 62 ? 'day' : 'month' };
}

/**
 * The days a period covers at now in timeZone. Last 12 months is the 12 calendar months ending
 * with this one (so a chart shows 12 whole bars); lifetime starts on the day the shop started.
 */
export function resolvePeriod(p: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string, shopStart: Date): ReportDays {
  const today = localDate(now, timeZone);
  switch (p.period) {
    case 'custom':
      return reportDays(p.from!, p.to!, timeZone);
    case 'last_12_months': {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() - 11);
      return reportDays(first.toISOString().slice(0, 10), today, timeZone);
    }
    case 'lifetime': {
      const start = localDate(shopStart, timeZone);
      return reportDays(start < today ? start : today, today, timeZone);
    }
    default: {
      const range = shortcutRange(p.period, now, timeZone);
      return reportDays(localDate(range.from, timeZone), addDaysTo(localDate(range.to, timeZone), -1), timeZone);
    }
  }
}

/** The same number of days just before: what a report's figures are compared with. */
export function previousDays(days: ReportDays, timeZone: string): ReportDays {
  const length = daysBetween(days.from, days.to);
  return reportDays(addDaysTo(days.from, -length), addDaysTo(days.from, -1), timeZone);
}

/** Every day of a range ('YYYY-MM-DD'), or every month ('YYYY-MM') for a monthly grain: a chart's bars, empty ones included. */
export function chartBuckets(days: Pick<ReportDays, 'from' | 'to' | 'grain'>): string[] {
  const out: string[] = [];
  if (days.grain === 'day') {
    for (let d = days.from; d <= days.to; d = addDaysTo(d, 1)) out.push(d);
    return out;
  }
  const cursor = new Date(`${days.from.slice(0, 7)}-01T00:00:00Z`);
  while (cursor.toISOString().slice(0, 7) <= days.to.slice(0, 7)) {
    out.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return out;
}

/** The last day of a month ('YYYY-MM'): the day before the next month's first (the 28th plus 4 days is always in the next month). */
export const lastDayOfMonth = (month: string): string => addDaysTo(`${addDaysTo(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * A range's whole calendar months and the runs of days outside them: what reads a month row
 * for each whole month and day rows for the rest. monthToDate: a day whose month's row holds its
 * days up to it (a rollup's mark): a range from that month's first to that day reads the row.
 */
export function wholeMonths(from: string, to: string, monthToDate?: string): { months: string[]; dayRanges: [string, string][] } {
  const months: string[] = [];
  const dayRanges: [string, string][] = [];
  for (let start = from; start <= to; ) {
    const month = start.slice(0, 7);
    const monthEnd = lastDayOfMonth(month);
    const end = monthEnd < to ? monthEnd : to;
    if (start === `${month}-01` && (end === monthEnd || end === monthToDate)) months.push(month);
    else dayRanges.push([start, end]);
    start = addDaysTo(end, 1);
  }
  return { months, dayRanges };
}

/** A calendar month's days ('YYYY-MM') in timeZone, day by day. */
export const monthDays = (month: string, timeZone: string): ReportDays => ({ ...reportDays(`${month}-01`, lastDayOfMonth(month), timeZone), grain: 'day' });

/** The month n months after month ('YYYY-MM'; n may be negative). */
export function addMonthsTo(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
