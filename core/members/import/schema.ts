import { z } from 'zod';
import { FILE_FORMATS } from '../../jobs/file-options.ts';
import { MEMBER_IMPORT_LIMITS as L } from '../constants.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';

export const ZStartMemberImportInput = z.object({
  uploadId: z.string().min(1),
  /** The batch name for the whole file: the new members are recorded under it. */
  batch: z.string({ error: M.batchRequired }).trim().min(1, M.batchRequired).max(L.batchMaxChars, M.batchTooLong),
  /** Check every row and write nothing. */
  dryRun: z.boolean().default(false),
});
export type TStartMemberImportInput = z.infer<typeof ZStartMemberImportInput>;

export const ZStartMemberExportInput = z.object({ format: z.enum(FILE_FORMATS).default('csv') });
export type TStartMemberExportInput = z.infer<typeof ZStartMemberExportInput>;

