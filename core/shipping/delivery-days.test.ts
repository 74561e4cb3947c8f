import { describe, expect, it } from 'vitest';
import { deliveryDayChoices, deliveryTimeSlots, isDeliveryDayDisabled } from './delivery-days.ts';

describe('delivery days', () => {
  const ranges = [
    { fromDate: '2026-12-24', toDate: '2026-12-26' },
    { fromDate: '2027-01-01', toDate: '2027-01-01' },
  ];

  it('are disabled inside a range, both ends included', () => {
    expect(['2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2027-01-01'].map((d) => isDeliveryDayDisabled(d, ranges))).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('offer the days after the order date, up to days ahead, without disabled ones, across a year end', () => {
    expect(deliveryDayChoices('2026-12-22', 6, ranges)).toEqual(['2026-12-23', '2026-12-27', '2026-12-28']);
    expect(deliveryDayChoices('2026-12-30', 3, ranges)).toEqual(['2026-12-31', '2027-01-02']);
    expect(deliveryDayChoices('2028-02-27', 2, [])).toEqual(['2028-02-28', '2028-02-29']);
  });
});

describe('delivery time slots', () => {
  it('run from the start, one every interval, each ending by the end time', () => {
    expect(deliveryTimeSlots({ slotStart: '09:00', slotEnd: '12:00', slotIntervalMinutes: 60 })).toEqual([
      { start: '09:00', end: '10:00' },
      { start: '10:00', end: '11:00' },
      { start: '11:00', end: '12:00' },
    ]);
    expect(deliveryTimeSlots({ slotStart: '09:30', slotEnd: '11:00', slotIntervalMinutes: 40 })).toEqual([
      { start: '09:30', end: '10:10' },
      { start: '10:10', end: '10:50' },
    ]);
  });

  it('are none when the interval is 0 or no slot fits', () => {
    expect(deliveryTimeSlots({ slotStart: '09:00', slotEnd: '18:00', slotIntervalMinutes: 0 })).toEqual([]);
    expect(deliveryTimeSlots({ slotStart: '09:00', slotEnd: '09:30', slotIntervalMinutes: 45 })).toEqual([]);
  });
});
