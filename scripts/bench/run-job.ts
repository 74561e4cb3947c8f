// One job run as the job runner runs it, for the import benchmarks: queued for the bench's
// merchant, claimed, its handler called with a progress spy, its end read back.
import type { Heartbeat } from '../../core/jobs/job-heartbeat.ts';
import { jobParams, type TJobParams } from '../../core/jobs/job-params.ts';
import { DEFAULT_TIME_LIMIT_MS, claimNextJob, runClaimedJob } from '../../core/jobs/runner.ts';
import type { TJobKind } from '../../core/jobs/schema.ts';
import { createJob } from '../../core/jobs/service.ts';
import type { Ctx } from '../../core/shared/context.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';

export interface BenchJob {
  kind: TJobKind;
  uploadId: string | null;
  fileName: string;
  params: Omit<TJobParams, 'request'>;
}

/** Runs the job to its end; the job's row as it ended. onProgress sees what the job reports. */
export async function runBenchJob(ctx: Ctx, spec: BenchJob, onProgress: (done: number, total: number) => void = () => {}) {
  const { id } = await createJob(ctx, { kind: spec.kind, fileName: spec.fileName, uploadId: spec.uploadId, params: jobParams(spec.params, ctx.request) });
  const claimed = await claimNextJob(ctx, { merchantId: ctx.merchantId });
  if (claimed?.id !== id) throw new Error('the bench job was not the one claimed');
  const kind = JOB_KINDS[spec.kind];
  const spied = {
    [spec.kind]: {
      run: (jobCtx: Ctx, run: Parameters<typeof kind.run>[1]) => {
        const beat: Heartbeat = { progress: (done, total) => (onProgress(done, total), run.beat.progress(done, total)), stop: () => run.beat.stop() };
        return kind.run(jobCtx, { ...run, beat });
      },
    },
  };
  await runClaimedJob(ctx, claimed, spied, (message, extra) => console.error(message, extra), { timeLimitMs: DEFAULT_TIME_LIMIT_MS });
  return ctx.db.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
}
