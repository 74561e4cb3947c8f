import { z } from 'zod';
import { BG_REMOVER_LIMITS as L, BG_REMOVER_MESSAGES as M } from './constants.ts';

/** jobs.start's parameters for a 'bg-remove' job: the images uploaded with purpose 'bg-remover', at most 20. */
export const ZStartBgRemoveInput = z.object({
  uploadIds: z.array(z.string().min(1)).min(1, M.imagesRequired).max(L.imagesPerBatch, M.tooManyImages),
});
export type TStartBgRemoveInput = z.infer<typeof ZStartBgRemoveInput>;
