import type { IsolationCase } from '../isolation-cases.ts';

/**
 * Jobs of every kind. jobs.start reaches for one of A's uploads here; tests/integration/bulk/job-access.test.ts
 * reaches for A's uploads, orders and vouchers with every kind that names one.
 */
export const jobCases: Record<string, IsolationCase> = {
  'jobs.start': { reach: (a) => ({ kind: 'member-import', uploadId: a.memberFiles.memberImportUploadId, batch: 'Intruder' }) },
  'jobs.get': { reach: (a) => ({ id: a.jobs.importJobId }) },
  'jobs.list': { list: () => ({ pageSize: 80 }) },
  'jobs.cancel': { reach: (a) => ({ id: a.fulfilment.massShippingJobId }) },
};
