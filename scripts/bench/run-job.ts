// One job run as the job runner runs it, for the import benchmarks: queued for the bench's
// merchant, claimed, its handler called with a progress spy, its end read back.
import { englishSummary } from '../../cli/jobs/english-summary.ts';
import type { Heartbeat } from '../../core/jobs/job-heartbeat.ts';
import type { JobKinds } from '../../core/jobs/job-kind.ts';
import { storedParams } from '../../core/jobs/job-params.ts';
import { DEFAULT_TIME_LIMIT_MS, claimNextJob, runClaimedJob } from '../../core/jobs/runner.ts';
import { storedSummary } from '../../core/jobs/job-view.ts';
import { createJob } from '../../core/jobs/start-job.ts';
import type { Ctx } from '../../core/shared/context.ts';
import { JOB_KINDS, type TJobKind } from '../../server/jobs/job-kinds.ts';

export interface BenchJob {
  kind: TJobKind;
  uploadId: string | null;
  fileName: string;
  /** What the kind's handler reads (its start's params). */
  params: object;
}

/** A job row's summary, in English. */
export const summaryOfRow = (row: { summaryCode: string; summaryParams: string; summaryNotes: string }) => englishSummary(storedSummary(row));

/** Runs the job to its end; the job's row as it ended. onProgress sees what the job reports. */
export async function runBenchJob(ctx: Ctx, spec: BenchJob, onProgress: (done: number, total: number) => void = () => {}) {
  const { id } = await createJob(ctx, { kind: spec.kind, fileName: spec.fileName, uploadId: spec.uploadId, params: storedParams(spec.params, ctx.request) });
  const claimed = await claimNextJob(ctx, { merchantId: ctx.merchantId });
  if (claimed?.id !== id) throw new Error('the bench job was not the one claimed');
  const kind = (JOB_KINDS as JobKinds)[spec.kind]!;
  const spied = {
    [spec.kind]: {
      ...kind,
      run: (jobCtx: Ctx, run: Parameters<typeof kind.run>[1]) => {
        const beat: Heartbeat = { progress: (done, total) => (onProgress(done, total), run.beat.progress(done, total)), stop: () => run.beat.stop() };
        return kind.run(jobCtx, { ...run, beat });
      },
    },
  };
  await runClaimedJob(ctx, claimed, spied, (message, extra) => console.error(message, extra), { timeLimitMs: DEFAULT_TIME_LIMIT_MS });
  return ctx.db.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
}
