import { useQuery } from '@tanstack/react-query';
import type { TNamedListInput } from '../../../core/catalogue/taxonomy-schema.ts';
import { trpc } from '../../app/trpc.ts';

const PAGE_SIZE = 80;

type Page<T> = { items: T[]; total: number };

/** Every row of a paged list, page after page: the choices of a select. */
async function everyPage<T>(fetchPage: (input: TNamedListInput) => Promise<Page<T>>): Promise<T[]> {
  const first = await fetchPage({ page: 1, pageSize: PAGE_SIZE });
  const more = Math.max(0, Math.ceil(first.total / PAGE_SIZE) - 1);
  const rest = await Promise.all(Array.from({ length: more }, (_, i) => fetchPage({ page: i + 2, pageSize: PAGE_SIZE })));
  return [first, ...rest].flatMap((p) => p.items);
}

function useEvery<T>(name: string, fetchPage: (input: TNamedListInput) => Promise<Page<T>>): T[] {
  return useQuery({ queryKey: ['catalogue-choices', name], queryFn: () => everyPage(fetchPage) }).data ?? [];
}

export function useBrands() {
  const utils = trpc.useUtils();
  return useEvery('brands', (input) => utils.brands.list.fetch(input));
}

export function useTags() {
  const utils = trpc.useUtils();
  return useEvery('tags', (input) => utils.tags.list.fetch(input));
}

export function useGoogleCategories() {
  const utils = trpc.useUtils();
  return useEvery('google-categories', (input) => utils.googleCategories.list.fetch(input));
}

export function useSpecNames() {
  const utils = trpc.useUtils();
  return useEvery('spec-names', (input) => utils.specNames.list.fetch(input));
}
