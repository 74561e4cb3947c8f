import { ORDER_TAB_KEYS, type TOrderListInput } from '../../../core/orders/schema.ts';
import { dayParam } from '../../components/list/day-param.ts';
import type { ListParams } from '../../components/list/use-list-params.ts';

/** The order list's tabs in the URL: 'all' and one per ORDER_TABS entry. */
export const ORDER_LIST_TABS = ['all', ...ORDER_TAB_KEYS] as const;
export const ORDER_FILTER_KEYS = ['status', 'from', 'to'] as const;

/** The list call for the URL's parameters; unknown values are ignored. */
export function orderListInput({ page, pageSize, search, tab, shortcut, filters }: ListParams): TOrderListInput {
  const status = Number(filters.status);
  const from = dayParam(filters.from);
  const to = dayParam(filters.to);
  return {
    page,
    pageSize,
    status: Number.isInteger(status) && status >= 1 && status <= 9 ? status : 0,
    ...((ORDER_TAB_KEYS as readonly string[]).includes(tab) && { tab: tab as TOrderListInput['tab'] }),
    ...(search && { search }),
    ...(shortcut ? { shortcut } : { ...(from && { from }), ...(to && { to }) }),
  };
}
