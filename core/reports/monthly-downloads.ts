import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import { assertReportAccess } from './access.ts';
import { monthlyReport } from './monthly-figures.ts';
import { merchantLogo } from '../email-marketing/settings.ts';
import { monthlyFileName, writeMonthlyPdf } from './monthly-pdf.ts';
import { ZMonth, type TMonthlyReport, type TMonthlyYear } from './monthly-schema.ts';
import { reportInput } from './report-input.ts';
import type { ReportFileStream } from './report-table.ts';

const REPORT = { module: 'report' } as const;

/** A month that has begun on the merchant's calendar (this month shows its days so far). */
function begun(ctx: Ctx, month: string): string {
  if (month > localDate(ctx.now(), ctx.timeZone).slice(0, 7)) throw new AppError('REPORTS.MONTH_AHEAD', msg('reports.monthAhead'), 'invalid', 'month');
  return month;
}

/** /report/monthly-report-view: a month's report on screen. */
export async function monthlyView(ctx: Ctx, raw: { month: string }): Promise<TMonthlyReport> {
  assertReportAccess(ctx, REPORT);
  return monthlyReport(ctx, begun(ctx, ZMonth.parse(raw.month)));
}

export const ZMonthlyYearInput = z.object({ year: z.number().int().min(2000).max(2100) });

/** /report/monthly-report: the 12 months of a year, which have ended and which the monthly run has stored and e-mailed. */
export async function monthlyYear(ctx: Ctx, raw: z.input<typeof ZMonthlyYearInput>): Promise<TMonthlyYear> {
  assertReportAccess(ctx, REPORT);
  const { year } = ZMonthlyYearInput.parse(raw);
  const thisMonth = localDate(ctx.now(), ctx.timeZone).slice(0, 7);
  const stored = await ctx.db.monthlyReport.findMany({ where: { merchantId: ctx.merchantId, month: { startsWith: `${year}-` } }, select: { month: true, mailedAt: true } });
  const byMonth = new Map(stored.map((s) => [s.month, s]));
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return { year, months: months.map((month) => ({ month, ended: month < thisMonth, stored: byMonth.has(month), mailedAt: byMonth.get(month)?.mailedAt ?? null })) };
}

/**
 * GET /api/reports/monthly/pdf?month=YYYY-MM: the stored PDF of an ended month the monthly run
 * made (the same file the merchant was e-mailed), or one drawn now for a month it has not.
 */
export async function monthlyPdf(ctx: Ctx, query: unknown): Promise<ReportFileStream> {
  assertReportAccess(ctx, REPORT);
  const month = begun(ctx, reportInput(z.object({ month: ZMonth }), query).month);
  const stored = await ctx.db.monthlyReport.findUnique({ where: { merchantId_month: { merchantId: ctx.merchantId, month } } });
  const file = { fileName: monthlyFileName(month), mimeType: 'application/pdf' };
  if (stored) {
    const body = await ctx.env.storage.get(stored.storageKey);
    return { ...file, write: (output) => pipeline(body, output) };
  }
  const [report, logo] = await Promise.all([monthlyReport(ctx, month), merchantLogo(ctx.db, ctx.env.storage, ctx.merchantId)]);
  return { ...file, write: (output) => writeMonthlyPdf(report, output, logo) };
}
