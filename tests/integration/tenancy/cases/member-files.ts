import type { IsolationCase } from '../isolation-cases.ts';

/** Member import and export jobs. */
export const memberFileCases: Record<string, IsolationCase> = {
  'memberFiles.startImport': { reach: (a) => ({ uploadId: a.memberFiles.memberImportUploadId, batch: 'Intruder' }) },
  'memberFiles.startExport': { none: 'exports the caller’s own members, into a job of the caller’s merchant', input: () => ({ format: 'csv' }) },
  'memberFiles.job': { reach: (a) => ({ id: a.memberFiles.memberImportJobId }) },
  'memberFiles.jobs': { list: () => ({ pageSize: 80 }) },
};
