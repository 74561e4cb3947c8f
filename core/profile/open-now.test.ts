import { describe, expect, it } from 'vitest';
import { dayRangesProblem, ZBusinessHoursFields } from './hours-schema.ts';
import { holidaysOn, publicHolidays } from './holidays.ts';
import { daysAhead, openState, weekdayOf, type HoursTable } from './open-now.ts';

const KL = 'Asia/Kuala_Lumpur';
/** Mon-Fri 09:00-12:00 and 14:00-18:00, Saturday 10:00-24:00, Sunday closed. */
const WEEK: HoursTable['days'] = [
  ...[1, 2, 3, 4, 5].map((dayId) => ({ dayId, ranges: [{ opensAt: '14:00', closesAt: '18:00' }, { opensAt: '09:00', closesAt: '12:00' }] })),
  { dayId: 6, ranges: [{ opensAt: '10:00', closesAt: '24:00' }] },
];
const table = (over: Partial<HoursTable> = {}): HoursTable => ({ days: WEEK, closedDays: new Set(), holidays: new Map(), ...over });

describe('open now', () => {
  it('numbers weekdays Mon=1 .. Sun=7', () => {
    expect(['2026-11-23', '2026-11-28', '2026-11-29'].map(weekdayOf)).toEqual([1, 6, 7]);
  });

  it('reads the instant on the merchant clock: 02:30 UTC is 10:30 in Kuala Lumpur, but 21:30 the day before in New York', () => {
    const now = new Date('2026-11-24T02:30:00Z'); // Tuesday 10:30 in KL
    expect(openState(table(), now, KL)).toEqual({ open: true, closesAt: '12:00' });
    // Monday 21:30 in New York: closed, opens Tuesday 09:00.
    expect(openState(table(), now, 'America/New_York')).toEqual({ open: false, reason: 'hours', opensAt: { day: '2026-11-24', time: '09:00' } });
  });

  it('uses every range of a day, the closing minute closed; the lunch gap is closed until the next range', () => {
    const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+08:00`);
    expect(openState(table(), at('09:00'), KL).open).toBe(true);
    expect(openState(table(), at('12:00'), KL)).toEqual({ open: false, reason: 'hours', opensAt: { day: '2026-11-24', time: '14:00' } });
    expect(openState(table(), at('17:59'), KL)).toEqual({ open: true, closesAt: '18:00' });
    expect(openState(table(), at('18:00'), KL)).toEqual({ open: false, reason: 'hours', opensAt: { day: '2026-11-25', time: '09:00' } });
  });

  it('looks across several days for the next opening: Saturday night to Monday morning over a closed Sunday', () => {
    expect(openState(table(), new Date('2026-11-28T23:59:00+08:00'), KL)).toEqual({ open: true, closesAt: '24:00' });
    expect(openState(table(), new Date('2026-11-29T12:00:00+08:00'), KL)).toEqual({ open: false, reason: 'hours', opensAt: { day: '2026-11-30', time: '09:00' } });
    // The Monday a closed day too: Tuesday.
    expect(openState(table({ closedDays: new Set(['2026-11-30']) }), new Date('2026-11-29T12:00:00+08:00'), KL)).toMatchObject({ opensAt: { day: '2026-12-01', time: '09:00' } });
  });

  it('is closed on a closed day and on a public holiday, and says which', () => {
    const now = new Date('2026-12-25T10:00:00+08:00'); // Friday, Christmas
    expect(openState(table({ closedDays: new Set(['2026-12-25']) }), now, KL)).toMatchObject({ open: false, reason: 'closed_day' });
    expect(openState(table({ holidays: new Map([['2026-12-25', 'Hari Krismas']]) }), now, KL)).toMatchObject({ open: false, reason: 'holiday', holiday: 'Hari Krismas', opensAt: { day: '2026-12-26', time: '10:00' } });
  });

  it('never opens when no day has a range', () => {
    expect(openState({ days: [], closedDays: new Set(), holidays: new Map() }, new Date(), KL)).toEqual({ open: false, reason: 'hours', opensAt: null });
  });

  it('gives the merchant-local days ahead, today first', () => {
    expect(daysAhead(new Date('2026-11-28T17:00:00Z'), KL).slice(0, 2)).toEqual(['2026-11-29', '2026-11-30']);
  });
});

describe('opening ranges', () => {
  it('must open before they close and must not overlap; touching ranges are fine', () => {
    expect(dayRangesProblem(1, [{ opensAt: '09:00', closesAt: '12:00' }, { opensAt: '12:00', closesAt: '18:00' }])).toBeNull();
    expect(dayRangesProblem(2, [{ opensAt: '18:00', closesAt: '09:00' }])).toBe('messages.profile.opensBeforeCloses {"day":{"key":"messages.profile.weekdays.2"}}');
    expect(dayRangesProblem(3, [{ opensAt: '09:00', closesAt: '09:00' }])).toContain('opensBeforeCloses');
    expect(dayRangesProblem(4, [{ opensAt: '14:00', closesAt: '18:00' }, { opensAt: '09:00', closesAt: '14:30' }])).toContain('rangesOverlap');
  });

  it('refuses a bad clock time and a closed day given twice', () => {
    const bad = ZBusinessHoursFields.safeParse({ days: [{ dayId: 1, ranges: [{ opensAt: '9:00', closesAt: '25:00' }] }] });
    expect(bad.success).toBe(false);
    const twice = ZBusinessHoursFields.safeParse({ closedDays: [{ day: '2026-12-01' }, { day: '2026-12-01' }] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['closedDays', 1, 'day'], message: 'messages.profile.closedDayTwice {"day":"2026-12-01"}' });
  });
});

describe('public holidays of a Malaysian state', () => {
  it('has the federal holidays and the state own ones', async () => {
    const selangor = await publicHolidays('SGR', 2026);
    expect(selangor.has('2026-08-31')).toBe(true); // Hari Kebangsaan
    expect(selangor.has('2026-12-11')).toBe(true); // Sultan of Selangor's birthday
    expect((await publicHolidays('JHR', 2026)).has('2026-12-11')).toBe(false);
  });

  it('finds none without a state, and looks up each day in its own year', async () => {
    expect((await holidaysOn('', ['2026-12-25'])).size).toBe(0);
    expect([...(await holidaysOn('KUL', ['2026-12-25', '2026-12-26', '2027-01-01'])).keys()]).toEqual(['2026-12-25', '2027-01-01']);
  });
});
