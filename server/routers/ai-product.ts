import { z } from 'zod';
import { applyDescriptions } from '../../core/ai-product/apply.ts';
import { describeProduct } from '../../core/ai-product/describe.ts';
import { aiProducts, unlockAiProduct } from '../../core/ai-product/products.ts';
import { ZAiProductListInput, ZAiProductPage, ZAiProductRef, ZApplyDescriptions, ZDescribeInput, ZDescriptions } from '../../core/ai-product/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

// The descriptions are the catalogue's: the catalogue's module (manage) guards them.
const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /ai-product: products unlocked for AI descriptions, the descriptions written, and applying those the merchant accepts. */
export const aiProductRouter = router({
  products: view.input(ZAiProductListInput).output(ZAiProductPage).query(({ ctx, input }) => aiProducts(ctx.core, input)),
  unlock: edit.input(ZAiProductRef).output(z.object({ productId: z.string(), unlocked: z.literal(true) })).mutation(({ ctx, input }) => unlockAiProduct(ctx.core, input)),
  describe: edit.input(ZDescribeInput).output(ZDescriptions).mutation(({ ctx, input }) => describeProduct(ctx.core, input)),
  accept: edit.input(ZApplyDescriptions).output(z.object({ productId: z.string() })).mutation(({ ctx, input }) => applyDescriptions(ctx.core, input)),
});
