import { exportProductsSoldReport } from '../../core/products-sold-report/export.ts';
import { productsSoldReport } from '../../core/products-sold-report/report.ts';
import { ZProductsSoldReport, ZReportFile, ZReportFilter, ZReportInput } from '../../core/products-sold-report/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');

/** The products sold and customer report: up to 5 products' sales in a date range and who bought them. */
export const productsSoldReportRouter = router({
  report: view.input(ZReportInput).output(ZProductsSoldReport).query(({ ctx, input }) => productsSoldReport(ctx.core, input)),
  exportCsv: view.input(ZReportFilter).output(ZReportFile).mutation(({ ctx, input }) => exportProductsSoldReport(ctx.core, input)),
});
