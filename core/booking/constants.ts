import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';

/** Booking statuses as business-areas.md section 4 numbers them; -1 (all) is a list filter only. */
export const BOOKING_STATUS = { pending: 0, approved: 1, cancelled: 2 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];
export const BOOKING_STATUSES = [0, 1, 2] as const satisfies readonly BookingStatus[];
export const BOOKING_STATUS_FILTERS = [-1, 0, 1, 2] as const;
export const ALL_STATUSES = -1;

/** Weekday ids, Mon=1 .. Sun=7 (section 3); the calendar's weeks start on Sunday (section 9). */
export const BOOKING_DAY_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Limits of the booking forms and calls; the spec gives none, so these are ours (docs/booking.md). */
export const BOOKING_LIMITS = {
  venueName: 150,
  address: 500,
  serviceName: 100,
  description: 5000,
  venuesPerService: 100,
  timesPerDay: 48,
  /** Slots of one time, and the most one customer may take in one booking. */
  slots: 10_000,
  /** RM 1,000,000 a slot. */
  priceSen: 100_000_000,
  customerName: 150,
  note: 1000,
  cancelReason: 500,
  /** How far ahead (days from today, on the merchant's clock) a customer may book. */
  bookAheadDays: 180,
  /** The most days one availability call covers: a month view and its edges. */
  availabilityDays: 62,
  /** The most days one calendar call covers, and the most bookings it returns. */
  calendarDays: 62,
  calendarItems: 2000,
  /** Rows of the dashboard's today and upcoming lists. */
  summaryRows: 10,
} as const;

export const BOOKING_MESSAGES = {
  fillRequired: GENERIC_MESSAGES.fillRequired,
  /** Section 5: branch title and address required. */
  venueTitleRequired: msg('booking.venueTitleRequired'),
  venueAddressRequired: msg('booking.venueAddressRequired'),
  serviceNameRequired: msg('booking.serviceNameRequired'),
  venueRequired: msg('booking.venueRequired'),
  /** Section 5: at least one available day selected. */
  availableDayRequired: msg('booking.availableDayRequired'),
  timeFormat: msg('booking.timeFormat'),
  endAfterStart: msg('booking.endAfterStart'),
  timesOverlap: msg('booking.timesOverlap'),
  slotsInvalid: msg('booking.slotsInvalid'),
  dayRepeated: msg('booking.dayRepeated'),
  /** The catalogue's wording for a record something else uses. */
  inUse: (name: string) => msg('catalogue.inUse', { name }),
  rangeTooLong: (max: number) => msg('booking.rangeTooLong', { max }),
  rangeReversed: msg('booking.rangeReversed'),
  serviceUnavailable: msg('booking.serviceUnavailable'),
  timeUnavailable: msg('booking.timeUnavailable'),
  fullyBooked: msg('booking.fullyBooked'),
  tooManySlots: (max: number) => msg('booking.tooManySlots', { max }),
  tooFarAhead: (days: number) => msg('booking.tooFarAhead', { days }),
  notPending: msg('booking.notPending'),
  alreadyCancelled: msg('booking.alreadyCancelled'),
  nameRequired: msg('booking.nameRequired'),
  emailInvalid: msg('booking.emailInvalid'),
} as const;
