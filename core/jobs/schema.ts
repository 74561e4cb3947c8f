import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';

/** Bulk work over files runs as jobs: queued, then in progress, then completed or failed. */
export const JOB_KINDS = ['product-import', 'product-export', 'mass-update'] as const;
export const JOB_STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;
export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export const FILE_FORMATS = ['csv', 'xlsx'] as const;

export type TJobKind = (typeof JOB_KINDS)[number];
export type TJobStatus = (typeof JOB_STATUSES)[number];
export type TImportMode = (typeof IMPORT_MODES)[number];
export type TFileFormat = (typeof FILE_FORMATS)[number];

export const ZStartImportInput = z.object({
  uploadId: z.string().min(1),
  mode: z.enum(IMPORT_MODES).default('upsert'),
  /** Validate every row and write nothing. */
  dryRun: z.boolean().default(false),
});
export type TStartImportInput = z.infer<typeof ZStartImportInput>;

export const ZStartExportInput = z.object({ format: z.enum(FILE_FORMATS).default('csv') });
export type TStartExportInput = z.infer<typeof ZStartExportInput>;

export const ZStartMassUpdateInput = z.object({ uploadId: z.string().min(1) });
export type TStartMassUpdateInput = z.infer<typeof ZStartMassUpdateInput>;

export const ZJob = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  status: z.enum(JOB_STATUSES),
  fileName: z.string(),
  mode: z.enum(IMPORT_MODES).nullable(),
  format: z.enum(FILE_FORMATS).nullable(),
  dryRun: z.boolean(),
  totalRows: z.number().int(),
  doneRows: z.number().int(),
  /** Rejected rows (imports) or failed products (mass update). */
  failedCount: z.number().int(),
  summary: z.string(),
  /** A CSV of the rejected rows with row number, column and reason: GET /api/jobs/{id}/errors */
  hasErrorFile: z.boolean(),
  /** The produced file (exports): GET /api/jobs/{id}/result */
  hasResult: z.boolean(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  createdByName: z.string(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobIdInput = z.object({ id: z.string().min(1) });
export const ZJobListInput = ZPageInput.extend({ kind: z.enum(JOB_KINDS).optional() });
export const ZJobPage = zPage(ZJob);
