import type { IsolationCase } from '../isolation-cases.ts';

const LIFETIME = { period: 'lifetime' } as const;

/**
 * Keyword ranking and Google keyword reports, the traffic guarantee report and the affiliate
 * reports: each reads the caller's own keywords, slots, events and registrations.
 */
export const marketingReportCases: Record<string, IsolationCase> = {
  'keywordReports.ranking': { list: () => LIFETIME },
  'keywordReports.googleKeywords': { list: () => LIFETIME },
  'keywordReports.addKeyword': { none: 'follows a keyword for the caller’s merchant; names no record' },
  'keywordReports.removeKeyword': { reach: (a) => ({ id: a.marketingReports.keywordId }) },
  'keywordReports.checkNow': { none: 'checks the caller’s own merchant’s keywords on its own domain' },
  'trafficGuarantee.report': { list: () => LIFETIME },
  'affiliateReports.events': { list: () => LIFETIME },
  'affiliateReports.addEvent': { none: 'adds an event to the caller’s merchant; names no record' },
  'affiliateReports.event': { reach: (a) => ({ id: a.marketingReports.affiliateEventId }) },
  'affiliateReports.sources': { reach: (a) => ({ ...LIFETIME, eventId: a.marketingReports.affiliateEventId }) },
  'affiliateReports.registrations': { list: () => ({ ...LIFETIME, page: 1, pageSize: 80 }) },
};
