import { describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_IDS,
  ORDER_TABS,
  QUOTATION_STATE,
  REFERRAL_PAID_STATUSES,
  REFERRAL_UNPAID_STATUSES,
  isOrderStatusId,
  orderStatusName,
} from './constants.ts';
import { english } from '../shared/english.ts';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('order statuses', () => {
  it('are the ids 1 to 11 with the spec names, id 4 read two ways', () => {
    expect(ORDER_STATUS_IDS.map((id) => orderStatusName(id))).toEqual([
      'Waiting for card-payment-provider transaction', 'Payment Made', 'Cancelled', 'Preparing to ship', 'Payment Error', 'Shipped',
      'Awaiting Payment', 'Completed', 'Refund', 'Waiting for reply', 'Quotation Replied',
    ]);
    expect(orderStatusName(4, 'referral')).toBe('Payment Received');
    expect(orderStatusName(2, 'referral')).toBe('Payment Made');
    expect([0, 12, -1].some(isOrderStatusId)).toBe(false);
  });

  it('fall into exactly one of the six tabs, quotations aside', () => {
    expect(ORDER_TABS.map((t) => t.label)).toEqual(['Awaiting Payment', 'Payment Made', 'Preparing to ship', 'Shipped', 'Completed', 'Cancelled']);
    expect(sorted(ORDER_TABS.flatMap((t) => t.statuses))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(QUOTATION_STATE).toEqual({ unreplied: 10, replied: 11 });
  });

  it('split into the referral report paid and unpaid sets', () => {
    expect(REFERRAL_PAID_STATUSES).toEqual([2, 4, 6, 8]);
    expect(REFERRAL_UNPAID_STATUSES).toEqual([1, 3, 5, 7, 9, 10, 11]);
    expect(sorted([...REFERRAL_PAID_STATUSES, ...REFERRAL_UNPAID_STATUSES])).toEqual([...ORDER_STATUS_IDS]);
  });
});

describe('order constants', () => {
  it('keep the spec messages verbatim', () => {
    expect(Object.fromEntries(Object.entries(ORDER_MESSAGES).map(([name, message]) => [name, typeof message === 'string' ? english(message) : message]))).toMatchObject({
      statusNotUpdated: 'Order Status Not Updated',
      paymentNotSaved: 'Payment status are not saved',
      shippingFeeNotSaved: 'Shipping fee are not saved',
      shippingStatusNotUpdated: 'Order Shipping Status Not Updated',
      cannotComplete: 'This action cannot be completed.',
      orderNotCreated: 'Order are not created',
    });
    expect(english(ORDER_MESSAGES.errorOccurred('timeout'))).toBe('An error occurred: timeout');
  });
});
