import { approveBooking } from '../../../../core/booking/booking-status.ts';
import { createService } from '../../../../core/booking/services.ts';
import { createVenue } from '../../../../core/booking/venues.ts';
import { addDaysTo, localDate } from '../../../../core/shared/time.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface BookingFixtures {
  bookingVenueId: string;
  bookingServiceId: string;
  bookingId: string;
  pendingBookingId: string;
  bookingEmail: string;
}

/**
 * Merchant A's venue and service (every day 10:00-11:00) with a pending booking and an approved
 * one a week ahead, carrying A's marker. The bookings are written as the storefront writes them,
 * and one approved through the back office so its slots are taken.
 */
export async function seedBooking(ctx: Ctx, marker: string): Promise<BookingFixtures> {
  const venue = await createVenue(ctx, { nameEn: `Venue ${marker}`, address: `${marker} road` });
  const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayId) => ({ dayId, enabled: true, times: [{ startTime: '10:00', endTime: '11:00', slots: 10 }] }));
  const service = await createService(ctx, { name: `Service ${marker}`, venueIds: [venue.id], approvalRequired: true, schedule });
  const day = addDaysTo(localDate(ctx.now(), ctx.timeZone), 7);
  const email = `${marker.toLowerCase()}@booking.test`;
  const row = (bookingNo: number) => ({
    merchantId: ctx.merchantId,
    bookingNo,
    serviceId: service.id,
    venueId: venue.id,
    day,
    startTime: '10:00',
    endTime: '11:00',
    startsAt: new Date(`${day}T02:00:00Z`),
    endsAt: new Date(`${day}T03:00:00Z`),
    slots: 1,
    status: 0,
    name: `Customer ${marker}`,
    email,
    phone: '0123456789',
    createdAt: ctx.now(),
  });
  const approved = await ctx.db.booking.create({ data: row(1), select: { id: true } });
  const pending = await ctx.db.booking.create({ data: row(2), select: { id: true } });
  await ctx.db.bookingSetting.create({ data: { merchantId: ctx.merchantId, nextBookingNo: 3, notificationEmail: email } });
  await approveBooking(ctx, approved.id);
  return { bookingVenueId: venue.id, bookingServiceId: service.id, bookingId: approved.id, pendingBookingId: pending.id, bookingEmail: email };
}
