import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../core/shared/time.ts';

/** One of the list's page sizes (ListParamsControl.pageSizes). */
export type PageSize = number;

export interface ListParams {
  page: number;
  pageSize: PageSize;
  search: string;
  tab: string;
  shortcut: DateShortcut | null;
  /** Extra filters by name, as strings ('' when unset). */
  filters: Record<string, string>;
}

export interface ListParamsControl {
  params: ListParams;
  /** The page sizes the list offers (the list pattern's, unless the screen has its own). */
  pageSizes: readonly number[];
  /** Changes some parameters; any change but the page goes back to page 1. */
  update(patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }): void;
}

/**
 * List state in the URL (page, size, q, tab, date, filters), so a list can be bookmarked and
 * shared. pageSizes: a screen's own page sizes (photos: 30, 60, 90, 120), the first the default;
 * a constant, as filterKeys.
 */
export function useListParams(options: { tabs?: readonly string[]; filterKeys?: readonly string[]; pageSizes?: readonly number[] } = {}): ListParamsControl {
  const [search, setSearch] = useSearchParams();
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const tabs = options.tabs;
  const filterKeys = useMemo(() => options.filterKeys ?? [], [options.filterKeys]);
  const params = useMemo<ListParams>(() => {
    const size = Number(search.get('size'));
    const tab = search.get('tab') ?? '';
    const date = search.get('date') ?? '';
    return {
      page: Math.max(1, Number(search.get('page')) || 1),
      pageSize: pageSizes.includes(size) ? size : pageSizes[0]!,
      search: search.get('q') ?? '',
      tab: tabs && !tabs.includes(tab) ? tabs[0]! : tab,
      shortcut: (DATE_SHORTCUTS as readonly string[]).includes(date) ? (date as DateShortcut) : null,
      filters: Object.fromEntries(filterKeys.map((k) => [k, search.get(k) ?? ''])),
    };
  }, [search, tabs, filterKeys, pageSizes]);

  const update = useCallback<ListParamsControl['update']>(
    (patch) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | null | undefined, fallback: string) => {
            if (value === undefined) return;
            const text = value === null ? '' : String(value);
            if (text === '' || text === fallback) next.delete(key);
            else next.set(key, text);
          };
          set('q', patch.search, '');
          set('tab', patch.tab, tabs?.[0] ?? '');
          set('date', patch.shortcut, '');
          set('size', patch.pageSize, String(pageSizes[0]));
          for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value, '');
          const onlyPage = Object.keys(patch).every((k) => k === 'page');
          set('page', onlyPage ? patch.page : 1, '1');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, tabs, pageSizes],
  );
  return { params, update, pageSizes };
}
