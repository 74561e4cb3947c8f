import { readStoredParams } from '../jobs/job-params.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { AI_BACKGROUND_KIND } from './ai-background-job.ts';
import { AI_BACKGROUND_MESSAGES as M } from './constants.ts';
import { sourceRef } from './rules.ts';
import type { TAiBackgroundRef, TAiBackgroundResult } from './schema.ts';
import { findSource } from './source.ts';

/**
 * aiBackground.result: the latest generation of this image and type (its job, to follow and to
 * download); none yet is section 8's "image not yet submitted".
 */
export async function latestResult(ctx: Ctx, ref: TAiBackgroundRef): Promise<TAiBackgroundResult> {
  await findSource(ctx, ref.id, ref.img);
  const job = await ctx.db.job.findFirst({
    where: { merchantId: ctx.merchantId, kind: AI_BACKGROUND_KIND, params: { contains: `"source":"${sourceRef(ref.id, ref.img, ref.type)}"` } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, status: true, params: true },
  });
  if (!job) throw new AppError('AI_BACKGROUND.NOT_SUBMITTED', M.notSubmitted, 'not_found');
  const { params } = readStoredParams(job.params);
  return { jobId: job.id, status: job.status as TAiBackgroundResult['status'], scene: String(params.scene ?? ''), upscale: params.upscale === true };
}
