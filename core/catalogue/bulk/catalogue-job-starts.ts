import { z } from 'zod';
import { FILE_FORMATS, IMPORT_MODES, type TFileFormat, type TImportMode } from '../../jobs/file-options.ts';
import { uploadFor, type JobStart } from '../../jobs/start-job.ts';
import type { Ctx } from '../../shared/context.ts';
import { pruneMassUpdateFiles } from './mass-update-retention.ts';
import { msg } from '../../shared/messages.ts';

/** The catalogue's jobs as they are started: a product import, a product export, a mass update. */

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

export interface ProductImportParams {
  mode: TImportMode;
  format: TFileFormat;
  dryRun: boolean;
}
export interface ProductExportParams {
  format: TFileFormat;
}
export interface MassUpdateParams {
  format: 'xlsx';
}

/** An import of an uploaded CSV or XLSX product file. */
export async function startProductImport(ctx: Ctx, input: TStartImportInput): Promise<JobStart<ProductImportParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'product-import');
  const format = upload.mimeType === 'text/csv' ? 'csv' : 'xlsx';
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { mode: input.mode, format, dryRun: input.dryRun },
    log: { action: msg(input.dryRun ? 'log.catalogue.importDryRunStarted' : 'log.catalogue.importStarted', { file: upload.fileName }), category: 'manage' },
  };
}

/** An export of every product in the import format. */
export async function startProductExport(_ctx: Ctx, input: TStartExportInput): Promise<JobStart<ProductExportParams>> {
  return {
    fileName: `products.${input.format}`,
    uploadId: null,
    params: { format: input.format },
    log: { action: msg('log.catalogue.exportStarted', { format: input.format.toUpperCase() }), category: 'manage' },
  };
}

/**
 * A mass update of an uploaded template; the job reads and checks it. A product a user edits
 * after this keeps that edit. Only the latest mass-update files are kept.
 */
export async function startMassUpdate(ctx: Ctx, input: TStartMassUpdateInput): Promise<JobStart<MassUpdateParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'mass-update');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { format: 'xlsx' },
    log: { action: msg('log.catalogue.massUpdateStarted', { file: upload.fileName }), category: 'manage' },
    alongside: pruneMassUpdateFiles,
  };
}
