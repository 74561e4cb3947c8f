import sharp from 'sharp';
import { bgResultKey, type BgRemoveImage } from '../bg-remover/bg-remove-job.ts';
import { BG_REMOVER_LIMITS, BG_REMOVER_MESSAGES } from '../bg-remover/constants.ts';
import { creditBalance } from '../credits/ledger.ts';
import { readStoredParams } from '../jobs/job-params.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { expansionPercent, upscaleWarned } from './rules.ts';
import type { TAiBackgroundSource } from './schema.ts';

/** A cut-out image and where its bytes are. */
export interface SourceImage {
  name: string;
  key: string;
}

/** An image the merchant's 'bg-remove' job has finished; any other job, or an image not done, is not found. */
export async function findSource(ctx: Ctx, jobId: string, index: number): Promise<SourceImage> {
  const job = await ctx.db.job.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: jobId } }, select: { kind: true, params: true, doneRows: true } });
  if (job?.kind !== 'bg-remove') throw notFound('job');
  const images = (readStoredParams(job.params).params.images ?? []) as BgRemoveImage[];
  const image = index < job.doneRows ? images[index] : undefined;
  if (!image) throw notFound('file');
  return { name: image.name, key: bgResultKey(ctx.merchantId, jobId, index) };
}

/**
 * The image's bytes, within the background remover's limits: its size from storage before it is
 * read, its sides from its header before any pixel is decoded.
 */
export async function readSource(ctx: Ctx, source: SourceImage): Promise<{ bytes: Buffer; width: number; height: number }> {
  if ((await ctx.env.storage.size(source.key)) > BG_REMOVER_LIMITS.uploadMaxBytes) throw new AppError('AI_BACKGROUND.TOO_LARGE', BG_REMOVER_MESSAGES.imageTooLarge);
  const bytes = Buffer.concat(await (await ctx.env.storage.get(source.key)).toArray());
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width > BG_REMOVER_LIMITS.maxSide || height > BG_REMOVER_LIMITS.maxSide) throw new AppError('AI_BACKGROUND.TOO_WIDE', BG_REMOVER_MESSAGES.tooWide(source.name));
  return { bytes, width, height };
}

/** aiBackground.source: the image's name and size, what an upscale to 2K would do, and the AI credits left. */
export async function sourceFacts(ctx: Ctx, jobId: string, index: number): Promise<TAiBackgroundSource> {
  const source = await findSource(ctx, jobId, index);
  const { width, height } = await readSource(ctx, source);
  return { name: source.name, width, height, expansionPercent: expansionPercent(width, height), upscaleWarned: upscaleWarned(width, height), credits: await creditBalance(ctx, 'ai') };
}
