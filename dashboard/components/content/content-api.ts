import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TContentCategoryInput, TContentCategoryRow, TContentListInput, TContentQuickEdit, TVisibility } from '../../../core/content/schema.ts';

/** The part of a tRPC query hook the kit uses. */
interface Query<I, O> {
  useQuery(input: I, options?: { enabled?: boolean; staleTime?: number; gcTime?: number }): { data: O | undefined; error: unknown; isFetching: boolean };
}
/** The part of a tRPC mutation hook the kit uses. */
interface Mutation<I, O> {
  useMutation(): { mutateAsync(input: I): Promise<O>; isPending: boolean };
}
interface Page<T> {
  items: T[];
  total: number;
}

/** The kit's columns of a list row (zContentRow). */
export interface ContentListRow {
  id: string;
  slug: string;
  categoryId: string | null;
  categoryName: string | null;
  visibility: TVisibility;
  updatedAt: Date;
  /** Only in a type with a manual sort. */
  sort?: number;
}

/** A content type's procedures (server/routers/content-router.ts), as `trpc.news` gives them. */
export interface ContentApi<R extends ContentListRow, D, F> {
  list: Query<TContentListInput, Page<R>>;
  get: Query<{ id: string }, D>;
  create: Mutation<F, D>;
  update: Mutation<{ id: string; item: F }, D>;
  quickEdit: Mutation<TContentQuickEdit, R>;
  setVisibility: Mutation<{ ids: string[]; visibility: TVisibility }, { updated: number }>;
  delete: Mutation<{ ids: string[] }, { deleted: number }>;
  /** Absent in a type without categories. */
  categories?: CategoryApi;
}

/** A categorised type's category procedures. */
export interface CategoryApi {
  list: Query<{ page: number; pageSize: number; search?: string }, Page<TContentCategoryRow>>;
  options: Query<void, CategoryOption[]>;
  create: Mutation<TContentCategoryInput, TContentCategoryRow>;
  update: Mutation<TContentCategoryInput & { id: string }, TContentCategoryRow>;
  delete: Mutation<{ id: string }, void>;
}
export interface CategoryOption {
  id: string;
  nameEn: string;
}

const NO_OPTIONS: Query<void, CategoryOption[]> = { useQuery: () => ({ data: undefined, error: null, isFetching: false }) };

/** A type's categories to choose from; null for a type without categories. A screen's type never changes, so its hooks stay the same. */
export function useCategoryOptions(api: Pick<ContentApi<ContentListRow, unknown, unknown>, 'categories'>): CategoryOption[] | null {
  const options = (api.categories?.options ?? NO_OPTIONS).useQuery().data;
  return api.categories ? (options ?? []) : null;
}

/** Where a content type's screens are: its list, add page, edit pages and category list. */
export interface ContentPaths {
  list: string;
  add: string;
  edit(id: string): string;
  categories: string;
}
/** Where a type's items are: what the kit's screens link to (a type without categories has no category list). */
export type ItemPaths = Omit<ContentPaths, 'categories'>;

/** Refreshes every cached answer of one content type's router (its key in the app router: 'news'). */
export function useContentRefresh(routerKey: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: (query) => (query.queryKey[0] as unknown[] | undefined)?.[0] === routerKey }), [queryClient, routerKey]);
}
