import { can } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited, type LogEntry } from '../user-logs/audited.ts';
import { forbidden } from './job-access.ts';
import type { JobKinds } from './job-kind.ts';
import { storedParams } from './job-params.ts';
import { jobSelect, toJobs } from './job-view.ts';
import type { TJob } from './schema.ts';
import { msg } from '../shared/messages.ts';

/** What a kind's start decides: the job's file, its upload, what its handler reads, and the start's user-log entry. */
export interface JobStart<P> {
  fileName: string;
  uploadId: string | null;
  params: P;
  log: LogEntry;
  /** More work in the transaction that queues the job (whose id it gets); the storage keys it returns are removed once that committed. */
  alongside?(tx: Ctx, jobId: string): Promise<string[]>;
}

/** An upload of this merchant made for purpose; any other is not found. */
export async function uploadFor(ctx: Ctx, id: string, purpose: string) {
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { id: true, key: true, fileName: true, mimeType: true, purpose: true } });
  if (upload?.purpose !== purpose) throw notFound('file');
  return upload;
}

/** A queued job of ctx's merchant and user; the caller writes its user-log entry in the same transaction. */
export function createJob(ctx: Ctx, data: { kind: string; fileName: string; uploadId: string | null; params: string }) {
  return ctx.db.job.create({ data: { merchantId: ctx.merchantId, createdBy: ctx.userId, ...data }, select: jobSelect });
}

/**
 * Queues a job of a kind of the registry, for a user who holds the kind's module at its level:
 * the kind's start checks the parameters and decides the job; the job and the user-log entry of
 * its start are written in one transaction. A runner does the work.
 */
export async function startJob(ctx: Ctx, kinds: JobKinds, { kind, ...input }: { kind: string } & Record<string, unknown>): Promise<TJob> {
  const def = kinds[kind];
  if (!def) throw new AppError('JOB.KIND_UNKNOWN', msg('jobs.kindUnknown', { kind }), 'invalid', 'kind');
  if (!can(ctx.permissions, def.access.module, def.access.level)) throw forbidden();
  const start = await def.start(ctx, def.params.parse(input));
  const { row, removed } = await audited(ctx, start.log, async (tx) => {
    const created = await createJob(tx, { kind, fileName: start.fileName, uploadId: start.uploadId, params: storedParams(start.params as object, tx.request) });
    return { row: created, removed: (await start.alongside?.(tx, created.id)) ?? [] };
  });
  // Files go once the transaction that forgot them has committed.
  for (const key of removed) await ctx.env.storage.remove(key);
  return (await toJobs(ctx, kinds, [row]))[0]!;
}
