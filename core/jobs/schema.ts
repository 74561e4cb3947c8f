import { z } from 'zod';
import type { Level, ModuleKey } from '../permissions/modules.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { FILE_FORMATS, IMPORT_MODES } from './file-options.ts';

export { FILE_FORMATS, IMPORT_MODES, type TFileFormat, type TImportMode } from './file-options.ts';

/** Bulk work over files runs as jobs: queued, then in progress, then completed or failed. */
export const CATALOGUE_JOB_KINDS = ['product-import', 'product-export', 'mass-update'] as const;
/** My Sales: the packaging bill and invoice PDFs, and mass shipping. */
export const SALES_JOB_KINDS = ['packaging-print', 'mass-shipping'] as const;
/** Members: the member import (CSV) and export. */
export const MEMBER_JOB_KINDS = ['member-import', 'member-export'] as const;
/** Vouchers: a bulk voucher's codes handed to the members of an uploaded list. */
export const VOUCHER_JOB_KINDS = ['voucher-assign'] as const;
export const JOB_KINDS = [...CATALOGUE_JOB_KINDS, ...SALES_JOB_KINDS, ...MEMBER_JOB_KINDS, ...VOUCHER_JOB_KINDS] as const;
export const JOB_STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;

export type TJobKind = (typeof JOB_KINDS)[number];
export type TCatalogueJobKind = (typeof CATALOGUE_JOB_KINDS)[number];
export type TSalesJobKind = (typeof SALES_JOB_KINDS)[number];
export type TMemberJobKind = (typeof MEMBER_JOB_KINDS)[number];

/**
 * What a user must hold to run a job of each kind (the runner checks it again when the job
 * starts); following a job and downloading its files needs the module's view level.
 */
export const JOB_ACCESS = {
  'product-import': { module: 'manage', level: 'edit' },
  'product-export': { module: 'manage', level: 'edit' },
  'mass-update': { module: 'manage', level: 'edit' },
  // Printing changes nothing: whoever may see the sales screens may print.
  'packaging-print': { module: 'my_sales', level: 'view' },
  'mass-shipping': { module: 'my_sales', level: 'edit' },
  'member-import': { module: 'my_sales', level: 'edit' },
  // An export holds every member's e-mail, phone and birthday: only those who may edit members take one.
  'member-export': { module: 'my_sales', level: 'edit' },
  'voucher-assign': { module: 'my_sales', level: 'edit' },
} as const satisfies Record<TJobKind, { module: ModuleKey; level: Level }>;
export type TJobStatus = (typeof JOB_STATUSES)[number];

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
export const ZJobListInput = ZPageInput.extend({ kind: z.enum(CATALOGUE_JOB_KINDS).optional() });
export const ZJobPage = zPage(ZJob);
