import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { newId } from '../db/ids.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { parseRinggit } from '../shared/money.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { calling, credentialsOf, partnerOf } from './account.ts';
import { CANCELLABLE_STATUSES, DELIVERY_PARTNER_CATEGORY, DELIVERY_PARTNER_LIMITS as L, DELIVERY_PARTNER_MESSAGES as M, type TDeliveryStatus } from './constants.ts';
import { canMove, moveProductOrders } from './delivery-status.ts';
import type { TDelivery, TNotification } from './schema.ts';
import { getQuote } from './quotes.ts';

const SELECT = {
  id: true,
  quoteId: true,
  providerOrderId: true,
  status: true,
  amountSen: true,
  currency: true,
  shareLink: true,
  driverId: true,
  driverName: true,
  driverPhone: true,
  driverPlate: true,
  placedAt: true,
  updatedAt: true,
} as const;
type Row = Prisma.DeliveryPartnerOrderGetPayload<{ select: typeof SELECT }>;

async function toDeliveries(ctx: Pick<Ctx, 'db' | 'merchantId'>, rows: Row[]): Promise<TDelivery[]> {
  const quotes = new Map<string, Awaited<ReturnType<typeof getQuote>>>();
  for (const id of new Set(rows.map((r) => r.quoteId))) quotes.set(id, await getQuote(ctx, id));
  return rows.map((r) => {
    const q = quotes.get(r.quoteId)!;
    return {
      id: r.id,
      quoteId: r.quoteId,
      providerOrderId: r.providerOrderId,
      status: r.status as TDeliveryStatus,
      amountSen: fromBigInt(r.amountSen),
      currency: r.currency,
      shareLink: r.shareLink,
      driver: r.driverId ? { id: r.driverId, name: r.driverName, phone: r.driverPhone, plate: r.driverPlate } : null,
      vehicle: q.vehicle,
      zone: q.zone,
      remark: q.remark,
      scheduleAt: q.scheduleAt,
      pickup: q.pickup,
      stops: q.stops,
      placedAt: r.placedAt,
      updatedAt: r.updatedAt,
    };
  });
}

/** The delivery orders, newest first. */
export async function listDeliveries(ctx: Ctx): Promise<TDelivery[]> {
  const rows = await ctx.db.deliveryPartnerOrder.findMany({ where: { merchantId: ctx.merchantId }, select: SELECT, orderBy: [{ placedAt: 'desc' }, { id: 'asc' }], take: L.listRows });
  return toDeliveries(ctx, rows);
}

export async function getDelivery(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TDelivery> {
  const row = await ctx.db.deliveryPartnerOrder.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('deliveryPartnerOrder');
  return (await toDeliveries(ctx, [row]))[0]!;
}

/**
 * Places the delivery order of a quote. The quote is claimed first (one order per quote, even
 * when two people press at once) and released when the provider refuses, so it can be tried
 * again; placing is never repeated blindly (it would book a second driver).
 */
export async function placeDelivery(ctx: Ctx, quoteId: string): Promise<TDelivery> {
  const quote = await getQuote(ctx, quoteId);
  if (quote.deliveryId) throw new AppError('DELIVERY_PARTNER.QUOTE_USED', M.quoteUsed, 'conflict');
  if (quote.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('DELIVERY_PARTNER.QUOTE_EXPIRED', M.quoteExpired, 'conflict');
  const orderIds = quote.stops.map((s) => s.orderId);
  const ready = await ctx.db.order.count({ where: { merchantId: ctx.merchantId, id: { in: orderIds }, status: ORDER_STATUS.preparingToShip } });
  const carried = await ctx.db.deliveryPartnerOrderLine.count({ where: { merchantId: ctx.merchantId, orderId: { in: orderIds }, active: true } });
  if (ready !== orderIds.length || carried > 0) throw new AppError('DELIVERY_PARTNER.ORDER_NOT_READY', M.orderNotReady, 'conflict');
  const account = await credentialsOf(ctx);
  const { providerQuoteId } = (await ctx.db.deliveryPartnerQuote.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: quoteId } }, select: { providerQuoteId: true } }))!;

  const id = newId();
  const claimed = await ctx.db.deliveryPartnerQuote.updateMany({ where: { merchantId: ctx.merchantId, id: quoteId, deliveryId: null }, data: { deliveryId: id } });
  if (claimed.count !== 1) throw new AppError('DELIVERY_PARTNER.QUOTE_USED', M.quoteUsed, 'conflict');
  let placed;
  try {
    placed = await calling(() =>
      partnerOf(ctx).placeOrder(account, {
        quotationId: providerQuoteId,
        sender: { stopId: quote.pickup.stopId, name: quote.pickup.senderName, phone: quote.pickup.contact },
        recipients: quote.stops.map((s) => ({ stopId: s.stopId, name: s.name, phone: s.phone, remarks: quote.remark })),
      }),
    );
  } catch (error) {
    await ctx.db.deliveryPartnerQuote.updateMany({ where: { merchantId: ctx.merchantId, id: quoteId, deliveryId: id }, data: { deliveryId: null } });
    throw error;
  }
  const amount = parseRinggit(placed.total) ?? quote.price.totalSen;
  return audited(ctx, { action: msg('log.deliveryPartner.placed', { id: placed.orderId }), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    const at = tx.now();
    await tx.db.deliveryPartnerOrder.create({
      data: { merchantId: tx.merchantId, id, quoteId, providerOrderId: placed.orderId, status: placed.status, amountSen: BigInt(amount), currency: placed.currency || quote.currency, shareLink: placed.shareLink, placedAt: at, updatedAt: at },
    });
    await tx.db.deliveryPartnerOrderLine.createMany({ data: orderIds.map((orderId) => ({ merchantId: tx.merchantId, deliveryId: id, orderId })) });
    return getDelivery(tx, id);
  });
}

/**
 * Moves a delivery to a new state (a webhook, or the merchant's cancel), with what that does to
 * its product orders; false when the move is not allowed (late or repeated news).
 */
export async function moveDelivery(tx: Ctx, delivery: { id: string; providerOrderId: string; status: string }, status: TDeliveryStatus): Promise<boolean> {
  if (!canMove(delivery.status as TDeliveryStatus, status)) return false;
  const moved = await tx.db.deliveryPartnerOrder.updateMany({ where: { merchantId: tx.merchantId, id: delivery.id, status: delivery.status }, data: { status, updatedAt: tx.now() } });
  if (moved.count !== 1) return false;
  await moveProductOrders(tx, delivery, status);
  return true;
}

/** Cancels a delivery while the provider allows it (until the goods are picked up). */
export async function cancelDelivery(ctx: Ctx, id: string): Promise<TDelivery> {
  const delivery = await getDelivery(ctx, id);
  if (!CANCELLABLE_STATUSES.includes(delivery.status)) throw new AppError('DELIVERY_PARTNER.CANNOT_CANCEL', M.cannotCancel, 'conflict');
  const account = await credentialsOf(ctx);
  await calling(() => partnerOf(ctx).cancelOrder(account, delivery.providerOrderId));
  return audited(ctx, { action: msg('log.deliveryPartner.cancelled', { id: delivery.providerOrderId }), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    const row = await tx.db.deliveryPartnerOrder.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true, providerOrderId: true, status: true } });
    await moveDelivery(tx, row, 'CANCELED');
    return getDelivery(tx, id);
  });
}

/** The webhook events received, newest first (the notifications tab). */
export function listNotifications(ctx: Ctx): Promise<TNotification[]> {
  return ctx.db.deliveryPartnerNotification.findMany({
    where: { merchantId: ctx.merchantId },
    select: { id: true, eventId: true, eventType: true, providerOrderId: true, status: true, receivedAt: true },
    orderBy: [{ receivedAt: 'desc' }, { id: 'asc' }],
    take: L.listRows,
  });
}
