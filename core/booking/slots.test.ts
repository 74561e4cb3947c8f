import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate } from '../shared/time.ts';
import { scheduleProblems, type DayRow } from './schedule.ts';
import { computeAvailability, localInstant, slotKey, type SlotInput } from './slots.ts';
import { TZDate } from '@date-fns/tz';

const ZONES = ['Asia/Kuala_Lumpur', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'];
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's time rows that never overlap: sorted distinct quarter-hours paired into [start, end). */
const arbTimes = fc.uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 8 }).map((qs) => {
  const sorted = [...qs].sort((a, b) => a - b);
  const times = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) times.push({ startTime: clock(sorted[i]! * 15), endTime: clock(sorted[i + 1]! * 15), slots: 1 + (sorted[i]! % 7) });
  return times;
});
const arbSchedule = fc.tuple(...Array.from({ length: 7 }, () => fc.tuple(fc.boolean(), arbTimes))).map((rows) => rows.map(([enabled, times], i): DayRow => ({ dayId: i + 1, enabled, times })));
const arbDay = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

const input = (o: Partial<SlotInput> & Pick<SlotInput, 'schedule' | 'from' | 'to' | 'timeZone'>): SlotInput => ({
  now: new Date('2000-01-01T00:00:00Z'),
  lastDay: '2100-01-01',
  taken: new Map(),
  closedDays: new Set(),
  holidays: new Set(),
  ...o,
});

describe('the slot computation', () => {
  it("gives every local day of the range once, in order, with its weekday's enabled times at that local day and time", () => {
    fc.assert(
      fc.property(arbSchedule, arbDay, fc.integer({ min: 0, max: 61 }), fc.constantFrom(...ZONES), (schedule, from, span, timeZone) => {
        const to = localDate(new Date(Date.parse(`${from}T12:00:00Z`) + span * 86_400_000), 'UTC');
        const days = computeAvailability(input({ schedule, from, to, timeZone }));
        expect(days).toHaveLength(span + 1);
        expect(new Set(days.map((d) => d.day)).size).toBe(span + 1);
        for (const d of days) {
          const row = schedule.find((r) => r.dayId === d.dayId)!;
          expect(d.dayId).toBe(((new Date(`${d.day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
          expect(d.times.map((t) => t.startTime)).toEqual(row.enabled ? row.times.map((t) => t.startTime) : []);
          for (const t of d.times) {
            // Each time is on its own local day; a time a DST change skips lands just after the gap, still that day.
            expect(localDate(t.startsAt, timeZone)).toBe(d.day);
            const local = new TZDate(t.startsAt.getTime(), timeZone);
            if (timeZone === 'Asia/Kuala_Lumpur') expect(clock(local.getHours() * 60 + local.getMinutes())).toBe(t.startTime);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never offers more than a time has, nor a time taken, closed, past the window or already started', () => {
    fc.assert(
      fc.property(arbSchedule, arbDay, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 10 }), fc.integer({ min: -3, max: 40 }), (schedule, from, timeZone, taken, nowHours) => {
        const to = localDate(new Date(Date.parse(`${from}T12:00:00Z`) + 13 * 86_400_000), 'UTC');
        const now = new Date(Date.parse(`${from}T00:00:00Z`) + nowHours * 3_600_000);
        const closed = localDate(new Date(Date.parse(`${from}T12:00:00Z`) + 86_400_000), 'UTC');
        const lastDay = localDate(new Date(Date.parse(`${from}T12:00:00Z`) + 10 * 86_400_000), 'UTC');
        const takenMap = new Map(schedule.flatMap((r) => r.times.map((t) => [slotKey(from, t.startTime), taken] as const)));
        const days = computeAvailability(input({ schedule, from, to, timeZone, now, lastDay, taken: takenMap, closedDays: new Set([closed]) }));
        for (const d of days) {
          if (d.day === closed || d.day > lastDay) expect(d.times).toEqual([]);
          for (const t of d.times) {
            expect(t.startsAt.getTime()).toBeGreaterThan(now.getTime());
            expect(t.available).toBe(Math.max(0, t.capacity - (d.day === from ? taken : 0)));
            expect(t.available).toBeLessThanOrEqual(t.capacity);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("Malaysia's clock is UTC+8 every day of the year (no daylight saving)", () => {
    fc.assert(
      fc.property(arbDay, fc.integer({ min: 0, max: 24 * 60 - 1 }), (day, minutes) => {
        expect(localInstant(day, clock(minutes), 'Asia/Kuala_Lumpur').getTime()).toBe(Date.parse(`${day}T00:00:00Z`) + (minutes - 8 * 60) * 60_000);
      }),
    );
  });

  it('a day crossing a DST change keeps its times in order and on that day; 24:00 ends at the next midnight', () => {
    // New York springs forward on 8 March 2026 (02:00 -> 03:00) and falls back on 1 November (02:00 -> 01:00).
    const schedule: DayRow[] = [{ dayId: 7, enabled: true, times: ['00:30', '01:30', '02:30', '03:30'].map((s, i) => ({ startTime: s, endTime: ['01:00', '02:00', '03:00', '04:00'][i]!, slots: 1 })) }];
    for (const day of ['2026-03-08', '2026-11-01']) {
      const [d] = computeAvailability(input({ schedule, from: day, to: day, timeZone: 'America/New_York' }));
      const instants = d!.times.map((t) => t.startsAt.getTime());
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
      // 02:30 does not exist on 8 March: it lands where 03:30 is (an hour after 01:30); on 1 November 01:30 is its first occurrence.
      expect(new Set(instants).size).toBe(day === '2026-03-08' ? 3 : 4);
      for (const t of d!.times) expect(localDate(t.startsAt, 'America/New_York')).toBe(day);
    }
    expect(localInstant('2026-11-30', '24:00', 'Asia/Kuala_Lumpur')).toEqual(new Date('2026-11-30T16:00:00Z'));
  });
});

describe('the schedule rules', () => {
  it('accept any non-overlapping times with an available day, and find every overlap', () => {
    fc.assert(
      fc.property(arbSchedule, (schedule) => {
        const available = schedule.some((d) => d.enabled && d.times.length > 0);
        expect(scheduleProblems(schedule).map((p) => p.message)).toEqual(available ? [] : ['messages.booking.availableDayRequired']);
        const withOverlap = schedule.map((d) => (d.times.length > 0 ? { ...d, enabled: true, times: [...d.times, { ...d.times[0]! }] } : d));
        if (schedule.some((d) => d.times.length > 0)) expect(scheduleProblems(withOverlap).some((p) => p.message === 'messages.booking.timesOverlap')).toBe(true);
      }),
    );
  });
});
