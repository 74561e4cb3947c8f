import { orderReport, orderReportPage } from '../../core/reports/order-report.ts';
import { ZReportPeriod } from '../../core/reports/period.ts';
import { productsPerformance } from '../../core/reports/products-performance.ts';
import { ZOrderReport, ZOrderReportPage, ZProductsPerformance, ZProductsPerformanceInput } from '../../core/reports/sales-schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('ecommerce_report', 'view');

/** The e-commerce sales reports: the order report (and its printable page) and the products performance. */
export const salesReportsRouter = router({
  orderReport: view.input(ZReportPeriod).output(ZOrderReport).query(({ ctx, input }) => orderReport(ctx.core, input)),
  orderReportPage: view.input(ZReportPeriod).output(ZOrderReportPage).query(({ ctx, input }) => orderReportPage(ctx.core, input)),
  productsPerformance: view.input(ZProductsPerformanceInput).output(ZProductsPerformance).query(({ ctx, input }) => productsPerformance(ctx.core, input)),
});
