import { ORDER_STATUS, ORDER_TABS, type OrderStatusId } from '../orders/constants.ts';

const tab = (key: (typeof ORDER_TABS)[number]['key']): readonly OrderStatusId[] => ORDER_TABS.find((t) => t.key === key)!.statuses;

/**
 * The sales reports' status groups, from the order list's tabs: unpaid is the Awaiting Payment
 * tab (7, 1, 5); paid and processing the Payment Made and Preparing to ship tabs (2, 4); the
 * Cancelled tab is split into cancelled (3) and refunded (9), which the reports count apart.
 */
export const SALES_STATUS_GROUPS = [
  { key: 'unpaid', statuses: tab('awaitingPayment') },
  { key: 'processing', statuses: [...tab('paymentMade'), ...tab('preparingToShip')] },
  { key: 'shipped', statuses: tab('shipped') },
  { key: 'completed', statuses: tab('completed') },
  { key: 'cancelled', statuses: [ORDER_STATUS.cancelled] },
  { key: 'refunded', statuses: [ORDER_STATUS.refund] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatusId[] }[];
export type SalesStatusGroup = (typeof SALES_STATUS_GROUPS)[number]['key'];
export const SALES_STATUS_GROUP_KEYS = SALES_STATUS_GROUPS.map((g) => g.key);

/** Every status of the groups: orders 1 to 9 (quotations, 10 and 11, are not orders here). */
export const REPORT_ORDER_STATUSES: readonly OrderStatusId[] = SALES_STATUS_GROUPS.flatMap((g) => g.statuses);

export const groupOfStatus = (status: number): SalesStatusGroup | undefined => SALES_STATUS_GROUPS.find((g) => (g.statuses as readonly number[]).includes(status))?.key;

export const SALES_REPORT_LIMITS = {
  /** Products the order report (its screen, page and PDF) lists, by sales. */
  topProducts: 10,
} as const;
