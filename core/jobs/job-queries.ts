import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { jobFor, visibleKinds } from './job-access.ts';
import type { JobKinds } from './job-kind.ts';
import { jobSelect, toJobs } from './job-view.ts';
import type { TJob, TJobListInput } from './schema.ts';

export const findJob = (ctx: Ctx, id: string) => ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: jobSelect });

/** A job of the merchant's, of a kind whose module the user may view; any other is not found. */
export async function getJob(ctx: Ctx, kinds: JobKinds, id: string): Promise<TJob> {
  const row = jobFor(ctx, kinds, await findJob(ctx, id));
  return (await toJobs(ctx, kinds, [row]))[0]!;
}

/** The merchant's jobs of the kinds the user may see, newest first, by kind and status when asked, with who started each. */
export async function listJobs(ctx: Ctx, kinds: JobKinds, input: TJobListInput) {
  const visible = visibleKinds(ctx, kinds);
  const kind = input.kind === undefined ? { in: visible } : visible.includes(input.kind) ? input.kind : { in: [] };
  const where = { merchantId: ctx.merchantId, kind, ...(input.status && { status: input.status }) };
  const [rows, total] = await Promise.all([
    ctx.db.job.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: jobSelect, ...skipTake(input) }),
    ctx.db.job.count({ where }),
  ]);
  return { items: await toJobs(ctx, kinds, rows), total, page: input.page, pageSize: input.pageSize };
}
