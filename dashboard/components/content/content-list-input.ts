import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import { CONTENT_SORTS, type TContentListInput, type TContentSort, type TVisibility } from '../../../core/content/schema.ts';
import type { ListParams } from '../list/use-list-params.ts';

/** The content list's filters as the URL keeps them. */
export const CONTENT_FILTER_KEYS = ['category', 'visibility', 'sort'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The list's URL parameters as the list procedure's input; an unknown filter value counts as none. */
export function contentListInput({ page, pageSize, search, filters }: ListParams): TContentListInput {
  return {
    page,
    pageSize,
    ...(search && { search }),
    ...(filters.category && { categoryId: filters.category }),
    ...(oneOf<TVisibility>(VISIBILITIES, filters.visibility) && { visibility: filters.visibility as TVisibility }),
    sort: oneOf<TContentSort>(CONTENT_SORTS, filters.sort) ?? 'default',
  };
}
