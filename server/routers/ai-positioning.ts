import { checkPositioning } from '../../core/ai-positioning/check.ts';
import { addPositioning, getPositioning, listPositioning, removePositioning } from '../../core/ai-positioning/items.ts';
import { ZAddPositioning, ZPositioningDetail, ZPositioningId, ZPositioningListInput, ZPositioningPage, ZPositioningRow } from '../../core/ai-positioning/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /positioning: the questions the merchant wants AI assistants to answer with its shop, each holding 1 positioning quota, and their checks. */
export const aiPositioningRouter = router({
  list: view.input(ZPositioningListInput).output(ZPositioningPage).query(({ ctx, input }) => listPositioning(ctx.core, input)),
  get: view.input(ZPositioningId).output(ZPositioningDetail).query(({ ctx, input }) => getPositioning(ctx.core, input)),
  add: edit.input(ZAddPositioning).output(ZPositioningRow).mutation(({ ctx, input }) => addPositioning(ctx.core, input)),
  remove: edit.input(ZPositioningId).output(ZPositioningId).mutation(({ ctx, input }) => removePositioning(ctx.core, input)),
  check: edit.input(ZPositioningId).output(ZPositioningDetail).mutation(({ ctx, input }) => checkPositioning(ctx.core, input)),
});
