import { latestResult } from '../../core/ai-background/result.ts';
import { ZAiBackgroundImage, ZAiBackgroundRef, ZAiBackgroundResult, ZAiBackgroundSource } from '../../core/ai-background/schema.ts';
import { sourceFacts } from '../../core/ai-background/source.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('background_remover', 'view');

/** The AI background tool: generations start and are followed through jobs.* ('ai-background') and bgRemover.queue; these read the source and the latest result. */
export const aiBackgroundRouter = router({
  source: view.input(ZAiBackgroundImage).output(ZAiBackgroundSource).query(({ ctx, input }) => sourceFacts(ctx.core, input.id, input.img)),
  result: view.input(ZAiBackgroundRef).output(ZAiBackgroundResult).query(({ ctx, input }) => latestResult(ctx.core, input)),
});
