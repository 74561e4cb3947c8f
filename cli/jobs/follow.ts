import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';
import { startJobProgress } from '../ui/job-progress.ts';

const POLL_MS = 250;

export const isRunning = (job: TJob) => job.status === 'queued' || job.status === 'in_progress';

/** Asks how a job is doing until it ends, telling onProgress each time: for screens, which draw their own progress. */
export async function jobEnd(api: Connection['api'], job: TJob, onProgress: (job: TJob) => void = () => {}): Promise<TJob> {
  let current = job;
  while (isRunning(current)) {
    onProgress(current);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await api.jobs.get.query({ id: job.id });
  }
  return current;
}

/**
 * Ctrl-C while following: while watched, the default (ending the process at once) is held off.
 * next() resolves once a Ctrl-C has come, also one that came while the loop was waiting on the
 * server rather than on next(); taken() makes the next one need a new Ctrl-C.
 */
function watchInterrupts(): { next(): Promise<'interrupt'>; taken(): void; stop(): void } {
  let pressed = () => {};
  const arm = () => new Promise<'interrupt'>((resolve) => (pressed = () => resolve('interrupt')));
  let interrupted = arm();
  const onSigint = () => pressed();
  process.on('SIGINT', onSigint);
  return {
    next: () => interrupted,
    taken: () => void (interrupted = arm()),
    stop: () => process.off('SIGINT', onSigint),
  };
}

/**
 * Waits for a job of any kind to end, asking the router how it is doing (jobs.get) and drawing
 * its progress (of rows, or of the unit given): a bar on a terminal, nothing otherwise (the
 * caller prints the end). On the local
 * database the jobs run in this process meanwhile. A server's job outlives this process: Ctrl-C
 * asks, on a terminal, whether to cancel it there (interrupt.ts).
 */
export async function followJob(connection: Connection, job: TJob, label: string, unit?: string): Promise<TJob> {
  const interrupts = connection.target.kind === 'server' ? watchInterrupts() : null;
  const stopJobs = await connection.runJobs();
  let progress = await startJobProgress(label, unit);
  try {
    let current = job;
    while (isRunning(current)) {
      const woken = await Promise.race([new Promise<'poll'>((resolve) => setTimeout(resolve, POLL_MS, 'poll')), interrupts?.next() ?? new Promise<never>(() => {})]);
      if (woken === 'interrupt') {
        interrupts?.taken();
        progress.stop();
        // What to do about it loads only when asked (the tRPC client's errors, the prompt).
        const { onInterrupt } = await import('./interrupt.ts');
        await onInterrupt(connection, current);
        progress = await startJobProgress(label, unit);
      }
      current = await connection.api.jobs.get.query({ id: job.id });
      progress.update(current);
    }
    return current;
  } finally {
    progress.stop();
    interrupts?.stop();
    await stopJobs();
  }
}
