import { hostname } from 'node:os';
import { accessProblem, findUserForIdentity } from '../auth/identity.ts';
import { userContext } from '../auth/sessions.ts';
import { can } from '../permissions/modules.ts';
import { withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import { GENERIC_MESSAGES, isAppError } from '../shared/errors.ts';
import { JobCancelled, JobStopped } from './job-commit.ts';
import { JOB_LEASE_MS, startHeartbeat } from './job-heartbeat.ts';
import type { JobKinds } from './job-kind.ts';
import { readStoredParams } from './job-params.ts';
import { cancelledJob, failedJob, finishedData, type ClaimedJob, type Finished, type StopReason } from './job-run.ts';
import { JOB_SUMMARY, failedSummary, message, summaryOf, type JobSummary } from './job-summary.ts';
import { stagedKeyOf } from './staged-entries.ts';

export type RunnerLog = (message: string, extra?: object) => void;
export type { JobKinds } from './job-kind.ts';

/** Which jobs a runner takes: every merchant's (a server), or only some merchants' (the CLI on its own database, tests). */
export interface RunnerScope {
  merchantId?: string;
  merchantIds?: readonly string[];
}

const scopeWhere = (scope: RunnerScope) => (scope.merchantId ? { merchantId: scope.merchantId } : scope.merchantIds ? { merchantId: { in: [...scope.merchantIds] } } : {});

export interface RunOptions {
  /** How long a job may run before its commit; past it, it is stopped and fails. */
  timeLimitMs: number;
  /** Aborted when the process stops: running jobs stop at their next safe point. */
  stopping?: AbortSignal;
}

/** What the runner says of a job it ended. */
export const JOB_ENDINGS = {
  interrupted: (): JobSummary => summaryOf(message(JOB_SUMMARY.interrupted)),
  timeLimit: (ms: number): JobSummary => summaryOf(message(JOB_SUMMARY.timeLimit, { minutes: Math.round(ms / 60_000) })),
  unknownKind: (kind: string): JobSummary => summaryOf(message(JOB_SUMMARY.unknownKind, { kind })),
  partlyWritten: (published: number): JobSummary => summaryOf(message(JOB_SUMMARY.partlyWritten, { published })),
} as const;

/** Failed attempts at finishing a committed job's writes before it is given up. */
const PUBLISH_ATTEMPTS = 3;

/** This process, as a job's claim names it: a claim of this host whose process is gone is a dead one. */
export const thisProcess = (): string => `${hostname()}:${process.pid}`;

function processGone(claimedBy: string | null): boolean {
  const [host, pid] = (claimedBy ?? '').split(':');
  if (host !== hostname() || !pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const claimSelect = { merchantId: true, id: true, kind: true, params: true, uploadId: true, fileName: true, createdBy: true, createdAt: true, committedAt: true, published: true, state: true } as const;

function readState(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a job staged before its commit, which nothing will use now. */
async function discardUncommitted(base: BaseCtx, job: { merchantId: string; id: string }): Promise<void> {
  await base.env.storage.remove(stagedKeyOf(job)).catch(() => undefined);
}

/**
 * Jobs whose runner is gone: its claim ran out, or it was a process of this host that no longer
 * runs. One that had committed goes back to the queue and finishes its writes; one that had not
 * fails, having written nothing (or ends cancelled, when someone had asked it to stop).
 */
export async function recoverJobs(base: BaseCtx, scope: RunnerScope = {}): Promise<number> {
  const running = await base.db.job.findMany({ where: { status: 'in_progress', ...scopeWhere(scope) }, select: { merchantId: true, id: true, committedAt: true, claimedUntil: true, claimedBy: true, cancelRequestedAt: true } });
  const now = base.now();
  const gone = running.filter((job) => (job.claimedUntil !== null && job.claimedUntil < now) || processGone(job.claimedBy));
  for (const job of gone) {
    const where = { merchantId: job.merchantId, id: job.id, status: 'in_progress', claimedBy: job.claimedBy };
    if (job.committedAt) {
      await base.db.job.updateMany({ where, data: { status: 'queued', claimedUntil: null, claimedBy: null } });
      continue;
    }
    const ended = job.cancelRequestedAt ? cancelledJob() : failedJob(JOB_ENDINGS.interrupted());
    const { count } = await base.db.job.updateMany({ where, data: { ...finishedData(ended), finishedAt: now, claimedUntil: null, claimedBy: null } });
    if (count === 1) await discardUncommitted(base, job);
  }
  return gone.length;
}

/**
 * Claims the oldest queued job of a merchant running fewer than perMerchant jobs. The claim is
 * one conditional update (queued -> in_progress) after counting the merchant's running jobs in
 * the same transaction (on PostgreSQL under a lock every claim takes), so of several processes
 * reaching for jobs, exactly one gets each, and no merchant gets more than its share.
 */
export async function claimNextJob(base: BaseCtx, scope: RunnerScope = {}, perMerchant = Number.POSITIVE_INFINITY): Promise<ClaimedJob | null> {
  const queued = await base.db.job.findMany({
    where: { status: 'queued', ...scopeWhere(scope) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { merchantId: true, id: true },
    take: 20,
  });
  const full = new Set<string>();
  for (const next of queued) {
    if (full.has(next.merchantId)) continue;
    const claimed = await withTransaction(base, async (tx) => {
      if (tx.engine === 'postgres') await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(7301, 1)`;
      if (Number.isFinite(perMerchant) && (await tx.db.job.count({ where: { merchantId: next.merchantId, status: 'in_progress' } })) >= perMerchant) {
        full.add(next.merchantId);
        return false;
      }
      const now = tx.now();
      const { count } = await tx.db.job.updateMany({
        where: { ...next, status: 'queued' },
        data: { status: 'in_progress', startedAt: now, claimedUntil: new Date(now.getTime() + JOB_LEASE_MS), claimedBy: thisProcess() },
      });
      return count === 1;
    });
    if (!claimed) continue;
    const row = await base.db.job.findUniqueOrThrow({ where: { merchantId_id: next }, select: claimSelect });
    return { ...row, ...readStoredParams(row.params), state: readState(row.state) };
  }
  return null;
}

/** The job's user as a signed-in context, or why the job may no longer run as them. */
async function jobContext(base: BaseCtx, job: ClaimedJob, kinds: JobKinds): Promise<Ctx | JobSummary> {
  const access = kinds[job.kind]?.access;
  if (!access) return JOB_ENDINGS.unknownKind(job.kind);
  const user = await findUserForIdentity(base.db, job.merchantId, job.createdBy);
  if (!user) return summaryOf(message(JOB_SUMMARY.userGone));
  const problem = accessProblem(user, base.now());
  if (problem) return failedSummary(problem);
  const { ctx } = userContext({ ...base, request: job.request }, user, `job:${job.id}`);
  if (can(ctx.permissions, access.module, access.level)) return ctx;
  // The catalogue's jobs all write products.
  return summaryOf(access.module === 'manage' ? message(JOB_SUMMARY.lostProductAccess) : message(JOB_SUMMARY.lostAccess, { module: access.module }));
}

/** How a job that threw ends: a committed one goes on later (stopping) or is retried a few times; one that had not committed fails, or ends cancelled. */
async function afterError(base: BaseCtx, job: ClaimedJob, error: unknown, stop: StopReason | undefined, timeLimitMs: number, log: RunnerLog): Promise<Finished | 'requeue'> {
  if (job.committedAt) {
    if (error instanceof JobStopped || stop === 'shutdown') return 'requeue';
    const attempts = Number(job.state.publishAttempts ?? 0) + 1;
    log('job failed while writing', { jobId: job.id, kind: job.kind, attempts, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    if (attempts < PUBLISH_ATTEMPTS) {
      await base.db.job.updateMany({ where: { merchantId: job.merchantId, id: job.id }, data: { state: JSON.stringify({ ...job.state, publishAttempts: attempts }) } });
      return 'requeue';
    }
    return failedJob(JOB_ENDINGS.partlyWritten(job.published));
  }
  await discardUncommitted(base, job);
  if (stop === 'cancel' || error instanceof JobCancelled) return cancelledJob();
  if (stop === 'shutdown') return failedJob(JOB_ENDINGS.interrupted());
  if (stop === 'time-limit') return failedJob(JOB_ENDINGS.timeLimit(timeLimitMs));
  if (isAppError(error)) return failedJob(failedSummary(error.message));
  log('job failed', { jobId: job.id, kind: job.kind, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return failedJob(failedSummary(GENERIC_MESSAGES.cannotComplete));
}

/**
 * Runs a claimed job to its end and records how it ended; a failure of the job never escapes.
 * The job is asked to stop (its signal) when it runs past its time limit, the process stops or,
 * for a kind that may be cancelled, someone cancels it; it stops at its next safe point.
 */
export async function runClaimedJob(base: BaseCtx, job: ClaimedJob, kinds: JobKinds, log: RunnerLog, options: RunOptions): Promise<void> {
  const kind = kinds[job.kind];
  const timeLimitMs = kind?.timeLimitMs ?? options.timeLimitMs;
  const control = new AbortController();
  const stopFor = (reason: StopReason) => !control.signal.aborted && control.abort(reason);
  const timer = setTimeout(() => stopFor('time-limit'), timeLimitMs);
  timer.unref();
  const onStopping = () => stopFor('shutdown');
  if (options.stopping?.aborted) onStopping();
  options.stopping?.addEventListener('abort', onStopping);
  const beat = startHeartbeat(base.db, job, { now: base.now, ...(kind?.cancellable && { onCancel: () => stopFor('cancel') }) });
  let finished: Finished | 'requeue';
  try {
    const ctx = await jobContext(base, job, kinds);
    finished = 'notes' in ctx ? failedJob(ctx) : await kind!.run(ctx, { job, beat, signal: control.signal });
  } catch (error) {
    finished = await afterError(base, job, error, control.signal.reason as StopReason | undefined, timeLimitMs, log);
  } finally {
    clearTimeout(timer);
    options.stopping?.removeEventListener('abort', onStopping);
  }
  await beat.stop();
  await recordEnd(base, job, finished);
}

/**
 * Writes how the job ended. A job that ended before committing while someone asked it to stop
 * (a dry run, a refused file) ends cancelled all the same, leaving no files.
 */
async function recordEnd(base: BaseCtx, job: ClaimedJob, finished: Finished | 'requeue'): Promise<void> {
  const where = { merchantId: job.merchantId, id: job.id, status: 'in_progress' };
  if (finished === 'requeue') {
    await base.db.job.updateMany({ where, data: { status: 'queued', claimedUntil: null, claimedBy: null } });
    return;
  }
  const end = { finishedAt: base.now(), claimedUntil: null, claimedBy: null };
  const uncancelled = job.committedAt || finished.status === 'cancelled' ? {} : { cancelRequestedAt: null };
  const { count } = await base.db.job.updateMany({ where: { ...where, ...uncancelled }, data: { ...finishedData(finished), ...end } });
  if (count === 1 || !('cancelRequestedAt' in uncancelled)) return;
  const cancelled = await base.db.job.updateMany({ where, data: { ...finishedData(cancelledJob()), ...end } });
  if (cancelled.count !== 1) return;
  for (const key of [finished.errorFileKey, finished.resultKey]) if (key) await base.env.storage.remove(key).catch(() => undefined);
}

/** Claims and runs one job; false when none was waiting. */
export async function runNextJob(base: BaseCtx, kinds: JobKinds, log: RunnerLog = () => {}, scope: RunnerScope = {}, options: RunOptions = { timeLimitMs: DEFAULT_TIME_LIMIT_MS }): Promise<boolean> {
  const job = await claimNextJob(base, scope);
  if (!job) return false;
  await runClaimedJob(base, job, kinds, log, options);
  return true;
}

/** How long a job may run before its commit unless configured otherwise (JOB_TIME_LIMIT_MINUTES). */
export const DEFAULT_TIME_LIMIT_MS = 30 * 60_000;
