import type { z } from 'zod';
import { SALES_JOB_KINDS, ZJobListInput, type TJob } from '../jobs/schema.ts';
import { getJob, listJobs } from '../jobs/service.ts';
import type { Ctx } from '../shared/context.ts';

/** My Sales' jobs (print jobs and mass shipping), followed by their screens; other areas' jobs are not found. */
export const getSalesJob = (ctx: Ctx, id: string): Promise<TJob> => getJob(ctx, id, SALES_JOB_KINDS);

export const ZSalesJobListInput = ZJobListInput.omit({ kind: true });

/** My Sales' jobs, newest first. */
export const listSalesJobs = (ctx: Ctx, input: z.infer<typeof ZSalesJobListInput>) => listJobs(ctx, input, SALES_JOB_KINDS);
