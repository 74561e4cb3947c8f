import type { Readable } from 'node:stream';
import { can, type Level } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';

export const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Files behind the catalogue's downloads (outside tRPC, so the check a procedure would make
 * is made here): the caller must hold the 'manage' module at level.
 */
export function assertCatalogueAccess(ctx: Ctx, level: Level): void {
  if (!can(ctx.permissions, 'manage', level)) throw new AppError('AUTH.FORBIDDEN', 'You do not have permission for this action.', 'forbidden');
}

export interface JobFile {
  fileName: string;
  mimeType: string;
  body: Readable;
}

/** A job's rejected rows (a CSV) or its result (an export), for a user of the job's merchant. */
export async function openJobFile(ctx: Ctx, id: string, which: 'errors' | 'result'): Promise<JobFile> {
  assertCatalogueAccess(ctx, 'view');
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { fileName: true, errorFileKey: true, resultKey: true } });
  if (!job) throw notFound('Job');
  const key = which === 'errors' ? job.errorFileKey : job.resultKey;
  if (!key) throw notFound('File');
  if (which === 'errors') return { fileName: `${job.fileName.replace(/\.[^.]*$/, '')}-errors.csv`, mimeType: FILE_TYPES.csv, body: await ctx.env.storage.get(key) };
  return { fileName: job.fileName, mimeType: key.endsWith('.xlsx') ? FILE_TYPES.xlsx : FILE_TYPES.csv, body: await ctx.env.storage.get(key) };
}
