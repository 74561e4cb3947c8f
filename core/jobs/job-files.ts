import type { Readable } from 'node:stream';
import { can, type Level } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { JOB_ACCESS, type TJobKind } from './schema.ts';

export const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

const forbidden = () => new AppError('AUTH.FORBIDDEN', 'You do not have permission for this action.', 'forbidden');

/**
 * Files behind the catalogue's downloads (outside tRPC, so the check a procedure would make
 * is made here): the caller must hold the 'manage' module at level.
 */
export function assertCatalogueAccess(ctx: Ctx, level: Level): void {
  if (!can(ctx.permissions, 'manage', level)) throw forbidden();
}

/** Files behind My Sales' downloads (invoices, templates): the caller must hold 'my_sales' at level. */
export function assertSalesAccess(ctx: Ctx, level: Level): void {
  if (!can(ctx.permissions, 'my_sales', level)) throw forbidden();
}

export interface JobFile {
  fileName: string;
  mimeType: string;
  body: Readable;
}

const mimeTypeOf = (key: string) => (key.endsWith('.xlsx') ? FILE_TYPES.xlsx : key.endsWith('.pdf') ? FILE_TYPES.pdf : FILE_TYPES.csv);

/**
 * A job's rejected rows (a CSV) or its result (an export, a PDF), for a user of the job's
 * merchant who may view the job's module.
 */
export async function openJobFile(ctx: Ctx, id: string, which: 'errors' | 'result'): Promise<JobFile> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { kind: true, fileName: true, errorFileKey: true, resultKey: true } });
  const access = JOB_ACCESS[job?.kind as TJobKind] ?? JOB_ACCESS['product-import'];
  if (!can(ctx.permissions, access.module, 'view')) throw forbidden();
  if (!job) throw notFound('Job');
  const key = which === 'errors' ? job.errorFileKey : job.resultKey;
  if (!key) throw notFound('File');
  if (which === 'errors') return { fileName: `${job.fileName.replace(/\.[^.]*$/, '')}-errors.csv`, mimeType: FILE_TYPES.csv, body: await ctx.env.storage.get(key) };
  return { fileName: job.fileName, mimeType: mimeTypeOf(key), body: await ctx.env.storage.get(key) };
}
