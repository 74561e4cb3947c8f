import { addAffiliateEvent, getAffiliateEvent } from '../../core/reports/affiliate-events.ts';
import { affiliateEventsReport, affiliateRegistrationsReport, affiliateSourcesReport } from '../../core/reports/affiliate-reports.ts';
import { ZAddAffiliateEvent, ZAffiliateEvent, ZAffiliateEventRef, ZAffiliateEvents, ZAffiliateRegistrations, ZAffiliateScope, ZAffiliateSources, ZRegistrationsInput } from '../../core/reports/affiliate-schema.ts';
import { ZReportPeriod } from '../../core/reports/period.ts';
import { adminProcedure, router } from '../trpc.ts';

/** Affiliate marketing (master admin only, platform.md): events and their codes, clicks by source, who registered. */
export const affiliateReportsRouter = router({
  events: adminProcedure.input(ZReportPeriod).output(ZAffiliateEvents).query(({ ctx, input }) => affiliateEventsReport(ctx.core, input)),
  addEvent: adminProcedure.input(ZAddAffiliateEvent).output(ZAffiliateEvent).mutation(({ ctx, input }) => addAffiliateEvent(ctx.core, input)),
  event: adminProcedure.input(ZAffiliateEventRef).output(ZAffiliateEvent).query(({ ctx, input }) => getAffiliateEvent(ctx.core, input.id)),
  sources: adminProcedure.input(ZAffiliateScope).output(ZAffiliateSources).query(({ ctx, input }) => affiliateSourcesReport(ctx.core, input)),
  registrations: adminProcedure.input(ZRegistrationsInput).output(ZAffiliateRegistrations).query(({ ctx, input }) => affiliateRegistrationsReport(ctx.core, input)),
});
