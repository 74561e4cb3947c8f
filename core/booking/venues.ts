import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { BOOKING_MESSAGES as M } from './constants.ts';
import { ZUpdateVenueInput, ZVenueInput, ZVenueListInput, type TVenue, type TVenueInput, type TVenueListInput } from './schema.ts';
import type { z } from 'zod';

export const BOOKING_CATEGORY = 'booking_system';

const select = {
  id: true,
  nameEn: true,
  nameCn: true,
  nameBm: true,
  address: true,
  state: true,
  active: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { services: true, bookings: true } },
} as const;

type Row = { state: string; _count: { services: number; bookings: number } } & Omit<TVenue, 'state' | 'services' | 'bookings'>;

const toVenue = ({ _count, state, ...v }: Row): TVenue => ({ ...v, state: state as TVenue['state'], services: _count.services, bookings: _count.bookings });

export async function getVenue(ctx: Ctx, id: string): Promise<TVenue> {
  const row = await ctx.db.bookingVenue.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('bookingVenue');
  return toVenue(row);
}

export async function listVenues(ctx: Ctx, raw: TVenueListInput) {
  const input = ZVenueListInput.parse(raw);
  const text = containsText(ctx.engine, input.search);
  const where = {
    merchantId: ctx.merchantId,
    ...(input.active !== undefined && { active: input.active }),
    ...(input.search && { OR: [{ nameEn: text }, { nameCn: text }, { nameBm: text }, { address: text }] }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.bookingVenue.findMany({ where, select, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.bookingVenue.count({ where }),
  ]);
  return { items: rows.map(toVenue), total, page: input.page, pageSize: input.pageSize };
}

/** Every venue by name, for pickers. */
export function venueOptions(ctx: Ctx) {
  return ctx.db.bookingVenue.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true, active: true }, orderBy: [{ nameEn: 'asc' }, { id: 'asc' }] });
}

export function createVenue(ctx: Ctx, raw: TVenueInput): Promise<TVenue> {
  const venue = ZVenueInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.venueCreated', { name: r.nameEn }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.bookingVenue.create({ data: { merchantId: tx.merchantId, ...venue }, select: { id: true } });
      return getVenue(tx, id);
    },
  );
}

export function updateVenue(ctx: Ctx, raw: z.input<typeof ZUpdateVenueInput>): Promise<TVenue> {
  const { id, venue } = ZUpdateVenueInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.booking.venueUpdated', { name: r.nameEn }), category: BOOKING_CATEGORY }),
    async (tx) => {
      const { count } = await tx.db.bookingVenue.updateMany({ where: { merchantId: tx.merchantId, id }, data: venue });
      if (count !== 1) throw notFound('bookingVenue');
      return getVenue(tx, id);
    },
  );
}

/** A venue that bookings name stays (they keep their history); one only services name leaves them. */
export async function deleteVenue(ctx: Ctx, id: string): Promise<void> {
  const { nameEn } = await getVenue(ctx, id);
  await audited(ctx, { action: msg('log.booking.venueDeleted', { name: nameEn }), category: BOOKING_CATEGORY }, async (tx) => {
    if (await tx.db.booking.findFirst({ where: { merchantId: tx.merchantId, venueId: id }, select: { id: true } })) {
      throw new AppError('BOOKING.VENUE_IN_USE', M.inUse(nameEn), 'conflict');
    }
    await tx.db.bookingVenue.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}
