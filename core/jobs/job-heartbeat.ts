import type { DbClient } from '../db/database.ts';

/** How long a claim lasts without news from its runner; after that the job counts as interrupted. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Progress is written every few hundred rows (and whenever the total changes), at most ten times a second. */
const PROGRESS_EVERY_ROWS = 500;
const PROGRESS_AT_MOST_EVERY_MS = 100;

export interface Heartbeat {
  /** Rows done of total; written soon, never waited for. */
  progress(done: number, total: number): void;
  /** Stops beating and waits for the last write, so the final status is written after it. */
  stop(): Promise<void>;
}

/**
 * Writes a running job's progress and renews its claim, one write at a time, without making
 * the job wait: on SQLite a write waits while the job's own commit transaction is open, and
 * awaiting it there would deadlock. A write that fails is only a missed update.
 */
export function startHeartbeat(db: DbClient, job: { merchantId: string; id: string }, now: () => Date = () => new Date()): Heartbeat {
  let latest = { done: 0, total: 0 };
  let written = { done: -1, total: -1, at: 0 };
  let inFlight: Promise<unknown> | null = null;
  const write = () => {
    if (inFlight) return;
    const values = latest;
    written = { ...values, at: Date.now() };
    inFlight = db.job
      .updateMany({
        where: { merchantId: job.merchantId, id: job.id, status: 'in_progress' },
        data: { doneRows: values.done, totalRows: values.total, claimedUntil: new Date(now().getTime() + JOB_LEASE_MS) },
      })
      .catch(() => undefined)
      .finally(() => (inFlight = null));
  };
  const timer = setInterval(write, JOB_LEASE_MS / 3);
  timer.unref();
  return {
    progress(done, total) {
      latest = { done, total };
      if (total !== written.total || (done - written.done >= PROGRESS_EVERY_ROWS && Date.now() - written.at >= PROGRESS_AT_MOST_EVERY_MS)) write();
    },
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
