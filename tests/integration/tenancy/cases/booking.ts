import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const venue = { nameEn: 'Intruder venue', address: 'Intruder road' };
const service = (a: TenantFixtures) => ({ name: 'Intruder service', venueIds: [a.booking.bookingVenueId], schedule: [{ dayId: 1, enabled: true, times: [{ startTime: '09:00', endTime: '10:00', slots: 1 }] }] });
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** The booking system's back office and the website's booking calls (B's site key). */
export const bookingCases: Record<string, IsolationCase> = {
  'booking.venues': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'booking.venueOptions': { list: () => undefined },
  'booking.venue': { reach: (a) => ({ id: a.booking.bookingVenueId }) },
  'booking.createVenue': { none: 'a venue names no record; B creates its own', input: () => venue },
  'booking.updateVenue': { reach: (a) => ({ id: a.booking.bookingVenueId, venue }) },
  'booking.deleteVenue': { reach: (a) => ({ id: a.booking.bookingVenueId }) },
  'booking.services': { list: (a) => ({ search: a.marker, venueId: a.booking.bookingVenueId, pageSize: 80 }) },
  'booking.serviceOptions': { list: () => undefined },
  'booking.service': { reach: (a) => ({ id: a.booking.bookingServiceId }) },
  // B's service at A's venue: the venue is not found for B.
  'booking.createService': { reach: service },
  'booking.updateService': { reach: (a) => ({ id: a.booking.bookingServiceId, service: service(a) }) },
  'booking.deleteService': { reach: (a) => ({ id: a.booking.bookingServiceId }) },
  'booking.list': { list: (a) => ({ search: a.booking.bookingEmail, serviceId: a.booking.bookingServiceId, venueId: a.booking.bookingVenueId, pageSize: 80 }) },
  'booking.get': { reach: (a) => ({ id: a.booking.bookingId }) },
  'booking.approve': { reach: (a) => ({ id: a.booking.pendingBookingId }) },
  'booking.cancel': { reach: (a) => ({ id: a.booking.bookingId, reason: 'Intruder' }) },
  'booking.summary': { list: () => undefined },
  'booking.calendar': { list: (a) => ({ from: new Date(), to: new Date(Date.now() + 30 * 86_400_000), serviceId: a.booking.bookingServiceId }) },
  'booking.settings': { list: () => undefined },
  'booking.saveSettings': { none: "B's settings row only; A's address stays (the digest proves it)", input: () => ({ notificationEmail: 'intruder@b.test' }) },

  'storefront.booking.services': { list: () => undefined },
  'storefront.booking.availability': { reach: (a) => ({ serviceId: a.booking.bookingServiceId, venueId: a.booking.bookingVenueId, from: inAWeek(), to: inAWeek() }) },
  'storefront.booking.book': {
    reach: (a) => ({ serviceId: a.booking.bookingServiceId, venueId: a.booking.bookingVenueId, day: inAWeek(), startTime: '10:00', slots: 1, name: 'Intruder', email: 'intruder@b.test' }),
  },
};
