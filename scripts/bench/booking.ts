// Availability queries per second of one booking service: a server in a child process on a fresh
// database of each engine, the service holding two years of bookings (100,000 by default, bulk
// inserted with their slot counts: the past year and the next). 8 and then 64 concurrent website
// clients (site key) ask a month's availability over HTTP; the floor is the cheapest signed-in
// query (auth.me) over the same server with the same numbers of clients, in the same run. Prints
// JSON lines with queries/s and p50/p95/p99 latency.
// `npm run bench -- booking [--engine sqlite|postgres|both] [--bookings N] [--requests N] [--keep]`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, openBenchRuntime } from './bench-db.ts';
import { parseEngineFlags } from './flags.ts';
import { load, type LoadResult } from './http-load.ts';
import { startServer } from './orders/children.ts';

const USAGE = 'npm run bench -- booking [--engine sqlite|postgres|both] [--bookings N] [--requests N] [--keep]';
const CLIENT_COUNTS = [8, 64] as const;
/** Hourly times 08:00 to 22:00, every day, 20 slots each: 280 a day, room for 100,000 bookings in two years. */
const TIMES = Array.from({ length: 14 }, (_, i) => ({ startTime: `${String(8 + i).padStart(2, '0')}:00`, endTime: `${String(9 + i).padStart(2, '0')}:00`, slots: 20 }));
const CHUNK = 10_000;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'booking', ...line }));

interface BenchService {
  token: string;
  siteKey: string;
  serviceId: string;
  venueId: string;
  today: string;
}

/** A merchant with a site key, a venue, a service open every day, and its bookings with their slot counts. */
async function setUp(dir: string, url: string, bookings: number): Promise<BenchService> {
  const rt = await openBenchRuntime(dir, url);
  try {
    const { createMerchant } = await import('../../core/merchants/service.ts');
    const { createSession, resolveSession } = await import('../../core/auth/sessions.ts');
    const { baseContext } = await import('../../core/shared/context.ts');
    const { createSiteKey } = await import('../../core/checkout/site-keys.ts');
    const { createVenue } = await import('../../core/booking/venues.ts');
    const { createService } = await import('../../core/booking/services.ts');
    const { localInstant } = await import('../../core/booking/slots.ts');
    const { addDaysTo, localDate } = await import('../../core/shared/time.ts');
    const { insertMany } = await import('../../core/db/bulk-write.ts');
    const { newId } = await import('../../core/db/ids.ts');
    const { withTransaction } = await import('../../core/shared/context.ts');
    const base = baseContext(rt.database, rt.env, { ip: '127.0.0.1', userAgent: 'bench' });
    const { merchantId, userId } = await createMerchant(base, { name: 'Booking bench', username: 'bookingbench', password: 'Bench#2026', email: 'bench@shop.test' });
    const token = await createSession(base, { merchantId, id: userId });
    const ctx = (await resolveSession(base, token))!.ctx;
    const { key: siteKey } = await createSiteKey(ctx);
    const venue = await createVenue(ctx, { nameEn: 'Bench hall', address: '1 Jalan Bench' });
    const schedule = [1, 2, 3, 4, 5, 6, 7].map((dayId) => ({ dayId, enabled: true, times: TIMES }));
    const service = await createService(ctx, { name: 'Bench class', venueIds: [venue.id], priceSen: 5000, schedule });
    const today = localDate(new Date(), ctx.timeZone);
    const first = addDaysTo(today, -365);
    // Booking n takes one slot of time n % 14 on day floor(n / 14) % 730: spread evenly over both years.
    const taken = new Map<string, number>();
    for (let from = 0; from < bookings; from += CHUNK) {
      const data = Array.from({ length: Math.min(CHUNK, bookings - from) }, (_, k) => {
        const n = from + k;
        const day = addDaysTo(first, Math.floor(n / TIMES.length) % 730);
        const time = TIMES[n % TIMES.length]!;
        taken.set(`${day} ${time.startTime}`, (taken.get(`${day} ${time.startTime}`) ?? 0) + 1);
        const at = localInstant(day, time.startTime, ctx.timeZone);
        return {
          merchantId,
          id: newId(),
          bookingNo: n + 1,
          serviceId: service.id,
          venueId: venue.id,
          day,
          startTime: time.startTime,
          endTime: time.endTime,
          startsAt: at,
          endsAt: localInstant(day, time.endTime, ctx.timeZone),
          slots: 1,
          status: 1,
          amountSen: 5000,
          name: `Customer ${n}`,
          email: `customer${n}@bench.test`,
          createdAt: at,
          approvedAt: at,
        };
      });
      // Plain SQL in bulk: Prisma's createMany takes minutes for 100,000 rows on a busy SQLite.
      await withTransaction(ctx, (tx) => insertMany(tx, 'Booking', data));
    }
    const counts = [...taken].map(([k, n]) => ({ merchantId, serviceId: service.id, venueId: venue.id, day: k.slice(0, 10), startTime: k.slice(11), taken: n }));
    for (let i = 0; i < counts.length; i += CHUNK) await withTransaction(ctx, (tx) => insertMany(tx, 'BookingSlotCount', counts.slice(i, i + CHUNK)));
    await rt.database.client.bookingSetting.create({ data: { merchantId, nextBookingNo: bookings + 1 } });
    return { token, siteKey, serviceId: service.id, venueId: venue.id, today };
  } finally {
    await rt.close();
  }
}

export async function main(args: string[]): Promise<void> {
  let requests = 2_000;
  let bookings = 100_000;
  const flags = parseEngineFlags(args, USAGE, { '--requests': (n) => (requests = n), '--bookings': (n) => (bookings = n) });
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-booking-'));
  const { addDaysTo } = await import('../../core/shared/time.ts');
  try {
    for (const engine of flags.engines) {
      const dir = path.join(root, engine);
      mkdirSync(dir, { recursive: true });
      const url = await createDatabase(engine, dir);
      try {
        const seeded = performance.now();
        const bench = await setUp(dir, url, bookings);
        print({ engine, case: 'seed', bookings, seconds: Math.round((performance.now() - seeded) / 100) / 10 });
        const server = await startServer({ dir, url });
        try {
          const floorUrl = new URL(`http://127.0.0.1:${server.port}/trpc/auth.me`);
          const month = { serviceId: bench.serviceId, venueId: bench.venueId, from: bench.today, to: addDaysTo(bench.today, 30) };
          const monthUrl = new URL(`http://127.0.0.1:${server.port}/trpc/storefront.booking.availability?input=${encodeURIComponent(JSON.stringify({ json: month }))}`);
          const site = { 'x-site-key': bench.siteKey };
          for (const clients of CLIENT_COUNTS) {
            const floor = await load(floorUrl, { authorization: `Bearer ${bench.token}` }, clients, requests);
            const availability = await load(monthUrl, site, clients, requests);
            const pick = ({ reqPerSec, p50Ms, p95Ms, p99Ms }: LoadResult) => ({ perSec: reqPerSec, p50Ms, p95Ms, p99Ms });
            print({ engine, clients, bookings, case: 'storefront.booking.availability (31 days)', ...pick(availability), floor: { case: 'auth.me', ...pick(floor) } });
          }
        } finally {
          await server.stop();
        }
      } finally {
        if (!flags.keep) await dropDatabase(url);
      }
    }
  } finally {
    if (!flags.keep) rmSync(root, { recursive: true, force: true });
  }
}
