import sharp from 'sharp';
import { z } from 'zod';
import { askJson } from '../ai/ask-json.ts';
import { AI_MESSAGES } from '../ai/constants.ts';
import { AiError, type AiChat } from '../ai/port.ts';
import { aiFailureError, refundAiCredits, spendAiCredits } from '../ai/spend.ts';
import { jobFileKey } from '../jobs/job-params.ts';
import { failedJob, type Finished, type JobRun } from '../jobs/job-run.ts';
import { failedSummary, message, summaryOf } from '../jobs/job-summary.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { AI_BACKGROUND_LIMITS as L, AI_BACKGROUND_MESSAGES as M, AI_BACKGROUND_MODULE, type TAiBackgroundType } from './constants.ts';
import { resultName, scenePrompt, sceneText, sourceRef, upscaledSize } from './rules.ts';
import type { TStartAiBackgroundInput } from './schema.ts';
import { findSource, readSource } from './source.ts';

export const AI_BACKGROUND_KIND = 'ai-background';

/** Its summary on success (jobs.summary.<code>); a failure is the error's own message. */
export const AI_BACKGROUND_SUMMARY = { generated: 'aiBackground.generated' } as const;

/** What the job keeps in Job.params. */
export interface AiBackgroundParams {
  /** sourceRef(): how the screen finds the latest generation of an image and type. */
  source: string;
  sourceJobId: string;
  index: number;
  type: TAiBackgroundType;
  scene: string;
  upscale: boolean;
  /** The generated image's name. */
  name: string;
}

const chargeOf = (jobId: string, name: string) => ({ credits: L.creditsPerImage, refId: jobId, note: name });

/**
 * Section 8: "only one AI portrait at a time" per merchant, counting the job just written: on
 * SQLite the start's transaction holds the write lock; on PostgreSQL a lock per merchant makes
 * two starts count one after the other.
 */
async function onePortraitAtATime(tx: Ctx): Promise<void> {
  if (tx.engine === 'postgres') await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(7302, hashtext(${tx.merchantId}))`;
  const portraits = await tx.db.job.count({ where: { merchantId: tx.merchantId, kind: AI_BACKGROUND_KIND, status: { in: ['queued', 'in_progress'] }, params: { contains: '"type":"portrait"' } } });
  if (portraits > 1) throw new AppError('AI_BACKGROUND.ONE_PORTRAIT', M.onePortrait, 'conflict');
}

/**
 * An image the background remover finished, within its limits, and what to make of it. The job,
 * the portrait rule and the AI credit are one transaction: too few credits or a portrait already
 * waiting leaves nothing queued.
 */
export async function startAiBackground(ctx: Ctx, input: TStartAiBackgroundInput): Promise<JobStart<AiBackgroundParams>> {
  if (!ctx.env.ai) throw new AppError('AI.NOT_CONFIGURED', AI_MESSAGES.notConfigured, 'failed');
  const source = await findSource(ctx, input.id, input.img);
  await readSource(ctx, source);
  const name = resultName(source.name, input.type);
  return {
    fileName: name,
    uploadId: null,
    params: { source: sourceRef(input.id, input.img, input.type), sourceJobId: input.id, index: input.img, type: input.type, scene: input.scene, upscale: input.upscale, name },
    log: { action: msg('log.aiBackground.started', { file: name, type: term(`aiBackground.types.${input.type}`) }), category: AI_BACKGROUND_MODULE },
    async alongside(tx, jobId) {
      if (input.type === 'portrait') await onePortraitAtATime(tx);
      await spendAiCredits(tx, chargeOf(jobId, name));
      return [];
    },
  };
}

/** Asks the chat model whether the picture shows a person (a small copy: the answer needs no detail). */
async function showsPerson(ai: AiChat, image: Buffer): Promise<boolean> {
  const small = await sharp(image).resize(512, 512, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  const answer = await askJson(
    ai,
    { system: 'You check photos for an online shop. Say whether the picture shows a person (a human face or body).', user: 'Does this picture include a person?', example: { person: true }, images: [`data:image/png;base64,${small.toString('base64')}`] },
    z.object({ person: z.boolean() }),
  );
  return answer.person;
}

/** The generated PNG, or the message of why there is none. */
async function generate(ai: AiChat, params: AiBackgroundParams, source: Buffer): Promise<Buffer | string> {
  if (params.type === 'portrait' && !(await showsPerson(ai, source))) return M.personRequired;
  const { image } = await ai.editImage({ image: source, prompt: scenePrompt(params.type, sceneText(params.type, params.scene)) });
  const made = sharp(image);
  if (!params.upscale) return made.png().toBuffer();
  const { width = 0, height = 0 } = await made.metadata();
  return made.resize({ ...upscaledSize(width, height), kernel: 'lanczos3' }).png().toBuffer();
}

/** Generates the image and stores it as the job's result; a failure gives the credit back and says why. */
export async function runAiBackground(ctx: Ctx, { job }: JobRun<AiBackgroundParams>): Promise<Finished> {
  const charge = chargeOf(job.id, job.params.name);
  const refused = async (text: string) => {
    await refundAiCredits(ctx, charge);
    return failedJob(failedSummary(text));
  };
  const ai = ctx.env.ai;
  if (!ai) return refused(AI_MESSAGES.notConfigured);
  const source = await findSource(ctx, job.params.sourceJobId, job.params.index).then((found) => readSource(ctx, found)).catch((error: unknown) => error as Error);
  if (source instanceof Error) return refused(source instanceof AppError ? source.message : AI_MESSAGES.unusable);
  let outcome: Buffer | string;
  try {
    outcome = await generate(ai, job.params, source.bytes);
  } catch (error) {
    if (error instanceof AiError) return refused(aiFailureError(error).message);
    await refundAiCredits(ctx, charge);
    throw error;
  }
  if (typeof outcome === 'string') return refused(outcome);
  const resultKey = jobFileKey(job.merchantId, job.id, job.fileName);
  await ctx.env.storage.put(resultKey, outcome);
  return { status: 'completed', totalRows: 1, doneRows: 1, failedCount: 0, summary: summaryOf(message(AI_BACKGROUND_SUMMARY.generated, { file: job.params.name })), resultKey };
}
