import { z } from 'zod';
import { readStoredParams } from '../jobs/job-params.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { BG_REMOVER_LIMITS } from './constants.ts';

export const ZBgQueue = z.object({
  /** 1 for the next job the runner takes; null once it runs or ended. */
  position: z.number().int().nullable(),
  /** Seconds until its last image is done (0 once it ended). */
  estimateSeconds: z.number().int(),
  /** Its result PNGs' names, in the order of the images (GET /api/jobs/:id/images/:index). */
  names: z.array(z.string()),
});
export type TBgQueue = z.infer<typeof ZBgQueue>;

const imagesOf = (params: string) => ((readStoredParams(params).params.images ?? []) as { name: string }[]);

/**
 * Where a 'bg-remove' job of this merchant stands: its place among the queued jobs (the runner
 * takes the oldest queued job of any merchant, so every merchant's count, never their jobs, is
 * read) and an estimate from the images still to do, its own and those of background-removal
 * jobs before it, at the measured seconds per image (docs/bg-remover.md). Other kinds ahead are
 * short exports and are not counted in the estimate.
 */
export async function bgQueue(ctx: Ctx, id: string): Promise<TBgQueue> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { kind: true, status: true, params: true, createdAt: true, doneRows: true } });
  if (job?.kind !== 'bg-remove') throw notFound('job');
  const names = imagesOf(job.params).map((image) => image.name);
  const running = job.status === 'queued' || job.status === 'in_progress';
  if (!running) return { position: null, estimateSeconds: 0, names };
  const ahead = await ctx.db.job.findMany({
    where: { status: { in: ['queued', 'in_progress'] }, createdAt: { lt: job.createdAt } },
    select: { status: true, kind: true, params: true, doneRows: true },
  });
  const position = job.status === 'queued' ? ahead.filter((other) => other.status === 'queued').length + 1 : null;
  const imagesAhead = ahead.filter((other) => other.kind === 'bg-remove').reduce((sum, other) => sum + imagesOf(other.params).length - other.doneRows, 0);
  const left = imagesAhead + names.length - job.doneRows;
  return { position, estimateSeconds: Math.ceil(left * BG_REMOVER_LIMITS.secondsPerImage), names };
}
