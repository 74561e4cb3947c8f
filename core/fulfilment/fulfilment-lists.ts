import type { z } from 'zod';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { containsText } from '../db/search.ts';
import { courierName } from '../orders/couriers.ts';
import { MY_STATES, type TMyStateCode } from '../shipping/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { dateFilter, orderSearch } from './list-filters.ts';
import {
  DELIVERY_TABS,
  PACKAGING_TABS,
  type TDeliveryListInput,
  type TPackagingListInput,
  type TShippingListInput,
  type ZDeliveryPage,
  type ZPackagingPage,
  type ZShippingPage,
} from './schema.ts';
import { msg } from '../shared/messages.ts';

/** 'Shah Alam 40000, Selangor': where a parcel goes, in one line, the state by name (self pick-up as a message). */
const shipTo = (o: { selfPickup: boolean; shipCity: string; shipPostcode: string; shipState: string }) =>
  o.selfPickup ? msg('fulfilment.selfPickup') : [[o.shipCity, o.shipPostcode].filter(Boolean).join(' '), MY_STATES[o.shipState as TMyStateCode]?.name ?? o.shipState].filter(Boolean).join(', ');

/** What the packaging and delivery rows both show of an order. */
const ORDER_ROW_SELECT = {
  id: true,
  orderNo: true,
  placedAt: true,
  status: true,
  buyerName: true,
  selfPickup: true,
  shipCity: true,
  shipPostcode: true,
  shipState: true,
  shippingTitle: true,
  totalSen: true,
} satisfies Prisma.OrderSelect;

const orderRow = (r: Prisma.OrderGetPayload<{ select: typeof ORDER_ROW_SELECT }>) => ({
  orderId: r.id,
  orderNo: r.orderNo,
  placedAt: r.placedAt,
  status: r.status,
  buyerName: r.buyerName,
  shipTo: shipTo(r),
  shippingTitle: r.shippingTitle,
  totalSen: fromBigInt(r.totalSen),
});

/** A page of a list: its rows and the count of all, read side by side. */
async function listPage<R, T>(input: { page: number; pageSize: number }, rows: Promise<R[]>, count: Promise<number>, item: (row: R) => T) {
  const [found, total] = await Promise.all([rows, count]);
  return { items: found.map(item), total, page: input.page, pageSize: input.pageSize };
}

/** Orders to pack: paid or preparing to ship, oldest first (the order they should leave in). */
export async function listPackaging(ctx: Ctx, input: TPackagingListInput): Promise<z.infer<typeof ZPackagingPage>> {
  const dates = dateFilter(ctx, input);
  const where = { merchantId: ctx.merchantId, status: { in: [...PACKAGING_TABS[input.tab]] }, ...(dates && { placedAt: dates }), ...orderSearch(ctx, input.search) };
  return listPage(
    input,
    ctx.db.order.findMany({
      where,
      orderBy: [{ placedAt: 'asc' }, { orderNo: 'asc' }],
      select: { ...ORDER_ROW_SELECT, invoiceNo: true, items: { select: { qty: true } } },
      ...skipTake(input),
    }),
    ctx.db.order.count({ where }),
    (r) => ({ ...orderRow(r), selfPickup: r.selfPickup, items: r.items.reduce((sum, i) => sum + i.qty, 0), invoiceNo: r.invoiceNo }),
  );
}

/** Parcel orders (not self pick-up) by payment: unpaid, paid, deleted (cancelled or refunded); newest first. */
export async function listDelivery(ctx: Ctx, input: TDeliveryListInput): Promise<z.infer<typeof ZDeliveryPage>> {
  const dates = dateFilter(ctx, input);
  const where = {
    merchantId: ctx.merchantId,
    selfPickup: false,
    status: { in: [...DELIVERY_TABS[input.tab]] },
    ...(dates && { placedAt: dates }),
    ...orderSearch(ctx, input.search, { tracking: true }),
  };
  return listPage(
    input,
    ctx.db.order.findMany({
      where,
      orderBy: [{ placedAt: 'desc' }, { orderNo: 'desc' }],
      select: {
        ...ORDER_ROW_SELECT,
        shipName: true,
        shipPhone: true,
        cod: true,
        weightGrams: true,
        shipments: { select: { courier: true, trackingNo: true }, orderBy: [{ shippedAt: 'desc' }, { id: 'desc' }], take: 1 },
      },
      ...skipTake(input),
    }),
    ctx.db.order.count({ where }),
    (r) => ({
      ...orderRow(r),
      shipName: r.shipName,
      shipPhone: r.shipPhone,
      cod: r.cod,
      weightGrams: fromBigInt(r.weightGrams),
      courier: r.shipments[0]?.courier ?? null,
      trackingNo: r.shipments[0]?.trackingNo ?? null,
    }),
  );
}

/** Parcels sent, newest first, with their order, courier and tracking number. */
export async function listShipments(ctx: Ctx, input: TShippingListInput): Promise<z.infer<typeof ZShippingPage>> {
  const dates = dateFilter(ctx, input);
  const search = orderSearch(ctx, input.search);
  const where = {
    merchantId: ctx.merchantId,
    ...(dates && { shippedAt: dates }),
    ...(input.courier && { courier: input.courier }),
    ...(search && input.search && { OR: [{ order: search }, { trackingNo: containsText(ctx.engine, input.search) }] }),
  };
  return listPage(
    input,
    ctx.db.orderShipment.findMany({
      where,
      orderBy: [{ shippedAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        courier: true,
        trackingNo: true,
        shippedAt: true,
        weightGrams: true,
        widthMm: true,
        lengthMm: true,
        heightMm: true,
        order: { select: { id: true, orderNo: true, status: true, buyerName: true, selfPickup: true, shipCity: true, shipPostcode: true, shipState: true } },
      },
      ...skipTake(input),
    }),
    ctx.db.orderShipment.count({ where }),
    (r) => ({
      shipmentId: r.id,
      orderId: r.order.id,
      orderNo: r.order.orderNo,
      status: r.order.status,
      buyerName: r.order.buyerName,
      shipTo: shipTo(r.order),
      courier: r.courier,
      courierName: courierName(r.courier),
      trackingNo: r.trackingNo,
      shippedAt: r.shippedAt,
      weightGrams: r.weightGrams,
      widthMm: r.widthMm,
      lengthMm: r.lengthMm,
      heightMm: r.heightMm,
    }),
  );
}
