import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, DEFAULT_TIME_ZONE, addDaysTo, localDate, shortcutRange, startOfLocalDay, weekStartOf, type DateShortcut } from './time.ts';

const KL = 'Asia/Kuala_Lumpur';

/** Every shortcut's [from, to) as ISO strings. */
function ranges(now: string, timeZone = KL): Record<DateShortcut, [string, string]> {
  return Object.fromEntries(
    DATE_SHORTCUTS.map((s) => {
      const { from, to } = shortcutRange(s, new Date(now), timeZone);
      return [s, [from.toISOString(), to.toISOString()]];
    }),
  ) as Record<DateShortcut, [string, string]>;
}

describe('localDate', () => {
  it('is the calendar day in the given time zone, not the process one', () => {
    expect(process.env.TZ).toBe('UTC');
    expect(localDate(new Date('2025-02-28T15:59:59.999Z'), KL)).toBe('2025-02-28');
    expect(localDate(new Date('2025-02-28T16:00:00.000Z'), KL)).toBe('2025-03-01');
    expect(localDate(new Date('2025-02-28T16:00:00.000Z'), 'UTC')).toBe('2025-02-28');
    expect(localDate(new Date('2025-12-31T16:30:00Z'), KL)).toBe('2026-01-01');
    expect(localDate(new Date('2025-12-31T16:30:00Z'), 'UTC')).toBe('2025-12-31');
    expect(localDate(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('defaults the merchant time zone to Kuala Lumpur', () => {
    expect(DEFAULT_TIME_ZONE).toBe(KL);
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight as a UTC instant', () => {
    expect(startOfLocalDay('2025-03-01', KL).toISOString()).toBe('2025-02-28T16:00:00.000Z');
    expect(startOfLocalDay('2025-03-01', 'UTC').toISOString()).toBe('2025-03-01T00:00:00.000Z');
  });

  it('round-trips with localDate', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.constantFrom(KL, 'UTC', 'America/New_York', 'Asia/Kolkata'), (instant, zone) => {
        const day = localDate(instant, zone);
        const start = startOfLocalDay(day, zone);
        expect(localDate(start, zone)).toBe(day);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(localDate(new Date(start.getTime() - 1), zone) < day).toBe(true);
      }),
    );
  });
});

describe('shortcutRange in Kuala Lumpur (UTC+8)', () => {
  it('at 01:00 on Saturday 1 March 2025 (still 28 February in UTC)', () => {
    expect(ranges('2025-02-28T17:00:00Z')).toEqual({
      today: ['2025-02-28T16:00:00.000Z', '2025-03-01T16:00:00.000Z'],
      yesterday: ['2025-02-27T16:00:00.000Z', '2025-02-28T16:00:00.000Z'],
      // The week of 1 March began on Sunday 23 February; last week is 16 to 22 February.
      last_week: ['2025-02-15T16:00:00.000Z', '2025-02-22T16:00:00.000Z'],
      last_month: ['2025-01-31T16:00:00.000Z', '2025-02-28T16:00:00.000Z'],
      last_7_days: ['2025-02-22T16:00:00.000Z', '2025-03-01T16:00:00.000Z'],
      last_30_days: ['2025-01-30T16:00:00.000Z', '2025-03-01T16:00:00.000Z'],
    });
  });

  it('at 23:59 on Friday 28 February 2025', () => {
    const r = ranges('2025-02-28T15:59:00Z');
    expect(r.today).toEqual(['2025-02-27T16:00:00.000Z', '2025-02-28T16:00:00.000Z']);
    expect(r.last_month).toEqual(['2024-12-31T16:00:00.000Z', '2025-01-31T16:00:00.000Z']);
    expect(r.last_week).toEqual(['2025-02-15T16:00:00.000Z', '2025-02-22T16:00:00.000Z']);
  });

  it('at 00:30 on Thursday 1 January 2026 (still 2025 in UTC)', () => {
    expect(ranges('2025-12-31T16:30:00Z')).toEqual({
      today: ['2025-12-31T16:00:00.000Z', '2026-01-01T16:00:00.000Z'],
      yesterday: ['2025-12-30T16:00:00.000Z', '2025-12-31T16:00:00.000Z'],
      // The week began on Sunday 28 December; last week is 21 to 27 December.
      last_week: ['2025-12-20T16:00:00.000Z', '2025-12-27T16:00:00.000Z'],
      last_month: ['2025-11-30T16:00:00.000Z', '2025-12-31T16:00:00.000Z'],
      last_7_days: ['2025-12-25T16:00:00.000Z', '2026-01-01T16:00:00.000Z'],
      last_30_days: ['2025-12-02T16:00:00.000Z', '2026-01-01T16:00:00.000Z'],
    });
  });

  it('on a Sunday, last week is the Sunday-to-Saturday before it', () => {
    // 10:00 on Sunday 2 March 2025.
    expect(ranges('2025-03-02T02:00:00Z').last_week).toEqual(['2025-02-22T16:00:00.000Z', '2025-03-01T16:00:00.000Z']);
    // 10:00 on Saturday 8 March 2025: the same week as that Sunday.
    expect(ranges('2025-03-08T02:00:00Z').last_week).toEqual(['2025-02-22T16:00:00.000Z', '2025-03-01T16:00:00.000Z']);
  });

  it('in January, last month is December of the year before', () => {
    expect(ranges('2026-01-15T04:00:00Z').last_month).toEqual(['2025-11-30T16:00:00.000Z', '2025-12-31T16:00:00.000Z']);
  });

  it('differs from the same instant read in UTC', () => {
    expect(ranges('2025-02-28T17:00:00Z', 'UTC').today).toEqual(['2025-02-28T00:00:00.000Z', '2025-03-01T00:00:00.000Z']);
  });
});

describe('shortcutRange in a time zone with daylight saving', () => {
  it('gives the 23-hour day when clocks go forward', () => {
    expect(ranges('2025-03-09T17:00:00Z', 'America/New_York').today).toEqual(['2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z']);
  });
});

describe('shortcutRange properties', () => {
  const instants = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
  const DAY = 86_400_000;

  it('today, last 7 days and last 30 days contain now; yesterday ends where today starts', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const today = shortcutRange('today', now, KL);
        const yesterday = shortcutRange('yesterday', now, KL);
        const week = shortcutRange('last_7_days', now, KL);
        const month = shortcutRange('last_30_days', now, KL);
        expect(today.from.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(today.to.getTime()).toBeGreaterThan(now.getTime());
        expect(today.to.getTime() - today.from.getTime()).toBe(DAY);
        expect(yesterday.to).toEqual(today.from);
        expect(localDate(today.from, KL)).toBe(localDate(now, KL));
        expect(week.to).toEqual(today.to);
        expect(week.to.getTime() - week.from.getTime()).toBe(7 * DAY);
        expect(month.to.getTime() - month.from.getTime()).toBe(30 * DAY);
      }),
    );
  });

  it('last week is seven days from a Sunday, ending at or before today', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const { from, to } = shortcutRange('last_week', now, KL);
        expect(to.getTime() - from.getTime()).toBe(7 * DAY);
        // Local midnight of a Sunday: 16:00 UTC on the Saturday.
        expect(from.getUTCDay()).toBe(6);
        expect(from.getUTCHours()).toBe(16);
        expect(to.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - to.getTime()).toBeLessThan(7 * DAY);
      }),
    );
  });

  it('last month is the whole calendar month before this one', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const { from, to } = shortcutRange('last_month', now, KL);
        expect(localDate(from, KL).endsWith('-01')).toBe(true);
        expect(localDate(to, KL)).toBe(`${localDate(now, KL).slice(0, 7)}-01`);
        expect(localDate(new Date(to.getTime() - 1), KL).slice(0, 7)).toBe(localDate(from, KL).slice(0, 7));
      }),
    );
  });
});

describe('calendar days', () => {
  it('adds days across month and year ends', () => {
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysTo('2026-11-10', -29)).toBe('2026-10-12');
  });

  it('begins a week on its Sunday', () => {
    expect(weekStartOf('2026-11-10')).toBe('2026-11-08');
    expect(weekStartOf('2026-11-08')).toBe('2026-11-08');
    expect(weekStartOf('2027-01-02')).toBe('2026-12-27');
  });
});
