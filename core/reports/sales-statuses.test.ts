import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../orders/constants.ts';
import { SOLD_STATUSES } from '../products-sold-report/constants.ts';
import { REPORT_ORDER_STATUSES, SALES_STATUS_GROUPS, groupOfStatus } from './sales-statuses.ts';

describe('sales status groups', () => {
  it('hold every order status once, quotations none', () => {
    expect([...REPORT_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(groupOfStatus(ORDER_STATUS.waitingForReply)).toBeUndefined();
    expect(groupOfStatus(ORDER_STATUS.quotationReplied)).toBeUndefined();
  });

  it('put the sold statuses in paid / processing, shipped and completed, and nothing else there', () => {
    const soldGroups = SALES_STATUS_GROUPS.filter((g) => ['processing', 'shipped', 'completed'].includes(g.key)).flatMap((g) => g.statuses);
    expect([...soldGroups].sort()).toEqual([...SOLD_STATUSES].sort());
    expect(Object.fromEntries(SALES_STATUS_GROUPS.map((g) => [g.key, [...g.statuses].sort()]))).toEqual({
      unpaid: [1, 5, 7],
      processing: [2, 4],
      shipped: [6],
      completed: [8],
      cancelled: [3],
      refunded: [9],
    });
  });
});
