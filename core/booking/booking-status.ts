import { awardBookingPoints, reverseBookingPoints } from '../loyalty/earn-booking.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { queueBookingMails } from './booking-mail.ts';
import { getBooking } from './bookings.ts';
import { BOOKING_MESSAGES as M, BOOKING_STATUS } from './constants.ts';
import { timeRowOn } from './schedule.ts';
import { ZCancelBookingInput, type TBooking } from './schema.ts';
import { readSchedule } from './services.ts';
import { giveSlots, takeSlots } from './slot-count.ts';
import { BOOKING_CATEGORY } from './venues.ts';
import type { z } from 'zod';

const keySelect = { id: true, bookingNo: true, serviceId: true, venueId: true, day: true, startTime: true, slots: true, status: true } as const;

async function bookingKey(tx: Ctx, id: string) {
  const row = await tx.db.booking.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: keySelect });
  if (!row) throw notFound('booking');
  return row;
}

/** Moves a booking from the status it was read in; a concurrent change of it makes this one fail (count 0). */
async function move(tx: Ctx, id: string, from: number, data: { status: number; approvedAt?: Date; cancelledAt?: Date; cancelReason?: string }): Promise<void> {
  const { count } = await tx.db.booking.updateMany({ where: { merchantId: tx.merchantId, id, status: from }, data });
  if (count !== 1) throw new AppError('BOOKING.NOT_PENDING', data.status === BOOKING_STATUS.cancelled ? M.alreadyCancelled : M.notPending, 'conflict');
}

/**
 * Approves a pending request (section 4): it takes its slots now, so a time that filled up
 * since the request refuses the approval as fully booked; a time no longer in the service's
 * schedule refuses it too. The member earns rules 7 and 8, the customer gets the approval mail.
 */
export function approveBooking(ctx: Ctx, id: string): Promise<TBooking> {
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.approved', { bookingNo: r.bookingNo }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const b = await bookingKey(tx, id);
      if (b.status !== BOOKING_STATUS.pending) throw new AppError('BOOKING.NOT_PENDING', M.notPending, 'conflict');
      const service = await tx.db.bookingService.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: b.serviceId } }, select: { schedule: true } });
      const time = timeRowOn(readSchedule(service.schedule), b.day, b.startTime);
      if (!time) throw new AppError('BOOKING.TIME_UNAVAILABLE', M.timeUnavailable, 'conflict');
      await move(tx, id, BOOKING_STATUS.pending, { status: BOOKING_STATUS.approved, approvedAt: tx.now() });
      await takeSlots(tx, b, b.slots, time.slots);
      await awardBookingPoints(tx, id);
      await queueBookingMails(tx, id, 'approved');
      return getBooking(tx, id);
    },
  );
}

/** Cancels a pending or approved booking with an optional reason; an approved one gives its slots back and its points are reversed. */
export function cancelBooking(ctx: Ctx, raw: z.input<typeof ZCancelBookingInput>): Promise<TBooking> {
  const input = ZCancelBookingInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.cancelled', { bookingNo: r.bookingNo }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const b = await bookingKey(tx, input.id);
      if (b.status === BOOKING_STATUS.cancelled) throw new AppError('BOOKING.ALREADY_CANCELLED', M.alreadyCancelled, 'conflict');
      await move(tx, input.id, b.status, { status: BOOKING_STATUS.cancelled, cancelledAt: tx.now(), cancelReason: input.reason });
      if (b.status === BOOKING_STATUS.approved) await giveSlots(tx, b, b.slots);
      await reverseBookingPoints(tx, input.id);
      await queueBookingMails(tx, input.id, 'cancelled');
      return getBooking(tx, input.id);
    },
  );
}
