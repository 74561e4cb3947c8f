/**
 * Where the booking screens are (routes.json, area booking_system, under /booking). A {sid} or
 * {bid} is a record's id, or 'new' to add one (docs/booking.md). The bookings list has no route
 * of its own: it sits on the dashboard, its filters in the dashboard's URL.
 */
export const BOOKING_PATHS = {
  dashboard: '/booking/dashboard',
  services: '/booking/services',
  service: (id: string) => `/booking/services/${id}`,
  venues: '/booking/place-venue',
  venue: (id: string) => `/booking/place-venue/${id}`,
  calendar: '/booking/calendar',
};

/** The id in an edit route's path that adds a record. */
export const NEW_ID = 'new';
