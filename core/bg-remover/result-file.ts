import { forbidden } from '../jobs/job-access.ts';
import { FILE_TYPES, type JobFile } from '../jobs/job-files.ts';
import { readStoredParams } from '../jobs/job-params.ts';
import { can } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { bgResultKey, type BgRemoveImage } from './bg-remove-job.ts';
import { BG_REMOVER_MODULE } from './constants.ts';

/**
 * One result PNG of a finished 'bg-remove' job, for a user of the job's merchant who may view
 * the background remover (the checks GET /api/jobs/:id/result makes); any other job, and an
 * image it has not finished, is not found.
 */
export async function openBgResult(ctx: Ctx, jobId: string, index: number): Promise<JobFile> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: jobId } }, select: { kind: true, params: true, doneRows: true } });
  if (job?.kind !== 'bg-remove') throw notFound('job');
  if (!can(ctx.permissions, BG_REMOVER_MODULE, 'view')) throw forbidden();
  const images = (readStoredParams(job.params).params.images ?? []) as BgRemoveImage[];
  const image = Number.isInteger(index) && index >= 0 && index < job.doneRows ? images[index] : undefined;
  if (!image) throw notFound('file');
  return { fileName: image.name, mimeType: FILE_TYPES.png, body: await ctx.env.storage.get(bgResultKey(ctx.merchantId, jobId, index)) };
}
