import { ORDER_TABS } from '../../../core/orders/constants.ts';
import type { TOrderListInput } from '../../../core/orders/schema.ts';

/** YYYY-MM-DD shifted by days. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The list calls measured: a page of 20 each. */
export function listCases(newestDay: string, orders: number): Record<string, TOrderListInput> {
  const from = shiftDay(newestDay, -365);
  const to = shiftDay(from, 30);
  return {
    all: {},
    ...Object.fromEntries(ORDER_TABS.map((tab) => [`tab:${tab.key}`, { tab: tab.key }])),
    'search:name-prefix': { search: 'nur' },
    'search:name-narrow': { search: 'aminah yu' },
    'search:order-no': { search: `#${Math.floor(orders / 2)}` },
    'date-range:31-days': { from, to },
    'date-range:31-days+tab': { from, to, tab: 'completed' },
    'date:last-30-days': { shortcut: 'last_30_days' },
    'all:page-10': { page: 10 },
  };
}
