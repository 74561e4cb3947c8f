import { withNumbers } from '../db/bigint.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { localDate } from '../shared/time.ts';
import { ALL_STATUSES, BOOKING_LIMITS as L, BOOKING_MESSAGES as M, BOOKING_STATUS, type BookingStatus } from './constants.ts';
import { ZBookingListInput, ZCalendarInput, type TBooking, type TBookingListInput, type TBookingRow, type TCalendarInput } from './schema.ts';

const DAY_MS = 86_400_000;

export const rowSelect = {
  id: true,
  bookingNo: true,
  day: true,
  startTime: true,
  endTime: true,
  startsAt: true,
  endsAt: true,
  slots: true,
  status: true,
  amountSen: true,
  name: true,
  email: true,
  phone: true,
  memberId: true,
  createdAt: true,
  service: { select: { id: true, name: true } },
  venue: { select: { id: true, nameEn: true } },
} as const;

type Row = Omit<TBookingRow, 'status' | 'amountSen'> & { status: number; amountSen: bigint };
const toRow = (row: Row): TBookingRow => ({ ...withNumbers(row), status: row.status as BookingStatus });

/** A booking number typed in the search box matches that number; any text matches name, e-mail or phone. */
function searchWhere(ctx: Ctx, search: string) {
  if (!search) return {};
  const text = containsText(ctx.engine, search);
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return { OR: [{ name: text }, { email: text }, { phone: text }, ...(number !== null ? [{ bookingNo: number }] : [])] };
}

export async function listBookings(ctx: Ctx, raw: TBookingListInput) {
  const input = ZBookingListInput.parse(raw);
  const where = {
    merchantId: ctx.merchantId,
    ...(input.status !== ALL_STATUSES && { status: input.status }),
    ...(input.serviceId && { serviceId: input.serviceId }),
    ...(input.venueId && { venueId: input.venueId }),
    ...((input.from || input.to) && { day: { ...(input.from && { gte: input.from }), ...(input.to && { lte: input.to }) } }),
    ...searchWhere(ctx, input.search),
  };
  const [rows, total] = await Promise.all([
    ctx.db.booking.findMany({ where, select: rowSelect, orderBy: [{ startsAt: 'desc' }, { bookingNo: 'desc' }], ...skipTake(input) }),
    ctx.db.booking.count({ where }),
  ]);
  return { items: rows.map(toRow), total, page: input.page, pageSize: input.pageSize };
}

export async function getBooking(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TBooking> {
  const row = await ctx.db.booking.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { ...rowSelect, note: true, cancelReason: true, approvedAt: true, cancelledAt: true },
  });
  if (!row) throw notFound('booking');
  const [member, points] = await Promise.all([
    row.memberId ? ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: row.memberId } }, select: { id: true, name: true, memberNo: true } }) : null,
    ctx.db.pointsEntry.aggregate({ where: { merchantId: ctx.merchantId, bookingId: id }, _sum: { points: true } }),
  ]);
  return { ...toRow(row), note: row.note, cancelReason: row.cancelReason, approvedAt: row.approvedAt, cancelledAt: row.cancelledAt, member, points: points._sum.points ?? 0 };
}

/** Today's bookings and the coming ones (on the merchant's clock), and the requests waiting for approval; cancelled ones are left out. */
export async function bookingSummary(ctx: Ctx) {
  const now = ctx.now();
  const today = localDate(now, ctx.timeZone);
  const standing = { merchantId: ctx.merchantId, status: { in: [BOOKING_STATUS.pending, BOOKING_STATUS.approved] } };
  const todayWhere = { ...standing, day: today };
  const upcomingWhere = { ...standing, startsAt: { gte: now } };
  const take = L.summaryRows;
  const [todayCount, todayBookings, upcomingCount, upcoming, pendingCount] = await Promise.all([
    ctx.db.booking.count({ where: todayWhere }),
    ctx.db.booking.findMany({ where: todayWhere, select: rowSelect, orderBy: [{ startsAt: 'asc' }, { bookingNo: 'asc' }], take }),
    ctx.db.booking.count({ where: upcomingWhere }),
    ctx.db.booking.findMany({ where: upcomingWhere, select: rowSelect, orderBy: [{ startsAt: 'asc' }, { bookingNo: 'asc' }], take }),
    ctx.db.booking.count({ where: { merchantId: ctx.merchantId, status: BOOKING_STATUS.pending } }),
  ]);
  return { today, todayCount, todayBookings: todayBookings.map(toRow), upcomingCount, upcoming: upcoming.map(toRow), pendingCount };
}

/** Bookings that start in [from, to), for the calendar's month, week and day views; at most calendarItems of them. */
export async function bookingCalendar(ctx: Ctx, raw: TCalendarInput) {
  const input = ZCalendarInput.parse(raw);
  if (input.to <= input.from) throw new AppError('BOOKING.RANGE_REVERSED', M.rangeReversed, 'invalid', 'to');
  if (input.to.getTime() - input.from.getTime() > L.calendarDays * DAY_MS) throw new AppError('BOOKING.RANGE_TOO_LONG', M.rangeTooLong(L.calendarDays), 'invalid', 'to');
  const rows = await ctx.db.booking.findMany({
    where: {
      merchantId: ctx.merchantId,
      startsAt: { gte: input.from, lt: input.to },
      ...(!input.includeCancelled && { status: { not: BOOKING_STATUS.cancelled } }),
      ...(input.serviceId && { serviceId: input.serviceId }),
      ...(input.venueId && { venueId: input.venueId }),
    },
    select: { id: true, bookingNo: true, startsAt: true, endsAt: true, status: true, name: true, slots: true, service: { select: { id: true, name: true } }, venue: { select: { id: true, nameEn: true } } },
    orderBy: [{ startsAt: 'asc' }, { bookingNo: 'asc' }],
    take: L.calendarItems + 1,
  });
  const items = rows.slice(0, L.calendarItems).map(({ service, venue, status, ...b }) => ({
    ...b,
    status: status as BookingStatus,
    serviceId: service.id,
    serviceName: service.name,
    venueId: venue.id,
    venueName: venue.nameEn,
  }));
  return { items, truncated: rows.length > L.calendarItems };
}
