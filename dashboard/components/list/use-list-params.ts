import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../core/shared/time.ts';

export type PageSize = (typeof PAGE_SIZES)[number];

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
  /** Changes some parameters; any change but the page goes back to page 1. */
  update(patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }): void;
}

/** List state in the URL (page, size, q, tab, date, filters), so a list can be bookmarked and shared. */
export function useListParams(options: { tabs?: readonly string[]; filterKeys?: readonly string[] } = {}): ListParamsControl {
  const [search, setSearch] = useSearchParams();
  const tabs = options.tabs;
  const filterKeys = useMemo(() => options.filterKeys ?? [], [options.filterKeys]);
  const params = useMemo<ListParams>(() => {
    const size = Number(search.get('size'));
    const tab = search.get('tab') ?? '';
    const date = search.get('date') ?? '';
    return {
      page: Math.max(1, Number(search.get('page')) || 1),
      pageSize: ((PAGE_SIZES as readonly number[]).includes(size) ? size : 20) as PageSize,
      search: search.get('q') ?? '',
      tab: tabs && !tabs.includes(tab) ? tabs[0]! : tab,
      shortcut: (DATE_SHORTCUTS as readonly string[]).includes(date) ? (date as DateShortcut) : null,
      filters: Object.fromEntries(filterKeys.map((k) => [k, search.get(k) ?? ''])),
    };
  }, [search, tabs, filterKeys]);

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
          set('size', patch.pageSize, '20');
          for (const [key, value] of Object.entries(patch.filters ?? {})) set(key, value, '');
          const onlyPage = Object.keys(patch).every((k) => k === 'page');
          set('page', onlyPage ? patch.page : 1, '1');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, tabs],
  );
  return { params, update };
}
