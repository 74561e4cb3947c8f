import { z } from 'zod';
import { readStoredParams } from '../jobs/job-params.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { AI_BACKGROUND_LIMITS } from '../ai-background/constants.ts';
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

/** The image jobs the queue tells about, and the seconds each of their images takes (docs/bg-remover.md, docs/ai.md). */
const SECONDS_PER_IMAGE: Readonly<Record<string, number>> = { 'bg-remove': BG_REMOVER_LIMITS.secondsPerImage, 'ai-background': AI_BACKGROUND_LIMITS.secondsPerImage };

/** A job's images by name: a batch's each, a generation's one. */
function imagesOf(kind: string, stored: string): string[] {
  const { params } = readStoredParams(stored);
  if (kind === 'ai-background') return [String(params.name ?? '')];
  return ((params.images ?? []) as { name: string }[]).map((image) => image.name);
}

const secondsLeft = (job: { kind: string; params: string; doneRows: number }) => (imagesOf(job.kind, job.params).length - job.doneRows) * (SECONDS_PER_IMAGE[job.kind] ?? 0);

/**
 * Where an image job of this merchant ('bg-remove' or 'ai-background') stands: its place among
 * the queued jobs (the runner takes the oldest queued job of any merchant, so every merchant's
 * count, never their jobs, is read) and an estimate from the images still to do, its own and
 * those of image jobs before it, each kind at its seconds per image (docs/bg-remover.md,
 * docs/ai.md). Other kinds ahead are short exports and are not counted in the estimate.
 */
export async function bgQueue(ctx: Ctx, id: string): Promise<TBgQueue> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { kind: true, status: true, params: true, createdAt: true, doneRows: true } });
  if (!job || !(job.kind in SECONDS_PER_IMAGE)) throw notFound('job');
  const names = imagesOf(job.kind, job.params);
  const running = job.status === 'queued' || job.status === 'in_progress';
  if (!running) return { position: null, estimateSeconds: 0, names };
  const ahead = await ctx.db.job.findMany({
    where: { status: { in: ['queued', 'in_progress'] }, createdAt: { lt: job.createdAt } },
    select: { status: true, kind: true, params: true, doneRows: true },
  });
  const position = job.status === 'queued' ? ahead.filter((other) => other.status === 'queued').length + 1 : null;
  const left = ahead.reduce((sum, other) => sum + secondsLeft(other), secondsLeft(job));
  return { position, estimateSeconds: Math.ceil(left), names };
}
