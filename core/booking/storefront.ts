import type { StorefrontCtx } from '../checkout/context.ts';
import { fromBigInt } from '../db/bigint.ts';
import { BOOKING_LIMITS as L } from './constants.ts';
import type { TMyStateCode } from '../shipping/constants.ts';
import { availableDays, readSchedule } from './services.ts';

/** The active services the website offers, each with its active venues; a service with none left is not offered. */
export async function publicServices(store: StorefrontCtx) {
  const rows = await store.db.bookingService.findMany({
    where: { merchantId: store.merchantId, active: true },
    select: {
      id: true,
      name: true,
      description: true,
      approvalRequired: true,
      slotsPerPerson: true,
      priceSen: true,
      schedule: true,
      venues: { where: { venue: { active: true } }, select: { venue: { select: { id: true, nameEn: true, nameCn: true, nameBm: true, address: true, state: true } } } },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const services = rows
    .filter((s) => s.venues.length > 0)
    .map(({ schedule, venues, priceSen, ...s }) => ({
      ...s,
      priceSen: fromBigInt(priceSen),
      availableDays: availableDays(readSchedule(schedule)),
      venues: venues.map((v) => ({ ...v.venue, state: v.venue.state as TMyStateCode | '' })).sort((a, b) => a.nameEn.localeCompare(b.nameEn)),
    }));
  return { bookAheadDays: L.bookAheadDays, timeZone: store.timeZone, services };
}
