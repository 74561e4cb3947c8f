import { ZReportPeriod } from '../../core/reports/period.ts';
import { ZTrafficGuarantee } from '../../core/reports/showcase-schema.ts';
import { trafficGuaranteeReport } from '../../core/reports/traffic-guarantee-report.ts';
import { moduleProcedure, router } from '../trpc.ts';

/** Product showcase slots: views and clicks delivered against those guaranteed. */
export const trafficGuaranteeRouter = router({
  report: moduleProcedure('traffic_guarantee_report', 'view').input(ZReportPeriod).output(ZTrafficGuarantee).query(({ ctx, input }) => trafficGuaranteeReport(ctx.core, input)),
});
