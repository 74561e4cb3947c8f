import { cancelJob } from '../../core/jobs/cancel-job.ts';
import { getJob, listJobs } from '../../core/jobs/job-queries.ts';
import { ZJob, ZJobIdInput, ZJobPage } from '../../core/jobs/schema.ts';
import { startJob } from '../../core/jobs/start-job.ts';
import { ZJobKindListInput, ZStartJobInput } from '../jobs/job-inputs.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { router, signedInProcedure } from '../trpc.ts';

/**
 * Every kind of job (server/jobs/job-kinds.ts): started, followed, listed and cancelled here.
 * Each call checks the kind's module: start and cancel need its level, get and list its view
 * (a job of a module the user may not view is not found, and not listed). Files at
 * GET /api/jobs/{id}/errors|result.
 */
export const jobsRouter = router({
  start: signedInProcedure.input(ZStartJobInput).output(ZJob).mutation(({ ctx, input }) => startJob(ctx.core, JOB_KINDS, input)),
  get: signedInProcedure.input(ZJobIdInput).output(ZJob).query(({ ctx, input }) => getJob(ctx.core, JOB_KINDS, input.id)),
  list: signedInProcedure.input(ZJobKindListInput).output(ZJobPage).query(({ ctx, input }) => listJobs(ctx.core, JOB_KINDS, input)),
  cancel: signedInProcedure.input(ZJobIdInput).output(ZJob).mutation(({ ctx, input }) => cancelJob(ctx.core, JOB_KINDS, input.id)),
});
