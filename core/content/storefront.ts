import type { StorefrontCtx } from '../checkout/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { itemInclude, type CategorisedKind, type CategoryRow, type ContentKind, type ContentRow, type Table } from './kind.ts';
import { contentOrder } from './list-query.ts';
import { inLanguage, type TStorefrontLanguage } from './localized.ts';
import type { TContentFields, TStorefrontItemInput, TStorefrontListInput } from './schema.ts';

/** The kit's columns of an item the website reads: its address and its dates. */
export const publicItemColumns = (row: ContentRow) => ({ id: row.id, slug: row.slug, createdAt: row.createdAt, updatedAt: row.updatedAt });

/** The same and its category in the language asked for, for a categorised type. */
export const publicColumns = (row: ContentRow, lang: TStorefrontLanguage) => ({
  ...publicItemColumns(row),
  categoryId: row.categoryId ?? null,
  categoryName: row.category ? inLanguage(row.category, 'name', lang) : null,
});

/**
 * What a merchant's website reads of a content type, by its site key: only public items, in the
 * language asked for (English where a translation is empty). view words one item.
 */
export function storefrontContent<I extends TContentFields, P>(kind: ContentKind<I>, view: (row: ContentRow, lang: TStorefrontLanguage, merchantId: string) => P) {
  const withCategory = itemInclude(kind);
  return {
    /** A page of public items in the list's default order (by category, given categories; by the type's listWhere filters). */
    async list(ctx: StorefrontCtx, input: TStorefrontListInput) {
      // The type's own filters (the gallery's group) too, when its storefront input declares them.
      const where = { merchantId: ctx.merchantId, visibility: 'public', ...kind.publicWhere, ...(kind.categories && input.categoryId && { categoryId: input.categoryId }), ...kind.listWhere?.(input) };
      const [rows, total] = await Promise.all([
        kind.items(ctx.db).findMany({ where, orderBy: contentOrder('default', kind.titleField, kind.manualSort), include: withCategory, ...skipTake(input) }),
        kind.items(ctx.db).count({ where }),
      ]);
      return { items: rows.map((r) => view(r, input.lang, ctx.merchantId)), total, page: input.page, pageSize: input.pageSize };
    },

    /** One public item by slug or id; a hidden one is not found, as if it did not exist. */
    async get(ctx: StorefrontCtx, input: TStorefrontItemInput): Promise<P> {
      const by = input.slug !== undefined ? { slug: input.slug } : { id: input.id };
      const rows = await kind.items(ctx.db).findMany({ where: { merchantId: ctx.merchantId, visibility: 'public', ...kind.publicWhere, ...by }, include: withCategory, take: 1 });
      if (!rows[0]) throw notFound(kind.record);
      return view(rows[0], input.lang, ctx.merchantId);
    },
  };
}

/** A named list (categories, the gallery's groups) as the website reads it: in the merchant's order, in the language asked for. */
export function storefrontNames(table: (db: StorefrontCtx['db']) => Table<CategoryRow>) {
  return async (ctx: StorefrontCtx, lang: TStorefrontLanguage) => {
    const rows = await table(ctx.db).findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ sort: 'asc' }, { nameKey: 'asc' }] });
    return rows.map((row) => ({ id: row.id, name: inLanguage(row, 'name', lang) }));
  };
}

/** A categorised type's categories as the website reads them, in the language asked for. */
export function storefrontCategories<I extends TContentFields>(kind: CategorisedKind<I>) {
  return { categories: storefrontNames((db) => kind.categories(db)) };
}
