import { availability } from '../../core/booking/availability.ts';
import { book } from '../../core/booking/book.ts';
import { ZAvailability, ZAvailabilityInput, ZBooked, ZBookInput, ZPublicServices } from '../../core/booking/schema.ts';
import { publicServices } from '../../core/booking/storefront.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** Booking as the merchant's website offers it (site key): the services with their venues, a service's free times, and the booking itself. */
export const storefrontBookingRouter = router({
  services: storefrontProcedure.output(ZPublicServices).query(({ ctx }) => publicServices(ctx.store)),
  availability: storefrontProcedure.input(ZAvailabilityInput).output(ZAvailability).query(({ ctx, input }) => availability(ctx.store, input)),
  book: storefrontProcedure.input(ZBookInput).output(ZBooked).mutation(({ ctx, input }) => book(ctx.store, input)),
});
