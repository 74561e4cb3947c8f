import type { DbClient } from '../db/database.ts';

/** How long a claim lasts without news from its runner; after that the job counts as interrupted. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Progress is written every few hundred rows (and whenever the total changes), at most ten times a second. */
const PROGRESS_EVERY_ROWS = 500;
const PROGRESS_AT_MOST_EVERY_MS = 100;
/** How often a job that may be cancelled looks whether someone asked it to stop. */
export const CANCEL_POLL_MS = 1_000;

export interface Heartbeat {
  /** Rows done of total; written soon, never waited for. */
  progress(done: number, total: number): void;
  /** Stops beating and waits for the last write, so the final status is written after it. */
  stop(): Promise<void>;
}

export interface HeartbeatOptions {
  now?: () => Date;
  /**
   * Called once when the job was asked to stop (Job.cancelRequestedAt, set by a cancel in any
   * process) or is no longer running here: seen by the progress writes and, between them, by a
   * read every CANCEL_POLL_MS.
   */
  onCancel?: () => void;
}

/**
 * Writes a running job's progress and renews its claim, one write at a time, without making
 * the job wait: on SQLite a write waits while the job's own commit transaction is open, and
 * awaiting it there would deadlock. A write that fails is only a missed update.
 */
export function startHeartbeat(db: DbClient, job: { merchantId: string; id: string }, options: HeartbeatOptions = {}): Heartbeat {
  const now = options.now ?? (() => new Date());
  const key = { merchantId: job.merchantId, id: job.id };
  let latest = { done: 0, total: 0 };
  let written = { done: -1, total: -1, at: 0 };
  let inFlight: Promise<unknown> | null = null;
  let cancelled = false;
  const cancel = () => {
    if (cancelled || !options.onCancel) return;
    cancelled = true;
    options.onCancel();
  };
  const write = () => {
    if (inFlight) return;
    const values = latest;
    written = { ...values, at: Date.now() };
    inFlight = db.job
      .updateMany({
        where: { ...key, status: 'in_progress', ...(options.onCancel && { cancelRequestedAt: null }) },
        data: { doneRows: values.done, totalRows: values.total, claimedUntil: new Date(now().getTime() + JOB_LEASE_MS) },
      })
      .then(({ count }) => count === 0 && cancel())
      .catch(() => undefined)
      .finally(() => (inFlight = null));
  };
  const check = () =>
    db.job
      .findUnique({ where: { merchantId_id: key }, select: { status: true, cancelRequestedAt: true } })
      .then((row) => (!row || row.status !== 'in_progress' || row.cancelRequestedAt) && cancel())
      .catch(() => undefined);
  const timers = [setInterval(write, JOB_LEASE_MS / 3), ...(options.onCancel ? [setInterval(check, CANCEL_POLL_MS)] : [])];
  for (const timer of timers) timer.unref();
  if (options.onCancel) void check();
  return {
    progress(done, total) {
      latest = { done, total };
      if (total !== written.total || (done - written.done >= PROGRESS_EVERY_ROWS && Date.now() - written.at >= PROGRESS_AT_MOST_EVERY_MS)) write();
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await inFlight;
    },
  };
}
