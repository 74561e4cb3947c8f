import type { Ctx } from '../shared/context.ts';
import type { Heartbeat } from './job-heartbeat.ts';
import type { JobRequest } from './job-params.ts';
import { JOB_SUMMARY, message, summaryOf, type JobSummary } from './job-summary.ts';

/** A job as its runner claimed it: what it was asked to do, and how far it got before a restart. */
export interface ClaimedJob<P = unknown> {
  merchantId: string;
  id: string;
  kind: string;
  /** What its kind's start decided (start-job.ts), as the handler reads it. */
  params: P;
  request: JobRequest;
  uploadId: string | null;
  fileName: string;
  createdBy: string;
  createdAt: Date;
  /** Set once its writes were decided (job-commit.ts): the job then publishes them to the end. */
  committedAt: Date | null;
  /** Staged entries already published. */
  published: number;
  /** What the kind kept at its commit, to finish after a restart. */
  state: Record<string, unknown>;
}

/** How a job ended, as its row records it. */
export interface Finished {
  status: 'completed' | 'failed' | 'cancelled';
  totalRows: number;
  doneRows: number;
  failedCount: number;
  summary: JobSummary;
  errorFileKey?: string | null;
  resultKey?: string | null;
}

/** Why a running job is asked to stop: its time limit, the process stopping, or someone cancelling it. */
export type StopReason = 'time-limit' | 'shutdown' | 'cancel';

/** One run of a claimed job: the job, its progress, and the signal that asks it to stop. */
export interface JobRun<P = unknown> {
  job: ClaimedJob<P>;
  beat: Heartbeat;
  /** Aborted (with a StopReason) when the job runs past its time limit, the process stops or it is cancelled. */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (ctx: Ctx, run: JobRun<P>) => Promise<Finished>;

/** A job that ended before any work, with why. */
export const failedJob = (summary: JobSummary): Finished => ({ status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary });

/** How a cancelled job ends: nothing written, nothing to download. */
export const cancelledJob = (): Finished => ({ ...failedJob(summaryOf(message(JOB_SUMMARY.cancelled))), status: 'cancelled', errorFileKey: null, resultKey: null });

/** The uploaded file is gone (a newer mass update forgot it, or it was removed). */
export const fileGone = (): Finished => failedJob(summaryOf(message(JOB_SUMMARY.fileGone)));

/** The job's row as the runner writes its end. */
export const finishedData = ({ summary, ...rest }: Finished) => ({
  ...rest,
  summaryCode: summary.code,
  summaryParams: JSON.stringify(summary.params),
  summaryNotes: JSON.stringify(summary.notes),
});

/** The storage key of the job's upload, or null when the upload is gone. */
export async function uploadKey(ctx: Ctx, job: ClaimedJob): Promise<string | null> {
  if (!job.uploadId) return null;
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: job.uploadId } }, select: { key: true } });
  return upload?.key ?? null;
}
