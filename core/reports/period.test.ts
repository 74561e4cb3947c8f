import { describe, expect, it } from 'vitest';
import { ZReportPeriod, addMonthsTo, chartBuckets, lastDayOfMonth, monthDays, previousDays, resolvePeriod } from './period.ts';

const KL = 'Asia/Kuala_Lumpur';
// 10 November 2026, 07:30 in Kuala Lumpur (a Tuesday).
const NOW = new Date('2026-11-09T23:30:00Z');
const SHOP_START = new Date('2025-02-14T04:00:00Z');
const days = (period: Parameters<typeof resolvePeriod>[0]) => {
  const d = resolvePeriod(period, NOW, KL, SHOP_START);
  return [d.from, d.to, d.grain];
};

describe('report periods', () => {
  it('resolve every range and shortcut on the merchant\'s calendar', () => {
    expect(days({ period: 'today' })).toEqual(['2026-11-10', '2026-11-10', 'day']);
    expect(days({ period: 'yesterday' })).toEqual(['2026-11-09', '2026-11-09', 'day']);
    expect(days({ period: 'last_week' })).toEqual(['2026-11-01', '2026-11-07', 'day']);
    expect(days({ period: 'last_month' })).toEqual(['2026-10-01', '2026-10-31', 'day']);
    expect(days({ period: 'last_7_days' })).toEqual(['2026-11-04', '2026-11-10', 'day']);
    expect(days({ period: 'last_30_days' })).toEqual(['2026-10-12', '2026-11-10', 'day']);
    expect(days({ period: 'last_12_months' })).toEqual(['2025-12-01', '2026-11-10', 'month']);
    expect(days({ period: 'lifetime' })).toEqual(['2025-02-14', '2026-11-10', 'month']);
    expect(days({ period: 'custom', from: '2026-02-01', to: '2026-02-28' })).toEqual(['2026-02-01', '2026-02-28', 'day']);
  });

  it('cover the days from the merchant\'s midnight to midnight', () => {
    const d = resolvePeriod({ period: 'last_month' }, NOW, KL, SHOP_START);
    expect(d.gte.toISOString()).toBe('2026-09-30T16:00:00.000Z');
    expect(d.lt.toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('compare with as many days just before', () => {
    const d = previousDays(resolvePeriod({ period: 'last_month' }, NOW, KL, SHOP_START), KL);
    expect([d.from, d.to]).toEqual(['2026-08-31', '2026-09-30']);
  });

  it('give a chart a bar a day, or a month for long ranges, empty ones included', () => {
    expect(chartBuckets({ from: '2026-02-27', to: '2026-03-02', grain: 'day' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(chartBuckets({ from: '2025-11-15', to: '2026-02-03', grain: 'month' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('know months: their last days, their neighbours and their instants', () => {
    expect(['2024-02', '2026-02', '2026-04', '2026-12'].map(lastDayOfMonth)).toEqual(['2024-02-29', '2026-02-28', '2026-04-30', '2026-12-31']);
    expect([addMonthsTo('2026-01', -1), addMonthsTo('2026-10', -12), addMonthsTo('2026-12', 1)]).toEqual(['2025-12', '2025-10', '2027-01']);
    expect(monthDays('2026-10', KL).gte.toISOString()).toBe('2026-09-30T16:00:00.000Z');
  });

  it('refuse a custom range without both days, backwards or over ten years', () => {
    const issue = (input: object) => ZReportPeriod.safeParse(input).error?.issues[0];
    expect(issue({ period: 'custom', from: '2026-01-01' })?.path).toEqual(['to']);
    expect(issue({ period: 'custom', from: '2026-02-01', to: '2026-01-01' })?.message).toBe('messages.reports.endBeforeStart');
    expect(issue({ period: 'custom', from: '2010-01-01', to: '2026-01-01' })?.path).toEqual(['to']);
    expect(ZReportPeriod.parse({})).toEqual({ period: 'last_30_days' });
  });
});
