import { baseContext } from '../core/shared/context.ts';
import { failInterruptedJobs, runNextJob, type RunnerLog } from '../core/jobs/runner.ts';
import type { Runtime } from './runtime.ts';

export interface JobRunner {
  /** Looks for queued jobs now (after a job was started). */
  kick(): void;
  /** Stops looking and waits for the job under way, if any, to end. */
  stop(): Promise<void>;
}

const RUNNER_REQUEST = { ip: '', userAgent: 'job-runner' };

/**
 * Runs queued imports, exports and mass updates, one at a time in this process: every few
 * seconds and whenever kicked. Several processes may run one each; a job is claimed in the
 * database before it runs, so each runs once.
 */
export function startJobRunner(runtime: Runtime, log: RunnerLog, options: { pollMs?: number } = {}): JobRunner {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  const loop = async () => {
    const base = baseContext(runtime.database, runtime.env, RUNNER_REQUEST);
    try {
      await failInterruptedJobs(base);
      do {
        again = false;
        while (!stopped && (await runNextJob(base, log)));
      } while (again && !stopped);
    } catch (error) {
      log('job runner failed', { error: String(error) });
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => (running = null));
  };
  const timer = setInterval(run, options.pollMs ?? 2_000);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
