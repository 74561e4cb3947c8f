import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, birthdayIn, codeExpiry, dateOfBirthEndings, runDay, targetBirthday } from './dates.ts';

const KL = 'Asia/Kuala_Lumpur';
const DAY_MS = 86_400_000;

/** Any calendar day from 1950 to 2100, as 'YYYY-MM-DD'. */
const anyDay = fc.integer({ min: Date.UTC(1950, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS }).map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
const isLeap = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;

describe('birthday dates', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(targetBirthday('2026-12-29', 5)).toBe('2027-01-03');
    expect(targetBirthday('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('adding n days then taking them away gives the day back, and moves exactly n days', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, n) => {
        expect(addDays(addDays(day, n), -n)).toBe(day);
        expect((Date.parse(addDays(day, n)) - Date.parse(day)) / DAY_MS).toBe(n);
      }),
    );
  });

  it('puts 29 February on 28 February in years without it, and rejects dates that do not exist', () => {
    expect(birthdayIn('2000-02-29', 2027)).toBe('2027-02-28');
    expect(birthdayIn('2000-02-29', 2028)).toBe('2028-02-29');
    expect(birthdayIn('1990-07-04', 2026)).toBe('2026-07-04');
    expect(birthdayIn('1990-04-31', 2026)).toBeNull();
    expect(birthdayIn('1990-13-01', 2026)).toBeNull();
    expect(birthdayIn('04/07/1990', 2026)).toBeNull();
    expect(dateOfBirthEndings('2027-02-28')).toEqual(['-02-28', '-02-29']);
    expect(dateOfBirthEndings('2028-02-28')).toEqual(['-02-28']);
    expect(dateOfBirthEndings('2028-02-29')).toEqual(['-02-29']);
  });

  it('gives every real date of birth exactly one birthday a year, found by its endings', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1950, max: 2100 }), (dateOfBirth, year) => {
        const birthday = birthdayIn(dateOfBirth, year)!;
        expect(birthday.slice(0, 4)).toBe(String(year));
        if (dateOfBirth.endsWith('-02-29') && !isLeap(year)) expect(birthday.slice(4)).toBe('-02-28');
        else expect(birthday.slice(4)).toBe(dateOfBirth.slice(4));
        expect(dateOfBirthEndings(birthday).some((ending) => dateOfBirth.endsWith(ending))).toBe(true);
      }),
    );
  });

  it('takes today on the merchant clock, or the day given', () => {
    const lateUtc = new Date('2026-03-09T17:30:00Z');
    expect(runDay(lateUtc, KL)).toBe('2026-03-10');
    expect(runDay(lateUtc, 'UTC')).toBe('2026-03-09');
    expect(runDay(lateUtc, KL, '2026-01-01')).toBe('2026-01-01');
  });

  it('ends a code at the end of the day valid days after the birthday, on the merchant clock', () => {
    expect(codeExpiry('2026-03-10', 7, KL)).toEqual(new Date('2026-03-17T16:00:00Z'));
    expect(codeExpiry('2026-03-10', 7, 'UTC')).toEqual(new Date('2026-03-18T00:00:00Z'));
    expect(codeExpiry('2026-12-31', 1, KL)).toEqual(new Date('2027-01-01T16:00:00Z'));
  });

  it('keeps a code working through the last valid day and not a moment after, in both zones', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 365 }), fc.constantFrom(KL, 'UTC'), (birthday, validDays, zone) => {
        const expiry = codeExpiry(birthday, validDays, zone);
        expect(runDay(new Date(expiry.getTime() - 1), zone)).toBe(addDays(birthday, validDays));
        expect(runDay(expiry, zone)).toBe(addDays(birthday, validDays + 1));
      }),
    );
  });
});
