import type { IsolationCase } from '../isolation-cases.ts';

/** The RFQ board and the report shares (docs/utility-pages.md). */
export const utilityPageCases: Record<string, IsolationCase> = {
  'rfq.list': { list: () => ({ status: 'all', pageSize: 80 }) },
  'rfq.get': { reach: (a) => ({ id: a.utility.rfqRequestId }) },
  'rfq.create': { none: 'a request names no record; B creates its own', input: () => ({ title: 'Intruder request' }) },
  'rfq.addReply': { reach: (a) => ({ requestId: a.utility.rfqRequestId, supplier: 'Intruder supplier' }) },
  'rfq.close': { reach: (a) => ({ id: a.utility.rfqRequestId }) },
  'reportShares.list': { list: () => ({ report: 'order_report' }) },
  'reportShares.create': { none: 'a share names no record; B shares its own report', input: () => ({ title: 'Intruder share', report: 'order_report' }) },
  'reportShares.revoke': { reach: (a) => ({ id: a.utility.reportShareId }) },
  'reportShares.view': { none: 'public: the hash names its merchant under the server’s MAC (tests/integration/report-shares.test.ts forges one)' },
};
