import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, localDate } from '../../core/shared/time.ts';
import { customer, seedBookingShop, seedService } from '../helpers/booking.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the bookings export as an operator scripts it.
const world = cliWorld();
let as: string[];
const today = localDate(new Date(), 'Asia/Kuala_Lumpur');
const on = (n: number) => addDaysTo(today, n);

beforeAll(async () => {
  const rt = await world.openRuntime();
  const shop = await seedBookingShop(rt);
  as = ['--token', shop.admin.token];
  const { venue, service } = await seedService(shop.admin.caller, {
    schedule: [1, 2, 3, 4, 5, 6, 7].map((dayId) => ({ dayId, enabled: true, times: [{ startTime: '10:00', endTime: '11:00', slots: 5 }] })),
  });
  const web = storefrontCaller(rt, shop.siteKey);
  for (const [day, name] of [[on(3), '=1+2'], [on(4), 'Siti Aminah'], [on(20), 'Later']] as const) {
    await web.storefront.booking.book({ serviceId: service.id, venueId: venue.id, day, startTime: '10:00', slots: 1, ...customer({ name }) });
  }
});

describe('merchant bookings export', () => {
  it('writes the bookings of the booked days to CSV, formula-like text guarded', async () => {
    const out = path.join(world.dir, 'bookings.csv');
    const result = await world.run([...as, 'bookings', 'export', '--from', on(1), '--to', on(10), '--format', 'csv', '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Exported 2 bookings to ${out}.\n`]);
    const lines = readFileSync(out, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Booking no,Status,Service,Venue,Date,Start,End,Slots,Amount,Name,E-mail,Phone/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Approved,Yoga class,Bangsar studio,${on(3)},10:00,11:00,1,50.00,'=1+2,aminah@customer.test,'+60123456789`);
    expect(lines[2]).toContain('Siti Aminah');
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const result = await world.run([...as, 'bookings', 'export', '--from', '1/12/2026', '--to', on(10)]);
    expect(result.code).toBe(2);
  });
});
