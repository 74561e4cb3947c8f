import type { Ctx } from '../shared/context.ts';
import type { Heartbeat } from './job-heartbeat.ts';
import type { TJobParams } from './job-params.ts';

/** A job as its runner claimed it: what it was asked to do, and how far it got before a restart. */
export interface ClaimedJob {
  merchantId: string;
  id: string;
  kind: string;
  params: TJobParams;
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
  status: 'completed' | 'failed';
  totalRows: number;
  doneRows: number;
  failedCount: number;
  summary: string;
  errorFileKey?: string | null;
  resultKey?: string | null;
}

/** Why a running job is asked to stop. */
export type StopReason = 'time-limit' | 'shutdown';

/** One run of a claimed job: the job, its progress, and the signal that asks it to stop. */
export interface JobRun {
  job: ClaimedJob;
  beat: Heartbeat;
  /** Aborted (with a StopReason) when the job runs past its time limit or the process stops. */
  signal: AbortSignal;
}

export type JobHandler = (ctx: Ctx, run: JobRun) => Promise<Finished>;

/** A kind of job as its runner knows it: its handler, and how long it may run before its commit. */
export interface JobKindRunner {
  run: JobHandler;
  /** Overrides the runner's time limit (e.g. exports of everything a merchant has). */
  timeLimitMs?: number;
}

export const FILE_GONE = 'The uploaded file is no longer available; please upload it again.';

/** A job that ended before any work, with why. */
export const failedJob = (summary: string): Finished => ({ status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary });

/** The storage key of the job's upload, or null when the upload is gone. */
export async function uploadKey(ctx: Ctx, job: ClaimedJob): Promise<string | null> {
  if (!job.uploadId) return null;
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: job.uploadId } }, select: { key: true } });
  return upload?.key ?? null;
}
