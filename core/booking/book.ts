import type { StorefrontCtx } from '../checkout/context.ts';
import { fromBigInt } from '../db/bigint.ts';
import { newId } from '../db/ids.ts';
import { awardBookingPoints } from '../loyalty/earn-booking.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { MEMBER_MESSAGES, MEMBER_STATUS } from '../members/constants.ts';
import { systemCtx, withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { availability, bookableService, lastBookableDay } from './availability.ts';
import { queueBookingMails } from './booking-mail.ts';
import { BOOKING_LIMITS as L, BOOKING_MESSAGES as M, BOOKING_STATUS } from './constants.ts';
import { ZBookInput, type TBooked, type TBookInput } from './schema.ts';
import { localInstant } from './slots.ts';
import { assertFits, takeSlots } from './slot-count.ts';
import { takeBookingNo } from './settings.ts';

const refuse = (code: string, message: string, field: string) => new AppError(`BOOKING.${code}`, message, 'invalid', field);

/** The member named must be an enabled member of this merchant, as at checkout; its row stays locked until the booking commits. */
async function bookingMember(tx: StorefrontCtx, memberId: string | null | undefined): Promise<string | null> {
  if (!memberId) return null;
  const member = await tx.db.member.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: memberId } }, select: { status: true } });
  if (!member || member.status !== MEMBER_STATUS.enabled) throw new AppError('BOOKING.MEMBER_UNKNOWN', MEMBER_MESSAGES.memberUnknown, 'not_found', 'memberId');
  await lockMember(tx, memberId);
  return memberId;
}

/**
 * A customer books a time (docs/booking.md): the service and venue active, the day within the
 * book-ahead window and open, the time one of its weekday row's not started yet, at most
 * slotsPerPerson slots. A service without approval is approved at once and takes its slots; one
 * with approval waits pending (refused already when the time has fewer slots left) and takes
 * them when approved. The number, the slots, the points and the e-mails commit together.
 */
export async function book(store: StorefrontCtx, raw: TBookInput): Promise<TBooked> {
  const input = ZBookInput.parse(raw);
  return withTransaction(store, async (tx) => {
    const service = await bookableService(tx, input.serviceId, input.venueId);
    if (input.slots > service.slotsPerPerson) throw refuse('TOO_MANY_SLOTS', M.tooManySlots(service.slotsPerPerson), 'slots');
    if (input.day > lastBookableDay(tx)) throw refuse('TOO_FAR_AHEAD', M.tooFarAhead(L.bookAheadDays), 'day');
    const [day] = (await availability(tx, { serviceId: input.serviceId, venueId: input.venueId, from: input.day, to: input.day }, service.schedule)).days;
    const time = day?.times.find((t) => t.startTime === input.startTime);
    if (!time) throw refuse('TIME_UNAVAILABLE', M.timeUnavailable, 'startTime');
    const key = { serviceId: input.serviceId, venueId: input.venueId, day: input.day, startTime: input.startTime };
    const approved = !service.approvalRequired;
    if (approved) await takeSlots(tx, key, input.slots, time.capacity);
    else await assertFits(tx, key, input.slots, time.capacity);
    // After the slot row, as an approval locks them (slot, then member), so the two never wait on each other.
    const memberId = await bookingMember(tx, input.memberId);

    const bookingNo = await takeBookingNo(tx);
    const now = tx.now();
    const id = newId();
    const amountSen = fromBigInt(service.priceSen) * input.slots;
    await tx.db.booking.create({
      data: {
        merchantId: tx.merchantId,
        id,
        bookingNo,
        ...key,
        endTime: time.endTime,
        startsAt: time.startsAt,
        endsAt: localInstant(input.day, time.endTime, tx.timeZone),
        slots: input.slots,
        status: approved ? BOOKING_STATUS.approved : BOOKING_STATUS.pending,
        amountSen,
        memberId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        note: input.note,
        createdAt: now,
        approvedAt: approved ? now : null,
      },
    });
    if (approved) await awardBookingPoints(systemCtx(tx, { id: tx.merchantId, timeZone: tx.timeZone }), id);
    await queueBookingMails(tx, id, approved ? 'confirmed' : 'requested');
    return {
      bookingNo,
      status: approved ? BOOKING_STATUS.approved : BOOKING_STATUS.pending,
      day: input.day,
      startTime: input.startTime,
      endTime: time.endTime,
      startsAt: time.startsAt,
      slots: input.slots,
      amountSen,
    };
  });
}
