import { describe, expect, it } from 'vitest';
import type { Ctx } from '../shared/context.ts';
import { ORDER_NUMBER, placedRange, sumCounts } from './list-query.ts';
import { selectedStatuses } from './order-list.ts';
import { ORDER_LIST_WINDOW } from './schema.ts';

const ctx = (now: string, timeZone = 'Asia/Kuala_Lumpur') => ({ now: () => new Date(now), timeZone }) as unknown as Ctx;

describe('placedRange', () => {
  it('reads days in the shop time zone, both ends included', () => {
    expect(placedRange(ctx('2026-11-22T00:00:00Z'), { from: '2026-11-01', to: '2026-11-03' })).toEqual({
      gte: new Date('2026-10-31T16:00:00Z'),
      lt: new Date('2026-11-03T16:00:00Z'),
    });
    expect(placedRange(ctx('2026-11-22T00:00:00Z', 'UTC'), { to: '2026-12-31' })).toEqual({ lt: new Date('2027-01-01T00:00:00Z') });
  });

  it('takes a shortcut over days, and is null without either', () => {
    expect(placedRange(ctx('2026-11-22T01:00:00Z'), { shortcut: 'today', from: '2020-01-01' })).toEqual({
      gte: new Date('2026-11-21T16:00:00Z'),
      lt: new Date('2026-11-22T16:00:00Z'),
    });
    expect(placedRange(ctx('2026-11-22T01:00:00Z'), {})).toBeNull();
  });
});

describe('sumCounts', () => {
  it('adds counts and says when the window was reached', () => {
    expect(sumCounts([
      { count: 3, capped: false },
      { count: 4, capped: false },
    ])).toEqual({ count: 7, capped: false });
    expect(sumCounts([{ count: ORDER_LIST_WINDOW, capped: true }])).toEqual({ count: ORDER_LIST_WINDOW, capped: true });
    expect(sumCounts([
      { count: 600, capped: false },
      { count: 600, capped: false },
    ])).toEqual({ count: ORDER_LIST_WINDOW, capped: true });
    expect(sumCounts([])).toEqual({ count: 0, capped: false });
  });
});

describe('the statuses a list shows', () => {
  it('are the tab’s, narrowed by a status; 0 is all; outside the tab is none', () => {
    expect(selectedStatuses(undefined, 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(selectedStatuses('awaitingPayment', 0)).toEqual([7, 1, 5]);
    expect(selectedStatuses('awaitingPayment', 5)).toEqual([5]);
    expect(selectedStatuses('awaitingPayment', 2)).toEqual([]);
    expect(selectedStatuses('cancelled', 0)).toEqual([3, 9]);
    expect(selectedStatuses(undefined, 6)).toEqual([6]);
  });
});

describe('order number search', () => {
  it('is digits, with or without #', () => {
    expect(ORDER_NUMBER.exec('1024')?.[1]).toBe('1024');
    expect(ORDER_NUMBER.exec('#1024')?.[1]).toBe('1024');
    expect(ORDER_NUMBER.exec('Ali 2')).toBeNull();
    expect(ORDER_NUMBER.exec('12345678901')).toBeNull();
  });
});
