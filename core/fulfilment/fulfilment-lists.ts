import type { z } from 'zod';
import { containsText } from '../db/search.ts';
import { courierName } from '../orders/couriers.ts';
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

/** 'Shah Alam 40000, SGR': where a parcel goes, in one line. */
const shipTo = (o: { selfPickup: boolean; shipCity: string; shipPostcode: string; shipState: string }) =>
  o.selfPickup ? 'Self pick-up' : [[o.shipCity, o.shipPostcode].filter(Boolean).join(' '), o.shipState].filter(Boolean).join(', ');

const page = <T>(items: T[], total: number, input: { page: number; pageSize: number }) => ({ items, total, page: input.page, pageSize: input.pageSize });

/** Orders to pack: paid or preparing to ship, oldest first (the order they should leave in). */
export async function listPackaging(ctx: Ctx, input: TPackagingListInput): Promise<z.infer<typeof ZPackagingPage>> {
  const dates = dateFilter(ctx, input);
  const where = { merchantId: ctx.merchantId, status: { in: [...PACKAGING_TABS[input.tab]] }, ...(dates && { placedAt: dates }), ...orderSearch(ctx, input.search) };
  const [rows, total] = await Promise.all([
    ctx.db.order.findMany({
      where,
      orderBy: [{ placedAt: 'asc' }, { orderNo: 'asc' }],
      select: {
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
        invoiceNo: true,
        items: { select: { qty: true } },
      },
      ...skipTake(input),
    }),
    ctx.db.order.count({ where }),
  ]);
  const items = rows.map((r) => ({
    orderId: r.id,
    orderNo: r.orderNo,
    placedAt: r.placedAt,
    status: r.status,
    buyerName: r.buyerName,
    shipTo: shipTo(r),
    selfPickup: r.selfPickup,
    shippingTitle: r.shippingTitle,
    items: r.items.reduce((sum, i) => sum + i.qty, 0),
    totalSen: r.totalSen,
    invoiceNo: r.invoiceNo,
  }));
  return page(items, total, input);
}

/** Parcel orders (not self pick-up) by payment: unpaid, paid, cancelled; newest first. */
export async function listDelivery(ctx: Ctx, input: TDeliveryListInput): Promise<z.infer<typeof ZDeliveryPage>> {
  const dates = dateFilter(ctx, input);
  const where = {
    merchantId: ctx.merchantId,
    selfPickup: false,
    status: { in: [...DELIVERY_TABS[input.tab]] },
    ...(dates && { placedAt: dates }),
    ...orderSearch(ctx, input.search, { tracking: true }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.order.findMany({
      where,
      orderBy: [{ placedAt: 'desc' }, { orderNo: 'desc' }],
      select: {
        id: true,
        orderNo: true,
        placedAt: true,
        status: true,
        buyerName: true,
        shipName: true,
        shipPhone: true,
        selfPickup: true,
        shipCity: true,
        shipPostcode: true,
        shipState: true,
        shippingTitle: true,
        cod: true,
        weightGrams: true,
        totalSen: true,
        shipments: { select: { courier: true, trackingNo: true }, orderBy: [{ shippedAt: 'desc' }, { id: 'desc' }], take: 1 },
      },
      ...skipTake(input),
    }),
    ctx.db.order.count({ where }),
  ]);
  const items = rows.map((r) => ({
    orderId: r.id,
    orderNo: r.orderNo,
    placedAt: r.placedAt,
    status: r.status,
    buyerName: r.buyerName,
    shipName: r.shipName,
    shipPhone: r.shipPhone,
    shipTo: shipTo(r),
    shippingTitle: r.shippingTitle,
    cod: r.cod,
    weightGrams: r.weightGrams,
    totalSen: r.totalSen,
    courier: r.shipments[0]?.courier ?? null,
    trackingNo: r.shipments[0]?.trackingNo ?? null,
  }));
  return page(items, total, input);
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
  const [rows, total] = await Promise.all([
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
  ]);
  const items = rows.map((r) => ({
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
  }));
  return page(items, total, input);
}
