import { withNumbers } from '../db/bigint.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { BOOKING_MESSAGES as M } from './constants.ts';
import { isAvailableDay, minutesOf } from './schedule.ts';
import { ZServiceInput, ZServiceListInput, ZUpdateServiceInput, type TDayRow, type TService, type TServiceData, type TServiceInput, type TServiceListInput } from './schema.ts';
import { BOOKING_CATEGORY } from './venues.ts';
import { BOOKING_DAY_IDS } from './constants.ts';
import type { z } from 'zod';

/** The seven weekday rows (Mon=1 .. Sun=7), each with its times by start, from what was given or saved. */
export function normalSchedule(days: readonly TDayRow[]): TDayRow[] {
  return BOOKING_DAY_IDS.map((dayId) => {
    const row = days.find((d) => d.dayId === dayId);
    const times = [...(row?.times ?? [])].sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
    return { dayId, enabled: row?.enabled ?? false, times: times.map(({ startTime, endTime, slots }) => ({ startTime, endTime, slots })) };
  });
}

/** The schedule column read back; it is only ever written from a checked form. */
export const readSchedule = (json: string): TDayRow[] => normalSchedule(JSON.parse(json) as TDayRow[]);

export const availableDays = (schedule: readonly TDayRow[]): number[] => schedule.filter(isAvailableDay).map((d) => d.dayId);

const venueSelect = { id: true, nameEn: true, nameCn: true, nameBm: true, address: true, state: true, active: true } as const;
const select = {
  id: true,
  name: true,
  description: true,
  approvalRequired: true,
  slotsPerPerson: true,
  priceSen: true,
  schedule: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  venues: { select: { venue: { select: venueSelect } } },
  _count: { select: { bookings: true } },
} as const;

export async function getService(ctx: Ctx, id: string): Promise<TService> {
  const row = await ctx.db.bookingService.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('bookingService');
  const { venues, _count, schedule, ...rest } = withNumbers(row);
  return {
    ...rest,
    schedule: readSchedule(schedule),
    venues: venues.map((v) => ({ ...v.venue, state: v.venue.state as TService['venues'][number]['state'] })).sort((a, b) => a.nameEn.localeCompare(b.nameEn)),
    bookings: _count.bookings,
  };
}

export async function listServices(ctx: Ctx, raw: TServiceListInput) {
  const input = ZServiceListInput.parse(raw);
  const where = {
    merchantId: ctx.merchantId,
    ...(input.active !== undefined && { active: input.active }),
    ...(input.venueId && { venues: { some: { venueId: input.venueId } } }),
    ...(input.search && { name: containsText(ctx.engine, input.search) }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.bookingService.findMany({
      where,
      select: { ...select, description: false, venues: { select: { venue: { select: { id: true, nameEn: true } } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      ...skipTake(input),
    }),
    ctx.db.bookingService.count({ where }),
  ]);
  const items = rows.map((row) => {
    const { venues, _count, schedule, updatedAt: _updated, ...rest } = withNumbers(row);
    return { ...rest, availableDays: availableDays(readSchedule(schedule)), venues: venues.map((v) => v.venue), bookings: _count.bookings };
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export function serviceOptions(ctx: Ctx) {
  return ctx.db.bookingService.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, name: true, active: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

const columns = (s: TServiceData) => ({
  name: s.name,
  description: s.description,
  approvalRequired: s.approvalRequired,
  slotsPerPerson: s.slotsPerPerson,
  priceSen: s.priceSen,
  schedule: JSON.stringify(normalSchedule(s.schedule)),
  active: s.active,
});

/** The venues named must all be the merchant's own; the service's links are replaced by them. */
async function writeVenues(tx: Ctx, serviceId: string, venueIds: readonly string[]): Promise<void> {
  const ids = [...new Set(venueIds)];
  const found = await tx.db.bookingVenue.count({ where: { merchantId: tx.merchantId, id: { in: ids } } });
  if (found !== ids.length) throw notFound('bookingVenue');
  await tx.db.bookingServiceVenue.deleteMany({ where: { merchantId: tx.merchantId, serviceId } });
  await tx.db.bookingServiceVenue.createMany({ data: ids.map((venueId) => ({ merchantId: tx.merchantId, serviceId, venueId })) });
}

export function createService(ctx: Ctx, raw: TServiceInput): Promise<TService> {
  const s = ZServiceInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.serviceCreated', { name: r.name }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.bookingService.create({ data: { merchantId: tx.merchantId, ...columns(s) }, select: { id: true } });
      await writeVenues(tx, id, s.venueIds);
      return getService(tx, id);
    },
  );
}

/**
 * A changed schedule applies to times not booked yet; bookings already made keep their time and
 * the slots they took (a time removed keeps its bookings, it just offers no more).
 */
export function updateService(ctx: Ctx, raw: z.input<typeof ZUpdateServiceInput>): Promise<TService> {
  const { id, service } = ZUpdateServiceInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.serviceUpdated', { name: r.name }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const { count } = await tx.db.bookingService.updateMany({ where: { merchantId: tx.merchantId, id }, data: columns(service) });
      if (count !== 1) throw notFound('bookingService');
      await writeVenues(tx, id, service.venueIds);
      return getService(tx, id);
    },
  );
}

/** A service with bookings stays (they keep their history); deactivate it instead. */
export async function deleteService(ctx: Ctx, id: string): Promise<void> {
  const { name } = await getService(ctx, id);
  await audited(ctx, { action: msg('log.booking.serviceDeleted', { name }), category: BOOKING_CATEGORY }, async (tx) => {
    if (await tx.db.booking.findFirst({ where: { merchantId: tx.merchantId, serviceId: id }, select: { id: true } })) {
      throw new AppError('BOOKING.SERVICE_IN_USE', M.inUse(name), 'conflict');
    }
    await tx.db.bookingSlotCount.deleteMany({ where: { merchantId: tx.merchantId, serviceId: id } });
    await tx.db.bookingService.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}
