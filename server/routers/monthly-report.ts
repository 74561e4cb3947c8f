import { z } from 'zod';
import { ZMonthlyYearInput, monthlyView, monthlyYear } from '../../core/reports/monthly-downloads.ts';
import { ZMonth, ZMonthlyReport, ZMonthlyYear } from '../../core/reports/monthly-schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('report', 'view');

/** The monthly report: a month on screen and a year's months to download (GET /api/reports/monthly/pdf?month=). */
export const monthlyReportRouter = router({
  view: view.input(z.object({ month: ZMonth })).output(ZMonthlyReport).query(({ ctx, input }) => monthlyView(ctx.core, input)),
  year: view.input(ZMonthlyYearInput).output(ZMonthlyYear).query(({ ctx, input }) => monthlyYear(ctx.core, input)),
});
