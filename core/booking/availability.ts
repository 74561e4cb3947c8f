import type { DbClient } from '../db/database.ts';
import { companyClosedDates } from '../profile/business-hours.ts';
import { AppError } from '../shared/errors.ts';
import { addDaysTo, localDate } from '../shared/time.ts';
import { BOOKING_LIMITS as L, BOOKING_MESSAGES as M } from './constants.ts';
import { ZAvailabilityInput, type TAvailability, type TAvailabilityInput } from './schema.ts';
import { readSchedule } from './services.ts';
import { computeAvailability, daysBetween, slotKey } from './slots.ts';
import type { TDayRow } from './schema.ts';

/** What reading availability needs: a back-office Ctx or a storefront one (both know the merchant's time zone). */
export type BookingTenant = { db: DbClient; merchantId: string; timeZone: string; now: () => Date };

/** A bookable service at a venue: both active and linked; anything else reads as unavailable. */
export async function bookableService(ctx: BookingTenant, serviceId: string, venueId: string): Promise<{ schedule: TDayRow[]; slotsPerPerson: number; priceSen: bigint; approvalRequired: boolean }> {
  const row = await ctx.db.bookingService.findFirst({
    where: { merchantId: ctx.merchantId, id: serviceId, active: true, venues: { some: { venueId, venue: { active: true } } } },
    select: { schedule: true, slotsPerPerson: true, priceSen: true, approvalRequired: true },
  });
  if (!row) throw new AppError('BOOKING.SERVICE_UNAVAILABLE', M.serviceUnavailable, 'not_found', 'serviceId');
  return { ...row, schedule: readSchedule(row.schedule) };
}

/** The last local day customers may book: today on the merchant's clock plus the book-ahead window. */
export const lastBookableDay = (ctx: BookingTenant): string => addDaysTo(localDate(ctx.now(), ctx.timeZone), L.bookAheadDays);

/**
 * The times of a service at a venue over local days from..to (at most availabilityDays), with
 * the slots approved bookings left, the company's closed days and its state's public holidays
 * (core/profile) taken out, and times already started left out.
 */
export async function availability(ctx: BookingTenant, raw: TAvailabilityInput, schedule?: TDayRow[]): Promise<TAvailability> {
  const input = ZAvailabilityInput.parse(raw);
  if (input.to < input.from) throw new AppError('BOOKING.RANGE_REVERSED', M.rangeReversed, 'invalid', 'to');
  const days = daysBetween(input.from, input.to);
  if (days.length > L.availabilityDays) throw new AppError('BOOKING.RANGE_TOO_LONG', M.rangeTooLong(L.availabilityDays), 'invalid', 'to');
  const rows = schedule ?? (await bookableService(ctx, input.serviceId, input.venueId)).schedule;
  const [counts, closed] = await Promise.all([
    ctx.db.bookingSlotCount.findMany({
      where: { merchantId: ctx.merchantId, serviceId: input.serviceId, venueId: input.venueId, day: { gte: input.from, lte: input.to } },
      select: { day: true, startTime: true, taken: true },
    }),
    companyClosedDates(ctx, days),
  ]);
  const result = computeAvailability({
    schedule: rows,
    from: input.from,
    to: input.to,
    timeZone: ctx.timeZone,
    now: ctx.now(),
    lastDay: lastBookableDay(ctx),
    taken: new Map(counts.map((c) => [slotKey(c.day, c.startTime), c.taken])),
    closedDays: new Set(closed.closedDays.keys()),
    holidays: new Set(closed.holidays.keys()),
  });
  return { timeZone: ctx.timeZone, days: result };
}
