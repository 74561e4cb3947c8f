import { z } from 'zod';
import { deleteMixMatchCategory } from '../../core/mix-match/category-delete.ts';
import { getMixMatchCategory, listMixMatchCategories, mixMatchCategoryOptions } from '../../core/mix-match/category-list.ts';
import { createMixMatchCategory, updateMixMatchCategory } from '../../core/mix-match/category-save.ts';
import { sortMixMatchCategories } from '../../core/mix-match/category-sort.ts';
import { MIX_MATCH_MODULE } from '../../core/mix-match/constants.ts';
import { createMixMatch } from '../../core/mix-match/create.ts';
import { deleteMixMatches } from '../../core/mix-match/delete.ts';
import { getMixMatch } from '../../core/mix-match/get.ts';
import { listMixMatches } from '../../core/mix-match/list.ts';
import {
  ZMixMatch,
  ZMixMatchCategory,
  ZMixMatchCategoryInput,
  ZMixMatchCategoryListInput,
  ZMixMatchCategoryOptions,
  ZMixMatchCategoryPage,
  ZMixMatchIdInput,
  ZMixMatchIdsInput,
  ZMixMatchIdsResult,
  ZMixMatchInput,
  ZMixMatchListInput,
  ZMixMatchPage,
  ZSetMixMatchActiveInput,
  ZSortMixMatchCategoriesInput,
  ZUpdateMixMatchCategoryInput,
  ZUpdateMixMatchInput,
} from '../../core/mix-match/schema.ts';
import { updateMixMatch } from '../../core/mix-match/update.ts';
import { setMixMatchActive } from '../../core/mix-match/visibility.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(MIX_MATCH_MODULE, 'view');
const edit = moduleProcedure(MIX_MATCH_MODULE, 'edit');

/** Mix-and-match sets (/mysales/marketing-tools/mix-and-match) and their categories. */
export const mixMatchRouter = router({
  list: view.input(ZMixMatchListInput).output(ZMixMatchPage).query(({ ctx, input }) => listMixMatches(ctx.core, input)),
  get: view.input(ZMixMatchIdInput).output(ZMixMatch).query(({ ctx, input }) => getMixMatch(ctx.core, input.id)),
  create: edit.input(ZMixMatchInput).output(ZMixMatch).mutation(({ ctx, input }) => createMixMatch(ctx.core, input)),
  update: edit.input(ZUpdateMixMatchInput).output(ZMixMatch).mutation(({ ctx, input }) => updateMixMatch(ctx.core, input)),
  setActive: edit.input(ZSetMixMatchActiveInput).output(ZMixMatchIdsResult).mutation(({ ctx, input }) => setMixMatchActive(ctx.core, input)),
  delete: edit.input(ZMixMatchIdsInput).output(ZMixMatchIdsResult).mutation(({ ctx, input }) => deleteMixMatches(ctx.core, input)),
  categories: view.input(ZMixMatchCategoryListInput).output(ZMixMatchCategoryPage).query(({ ctx, input }) => listMixMatchCategories(ctx.core, input)),
  categoryOptions: view.output(ZMixMatchCategoryOptions).query(({ ctx }) => mixMatchCategoryOptions(ctx.core)),
  category: view.input(ZMixMatchIdInput).output(ZMixMatchCategory).query(({ ctx, input }) => getMixMatchCategory(ctx.core, input.id)),
  createCategory: edit.input(ZMixMatchCategoryInput).output(ZMixMatchCategory).mutation(({ ctx, input }) => createMixMatchCategory(ctx.core, input)),
  updateCategory: edit.input(ZUpdateMixMatchCategoryInput).output(ZMixMatchCategory).mutation(({ ctx, input }) => updateMixMatchCategory(ctx.core, input)),
  deleteCategory: edit.input(ZMixMatchIdInput).output(z.void()).mutation(({ ctx, input }) => deleteMixMatchCategory(ctx.core, input.id)),
  sortCategories: edit.input(ZSortMixMatchCategoriesInput).output(ZMixMatchCategoryOptions).mutation(({ ctx, input }) => sortMixMatchCategories(ctx.core, input)),
});
