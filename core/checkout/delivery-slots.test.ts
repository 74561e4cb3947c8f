import { describe, expect, it } from 'vitest';
import { deliveryDays } from './delivery-slots.ts';

const settings = { slotStart: '09:00', slotEnd: '12:00', slotIntervalMinutes: 60, slotDaysAhead: 3 };
const slots = ['09:00-10:00', '10:00-11:00', '11:00-12:00'];

describe('deliveryDays', () => {
  it("offers the days after the order date in the merchant's time zone", () => {
    // 23:30 UTC on 31 Dec is 07:30 on 1 Jan in Kuala Lumpur.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(deliveryDays(settings, [], now, 'Asia/Kuala_Lumpur').map((d) => d.date)).toEqual(['2027-01-02', '2027-01-03', '2027-01-04']);
    expect(deliveryDays(settings, [], now, 'UTC').map((d) => d.date)).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('leaves out disabled days and ranges, both ends included', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    const days = deliveryDays({ ...settings, slotDaysAhead: 6 }, [{ fromDate: '2026-03-03', toDate: '2026-03-04' }, { fromDate: '2026-03-06', toDate: '2026-03-06' }], now, 'Asia/Kuala_Lumpur');
    expect(days).toEqual([
      { date: '2026-03-02', slots },
      { date: '2026-03-05', slots },
      { date: '2026-03-07', slots },
    ]);
  });

  it('gives days without slots when the interval is 0, and no days when none are allowed ahead', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    expect(deliveryDays({ ...settings, slotIntervalMinutes: 0, slotDaysAhead: 1 }, [], now, 'Asia/Kuala_Lumpur')).toEqual([{ date: '2026-03-02', slots: [] }]);
    expect(deliveryDays({ ...settings, slotDaysAhead: 0 }, [], now, 'Asia/Kuala_Lumpur')).toEqual([]);
  });

  it('drops a last slot that would end after the end time', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    expect(deliveryDays({ slotStart: '09:00', slotEnd: '11:30', slotIntervalMinutes: 45, slotDaysAhead: 1 }, [], now, 'UTC')[0]!.slots).toEqual(['09:00-09:45', '09:45-10:30', '10:30-11:15']);
  });
});
