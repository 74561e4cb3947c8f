import type { ListParamsControl } from '../../components/list/use-list-params.ts';

export const DATE_FILTER_KEYS = ['from', 'to'] as const;

/** The list input's page, search and dates from the URL. */
export function salesListInput(params: ListParamsControl['params']) {
  const { from, to } = params.filters;
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.search && { search: params.search }),
    ...(params.shortcut && { shortcut: params.shortcut }),
    ...(!params.shortcut && from && { from }),
    ...(!params.shortcut && to && { to }),
  };
}
