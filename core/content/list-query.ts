import { keyContains } from '../db/search.ts';
import type { TContentListInput, TContentSort } from './schema.ts';

/** Which rows of a content table a list shows: always one merchant's, then its filters. */
export function contentWhere(merchantId: string, input: Pick<TContentListInput, 'search' | 'categoryId' | 'visibility'>) {
  return {
    merchantId,
    // searchText is every language of the titles, lower-cased: any case, any script, both engines.
    ...(input.search && { searchText: keyContains(input.search) }),
    ...(input.categoryId && { categoryId: input.categoryId }),
    ...(input.visibility && { visibility: input.visibility }),
  };
}

/**
 * A list's order; the id last, so pages never repeat or skip a row. Default: newest first, or by
 * the merchant's sort number first for a type with a manual sort.
 */
export function contentOrder(sort: TContentSort, titleField: string, manualSort = false): Record<string, 'asc' | 'desc'>[] {
  switch (sort) {
    case 'default':
      return manualSort ? [{ sort: 'asc' }, ...contentOrder('newest', titleField)] : contentOrder('newest', titleField);
    case 'newest':
      return [{ createdAt: 'desc' }, { id: 'desc' }];
    case 'oldest':
      return [{ createdAt: 'asc' }, { id: 'asc' }];
    case 'a_z':
      return [{ [titleField]: 'asc' }, { id: 'asc' }];
    case 'z_a':
      return [{ [titleField]: 'desc' }, { id: 'desc' }];
  }
}
