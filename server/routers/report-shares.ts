import { z } from 'zod';
import { ZReportShare, ZReportShareIdInput, ZReportShareInput, ZReportShareListInput, ZShareHashInput, ZSharedReport } from '../../core/report-shares/schema.ts';
import { createReportShare, listReportShares, revokeReportShare, viewSharedReport } from '../../core/report-shares/shares.ts';
import { moduleProcedure, publicProcedure, router } from '../trpc.ts';

/** Read-only shares of the e-commerce reports (docs/report-shares.md): managed on the report's screen, opened by anyone at /rednote-expert/{hash}. */
export const reportSharesRouter = router({
  list: moduleProcedure('ecommerce_report', 'view').input(ZReportShareListInput).output(z.array(ZReportShare)).query(({ ctx, input }) => listReportShares(ctx.core, input.report)),
  create: moduleProcedure('ecommerce_report', 'edit').input(ZReportShareInput).output(ZReportShare).mutation(({ ctx, input }) => createReportShare(ctx.core, input)),
  revoke: moduleProcedure('ecommerce_report', 'edit').input(ZReportShareIdInput).output(ZReportShare).mutation(({ ctx, input }) => revokeReportShare(ctx.core, input.id)),
  view: publicProcedure.input(ZShareHashInput).output(ZSharedReport).query(({ ctx, input }) => viewSharedReport(ctx.base, input.hash)),
});
