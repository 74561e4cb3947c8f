import { z } from 'zod';
import {
  ZCategoryListInput,
  ZContentCategoryInput,
  ZContentCategoryOptions,
  ZContentCategoryPage,
  ZContentCategoryRow,
  ZContentIdInput,
  ZContentIdsInput,
  ZContentListInput,
  ZContentVisibilityInput,
  ZDeletedCount,
  ZStorefrontCategories,
  ZStorefrontItemInput,
  ZStorefrontLanguageInput,
  ZStorefrontListInput,
  ZUpdateContentCategoryInput,
  ZUpdatedCount,
} from '../../core/content/schema.ts';
import type { contentCategories } from '../../core/content/categories.ts';
import type { contentItems } from '../../core/content/items.ts';
import type { storefrontCategories, storefrontContent } from '../../core/content/storefront.ts';
import type { TContentFields, TContentQuickEdit } from '../../core/content/schema.ts';
import { zPage } from '../../core/shared/pagination.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

/**
 * tRPC cannot relate a type parameter to the schema typed with it (its input and output types are
 * conditional ones): the calls below are told so. Each schema still parses what passes.
 */
const typed = <T>(value: T) => value as never;

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** A content type's schemas: its form's input (II as sent, I as parsed), its list row, its form's values, its quick edit. */
interface Schemas<I extends TContentFields, II, R, D, QI> {
  input: z.ZodType<I, II>;
  row: z.ZodType<R, R>;
  detail: z.ZodType<D, D>;
  quickEdit: z.ZodType<TContentQuickEdit, QI>;
}

/** The back office's procedures of a content type's items (module manage). */
function itemProcedures<I extends TContentFields, II, R, D, QI>(s: Schemas<I, II, R, D, QI>, items: ReturnType<typeof contentItems<I, R, D>>) {
  return {
    list: view.input(ZContentListInput).output(zPage(s.row)).query(({ ctx, input }) => items.list(ctx.core, input)),
    get: view.input(ZContentIdInput).output(s.detail).query(({ ctx, input }) => typed(items.get(ctx.core, input.id))),
    create: edit.input(s.input).output(s.detail).mutation(({ ctx, input }) => typed(items.create(ctx.core, input as I))),
    update: edit.input(z.object({ id: z.string().min(1), item: s.input })).output(s.detail).mutation(({ ctx, input }) => typed(items.update(ctx.core, input.id, input.item as I))),
    quickEdit: edit.input(s.quickEdit).output(s.row).mutation(({ ctx, input }) => typed(items.quickEdit(ctx.core, input))),
    setVisibility: edit.input(ZContentVisibilityInput).output(ZUpdatedCount).mutation(({ ctx, input }) => items.setVisibility(ctx.core, input.ids, input.visibility)),
    delete: edit.input(ZContentIdsInput).output(ZDeletedCount).mutation(({ ctx, input }) => items.remove(ctx.core, input.ids)),
  };
}

/** The back office's procedures of a content type (module manage): its items and, under categories, its categories. */
export function contentRouter<I extends TContentFields, II, R, D, QI>(
  s: Schemas<I, II, R, D, QI>,
  items: ReturnType<typeof contentItems<I, R, D>>,
  categories: ReturnType<typeof contentCategories<I>>,
) {
  return router({
    ...itemProcedures(s, items),
    categories: router({
      list: view.input(ZCategoryListInput).output(ZContentCategoryPage).query(({ ctx, input }) => categories.list(ctx.core, input)),
      options: view.output(ZContentCategoryOptions).query(({ ctx }) => categories.options(ctx.core)),
      create: edit.input(ZContentCategoryInput).output(ZContentCategoryRow).mutation(({ ctx, input }) => categories.create(ctx.core, input)),
      update: edit.input(ZUpdateContentCategoryInput).output(ZContentCategoryRow).mutation(({ ctx, input: { id, ...rest } }) => categories.update(ctx.core, id, rest)),
      delete: edit.input(ZContentIdInput).output(z.void()).mutation(({ ctx, input }) => categories.remove(ctx.core, input.id)),
    }),
  });
}

/** The back office's procedures of a content type without categories (module manage). */
export function uncategorisedContentRouter<I extends TContentFields, II, R, D, QI>(s: Schemas<I, II, R, D, QI>, items: ReturnType<typeof contentItems<I, R, D>>) {
  return router(itemProcedures(s, items));
}

/** What a merchant's website reads of a content type's items (site key): a page of items, one item. */
function itemReads<I extends TContentFields, P>(item: z.ZodType<P, P>, reads: ReturnType<typeof storefrontContent<I, P>>) {
  return {
    list: storefrontProcedure.input(ZStorefrontListInput).output(zPage(item)).query(({ ctx, input }) => reads.list(ctx.store, input)),
    get: storefrontProcedure.input(ZStorefrontItemInput).output(item).query(({ ctx, input }) => typed(reads.get(ctx.store, input))),
  };
}

/** What a merchant's website reads of a content type (site key): its categories, a page of items, one item. */
export function storefrontReadsRouter<I extends TContentFields, P>(item: z.ZodType<P, P>, reads: ReturnType<typeof storefrontContent<I, P>> & ReturnType<typeof storefrontCategories<I>>) {
  return router({
    categories: storefrontProcedure.input(ZStorefrontLanguageInput).output(ZStorefrontCategories).query(({ ctx, input }) => reads.categories(ctx.store, input.lang)),
    ...itemReads(item, reads),
  });
}

/** What a merchant's website reads of a content type without categories: a page of items, one item. */
export function storefrontItemsRouter<I extends TContentFields, P>(item: z.ZodType<P, P>, reads: ReturnType<typeof storefrontContent<I, P>>) {
  return router(itemReads(item, reads));
}
