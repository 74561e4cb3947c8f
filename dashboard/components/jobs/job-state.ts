import type { TJob } from '../../../core/jobs/schema.ts';
import { JOB_KIND_SCREENS, isJobKind, type TJobOutcome } from './job-kinds.ts';

/** How often a screen asks after a job that has not ended. */
export const JOB_POLL_MS = 800;

/** A job yet to end: queued or in progress. */
export const isRunning = (job: TJob | undefined): boolean => job?.status === 'queued' || job?.status === 'in_progress';

/** A text of the locale files and its values. */
export interface JobText {
  key: string;
  params?: Record<string, number>;
}

/** How far a job got: waiting its turn, rows done of all with the percentage, or, while it does not know its total yet, the rows read. */
export function progressOf(job: Pick<TJob, 'status' | 'doneRows' | 'totalRows'>): { percent: number | null; text: JobText } {
  if (job.status === 'queued') return { percent: null, text: { key: 'jobs.waiting' } };
  if (job.totalRows <= 0) return { percent: null, text: { key: 'jobs.reading', params: { done: job.doneRows } } };
  const percent = Math.min(100, Math.round((job.doneRows / job.totalRows) * 100));
  return { percent, text: { key: 'jobs.progress', params: { done: job.doneRows, total: job.totalRows, percent } } };
}

type Outcome = TJobOutcome | 'check' | 'job';

/** The outcomes that count the rows a job left out: when it failed (rejected) and when it completed without them (partly). */
const COUNTED: Record<Outcome, { rejected: boolean; partly: boolean }> = {
  import: { rejected: true, partly: true },
  check: { rejected: true, partly: true },
  massUpdate: { rejected: true, partly: false },
  shipping: { rejected: true, partly: false },
  assign: { rejected: false, partly: true },
  export: { rejected: false, partly: false },
  print: { rejected: false, partly: false },
  encrypt: { rejected: false, partly: false },
  send: { rejected: false, partly: true },
  cutOut: { rejected: false, partly: false },
  generate: { rejected: false, partly: false },
  sync: { rejected: false, partly: false },
  job: { rejected: false, partly: false },
};

/** The title of how a job ended and its colour; none while it runs. A dry run is a check, whatever its kind. */
export function outcomeOf(job: TJob): { text: JobText; color: string } | null {
  if (isRunning(job)) return null;
  if (job.status === 'cancelled') return { text: { key: 'jobs.status.cancelled' }, color: 'gray' };
  const outcome: Outcome = job.dryRun ? 'check' : isJobKind(job.kind) ? JOB_KIND_SCREENS[job.kind].outcome : 'job';
  const key = (text: string) => `jobs.outcome.${outcome}.${text}`;
  const count = job.failedCount;
  if (job.status === 'completed') {
    if (count > 0 && COUNTED[outcome].partly) return { text: { key: key('partly'), params: { count } }, color: 'yellow' };
    return { text: { key: key('completed') }, color: count > 0 ? 'yellow' : 'green' };
  }
  return { text: count > 0 && COUNTED[outcome].rejected ? { key: key('rejected'), params: { count } } : { key: key('failed') }, color: 'red' };
}
