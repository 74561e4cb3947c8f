import { ORDER_TABS, type OrderTabKey } from '../../../core/orders/constants.ts';
import type { TOrderListInput } from '../../../core/orders/schema.ts';
import { spaced } from '../../ui/format.ts';
import { DATE_SHORTCUTS, type DateShortcut } from '../../../core/shared/time.ts';

/** All orders, then the dashboard's tabs. */
export const TAB_CHOICES: (OrderTabKey | null)[] = [null, ...ORDER_TABS.map((t) => t.key)];
export const tabLabel = (tab: OrderTabKey | null) => (tab === null ? 'All' : ORDER_TABS.find((t) => t.key === tab)!.label);

/** No date filter, then the dashboard's shortcuts. */
export const DATE_CHOICES: (DateShortcut | null)[] = [null, ...DATE_SHORTCUTS];
export const dateLabel = (shortcut: DateShortcut | null) => (shortcut === null ? 'any date' : spaced(shortcut));

export interface OrderFilter {
  tab: OrderTabKey | null;
  shortcut: DateShortcut | null;
  search: string;
  page: number;
}

export const PAGE_SIZE = 20;

/** The list call of a filter, as the dashboard makes it. */
export const listInput = (f: OrderFilter): TOrderListInput => ({
  page: f.page,
  pageSize: PAGE_SIZE,
  ...(f.tab && { tab: f.tab }),
  ...(f.shortcut && { shortcut: f.shortcut }),
  ...(f.search && { search: f.search }),
});

/** The next choice of a cycle, forwards or backwards. */
export const cycle = <T>(choices: readonly T[], current: T, step: 1 | -1): T => choices[(choices.indexOf(current) + step + choices.length) % choices.length]!;
