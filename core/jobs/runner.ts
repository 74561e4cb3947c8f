import { PassThrough } from 'node:stream';
import { accessProblem, findUserForIdentity } from '../auth/identity.ts';
import { userContext } from '../auth/sessions.ts';
import { BULK_MESSAGES as B } from '../catalogue/bulk/bulk-messages.ts';
import { runMassUpdate } from '../catalogue/bulk/mass-update.ts';
import { exportProducts } from '../catalogue/bulk/product-export.ts';
import { importProducts } from '../catalogue/bulk/product-import.ts';
import { can } from '../permissions/modules.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { GENERIC_MESSAGES, isAppError } from '../shared/errors.ts';
import { type Heartbeat, JOB_LEASE_MS, startHeartbeat } from './job-heartbeat.ts';
import { jobFileKey, readJobParams, type TJobParams } from './job-params.ts';
import { firstError, plural } from './job-summary.ts';
import { JOB_ACCESS, type TJobKind } from './schema.ts';
import { runPrintJob } from '../fulfilment/print-job.ts';
import { runMassShippingJob } from '../fulfilment/mass-shipping/mass-shipping-job.ts';
import { runMemberExportJob, runMemberImportJob } from '../members/import/member-jobs.ts';
import { formatCount } from '../shared/numbers.ts';

export interface ClaimedJob {
  merchantId: string;
  id: string;
  kind: string;
  params: TJobParams;
  uploadId: string | null;
  fileName: string;
  createdBy: string;
}

/** How a job ended, as its row records it. */
export interface Finished {
  status: 'completed' | 'failed';
  totalRows: number;
  doneRows: number;
  failedCount: number;
  summary: string;
  errorFileKey?: string | null;
  resultKey?: string | null;
}

export type RunnerLog = (message: string, extra?: object) => void;


/**
 * Jobs a runner claimed and never finished (its process stopped): their claim ran out. They
 * fail rather than run again, since a mass update that had been applied must not apply twice.
 */
export async function failInterruptedJobs(base: BaseCtx): Promise<number> {
  const stale = await base.db.job.findMany({ where: { status: 'in_progress', claimedUntil: { lt: base.now() } }, select: { merchantId: true, id: true } });
  for (const job of stale) {
    const { count } = await base.db.job.updateMany({
      where: { ...job, status: 'in_progress', claimedUntil: { lt: base.now() } },
      data: { status: 'failed', summary: 'The job was interrupted; please start it again.', finishedAt: base.now(), claimedUntil: null },
    });
    if (count === 1) await base.db.massUpdateItem.deleteMany({ where: { merchantId: job.merchantId, jobId: job.id } });
  }
  return stale.length;
}

/** Which jobs a runner takes: every merchant's (a server), or one merchant's. */
export interface RunnerScope {
  merchantId?: string;
}

/**
 * Claims the oldest queued job. The claim is one conditional update (queued -> in_progress),
 * so of several processes reaching for the same job exactly one gets it.
 */
export async function claimNextJob(base: BaseCtx, scope: RunnerScope = {}): Promise<ClaimedJob | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await base.db.job.findFirst({
      where: { status: 'queued', ...(scope.merchantId && { merchantId: scope.merchantId }) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { merchantId: true, id: true, kind: true, params: true, uploadId: true, fileName: true, createdBy: true },
    });
    if (!next) return null;
    const now = base.now();
    const { count } = await base.db.job.updateMany({
      where: { merchantId: next.merchantId, id: next.id, status: 'queued' },
      data: { status: 'in_progress', startedAt: now, claimedUntil: new Date(now.getTime() + JOB_LEASE_MS) },
    });
    if (count === 1) return { ...next, params: readJobParams(next.params) };
  }
  return null;
}

/** The job's user as a signed-in context, or why the job may no longer run as them. */
async function jobContext(base: BaseCtx, job: ClaimedJob): Promise<Ctx | string> {
  const user = await findUserForIdentity(base.db, job.merchantId, job.createdBy);
  if (!user) return 'The user who started the job no longer exists.';
  const problem = accessProblem(user, base.now());
  if (problem) return problem;
  const { ctx } = userContext({ ...base, request: job.params.request }, user, `job:${job.id}`);
  const access = JOB_ACCESS[job.kind as TJobKind] ?? JOB_ACCESS['product-import'];
  if (!can(ctx.permissions, access.module, access.level)) return access.module === 'manage' ? 'The user who started the job may no longer edit products.' : 'The user who started the job no longer has access to My Sales.';
  return ctx;
}

export async function uploadKey(ctx: Ctx, job: ClaimedJob): Promise<string | null> {
  if (!job.uploadId) return null;
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: job.uploadId } }, select: { key: true } });
  return upload?.key ?? null;
}

export const FILE_GONE = 'The uploaded file is no longer available; please upload it again.';

async function runImport(ctx: Ctx, job: ClaimedJob, beat: Heartbeat): Promise<Finished> {
  const key = await uploadKey(ctx, job);
  if (!key) return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: FILE_GONE };
  const { mode, dryRun } = job.params;
  const outcome = await importProducts(
    ctx,
    ctx.env.storage.localPath(key),
    { mode: mode ?? 'upsert', dryRun, format: job.params.format ?? 'csv', fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv') },
    (done, total) => beat.progress(done, total),
  );
  const rows = plural(outcome.rows, 'row');
  const counts = `${plural(outcome.created, 'product')} ${dryRun ? 'would be created' : 'created'}, ${formatCount(outcome.updated)} ${dryRun ? 'would be updated' : 'updated'}`;
  const summary =
    outcome.rejectedRows > 0
      ? `${plural(outcome.rejectedRows, 'row')} of ${rows} rejected; nothing was ${dryRun ? 'written (dry run)' : 'imported'}.${firstError(outcome.firstErrors)}`
      : dryRun
        ? `Dry run: all ${rows} are valid; ${counts}. Nothing was written.`
        : `Imported ${rows}: ${counts}.`;
  return {
    status: outcome.rejectedRows > 0 ? 'failed' : 'completed',
    totalRows: outcome.rows,
    doneRows: outcome.rejectedRows > 0 || dryRun ? outcome.rows - outcome.rejectedRows : outcome.rows,
    failedCount: outcome.rejectedRows,
    summary,
    errorFileKey: outcome.errorFileKey,
  };
}

async function runExport(ctx: Ctx, job: ClaimedJob, beat: Heartbeat): Promise<Finished> {
  const format = job.params.format ?? 'csv';
  const key = jobFileKey(job.merchantId, job.id, `products.${format}`);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const { products, rows } = await exportProducts(ctx, format, output, (done, total) => beat.progress(done, total));
    await stored;
    return { status: 'completed', totalRows: rows, doneRows: rows, failedCount: 0, summary: `Exported ${plural(products, 'product')} in ${plural(rows, 'row')}.`, resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}

async function runMassUpdateJob(ctx: Ctx, job: ClaimedJob): Promise<Finished> {
  const key = await uploadKey(ctx, job);
  if (!key) return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: FILE_GONE };
  const outcome = await runMassUpdate(ctx, job, await ctx.env.storage.get(key), jobFileKey(job.merchantId, job.id, 'errors.csv'));
  const base = { totalRows: outcome.rows, errorFileKey: outcome.errorFileKey };
  if (!outcome.latest) return { ...base, status: 'failed', doneRows: 0, failedCount: 0, summary: B.latestTemplate };
  if (outcome.errorFileKey) {
    return { ...base, status: 'failed', doneRows: 0, failedCount: outcome.failedProducts, summary: `${plural(outcome.failedProducts, 'product')} failed; nothing was updated.${firstError(outcome.firstErrors)}` };
  }
  const skipped = outcome.skippedProducts > 0 ? ` ${plural(outcome.skippedProducts, 'product was', 'products were')} edited after the upload and kept that edit.` : '';
  return { ...base, status: 'completed', doneRows: outcome.rows, failedCount: 0, summary: `Updated ${plural(outcome.updatedProducts, 'product')}.${skipped}` };
}

const RUNS: Record<TJobKind, (ctx: Ctx, job: ClaimedJob, beat: Heartbeat) => Promise<Finished>> = {
  'product-import': runImport,
  'product-export': runExport,
  'mass-update': (ctx, job) => runMassUpdateJob(ctx, job),
  'packaging-print': runPrintJob,
  'mass-shipping': runMassShippingJob,
  'member-import': runMemberImportJob,
  'member-export': runMemberExportJob,
};

/** Runs a claimed job to its end and records how it ended; a failure of the job never escapes. */
export async function runClaimedJob(base: BaseCtx, job: ClaimedJob, log: RunnerLog): Promise<void> {
  const beat = startHeartbeat(base.db, job, base.now);
  let finished: Finished;
  try {
    const ctx = await jobContext(base, job);
    const run = RUNS[job.kind as TJobKind];
    if (typeof ctx === 'string') finished = { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: ctx };
    else if (!run) finished = { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: `Unknown job kind ${job.kind}.` };
    else finished = await run(ctx, job, beat);
  } catch (error) {
    if (!isAppError(error)) log('job failed', { jobId: job.id, kind: job.kind, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    finished = { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: isAppError(error) ? error.message : GENERIC_MESSAGES.cannotComplete };
    await base.db.massUpdateItem.deleteMany({ where: { merchantId: job.merchantId, jobId: job.id } }).catch(() => undefined);
  }
  await beat.stop();
  await base.db.job.updateMany({
    where: { merchantId: job.merchantId, id: job.id, status: 'in_progress' },
    data: { ...finished, finishedAt: base.now(), claimedUntil: null },
  });
}

/** Claims and runs one job; false when none was waiting. */
export async function runNextJob(base: BaseCtx, log: RunnerLog = () => {}, scope: RunnerScope = {}): Promise<boolean> {
  const job = await claimNextJob(base, scope);
  if (!job) return false;
  await runClaimedJob(base, job, log);
  return true;
}
