import type { IsolationCase } from '../isolation-cases.ts';

/** Imports, exports and mass updates. */
export const jobCases: Record<string, IsolationCase> = {
  'jobs.startImport': { reach: (a) => ({ uploadId: a.jobs.importUploadId, mode: 'upsert' }) },
  'jobs.startMassUpdate': { reach: (a) => ({ uploadId: a.jobs.massUpdateUploadId }) },
  'jobs.startExport': { none: 'exports the caller’s own products, into a job of the caller’s merchant', input: () => ({ format: 'csv' }) },
  'jobs.get': { reach: (a) => ({ id: a.jobs.importJobId }) },
  'jobs.list': { list: () => ({ pageSize: 80 }) },
};
