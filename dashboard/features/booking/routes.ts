import { IconBuildingStore, IconClock, IconLayoutDashboard, IconListCheck } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { BOOKING_PATHS as P } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'booking_system' };
const section = 'mySales';

/** The booking system: the bookings (dashboard, list and calendar) with approval and cancellation, the services and their venues. */
export const bookingFeature: Feature = {
  module: 'booking_system',
  routes: [
    { path: P.dashboard, title: 'menu.bookingDashboard', load: () => import('./dashboard-page.tsx') },
    { path: P.services, title: 'menu.bookingServices', load: () => import('./service-list-page.tsx') },
    { path: P.service('{sid}'), title: { param: 'sid', add: 'booking.service.add', edit: 'booking.service.edit' }, load: () => import('./service-page.tsx') },
    { path: P.venues, title: 'menu.bookingVenues', load: () => import('./venue-list-page.tsx') },
    { path: P.venue('{bid}'), title: { param: 'bid', add: 'booking.venue.add', edit: 'booking.venue.edit' }, load: () => import('./venue-page.tsx') },
    { path: P.calendar, title: 'menu.bookingCalendar', load: () => import('./calendar-page.tsx') },
  ],
  menu: [
    { label: 'menu.bookingDashboard', path: P.dashboard, icon: IconLayoutDashboard, access, section },
    { label: 'menu.bookingCalendar', path: P.calendar, icon: IconClock, access, section },
    { label: 'menu.bookingServices', path: P.services, icon: IconListCheck, access, section },
    { label: 'menu.bookingVenues', path: P.venues, icon: IconBuildingStore, access, section },
  ],
};
