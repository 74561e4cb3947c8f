import type { TServiceInput, TVenueInput } from '../../core/booking/schema.ts';
import type { Caller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from './fixtures.ts';
import { storefrontCaller } from './orders.ts';

/** A shop with a site key for its website's booking calls. */
export interface BookingShop extends SeededMerchant {
  siteKey: string;
}

export async function seedBookingShop(rt: Runtime): Promise<BookingShop> {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  return { ...shop, siteKey: key };
}

export const venueForm = (overrides: Partial<TVenueInput> = {}): TVenueInput => ({ nameEn: 'Bangsar studio', nameCn: '孟沙', nameBm: 'Studio Bangsar', address: '1 Jalan Telawi, Bangsar', state: 'KUL', ...overrides });

/** Weekdays 09:00-10:00 and 10:00-11:00 with 5 slots each, Saturday 10:00-12:00 with 2, Sunday off. */
export const serviceForm = (venueIds: string[], overrides: Partial<TServiceInput> = {}): TServiceInput => ({
  name: 'Yoga class',
  description: 'An hour of yoga',
  venueIds,
  approvalRequired: false,
  slotsPerPerson: 3,
  priceSen: 5000,
  schedule: [
    ...[1, 2, 3, 4, 5].map((dayId) => ({ dayId, enabled: true, times: [{ startTime: '09:00', endTime: '10:00', slots: 5 }, { startTime: '10:00', endTime: '11:00', slots: 5 }] })),
    { dayId: 6, enabled: true, times: [{ startTime: '10:00', endTime: '12:00', slots: 2 }] },
    { dayId: 7, enabled: false, times: [] },
  ],
  ...overrides,
});

/** A venue and a service given there, made by the shop's admin. */
export async function seedService(admin: Caller, overrides: Partial<TServiceInput> = {}) {
  const venue = await admin.booking.createVenue(venueForm());
  const service = await admin.booking.createService(serviceForm([venue.id], overrides));
  return { venue, service };
}

export const customer = (overrides: Record<string, unknown> = {}) => ({ name: 'Aminah Yusof', email: 'aminah@customer.test', phone: '+60123456789', note: '', ...overrides });

export const websiteOf = (rt: Runtime, shop: BookingShop, now: () => Date): Caller => storefrontCaller(rt, shop.siteKey, undefined, now);
