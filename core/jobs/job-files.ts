import type { Readable } from 'node:stream';
import { can, type Level } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { forbidden } from './job-access.ts';
import type { JobKinds } from './job-kind.ts';

export const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
  png: 'image/png',
} as const;

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

const mimeTypeOf = (key: string) => FILE_TYPES[(/\.(xlsx|pdf|zip|png)$/.exec(key)?.[1] ?? 'csv') as keyof typeof FILE_TYPES];

/**
 * A job's rejected rows (a CSV) or its result (an export, a PDF), for a user of the job's
 * merchant who may view its kind's module; a file its kind does not produce is not found.
 */
export async function openJobFile(ctx: Ctx, kinds: JobKinds, id: string, which: 'errors' | 'result'): Promise<JobFile> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { kind: true, fileName: true, errorFileKey: true, resultKey: true } });
  const kind = job ? kinds[job.kind] : undefined;
  if (!job || !kind) throw notFound('job');
  if (!can(ctx.permissions, kind.access.module, 'view')) throw forbidden();
  const key = kind.produces === which ? (which === 'errors' ? job.errorFileKey : job.resultKey) : null;
  if (!key) throw notFound('file');
  if (which === 'errors') return { fileName: `${job.fileName.replace(/\.[^.]*$/, '')}-errors.csv`, mimeType: FILE_TYPES.csv, body: await ctx.env.storage.get(key) };
  return { fileName: job.fileName, mimeType: mimeTypeOf(key), body: await ctx.env.storage.get(key) };
}
