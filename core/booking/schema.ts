import { z } from 'zod';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import { MY_STATE_CODES } from '../shipping/constants.ts';
import { FILE_FORMATS } from '../jobs/file-options.ts';
import { BOOKING_DAY_IDS, BOOKING_LIMITS as L, BOOKING_MESSAGES as M, BOOKING_STATUS_FILTERS, BOOKING_STATUSES } from './constants.ts';
import { scheduleProblems } from './schedule.ts';
import { ZMemberPhone } from '../members/schema.ts';

const ZId = z.string().min(1).max(64);
export const ZBookingIdInput = z.object({ id: ZId });
const ZClock = z.string({ error: M.timeFormat }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeFormat);
/** A time row may end at midnight. */
const ZClockEnd = z.string({ error: M.timeFormat }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, M.timeFormat);
const slotsOf = (message: string) => z.number({ error: message }).int(message).min(1, message).max(L.slots, message);
const text = (max: number) => z.string().trim().max(max).default('');
export const ZMyState = z.enum(['', ...MY_STATE_CODES]);
export const ZBookingStatus = z.union(BOOKING_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>]);

// ---- venues

/** Section 5: a branch's title (the English name) and address are required. */
export const ZVenueInput = z.object({
  nameEn: z.string({ error: M.venueTitleRequired }).trim().min(1, M.venueTitleRequired).max(L.venueName),
  nameCn: text(L.venueName),
  nameBm: text(L.venueName),
  address: z.string({ error: M.venueAddressRequired }).trim().min(1, M.venueAddressRequired).max(L.address),
  state: ZMyState.default(''),
  active: z.boolean().default(true),
});
export type TVenueInput = z.input<typeof ZVenueInput>;
export const ZUpdateVenueInput = z.object({ id: ZId, venue: ZVenueInput });

export const ZVenueListInput = ZPageInput.extend({ search: z.string().trim().max(100).default(''), active: z.boolean().optional() });
export type TVenueListInput = z.input<typeof ZVenueListInput>;

export const ZVenue = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameBm: z.string(),
  address: z.string(),
  state: ZMyState,
  active: z.boolean(),
  services: z.number().int(),
  bookings: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TVenue = z.infer<typeof ZVenue>;
export const ZVenuePage = zPage(ZVenue);

/** Every venue, for the service form's and the filters' pickers. */
export const ZVenueOption = z.object({ id: z.string(), nameEn: z.string(), active: z.boolean() });
export const ZVenueOptions = z.array(ZVenueOption);

// ---- services

export const ZTimeRowInput = z.object({ startTime: ZClock, endTime: ZClockEnd, slots: slotsOf(M.slotsInvalid) });
export const ZDayRowInput = z.object({
  dayId: z.union(BOOKING_DAY_IDS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
  enabled: z.boolean().default(false),
  times: z.array(ZTimeRowInput).max(L.timesPerDay).default([]),
});
export type TDayRowInput = z.input<typeof ZDayRowInput>;

export const ZServiceInput = z
  .object({
    name: z.string({ error: M.serviceNameRequired }).trim().min(1, M.serviceNameRequired).max(L.serviceName),
    description: text(L.description),
    venueIds: z.array(ZId, { error: M.venueRequired }).min(1, M.venueRequired).max(L.venuesPerService),
    approvalRequired: z.boolean().default(false),
    slotsPerPerson: slotsOf(M.slotsInvalid).default(1),
    priceSen: z.number({ error: M.fillRequired }).int().min(0).max(L.priceSen).default(0),
    schedule: z.array(ZDayRowInput).max(7).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((s, ctx) => {
    for (const p of scheduleProblems(s.schedule)) ctx.addIssue({ code: 'custom', path: ['schedule', ...p.path], message: p.message });
  });
export type TServiceInput = z.input<typeof ZServiceInput>;
export type TServiceData = z.output<typeof ZServiceInput>;
export const ZUpdateServiceInput = z.object({ id: ZId, service: ZServiceInput });

export const ZServiceListInput = ZPageInput.extend({ search: z.string().trim().max(100).default(''), venueId: ZId.optional(), active: z.boolean().optional() });
export type TServiceListInput = z.input<typeof ZServiceListInput>;

const ZTimeRow = z.object({ startTime: z.string(), endTime: z.string(), slots: z.number().int() });
/** The seven weekday rows, Mon=1 .. Sun=7, whatever was saved. */
export const ZDayRow = z.object({ dayId: z.number().int(), enabled: z.boolean(), times: z.array(ZTimeRow) });
export type TDayRow = z.infer<typeof ZDayRow>;
const ZVenueRef = z.object({ id: z.string(), nameEn: z.string(), nameCn: z.string(), nameBm: z.string(), address: z.string(), state: ZMyState, active: z.boolean() });

export const ZServiceRow = z.object({
  id: z.string(),
  name: z.string(),
  approvalRequired: z.boolean(),
  slotsPerPerson: z.number().int(),
  priceSen: z.number().int(),
  /** Day ids of the available days. */
  availableDays: z.array(z.number().int()),
  venues: z.array(z.object({ id: z.string(), nameEn: z.string() })),
  active: z.boolean(),
  bookings: z.number().int(),
  createdAt: z.date(),
});
export const ZServicePage = zPage(ZServiceRow);

export const ZService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  approvalRequired: z.boolean(),
  slotsPerPerson: z.number().int(),
  priceSen: z.number().int(),
  schedule: z.array(ZDayRow),
  venues: z.array(ZVenueRef),
  active: z.boolean(),
  bookings: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TService = z.infer<typeof ZService>;
export const ZServiceOptions = z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() }));

// ---- bookings

export const ZBookingListInput = ZPageInput.extend({
  status: z.union(BOOKING_STATUS_FILTERS.map((s) => z.literal(s)) as [z.ZodLiteral<-1>, ...z.ZodLiteral<number>[]]).default(-1),
  /** Name, e-mail, phone or booking number. */
  search: z.string().trim().max(100).default(''),
  serviceId: ZId.optional(),
  venueId: ZId.optional(),
  /** Booked days, on the merchant's clock, both ends included. */
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TBookingListInput = z.input<typeof ZBookingListInput>;

export const ZBookingRow = z.object({
  id: z.string(),
  bookingNo: z.number().int(),
  service: z.object({ id: z.string(), name: z.string() }),
  venue: z.object({ id: z.string(), nameEn: z.string() }),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  slots: z.number().int(),
  status: ZBookingStatus,
  amountSen: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  memberId: z.string().nullable(),
  createdAt: z.date(),
});
export type TBookingRow = z.infer<typeof ZBookingRow>;
export const ZBookingPage = zPage(ZBookingRow);

export const ZBooking = ZBookingRow.extend({
  note: z.string(),
  cancelReason: z.string(),
  approvedAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
  member: z.object({ id: z.string(), name: z.string(), memberNo: z.number().int() }).nullable(),
  /** Points the booking earned and still holds (rules 7 and 8). */
  points: z.number().int(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZCancelBookingInput = z.object({ id: ZId, reason: z.string().trim().max(L.cancelReason).default('') });

/** The dashboard: today's bookings and the next ones on the merchant's clock, and how many wait for approval. */
export const ZBookingSummary = z.object({
  today: z.string(),
  todayCount: z.number().int(),
  todayBookings: z.array(ZBookingRow),
  upcomingCount: z.number().int(),
  upcoming: z.array(ZBookingRow),
  pendingCount: z.number().int(),
});

/** Bookings starting in [from, to) for the month, week and day views; cancelled ones only when asked. */
export const ZCalendarInput = z.object({
  from: z.date(),
  to: z.date(),
  serviceId: ZId.optional(),
  venueId: ZId.optional(),
  includeCancelled: z.boolean().default(false),
});
export type TCalendarInput = z.input<typeof ZCalendarInput>;
export const ZCalendarItem = z.object({
  id: z.string(),
  bookingNo: z.number().int(),
  serviceId: z.string(),
  serviceName: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  status: ZBookingStatus,
  name: z.string(),
  slots: z.number().int(),
});
export const ZCalendar = z.object({ items: z.array(ZCalendarItem), truncated: z.boolean() });

const ZEmailOrEmpty = z.union([z.literal(''), z.email(M.emailInvalid).max(254)], { error: M.emailInvalid });
export const ZBookingSettings = z.object({ notificationEmail: z.string() });
export const ZBookingSettingsInput = z.object({ notificationEmail: ZEmailOrEmpty.default('') });

// ---- storefront

export const ZPublicService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  approvalRequired: z.boolean(),
  slotsPerPerson: z.number().int(),
  priceSen: z.number().int(),
  availableDays: z.array(z.number().int()),
  venues: z.array(ZVenueRef.omit({ active: true })),
});
export const ZPublicServices = z.object({ bookAheadDays: z.number().int(), timeZone: z.string(), services: z.array(ZPublicService) });

export const ZAvailabilityInput = z.object({ serviceId: ZId, venueId: ZId, from: ZLocalDate, to: ZLocalDate });
export type TAvailabilityInput = z.input<typeof ZAvailabilityInput>;
export const ZAvailableTime = z.object({
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.date(),
  /** The time's slots, and those still free. */
  capacity: z.number().int(),
  available: z.number().int(),
});
export type TAvailableTime = z.infer<typeof ZAvailableTime>;
export const ZAvailabilityDay = z.object({
  day: z.string(),
  dayId: z.number().int(),
  /** Why the day offers nothing although its weekday row would: a closed day or a public holiday. */
  closed: z.enum(['closed_day', 'holiday']).nullable(),
  times: z.array(ZAvailableTime),
});
export type TAvailabilityDay = z.infer<typeof ZAvailabilityDay>;
export const ZAvailability = z.object({ timeZone: z.string(), days: z.array(ZAvailabilityDay) });
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZBookInput = z.object({
  serviceId: ZId,
  venueId: ZId,
  day: ZLocalDate,
  startTime: ZClock,
  slots: z.number({ error: M.slotsInvalid }).int(M.slotsInvalid).min(1, M.slotsInvalid).max(L.slots, M.slotsInvalid).default(1),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.customerName),
  email: z.email(M.emailInvalid).max(254),
  phone: ZMemberPhone,
  note: text(L.note),
  memberId: ZId.nullish(),
});
export type TBookInput = z.input<typeof ZBookInput>;
export const ZBooked = z.object({
  bookingNo: z.number().int(),
  status: ZBookingStatus,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.date(),
  slots: z.number().int(),
  amountSen: z.number().int(),
});
export type TBooked = z.infer<typeof ZBooked>;

// ---- export

/** The bookings of booked days from..to (the merchant's clock), one status or -1 for all, into a CSV or XLSX file. */
export const ZBookingExportInput = z.object({
  from: ZLocalDate,
  to: ZLocalDate,
  status: z.union(BOOKING_STATUS_FILTERS.map((s) => z.literal(s)) as [z.ZodLiteral<-1>, ...z.ZodLiteral<number>[]]).default(-1),
  format: z.enum(FILE_FORMATS).default('csv'),
});
export type TBookingExportInput = z.infer<typeof ZBookingExportInput>;
