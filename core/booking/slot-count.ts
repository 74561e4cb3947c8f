import type { DbClient } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import { BOOKING_MESSAGES as M } from './constants.ts';

type Tenant = { db: DbClient; merchantId: string };

/** One time of a service at a venue on a day: the key of its BookingSlotCount row. */
export interface SlotKey {
  serviceId: string;
  venueId: string;
  day: string;
  startTime: string;
}

/** Only the key's fields: callers may pass a whole booking row. */
const keyOf = (tx: Tenant, k: SlotKey) => ({ merchantId: tx.merchantId, serviceId: k.serviceId, venueId: k.venueId, day: k.day, startTime: k.startTime });

const fullyBooked = () => new AppError('BOOKING.FULLY_BOOKED', M.fullyBooked, 'conflict', 'slots');

/**
 * Takes n slots of a time, never past its capacity, also beside concurrent bookings on either
 * engine: the count row is made once (INSERT ... ON CONFLICT DO NOTHING, which neither fails nor
 * aborts a PostgreSQL transaction), then ONE conditional update counts it up only while
 * taken + n <= capacity. No row updated means the time is full.
 */
export async function takeSlots(tx: Tenant, key: SlotKey, n: number, capacity: number): Promise<void> {
  await tx.db.$executeRaw`INSERT INTO "BookingSlotCount" ("merchantId", "serviceId", "venueId", "day", "startTime", "taken") VALUES (${tx.merchantId}, ${key.serviceId}, ${key.venueId}, ${key.day}, ${key.startTime}, 0) ON CONFLICT DO NOTHING`;
  const { count } = await tx.db.bookingSlotCount.updateMany({
    where: { ...keyOf(tx, key), taken: { lte: capacity - n } },
    data: { taken: { increment: n } },
  });
  if (count !== 1) throw fullyBooked();
}

/** Gives back the n slots an approved booking took (it is cancelled). */
export async function giveSlots(tx: Tenant, key: SlotKey, n: number): Promise<void> {
  await tx.db.bookingSlotCount.updateMany({ where: { ...keyOf(tx, key), taken: { gte: n } }, data: { taken: { decrement: n } } });
}

/** Slots taken of a time now (a pending request checks it fits, without taking any). */
export async function slotsTaken(tx: Tenant, key: SlotKey): Promise<number> {
  const row = await tx.db.bookingSlotCount.findUnique({ where: { merchantId_serviceId_venueId_day_startTime: keyOf(tx, key) }, select: { taken: true } });
  return row?.taken ?? 0;
}

/** Refuses a request for more slots than the time has left. */
export async function assertFits(tx: Tenant, key: SlotKey, n: number, capacity: number): Promise<void> {
  if ((await slotsTaken(tx, key)) + n > capacity) throw fullyBooked();
}
