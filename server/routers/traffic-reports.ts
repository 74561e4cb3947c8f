import { enquiryDetail, listEnquiries } from '../../core/reports/enquiries.ts';
import { ZEnquiryDetail, ZEnquiryList, ZEnquiryListInput, ZEnquiryRef } from '../../core/reports/enquiry-schema.ts';
import { ZLeadDetail, ZLeadDetailInput, ZLeadReport, leadDetail, leadReport } from '../../core/reports/lead-report.ts';
import { aiTrafficReport, contactClicksReport, ipViewReport, landingPagesReport, productsViewReport, searchReport } from '../../core/reports/traffic-lists.ts';
import { visitorReport, websiteStatistics } from '../../core/reports/traffic-reports.ts';
import { ZIpView, ZIpViewInput, ZKeyedRows, ZStatistics, ZTrafficInput, ZVisitorReport } from '../../core/reports/traffic-schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('report', 'view');

/** What merchants' websites and apps saw (storefront events), counted: visitors, pages, products, searches, contacts, enquiries and leads. */
export const trafficReportsRouter = router({
  visitors: view.input(ZTrafficInput).output(ZVisitorReport).query(({ ctx, input }) => visitorReport(ctx.core, input)),
  statistics: view.input(ZTrafficInput).output(ZStatistics).query(({ ctx, input }) => websiteStatistics(ctx.core, input)),
  landingPages: view.input(ZTrafficInput).output(ZKeyedRows).query(({ ctx, input }) => landingPagesReport(ctx.core, input)),
  productViews: view.input(ZTrafficInput).output(ZKeyedRows).query(({ ctx, input }) => productsViewReport(ctx.core, input)),
  searches: view.input(ZTrafficInput).output(ZKeyedRows).query(({ ctx, input }) => searchReport(ctx.core, input)),
  whatsappClicks: view.input(ZTrafficInput).output(ZKeyedRows).query(({ ctx, input }) => contactClicksReport(ctx.core, input, 'whatsapp')),
  aiTraffic: view.input(ZTrafficInput).output(ZKeyedRows).query(({ ctx, input }) => aiTrafficReport(ctx.core, input)),
  ipView: view.input(ZIpViewInput).output(ZIpView).query(({ ctx, input }) => ipViewReport(ctx.core, input)),
  leads: view.input(ZTrafficInput).output(ZLeadReport).query(({ ctx, input }) => leadReport(ctx.core, input)),
  leadDetail: view.input(ZLeadDetailInput).output(ZLeadDetail).query(({ ctx, input }) => leadDetail(ctx.core, input)),
  enquiries: view.input(ZEnquiryListInput).output(ZEnquiryList).query(({ ctx, input }) => listEnquiries(ctx.core, input)),
  enquiry: view.input(ZEnquiryRef).output(ZEnquiryDetail).query(({ ctx, input }) => enquiryDetail(ctx.core, input)),
});
