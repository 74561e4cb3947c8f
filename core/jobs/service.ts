import type { z } from 'zod';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { can } from '../permissions/modules.ts';
import { audited } from '../user-logs/audited.ts';
import { jobParams, readJobParams } from './job-params.ts';
import { pruneMassUpdateFiles } from './retention.ts';
import {
  CATALOGUE_JOB_KINDS,
  JOB_ACCESS,
  JOB_KINDS,
  JOB_STATUSES,
  type TJob,
  type TJobKind,
  type TStartExportInput,
  type TStartImportInput,
  type TStartMassUpdateInput,
  type ZJobListInput,
} from './schema.ts';

const jobSelect = {
  id: true,
  kind: true,
  status: true,
  params: true,
  fileName: true,
  totalRows: true,
  doneRows: true,
  failedCount: true,
  summary: true,
  errorFileKey: true,
  resultKey: true,
  createdBy: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const;

type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** Jobs as the screens show them, with the name of the user who started each. */
export async function toJobs(ctx: Ctx, rows: JobRow[]): Promise<TJob[]> {
  const users = await ctx.db.user.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.createdBy))] } }, select: { id: true, name: true } });
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => {
    const params = readJobParams(r.params);
    return {
      id: r.id,
      kind: pick(r.kind, JOB_KINDS, 'product-import'),
      status: pick(r.status, JOB_STATUSES, 'failed'),
      fileName: r.fileName,
      mode: params.mode,
      format: params.format,
      dryRun: params.dryRun,
      totalRows: r.totalRows,
      doneRows: r.doneRows,
      failedCount: r.failedCount,
      summary: r.summary,
      hasErrorFile: r.errorFileKey !== null,
      hasResult: r.resultKey !== null,
      createdAt: r.createdAt,
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
      createdByName: nameOf.get(r.createdBy) ?? '',
    };
  });
}

/** A job of one of kinds (by default every kind): any other, and one of a module the user may not view, is not found. */
export async function getJob(ctx: Ctx, id: string, kinds: readonly TJobKind[] = JOB_KINDS): Promise<TJob> {
  const row = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: jobSelect });
  const kind = row?.kind as TJobKind;
  if (!row || !kinds.includes(kind) || !can(ctx.permissions, JOB_ACCESS[kind].module, 'view')) throw notFound('Job');
  return (await toJobs(ctx, [row]))[0]!;
}

/** The merchant's jobs of kinds (the catalogue's by default), newest first, optionally of one kind. */
export async function listJobs(ctx: Ctx, input: Omit<z.infer<typeof ZJobListInput>, 'kind'> & { kind?: TJobKind }, kinds: readonly TJobKind[] = CATALOGUE_JOB_KINDS) {
  const where = { merchantId: ctx.merchantId, kind: input.kind && kinds.includes(input.kind) ? input.kind : { in: [...kinds] } };
  const [rows, total] = await Promise.all([
    ctx.db.job.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: jobSelect, ...skipTake(input) }),
    ctx.db.job.count({ where }),
  ]);
  return { items: await toJobs(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

/** An upload of this merchant made for purpose; any other is not found. */
export async function uploadFor(ctx: Ctx, id: string, purpose: string) {
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { id: true, key: true, fileName: true, mimeType: true, purpose: true } });
  if (upload?.purpose !== purpose) throw notFound('File');
  return upload;
}

export const JOB_ACTION: Record<TJobKind, string> = {
  'product-import': 'product import',
  'product-export': 'product export',
  'mass-update': 'mass update',
  'packaging-print': 'print',
  'mass-shipping': 'mass shipping',
  'member-import': 'member import',
  'member-export': 'member export',
  'voucher-assign': 'voucher code assignment',
};

/** A queued job of ctx's merchant and user; the caller writes its user-log entry in the same transaction. */
export function createJob(ctx: Ctx, data: { kind: TJobKind; fileName: string; uploadId: string | null; params: string }) {
  return ctx.db.job.create({ data: { merchantId: ctx.merchantId, createdBy: ctx.userId, ...data }, select: jobSelect });
}

/** Queues an import of an uploaded CSV or XLSX product file; the job runner does the work. */
export async function startImport(ctx: Ctx, input: TStartImportInput): Promise<TJob> {
  const upload = await uploadFor(ctx, input.uploadId, 'product-import');
  const format = upload.mimeType === 'text/csv' ? 'csv' : 'xlsx';
  const row = await audited(ctx, { action: `Started ${input.dryRun ? 'a dry run of a ' : 'a '}${JOB_ACTION['product-import']} of "${upload.fileName}"`, category: 'manage' }, (tx) =>
    createJob(tx, { kind: 'product-import', fileName: upload.fileName, uploadId: upload.id, params: jobParams({ mode: input.mode, format, dryRun: input.dryRun }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/** Queues an export of every product in the import format. */
export async function startExport(ctx: Ctx, input: TStartExportInput): Promise<TJob> {
  const fileName = `products.${input.format}`;
  const row = await audited(ctx, { action: `Started a ${JOB_ACTION['product-export']} (${input.format.toUpperCase()})`, category: 'manage' }, (tx) =>
    createJob(tx, { kind: 'product-export', fileName, uploadId: null, params: jobParams({ mode: null, format: input.format, dryRun: false }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/**
 * Queues a mass update of an uploaded template; the job reads and checks it. A product a user
 * edits after this keeps that edit. Only the latest mass-update files are kept.
 */
export async function startMassUpdate(ctx: Ctx, input: TStartMassUpdateInput): Promise<TJob> {
  const upload = await uploadFor(ctx, input.uploadId, 'mass-update');
  const { row, removed } = await audited(ctx, { action: `Started a ${JOB_ACTION['mass-update']} of "${upload.fileName}"`, category: 'manage' }, async (tx) => {
    const job = await createJob(tx, { kind: 'mass-update', fileName: upload.fileName, uploadId: upload.id, params: jobParams({ mode: null, format: 'xlsx', dryRun: false }, tx.request) });
    return { row: job, removed: await pruneMassUpdateFiles(tx) };
  });
  // Files go once the transaction that forgot them has committed.
  for (const key of removed) await ctx.env.storage.remove(key);
  return (await toJobs(ctx, [row]))[0]!;
}
