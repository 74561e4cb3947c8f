import { z } from 'zod';
import {
  ZCategoryListInput,
  ZContentCategoryInput,
  ZContentCategoryOptions,
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
  ZUpdatedCount,
} from '../../core/content/schema.ts';
import type { ContentCategories } from '../../core/content/categories.ts';
import type { contentItems } from '../../core/content/items.ts';
import type { storefrontCategories, storefrontContent } from '../../core/content/storefront.ts';
import type { TContentCategoryInput, TContentCategoryRow, TContentFields, TContentListInput, TContentQuickEdit, TStorefrontListInput } from '../../core/content/schema.ts';
import { zPage } from '../../core/shared/pagination.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

/**
 * tRPC cannot relate a type parameter to the schema typed with it (its input and output types are
 * conditional ones): the calls below are told so. Each schema still parses what passes.
 */
const typed = <T>(value: T) => value as never;

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/**
 * A content type's schemas: its form's input (II as sent, I as parsed), its list row, its form's
 * values, its quick edit; its list's input when its screens offer other page sizes.
 */
interface Schemas<I extends TContentFields, II, R, D, QI> {
  input: z.ZodType<I, II>;
  row: z.ZodType<R, R>;
  detail: z.ZodType<D, D>;
  quickEdit: z.ZodType<TContentQuickEdit, QI>;
  list?: z.ZodType<TContentListInput, object>;
}

/** A type's categories when they carry more than a name (photo albums): their form's input and their row. */
export interface CategorySchemas<C extends TContentCategoryInput, CI, V> {
  input: z.ZodObject & z.ZodType<C, CI>;
  row: z.ZodType<V, V>;
}

const PLAIN_CATEGORIES: CategorySchemas<TContentCategoryInput, object, TContentCategoryRow> = { input: ZContentCategoryInput, row: ZContentCategoryRow };

/** The back office's procedures of a content type's items (module manage). */
function itemProcedures<I extends TContentFields, II, R, D, QI>(s: Schemas<I, II, R, D, QI>, items: ReturnType<typeof contentItems<I, R, D>>) {
  return {
    list: view.input(s.list ?? ZContentListInput).output(zPage(s.row)).query(({ ctx, input }) => items.list(ctx.core, input)),
    get: view.input(ZContentIdInput).output(s.detail).query(({ ctx, input }) => typed(items.get(ctx.core, input.id))),
    create: edit.input(s.input).output(s.detail).mutation(({ ctx, input }) => typed(items.create(ctx.core, input as I))),
    update: edit.input(z.object({ id: z.string().min(1), item: s.input })).output(s.detail).mutation(({ ctx, input }) => typed(items.update(ctx.core, input.id, input.item as I))),
    quickEdit: edit.input(s.quickEdit).output(s.row).mutation(({ ctx, input }) => typed(items.quickEdit(ctx.core, input))),
    setVisibility: edit.input(ZContentVisibilityInput).output(ZUpdatedCount).mutation(({ ctx, input }) => items.setVisibility(ctx.core, input.ids, input.visibility)),
    delete: edit.input(ZContentIdsInput).output(ZDeletedCount).mutation(({ ctx, input }) => items.remove(ctx.core, input.ids)),
  };
}

/**
 * A named list's procedures (module manage): a content type's categories, a service's tags.
 * cs: its name's input schema and its row (a list whose names carry more, or say other messages).
 */
export function namedListRouter<C extends TContentCategoryInput, CI, V>(names: ContentCategories, cs: CategorySchemas<C, CI, V>) {
  return router({
    list: view.input(ZCategoryListInput).output(zPage(cs.row)).query(({ ctx, input }) => typed(names.list(ctx.core, input))),
    options: view.output(ZContentCategoryOptions).query(({ ctx }) => names.options(ctx.core)),
    create: edit.input(cs.input).output(cs.row).mutation(({ ctx, input }) => typed(names.create(ctx.core, input as C))),
    update: edit
      .input(cs.input.extend({ id: z.string().min(1) }))
      .output(cs.row)
      .mutation(({ ctx, input: { id, ...rest } }) => typed(names.update(ctx.core, id as string, rest as C))),
    delete: edit.input(ZContentIdInput).output(z.void()).mutation(({ ctx, input }) => names.remove(ctx.core, input.id)),
  });
}

/** The procedures of a content type with categories, as a record: a type adding its own (services: tags) spreads it into its router. */
export function contentProcedures<I extends TContentFields, II, R, D, QI, C extends TContentCategoryInput = TContentCategoryInput, CI = object, V = TContentCategoryRow>(
  s: Schemas<I, II, R, D, QI>,
  items: ReturnType<typeof contentItems<I, R, D>>,
  categories: ContentCategories,
  cs: CategorySchemas<C, CI, V> = PLAIN_CATEGORIES as never,
) {
  return { ...itemProcedures(s, items), categories: namedListRouter(categories, cs) };
}

/** The back office's procedures of a content type (module manage): its items and, under categories, its categories. */
export function contentRouter<I extends TContentFields, II, R, D, QI, C extends TContentCategoryInput = TContentCategoryInput, CI = object, V = TContentCategoryRow>(
  s: Schemas<I, II, R, D, QI>,
  items: ReturnType<typeof contentItems<I, R, D>>,
  categories: ContentCategories,
  cs: CategorySchemas<C, CI, V> = PLAIN_CATEGORIES as never,
) {
  return router(contentProcedures(s, items, categories, cs));
}

/** The back office's procedures of a content type without categories (module manage). */
export function uncategorisedContentRouter<I extends TContentFields, II, R, D, QI>(s: Schemas<I, II, R, D, QI>, items: ReturnType<typeof contentItems<I, R, D>>) {
  return router(itemProcedures(s, items));
}

/** What a merchant's website reads of a content type's items (site key): a page of items, one item. listInput: the list's input when the type filters by more (the gallery's group). */
export function itemReads<I extends TContentFields, P>(item: z.ZodType<P, P>, reads: ReturnType<typeof storefrontContent<I, P>>, listInput: z.ZodType<TStorefrontListInput, object> = ZStorefrontListInput) {
  return {
    list: storefrontProcedure.input(listInput).output(zPage(item)).query(({ ctx, input }) => reads.list(ctx.store, input)),
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
