import type { IsolationCase } from '../isolation-cases.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The monthly report counts only the caller's own orders, events and members; its year lists only its own stored months. */
export const monthlyReportCases: Record<string, IsolationCase> = {
  'monthlyReport.view': { list: () => ({ month: thisMonth() }) },
  'monthlyReport.year': { list: () => ({ year: Number(thisMonth().slice(0, 4)) }) },
};
