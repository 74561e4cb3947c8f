import { z } from 'zod';
import { MY_STATE_CODES } from '../shipping/constants.ts';
import { term } from '../shared/messages.ts';
import { ZLocalDate } from '../shared/time.ts';
import { optionalText } from '../shared/text-fields.ts';
import { PROFILE_LIMITS as L } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/** Weekday ids, Mon=1 .. Sun=7. */
export const WEEKDAY_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 'HH:MM' on the merchant's clock; '24:00' only closes a day. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeFormat);
const closing = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, M.timeFormat);

export const ZHourRange = z.object({ opensAt: clock, closesAt: closing });
export type THourRange = z.infer<typeof ZHourRange>;

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The ranges of one weekday must each open before they close and must not overlap (a range may
 * begin where the one before ends). Returns the message of the first rule broken, or null.
 */
export function dayRangesProblem(dayId: number, ranges: readonly THourRange[]): string | null {
  if (ranges.length > L.rangesPerDay) return M.tooManyRanges(dayId);
  if (ranges.some((r) => minutesOf(r.opensAt) >= minutesOf(r.closesAt))) return M.opensBeforeCloses(dayId);
  const sorted = [...ranges].sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt));
  for (let i = 1; i < sorted.length; i++) {
    if (minutesOf(sorted[i]!.opensAt) < minutesOf(sorted[i - 1]!.closesAt)) return M.rangesOverlap(dayId);
  }
  return null;
}

export const ZHolidayState = z.enum(['', ...MY_STATE_CODES]);

/**
 * A set of opening hours: per weekday its ranges (a day without one is closed), the calendar days
 * it is closed, and the Malaysian state whose public holidays close it ('' none).
 */
export const ZBusinessHoursFields = z
  .object({
    holidayState: ZHolidayState.default(''),
    days: z
      .array(z.object({ dayId: z.number().int().min(1).max(7), ranges: z.array(ZHourRange).max(L.rangesPerDay * 2) }))
      .max(7)
      .default([]),
    closedDays: z
      .array(z.object({ day: ZLocalDate, note: optionalText(L.closedDayNoteMaxChars, term('profile.fields.closedDayNote')) }))
      .max(L.closedDays)
      .default([]),
  })
  .superRefine((input, ctx) => {
    input.days.forEach((day, i) => {
      const problem = dayRangesProblem(day.dayId, day.ranges);
      if (problem) ctx.addIssue({ code: 'custom', path: ['days', i, 'ranges'], message: problem });
    });
    const seen = new Set<string>();
    input.closedDays.forEach(({ day }, i) => {
      if (seen.has(day)) ctx.addIssue({ code: 'custom', path: ['closedDays', i, 'day'], message: M.closedDayTwice(day) });
      seen.add(day);
    });
  });

/** Which hours: the company's own (branchId null) or a branch's. */
export const ZHoursOwner = z.object({ branchId: z.string().min(1).nullable().default(null) });
export type THoursOwner = z.infer<typeof ZHoursOwner>;

export const ZBusinessHoursInput = ZBusinessHoursFields.and(ZHoursOwner);
export type TBusinessHoursInput = z.infer<typeof ZBusinessHoursInput>;
export type TBusinessHoursFormValues = z.input<typeof ZBusinessHoursFields>;

export const ZBusinessHours = z.object({
  branchId: z.string().nullable(),
  holidayState: ZHolidayState,
  /** Always the seven weekdays, Mon=1 first, ranges by opening time. */
  days: z.array(z.object({ dayId: z.number().int(), ranges: z.array(z.object({ opensAt: z.string(), closesAt: z.string() })) })),
  closedDays: z.array(z.object({ day: z.string(), note: z.string() })),
});
export type TBusinessHours = z.infer<typeof ZBusinessHours>;
