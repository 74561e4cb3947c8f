import type { IsolationCase } from '../isolation-cases.ts';

const LIFETIME = { period: 'lifetime' } as const;

/**
 * The traffic reports count only the caller's own storefront events and list only its own
 * enquiries; the storefront events API records for the site key's merchant.
 */
export const trafficReportCases: Record<string, IsolationCase> = {
  'trafficReports.visitors': { list: () => LIFETIME },
  'trafficReports.statistics': { list: () => LIFETIME },
  'trafficReports.landingPages': { list: () => LIFETIME },
  'trafficReports.productViews': { list: () => LIFETIME },
  'trafficReports.searches': { list: () => LIFETIME },
  'trafficReports.whatsappClicks': { list: () => LIFETIME },
  'trafficReports.aiTraffic': { list: () => LIFETIME },
  'trafficReports.ipView': { list: () => LIFETIME },
  'trafficReports.leads': { list: () => LIFETIME },
  // The code A's visitors used: B gets B's counts of it, and none of A's enquiries sent with it.
  'trafficReports.leadDetail': { list: (a) => ({ ...LIFETIME, code: a.traffic.referralCode }) },
  'trafficReports.enquiries': { list: () => ({ ...LIFETIME, channel: 'website' }) },
  'trafficReports.enquiry': { reach: (a) => ({ channel: 'website', id: a.traffic.websiteEnquiryId }) },
  'storefront.events': {
    none: 'events are recorded for the site key’s merchant, and a product they name is looked up in its catalogue',
    input: () => ({ events: [{ kind: 'page_view', page: '/', landing: true }] }),
  },
};
