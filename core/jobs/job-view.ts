import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import type { JobKinds } from './job-kind.ts';
import { readStoredParams, shownParams } from './job-params.ts';
import type { JobMessage, JobSummary } from './job-summary.ts';
import { JOB_STATUSES, type TJob } from './schema.ts';

export const jobSelect = {
  id: true,
  kind: true,
  status: true,
  params: true,
  fileName: true,
  totalRows: true,
  doneRows: true,
  failedCount: true,
  summaryCode: true,
  summaryParams: true,
  summaryNotes: true,
  errorFileKey: true,
  resultKey: true,
  cancelRequestedAt: true,
  committedAt: true,
  createdBy: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} as const;

type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

/** JSON text as stored, or fallback when it cannot be read (a list never breaks on one row). */
function readJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A job's summary as its row keeps it. */
export const storedSummary = (row: { summaryCode: string; summaryParams: string; summaryNotes: string }): JobSummary => ({
  code: row.summaryCode,
  params: readJson<JobMessage['params']>(row.summaryParams, {}),
  notes: readJson<JobMessage[]>(row.summaryNotes, []),
});

/** Jobs as the screens show them, with the name of the user who started each. */
export async function toJobs(ctx: Ctx, kinds: JobKinds, rows: JobRow[]): Promise<TJob[]> {
  const users = await ctx.db.user.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.createdBy))] } }, select: { id: true, name: true } });
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: JOB_STATUSES.includes(r.status as TJob['status']) ? (r.status as TJob['status']) : 'failed',
    fileName: r.fileName,
    ...shownParams(readStoredParams(r.params).params),
    totalRows: r.totalRows,
    doneRows: r.doneRows,
    failedCount: r.failedCount,
    summary: storedSummary(r),
    hasErrorFile: r.errorFileKey !== null,
    hasResult: r.resultKey !== null,
    cancelRequested: r.cancelRequestedAt !== null,
    canCancel: kinds[r.kind]?.cancellable === true && (r.status === 'queued' || (r.status === 'in_progress' && r.committedAt === null)),
    createdAt: r.createdAt,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    createdByName: nameOf.get(r.createdBy) ?? '',
  }));
}
