import type { TJob } from '../../../core/jobs/schema.ts';

/** A running job's pace: rows a second since it started, and the seconds left at that pace (null: not known yet). */
export function jobPace(job: TJob, now: Date): { rowsPerSecond: number | null; secondsLeft: number | null } {
  if (!job.startedAt || job.doneRows === 0) return { rowsPerSecond: null, secondsLeft: null };
  const seconds = Math.max(0.001, ((job.finishedAt ?? now).getTime() - job.startedAt.getTime()) / 1000);
  const rowsPerSecond = job.doneRows / seconds;
  const left = job.totalRows > job.doneRows ? (job.totalRows - job.doneRows) / rowsPerSecond : job.totalRows > 0 ? 0 : null;
  return { rowsPerSecond, secondsLeft: left === null ? null : Math.ceil(left) };
}

/** 75 s -> '1m 15s'; 4000 s -> '1h 6m'. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

/** '45%' of the rows done; '-' while the total is unknown. */
export const percentDone = (job: TJob): string => (job.totalRows > 0 ? `${Math.floor((job.doneRows / job.totalRows) * 100)}%` : '-');
