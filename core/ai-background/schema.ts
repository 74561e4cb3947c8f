import { z } from 'zod';
import { JOB_STATUSES } from '../jobs/statuses.ts';
import { AI_BACKGROUND_LIMITS as L, AI_BACKGROUND_MESSAGES as M, AI_BACKGROUND_TYPES } from './constants.ts';

/** An image of the background remover's job: the route's {id} and {img}. */
export const ZAiBackgroundImage = z.object({
  id: z.string().min(1),
  img: z.number().int().min(0),
});

/** The route's {id}, {type} and {img}. */
export const ZAiBackgroundRef = ZAiBackgroundImage.extend({ type: z.enum(AI_BACKGROUND_TYPES) });
export type TAiBackgroundRef = z.infer<typeof ZAiBackgroundRef>;

/** jobs.start's parameters for an 'ai-background' job: the image, what to make, a scene (a preset's key or free text), and whether to upscale to 2K. */
export const ZStartAiBackgroundInput = ZAiBackgroundRef.extend({
  scene: z.string().trim().min(1, M.promptRequired).max(L.promptMax, M.promptTooLong),
  upscale: z.boolean().default(false),
});
export type TStartAiBackgroundInput = z.infer<typeof ZStartAiBackgroundInput>;

/** The source image: its name and size, what an upscale to 2K would do to it, and the AI credits left. */
export const ZAiBackgroundSource = z.object({
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  expansionPercent: z.number().int(),
  upscaleWarned: z.boolean(),
  /** The AI credits left, shown beside what a generation costs. */
  credits: z.number().int(),
});
export type TAiBackgroundSource = z.infer<typeof ZAiBackgroundSource>;

/** The latest generation of an image and type: its job (followed with jobs.get, downloaded from /api/jobs/:id/result). */
export const ZAiBackgroundResult = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  scene: z.string(),
  upscale: z.boolean(),
});
export type TAiBackgroundResult = z.infer<typeof ZAiBackgroundResult>;
