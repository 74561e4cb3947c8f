import { z } from 'zod';
import { approveBooking, cancelBooking } from '../../core/booking/booking-status.ts';
import { bookingCalendar, bookingSummary, getBooking, listBookings } from '../../core/booking/bookings.ts';
import {
  ZBooking,
  ZBookingIdInput,
  ZBookingListInput,
  ZBookingPage,
  ZBookingSettings,
  ZBookingSettingsInput,
  ZBookingSummary,
  ZCalendar,
  ZCalendarInput,
  ZCancelBookingInput,
  ZService,
  ZServiceInput,
  ZServiceListInput,
  ZServiceOptions,
  ZServicePage,
  ZUpdateServiceInput,
  ZUpdateVenueInput,
  ZVenue,
  ZVenueInput,
  ZVenueListInput,
  ZVenueOptions,
  ZVenuePage,
} from '../../core/booking/schema.ts';
import { createService, deleteService, getService, listServices, serviceOptions, updateService } from '../../core/booking/services.ts';
import { getBookingSettings, saveBookingSettings } from '../../core/booking/settings.ts';
import { createVenue, deleteVenue, getVenue, listVenues, updateVenue, venueOptions } from '../../core/booking/venues.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('booking_system', 'view');
const edit = moduleProcedure('booking_system', 'edit');

/** The booking system's back office: venues, services, the bookings with approval and cancellation, the dashboard and calendar. */
export const bookingRouter = router({
  venues: view.input(ZVenueListInput).output(ZVenuePage).query(({ ctx, input }) => listVenues(ctx.core, input)),
  venueOptions: view.output(ZVenueOptions).query(({ ctx }) => venueOptions(ctx.core)),
  venue: view.input(ZBookingIdInput).output(ZVenue).query(({ ctx, input }) => getVenue(ctx.core, input.id)),
  createVenue: edit.input(ZVenueInput).output(ZVenue).mutation(({ ctx, input }) => createVenue(ctx.core, input)),
  updateVenue: edit.input(ZUpdateVenueInput).output(ZVenue).mutation(({ ctx, input }) => updateVenue(ctx.core, input)),
  deleteVenue: edit.input(ZBookingIdInput).output(z.void()).mutation(({ ctx, input }) => deleteVenue(ctx.core, input.id)),
  services: view.input(ZServiceListInput).output(ZServicePage).query(({ ctx, input }) => listServices(ctx.core, input)),
  serviceOptions: view.output(ZServiceOptions).query(({ ctx }) => serviceOptions(ctx.core)),
  service: view.input(ZBookingIdInput).output(ZService).query(({ ctx, input }) => getService(ctx.core, input.id)),
  createService: edit.input(ZServiceInput).output(ZService).mutation(({ ctx, input }) => createService(ctx.core, input)),
  updateService: edit.input(ZUpdateServiceInput).output(ZService).mutation(({ ctx, input }) => updateService(ctx.core, input)),
  deleteService: edit.input(ZBookingIdInput).output(z.void()).mutation(({ ctx, input }) => deleteService(ctx.core, input.id)),
  list: view.input(ZBookingListInput).output(ZBookingPage).query(({ ctx, input }) => listBookings(ctx.core, input)),
  get: view.input(ZBookingIdInput).output(ZBooking).query(({ ctx, input }) => getBooking(ctx.core, input.id)),
  approve: edit.input(ZBookingIdInput).output(ZBooking).mutation(({ ctx, input }) => approveBooking(ctx.core, input.id)),
  cancel: edit.input(ZCancelBookingInput).output(ZBooking).mutation(({ ctx, input }) => cancelBooking(ctx.core, input)),
  summary: view.output(ZBookingSummary).query(({ ctx }) => bookingSummary(ctx.core)),
  calendar: view.input(ZCalendarInput).output(ZCalendar).query(({ ctx, input }) => bookingCalendar(ctx.core, input)),
  settings: view.output(ZBookingSettings).query(({ ctx }) => getBookingSettings(ctx.core)),
  saveSettings: edit.input(ZBookingSettingsInput).output(ZBookingSettings).mutation(({ ctx, input }) => saveBookingSettings(ctx.core, input)),
});
