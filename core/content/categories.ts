import { asTable, type CategorisedKind } from './kind.ts';
import { CONTENT_MESSAGES as M } from './messages.ts';
import { countBy, namedList, type NamedList, type NamedListSpec } from './named-list.ts';
import type { TContentCategoryInput, TContentFields } from './schema.ts';

/**
 * A content type's categories: names unique per merchant (any case), a list with search and
 * item counts, and deletion refused with '{name} is in use' while an item is in it. Categories
 * that carry more (photo albums) are written with their input C; more adds their columns.
 */
export function contentCategories<I extends TContentFields, C extends TContentCategoryInput = TContentCategoryInput, X extends object = object>(
  kind: CategorisedKind<I>,
  more?: NamedListSpec<X>['more'],
) {
  return namedList<C, X>({
    more,
    record: kind.categoryRecord,
    kind: kind.record,
    lines: 'category',
    sameMessage: M.nameSame,
    table: kind.categories,
    usage: (db, merchantId, ids) => countBy(asTable(kind.items(db)), 'categoryId', merchantId, ids),
  });
}

/** A content type's categories' use-cases (the named list of core/content/named-list.ts). */
export type ContentCategories = NamedList;
