import { z } from 'zod';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../core/catalogue/category-tree.ts';
import { brands, googleCategories, specNames, tags } from '../../core/catalogue/named-kinds.ts';
import {
  ZBrandInput,
  ZBrandPage,
  ZBrandRow,
  ZCategoryInput,
  ZCategoryNode,
  ZGoogleCategoryInput,
  ZGoogleCategoryPage,
  ZGoogleCategoryRow,
  ZIdInput,
  ZNamedListInput,
  ZSpecNameInput,
  ZSpecNamePage,
  ZSpecNameRow,
  ZTagInput,
  ZTagPage,
  ZTagRow,
  ZUpdateBrandInput,
  ZUpdateCategoryInput,
  ZUpdateGoogleCategoryInput,
  ZUpdateSpecNameInput,
  ZUpdateTagInput,
} from '../../core/catalogue/taxonomy-schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

export const categoriesRouter = router({
  list: view.output(z.array(ZCategoryNode)).query(({ ctx }) => listCategories(ctx.core)),
  create: edit.input(ZCategoryInput).output(ZCategoryNode).mutation(({ ctx, input }) => createCategory(ctx.core, input)),
  update: edit.input(ZUpdateCategoryInput).output(ZCategoryNode).mutation(({ ctx, input: { id, ...rest } }) => updateCategory(ctx.core, id, rest)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => deleteCategory(ctx.core, input.id)),
});

export const tagsRouter = router({
  list: view.input(ZNamedListInput).output(ZTagPage).query(({ ctx, input }) => tags.list(ctx.core, input)),
  create: edit.input(ZTagInput).output(ZTagRow).mutation(({ ctx, input }) => tags.create(ctx.core, input)),
  update: edit.input(ZUpdateTagInput).output(ZTagRow).mutation(({ ctx, input: { id, ...rest } }) => tags.update(ctx.core, id, rest)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => tags.remove(ctx.core, input.id)),
});

export const brandsRouter = router({
  list: view.input(ZNamedListInput).output(ZBrandPage).query(({ ctx, input }) => brands.list(ctx.core, input)),
  create: edit.input(ZBrandInput).output(ZBrandRow).mutation(({ ctx, input }) => brands.create(ctx.core, input)),
  update: edit.input(ZUpdateBrandInput).output(ZBrandRow).mutation(({ ctx, input: { id, ...rest } }) => brands.update(ctx.core, id, rest)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => brands.remove(ctx.core, input.id)),
});

export const googleCategoriesRouter = router({
  list: view.input(ZNamedListInput).output(ZGoogleCategoryPage).query(({ ctx, input }) => googleCategories.list(ctx.core, input)),
  create: edit.input(ZGoogleCategoryInput).output(ZGoogleCategoryRow).mutation(({ ctx, input }) => googleCategories.create(ctx.core, input)),
  update: edit.input(ZUpdateGoogleCategoryInput).output(ZGoogleCategoryRow).mutation(({ ctx, input: { id, ...rest } }) => googleCategories.update(ctx.core, id, rest)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => googleCategories.remove(ctx.core, input.id)),
});

export const specNamesRouter = router({
  list: view.input(ZNamedListInput).output(ZSpecNamePage).query(({ ctx, input }) => specNames.list(ctx.core, input)),
  create: edit.input(ZSpecNameInput).output(ZSpecNameRow).mutation(({ ctx, input }) => specNames.create(ctx.core, input)),
  update: edit.input(ZUpdateSpecNameInput).output(ZSpecNameRow).mutation(({ ctx, input: { id, ...rest } }) => specNames.update(ctx.core, id, rest)),
  delete: edit.input(ZIdInput).output(z.void()).mutation(({ ctx, input }) => specNames.remove(ctx.core, input.id)),
});
