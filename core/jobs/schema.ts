import { z } from 'zod';
import { ZMessage } from '../shared/message-schema.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { FILE_FORMATS, IMPORT_MODES } from './file-options.ts';
import { JOB_STATUSES } from './statuses.ts';

export { FILE_FORMATS, IMPORT_MODES, type TFileFormat, type TImportMode } from './file-options.ts';
export { JOB_STATUSES, type TJobStatus } from './statuses.ts';

/** What a job kind leaves to download: its rejected rows, its result (an export, a PDF), or nothing. */
export const JOB_PRODUCTS = ['errors', 'result', 'none'] as const;
export type TJobProduct = (typeof JOB_PRODUCTS)[number];

const ZParams = z.record(z.string(), z.union([z.string(), z.number(), ZMessage]));
export const ZJobMessage = z.object({ code: z.string(), params: ZParams });
/** How a job ended, as message codes (jobs.summary.<code> in the locale files): '' while it runs. */
export const ZJobSummary = ZJobMessage.extend({ notes: z.array(ZJobMessage) });

export const ZJob = z.object({
  id: z.string(),
  /** A kind of the registry (server/jobs/job-kinds.ts). */
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  fileName: z.string(),
  mode: z.enum(IMPORT_MODES).nullable(),
  format: z.enum(FILE_FORMATS).nullable(),
  dryRun: z.boolean(),
  totalRows: z.number().int(),
  doneRows: z.number().int(),
  /** Rejected rows (imports) or failed products (mass update). */
  failedCount: z.number().int(),
  summary: ZJobSummary,
  /** A CSV of the rejected rows with row number, column and reason: GET /api/jobs/{id}/errors */
  hasErrorFile: z.boolean(),
  /** The produced file (exports, PDFs): GET /api/jobs/{id}/result */
  hasResult: z.boolean(),
  /** Someone asked it to stop; it stops at its next safe point. */
  cancelRequested: z.boolean(),
  /** It may be cancelled now: its kind allows it, and it is queued, or running and not yet writing. */
  canCancel: z.boolean(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  createdByName: z.string(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobIdInput = z.object({ id: z.string().min(1) });
/** The merchant's jobs, newest first; the router narrows kind to the registry's kinds. */
export const ZJobListInput = ZPageInput.extend({ kind: z.string().optional(), status: z.enum(JOB_STATUSES).optional() });
export type TJobListInput = z.infer<typeof ZJobListInput>;
export const ZJobPage = zPage(ZJob);
