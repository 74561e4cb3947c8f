import type { IsolationCase } from '../isolation-cases.ts';

const LIFETIME = { period: 'lifetime' } as const;

/** The sales reports count only the caller's own orders: B's answers hold none of A's products, names or figures. */
export const salesReportCases: Record<string, IsolationCase> = {
  'salesReports.orderReport': { list: () => LIFETIME },
  'salesReports.orderReportPage': { list: () => LIFETIME },
  'salesReports.productsPerformance': { list: () => ({ ...LIFETIME, pageSize: 80 }) },
};
