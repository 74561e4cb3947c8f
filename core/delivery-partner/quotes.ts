import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { parseRinggit } from '../shared/money.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { calling, credentialsOf, partnerOf } from './account.ts';
import { DELIVERY_PARTNER_CATEGORY, DELIVERY_PARTNER_LIMITS as L, DELIVERY_PARTNER_MESSAGES as M } from './constants.ts';
import { ZPickup, ZQuoteInput, ZQuoteListInput, ZStop, type TQuote, type TQuoteInput, type TReadyOrder } from './schema.ts';
import { getSender } from './senders.ts';
import { addressLine, coordinatesOf } from './stops.ts';

const ORDER_SELECT = { id: true, orderNo: true, shipName: true, shipPhone: true, shipAddress: true, shipCity: true, shipPostcode: true, shipState: true, placedAt: true } as const;
type OrderRow = Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>;

const readyOf = (o: OrderRow): TReadyOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  name: o.shipName,
  phone: o.shipPhone,
  address: addressLine({ address: o.shipAddress, postcode: o.shipPostcode, city: o.shipCity, state: o.shipState }),
  placedAt: o.placedAt,
});

/** Of these orders, the ones a live delivery carries (not cancelled, expired or rejected). */
async function carried(ctx: Pick<Ctx, 'db' | 'merchantId'>, orderIds: string[]): Promise<Set<string>> {
  const lines = await ctx.db.deliveryPartnerOrderLine.findMany({ where: { merchantId: ctx.merchantId, orderId: { in: orderIds }, active: true }, select: { orderId: true } });
  return new Set(lines.map((l) => l.orderId));
}

/** The orders to add to a delivery: Preparing to ship, in no live delivery, oldest first. */
export async function readyOrders(ctx: Ctx): Promise<TReadyOrder[]> {
  const rows = await ctx.db.order.findMany({
    where: { merchantId: ctx.merchantId, status: ORDER_STATUS.preparingToShip },
    select: ORDER_SELECT,
    orderBy: [{ placedAt: 'asc' }, { id: 'asc' }],
    take: L.readyOrdersShown,
  });
  const busy = await carried(ctx, rows.map((r) => r.id));
  return rows.filter((r) => !busy.has(r.id)).map(readyOf);
}

const QUOTE_SELECT = {
  id: true,
  zone: true,
  vehicle: true,
  services: true,
  scheduleAt: true,
  remark: true,
  pickup: true,
  stops: true,
  distanceM: true,
  currency: true,
  baseSen: true,
  extraMileageSen: true,
  specialSen: true,
  multiStopSen: true,
  surchargeSen: true,
  totalSen: true,
  quotedAt: true,
  expiresAt: true,
  deliveryId: true,
} as const;
type QuoteRow = Prisma.DeliveryPartnerQuoteGetPayload<{ select: typeof QUOTE_SELECT }>;

export const toQuote = (q: QuoteRow): TQuote => ({
  id: q.id,
  zone: q.zone,
  vehicle: q.vehicle,
  services: JSON.parse(q.services) as string[],
  scheduleAt: q.scheduleAt,
  remark: q.remark,
  pickup: ZPickup.parse(JSON.parse(q.pickup)),
  stops: ZStop.array().parse(JSON.parse(q.stops)),
  distanceM: q.distanceM,
  currency: q.currency,
  price: {
    baseSen: fromBigInt(q.baseSen),
    extraMileageSen: fromBigInt(q.extraMileageSen),
    specialSen: fromBigInt(q.specialSen),
    multiStopSen: fromBigInt(q.multiStopSen),
    surchargeSen: fromBigInt(q.surchargeSen),
    totalSen: fromBigInt(q.totalSen),
  },
  quotedAt: q.quotedAt,
  expiresAt: q.expiresAt,
  deliveryId: q.deliveryId,
});

export async function getQuote(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TQuote> {
  const row = await ctx.db.deliveryPartnerQuote.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: QUOTE_SELECT });
  if (!row) throw notFound('deliveryPartnerQuote');
  return toQuote(row);
}

/** Spec section 4: Active (no order placed from it and not expired) or All, newest first. */
export async function listQuotes(ctx: Ctx, raw: { filter?: 'active' | 'all' }): Promise<TQuote[]> {
  const { filter } = ZQuoteListInput.parse(raw);
  const where: Prisma.DeliveryPartnerQuoteWhereInput = { merchantId: ctx.merchantId, ...(filter === 'active' && { deliveryId: null, expiresAt: { gt: ctx.now() } }) };
  const rows = await ctx.db.deliveryPartnerQuote.findMany({ where, select: QUOTE_SELECT, orderBy: [{ quotedAt: 'desc' }, { id: 'asc' }], take: L.listRows });
  return rows.map(toQuote);
}

/** The provider's amount in sen; an answer that is not an amount is the provider's fault. */
function senOf(amount: string): bigint {
  const sen = parseRinggit(amount);
  if (sen === null) throw new AppError('DELIVERY_PARTNER.REFUSED', M.refused, 'failed');
  return BigInt(sen);
}

/**
 * Quotes a route: the sender merchant as pickup, one stop per product order (its shipping
 * address and receiver), in the order given. Every order must be Preparing to ship and in no
 * live delivery. The quote is kept with its breakdown until it expires.
 */
export async function createQuote(ctx: Ctx, raw: TQuoteInput): Promise<TQuote> {
  const input = ZQuoteInput.parse(raw);
  if (new Set(input.orderIds).size !== input.orderIds.length) throw new AppError('DELIVERY_PARTNER.ORDER_NOT_READY', M.orderNotReady, 'invalid', 'orderIds');
  if (input.scheduleAt && input.scheduleAt.getTime() < ctx.now().getTime()) throw new AppError('DELIVERY_PARTNER.SCHEDULE_IN_PAST', M.scheduleInPast, 'invalid', 'scheduleAt');
  const sender = await getSender(ctx, input.senderId);
  const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: input.orderIds }, status: ORDER_STATUS.preparingToShip }, select: ORDER_SELECT });
  const busy = await carried(ctx, input.orderIds);
  const byId = new Map(rows.filter((r) => !busy.has(r.id)).map((r) => [r.id, readyOf(r)]));
  const orders = input.orderIds.map((id) => byId.get(id));
  if (orders.some((o) => !o)) throw new AppError('DELIVERY_PARTNER.ORDER_NOT_READY', M.orderNotReady, 'conflict', 'orderIds');
  const drops = orders as TReadyOrder[];
  const pickupAddress = addressLine(sender);

  const account = await credentialsOf(ctx);
  const quotation = await calling(() =>
    partnerOf(ctx).quote(account, {
      vehicle: input.vehicle,
      services: input.services,
      ...(input.scheduleAt && { scheduleAt: input.scheduleAt.toISOString() }),
      stops: [pickupAddress, ...drops.map((d) => d.address)].map((address) => ({ ...coordinatesOf(input.zone, address), address })),
    }),
  );
  if (quotation.stopIds.length !== drops.length + 1) throw new AppError('DELIVERY_PARTNER.REFUSED', M.refused, 'failed');
  const pickup = { companyName: sender.companyName, senderName: sender.senderName, contact: sender.contact, address: pickupAddress, stopId: quotation.stopIds[0]! };
  const stops = drops.map((d, i) => ({ orderId: d.id, orderNo: d.orderNo, name: d.name, phone: d.phone, address: d.address, stopId: quotation.stopIds[i + 1]! }));
  return audited(ctx, { action: msg('log.deliveryPartner.quoted', { stops: stops.length }), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    const { id } = await tx.db.deliveryPartnerQuote.create({
      data: {
        merchantId: tx.merchantId,
        providerQuoteId: quotation.quotationId,
        senderId: sender.id,
        zone: input.zone,
        vehicle: input.vehicle,
        services: JSON.stringify(input.services),
        scheduleAt: input.scheduleAt,
        remark: input.remark,
        pickup: JSON.stringify(pickup),
        stops: JSON.stringify(stops),
        distanceM: quotation.distanceM,
        currency: quotation.currency,
        baseSen: senOf(quotation.price.base),
        extraMileageSen: senOf(quotation.price.extraMileage),
        specialSen: senOf(quotation.price.specialRequests),
        multiStopSen: senOf(quotation.price.multiStopSurcharge),
        surchargeSen: senOf(quotation.price.surcharge),
        totalSen: senOf(quotation.price.total),
        quotedAt: tx.now(),
        expiresAt: new Date(quotation.expiresAt),
      },
      select: { id: true },
    });
    return getQuote(tx, id);
  });
}
