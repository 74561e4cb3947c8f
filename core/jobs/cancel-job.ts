import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { jobFor } from './job-access.ts';
import type { JobKinds } from './job-kind.ts';
import { findJob, getJob } from './job-queries.ts';
import { cancelledJob, finishedData } from './job-run.ts';
import type { TJob } from './schema.ts';
import { msg } from '../shared/messages.ts';

export const CANCEL_MESSAGES = {
  notCancellable: msg('jobs.notCancellable'),
  committed: msg('jobs.committed'),
  ended: msg('jobs.ended'),
} as const;

/**
 * Cancels a job of a kind that may be cancelled, for a user who may start it. A queued job ends
 * at once. A running one is told through its row (its runner may be another process): the
 * runner reads it, stops the job at its next safe point, and the job's commit refuses to
 * happen, so nothing is written. A job that has committed (it is writing its changes) can no
 * longer be cancelled.
 */
export async function cancelJob(ctx: Ctx, kinds: JobKinds, id: string): Promise<TJob> {
  const job = jobFor(ctx, kinds, await findJob(ctx, id), true);
  if (!kinds[job.kind]!.cancellable) throw new AppError('JOB.NOT_CANCELLABLE', CANCEL_MESSAGES.notCancellable, 'conflict');
  const where = { merchantId: ctx.merchantId, id };
  await audited(ctx, { action: msg('log.jobs.cancelled', { kind: { key: `jobs.kinds.${job.kind}` }, file: job.fileName }), category: kinds[job.kind]!.access.module }, async (tx) => {
    const now = tx.now();
    const queued = await tx.db.job.updateMany({ where: { ...where, status: 'queued' }, data: { ...finishedData(cancelledJob()), cancelRequestedAt: now, finishedAt: now } });
    if (queued.count === 1) return;
    const running = await tx.db.job.updateMany({ where: { ...where, status: 'in_progress', committedAt: null }, data: { cancelRequestedAt: now } });
    if (running.count === 1) return;
    const current = await findJob(tx, id);
    if (current?.status === 'in_progress') throw new AppError('JOB.COMMITTED', CANCEL_MESSAGES.committed, 'conflict');
    throw new AppError('JOB.ENDED', CANCEL_MESSAGES.ended, 'conflict');
  });
  return getJob(ctx, kinds, id);
}
