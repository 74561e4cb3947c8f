import { describe, expect, it } from 'vitest';
import { asToken, rejection } from '../helpers/fixtures.ts';
import { customer, seedBookingShop, seedService, websiteOf } from '../helpers/booking.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedBookingShop);
// Friday 27 November 2026, 12:00 in Kuala Lumpur.
const NOW = () => new Date('2026-11-27T04:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW);

describe('bookings at once', () => {
  it('100 customers booking the last 10 slots of a time: exactly 10 bookings, taken = capacity', { timeout: 240_000 }, async () => {
    const { venue, service } = await seedService(admin, {
      slotsPerPerson: 1,
      schedule: [{ dayId: 1, enabled: true, times: [{ startTime: '09:00', endTime: '10:00', slots: 30 }] }],
    });
    const web = websiteOf(rt, shop, NOW);
    const input = { serviceId: service.id, venueId: venue.id, day: '2026-11-30', startTime: '09:00', slots: 1 };
    // 20 of the 30 slots are gone before the rush.
    for (let i = 0; i < 20; i++) await web.storefront.booking.book({ ...input, ...customer({ email: `early${i}@customer.test` }) });
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => web.storefront.booking.book({ ...input, ...customer({ email: `rush${i}@customer.test` }) })));
    const done = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(done).toHaveLength(10);
    const reasons = new Set(await Promise.all(refused.map((r) => rejection(Promise.reject(r)).then((x) => x.message))));
    expect([...reasons]).toEqual(['This time is fully booked. Choose another time.']);

    const db = rt.database.client;
    const where = { merchantId: shop.merchantId, serviceId: service.id };
    expect(await db.booking.count({ where })).toBe(30);
    expect((await db.bookingSlotCount.findMany({ where, select: { taken: true } })).map((s) => s.taken)).toEqual([30]);
    // Numbers stay unique and without gaps: refused bookings took none.
    const numbers = (await db.booking.findMany({ where: { merchantId: shop.merchantId }, select: { bookingNo: true }, orderBy: { bookingNo: 'asc' } })).map((b) => b.bookingNo);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
