import { baseContext } from '../core/shared/context.ts';
import { claimNextJob, recoverJobs, runClaimedJob, type JobKinds, type RunnerLog, type RunnerScope } from '../core/jobs/runner.ts';
import type { JobLimits } from '../core/platform/config.ts';
import { JOB_KINDS } from './jobs/job-kinds.ts';
import type { Runtime } from './runtime.ts';

export interface JobRunner {
  /** Looks for queued jobs now (after a job was started). */
  kick(): void;
  /**
   * Stops taking jobs and asks the running ones to stop at their next safe point: one that had
   * not committed fails as interrupted, having written nothing; one that had goes back to the
   * queue and finishes on the next start. Resolves when they have stopped.
   */
  stop(): Promise<void>;
}

const RUNNER_REQUEST = { ip: '', userAgent: 'job-runner' };
/** How often the runner looks for jobs whose runner is gone (core/jobs/runner.ts recoverJobs). */
const RECOVER_EVERY_MS = 10_000;

/**
 * Runs queued jobs in this process, several at once (limits.concurrency), at most
 * limits.perMerchant of one merchant's at a time, so one merchant's import never holds the
 * others' jobs: every few seconds and whenever kicked. Several processes may run their own; a
 * job is claimed in the database before it runs, so each runs once.
 */
export interface RunnerOptions {
  pollMs?: number;
  scope?: RunnerScope;
  limits?: JobLimits;
  /** The kinds it runs (every kind of the registry unless a test says otherwise). */
  kinds?: JobKinds;
}

export function startJobRunner(runtime: Runtime, log: RunnerLog, options: RunnerOptions = {}): JobRunner {
  const limits = options.limits ?? runtime.config.jobs;
  const kinds = options.kinds ?? JOB_KINDS;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let filling: Promise<void> | null = null;
  let again = false;
  const base = () => baseContext(runtime.database, runtime.env, RUNNER_REQUEST);
  let recoveredAt = Number.NEGATIVE_INFINITY;

  const fill = async () => {
    // Not only at the start: with several servers, another one's jobs are left when it dies.
    if (performance.now() - recoveredAt >= RECOVER_EVERY_MS) {
      await recoverJobs(base(), options.scope);
      recoveredAt = performance.now();
    }
    while (!stopping.signal.aborted && running.size < limits.concurrency) {
      const job = await claimNextJob(base(), options.scope, limits.perMerchant);
      if (!job) return;
      const run = runClaimedJob(base(), job, kinds, log, { timeLimitMs: limits.timeLimitMs, stopping: stopping.signal })
        .catch((error: unknown) => log('job runner failed', { jobId: job.id, error: String(error) }))
        .finally(() => {
          running.delete(run);
          kick();
        });
      running.add(run);
    }
  };
  const kick = () => {
    if (stopping.signal.aborted) return;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch((error: unknown) => log('job runner failed', { error: String(error) }))
      .finally(() => {
        filling = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, options.pollMs ?? 2_000);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      clearInterval(timer);
      stopping.abort('shutdown');
      await filling;
      await Promise.all(running);
    },
  };
}
