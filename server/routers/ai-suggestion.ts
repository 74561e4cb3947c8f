import { ZSetItemStatus, ZSuggestInput, ZSuggestionItem, ZSuggestionListInput, ZSuggestionSet, ZSuggestionSetId, ZSuggestionSetPage } from '../../core/ai-suggestion/schema.ts';
import { deleteSuggestionSet, getSuggestionSet, listSuggestionSets, setSuggestionStatus, suggest } from '../../core/ai-suggestion/suggestions.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /ai-suggestion and /ai-suggestion/{id}: suggestion sets written from the merchant's own figures, and their items done or dismissed. */
export const aiSuggestionRouter = router({
  list: view.input(ZSuggestionListInput).output(ZSuggestionSetPage).query(({ ctx, input }) => listSuggestionSets(ctx.core, input)),
  get: view.input(ZSuggestionSetId).output(ZSuggestionSet).query(({ ctx, input }) => getSuggestionSet(ctx.core, input)),
  suggest: edit.input(ZSuggestInput).output(ZSuggestionSet).mutation(({ ctx, input }) => suggest(ctx.core, input)),
  setStatus: edit.input(ZSetItemStatus).output(ZSuggestionItem.pick({ id: true, status: true })).mutation(({ ctx, input }) => setSuggestionStatus(ctx.core, input)),
  delete: edit.input(ZSuggestionSetId).output(ZSuggestionSetId).mutation(({ ctx, input }) => deleteSuggestionSet(ctx.core, input)),
});
