import type { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import { keyContains } from '../../db/search.ts';
import type { Ctx } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { msg } from '../../shared/messages.ts';
import { skipTake } from '../../shared/pagination.ts';
import { audited } from '../../user-logs/audited.ts';
import { callService } from '../service-failure.ts';
import { eventsOf, trackedColumns } from './apply.ts';
import { PARCELS_CATEGORY, PARCEL_TRACKING_MESSAGES as M } from './constants.ts';
import type { TParcelStatus } from './port.ts';
import {
  ZTrackingInput,
  ZTrackingListInput,
  ZTrackingUpdateInput,
  type TTrackingDetail,
  type TTrackingInput,
  type TTrackingListInput,
  type TTrackingRecord,
  type TTrackingUpdateInput,
} from './schema.ts';
import { trackingKey, trackingService } from './settings.ts';

export const RECORD_SELECT = {
  id: true,
  trackingNo: true,
  courier: true,
  orderRef: true,
  orderId: true,
  parcelContent: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  note: true,
  status: true,
  latestEvent: true,
  latestLocation: true,
  latestEventAt: true,
  registeredAt: true,
  createdAt: true,
} satisfies Prisma.ParcelTrackingSelect;

type Row = Prisma.ParcelTrackingGetPayload<{ select: typeof RECORD_SELECT }>;

export const toRecord = ({ registeredAt, ...row }: Row): TTrackingRecord => ({ ...row, status: row.status as TParcelStatus, registered: registeredAt !== null });

/** What the list's search looks in, lower-cased: tracking no, order id, customer name and e-mail. */
export const searchKeyOf = (r: { trackingNo: string; orderRef: string; customerName: string; customerEmail: string }) =>
  [r.trackingNo, r.orderRef, r.customerName, r.customerEmail].join(' ').toLowerCase();

/** The records of a status tab (or all), newest first, found by a text in the tracking no, order id, customer name or e-mail. */
export async function listTrackings(ctx: Ctx, raw: TTrackingListInput) {
  const input = ZTrackingListInput.parse(raw);
  const where: Prisma.ParcelTrackingWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.tab !== 'all' && { status: input.tab }),
    ...(input.search && { searchKey: keyContains(input.search) }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.parcelTracking.findMany({ where, select: RECORD_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.parcelTracking.count({ where }),
  ]);
  return { items: rows.map(toRecord), total, page: input.page, pageSize: input.pageSize };
}

export async function getTracking(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TTrackingDetail> {
  const row = await ctx.db.parcelTracking.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { ...RECORD_SELECT, events: true } });
  if (!row) throw notFound('parcelTracking');
  const { events, ...rest } = row;
  return { ...toRecord(rest), events: eventsOf(events) };
}

/** The merchant's key, or the "set up the key first" refusal. */
export async function requireTrackingKey(ctx: Ctx): Promise<string> {
  const key = await trackingKey(ctx, ctx.merchantId);
  if (!key) throw new AppError('PARCELS.TRACKING_NOT_SET_UP', M.notSetUp, 'invalid');
  return key;
}

const alreadyTracked = () => new AppError('PARCELS.ALREADY_TRACKED', M.alreadyTracked, 'conflict', 'trackingNo');

/** Adds a record: the service follows the parcel first (so a refused one is not kept), then it is stored with the state the service gave. */
export async function createTracking(ctx: Ctx, raw: TTrackingInput): Promise<TTrackingDetail> {
  const input = ZTrackingInput.parse(raw);
  const key = await requireTrackingKey(ctx);
  const taken = await ctx.db.parcelTracking.findUnique({ where: { merchantId_courier_trackingNo: { merchantId: ctx.merchantId, courier: input.courier, trackingNo: input.trackingNo } }, select: { id: true } });
  if (taken) throw alreadyTracked();
  const tracked = await callService('tracking', () => trackingService(ctx).track(key, { ...input }));
  return audited(
    ctx,
    () => ({ action: msg('log.parcels.trackingAdded', { trackingNo: input.trackingNo }), category: PARCELS_CATEGORY }),
    async (tx) => {
      const now = tx.now();
      const { id } = await tx.db.parcelTracking
        .create({ data: { merchantId: tx.merchantId, ...input, searchKey: searchKeyOf(input), ...trackedColumns(tracked, now), registeredAt: now, createdAt: now }, select: { id: true } })
        .catch((error: unknown) => {
          // Added meanwhile by another request (the unique courier and number).
          if ((error as { code?: string }).code === 'P2002') throw alreadyTracked();
          throw error;
        });
      return getTracking(tx, id);
    },
  );
}

/** Changes what the merchant typed about the parcel; the courier and number stay (they are what the service follows). */
export function updateTracking(ctx: Ctx, raw: TTrackingUpdateInput): Promise<TTrackingDetail> {
  const { id, ...details } = ZTrackingUpdateInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.parcels.trackingUpdated', { trackingNo: r.trackingNo }), category: PARCELS_CATEGORY }),
    async (tx) => {
      const before = await getTracking(tx, id);
      await tx.db.parcelTracking.updateMany({ where: { merchantId: tx.merchantId, id }, data: { ...details, searchKey: searchKeyOf({ ...details, trackingNo: before.trackingNo }) } });
      return getTracking(tx, id);
    },
  );
}

export function deleteTracking(ctx: Ctx, id: string): Promise<void> {
  return audited(
    ctx,
    (r: TTrackingDetail) => ({ action: msg('log.parcels.trackingDeleted', { trackingNo: r.trackingNo }), category: PARCELS_CATEGORY }),
    async (tx) => {
      const before = await getTracking(tx, id);
      await tx.db.parcelTracking.deleteMany({ where: { merchantId: tx.merchantId, id } });
      return before;
    },
  ).then(() => undefined);
}
