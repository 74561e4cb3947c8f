import type { Ctx } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { fromBigInt } from '../../db/bigint.ts';
import { MY_STATES, type TMyStateCode } from '../../shipping/constants.ts';
import { quoteShipping } from '../../orders/order-actions.ts';
import type { TOrderDetail } from '../../orders/schema.ts';
import { callService } from '../service-failure.ts';
import { defaultRateAddress } from './addresses.ts';
import { PARCEL_RATE_LIMITS as L, PARCEL_RATE_MESSAGES as M } from './constants.ts';
import { ratesService, requireRateKey } from './settings.ts';
import { ZOrderRatesInput, ZQuoteFromRateInput, type TOrderRates } from './schema.ts';

const placeText = (p: { postcode: string; state: string }) => `${p.postcode} ${MY_STATES[p.state as TMyStateCode]?.name ?? p.state}`.trim();

/** An order's parcel: where it goes and what it weighs; a self pick-up order has none. */
async function parcelOf(ctx: Ctx, orderId: string) {
  const order = await ctx.db.order.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id: orderId } },
    select: { selfPickup: true, shipCountry: true, shipState: true, shipPostcode: true, weightGrams: true },
  });
  if (!order) throw notFound('order');
  if (order.selfPickup) throw new AppError('PARCELS.SELF_PICKUP', M.selfPickup, 'invalid');
  return order;
}

/** The rates of an order's parcel: from the default sender address to the order's, for the order's weight. */
async function ratesOf(ctx: Ctx, order: Awaited<ReturnType<typeof parcelOf>>, key: string): Promise<TOrderRates> {
  const from = await defaultRateAddress(ctx);
  if (!from) throw new AppError('PARCELS.NO_ADDRESS', M.noAddress, 'invalid');
  const weightGrams = Math.max(L.minWeightGrams, fromBigInt(order.weightGrams));
  const to = { country: order.shipCountry || 'MY', state: order.shipState, postcode: order.shipPostcode };
  const rates = await callService('rates', () => ratesService(ctx).rates(key, { from, to, weightGrams }));
  return { weightGrams, from: placeText(from), to: placeText(to), rates };
}

/** The rates shown in /mysales/delivery for an order's parcel, while rate check is on. */
export async function orderRates(ctx: Ctx, raw: unknown): Promise<TOrderRates> {
  const { orderId } = ZOrderRatesInput.parse(raw);
  const order = await parcelOf(ctx, orderId);
  const { key, rateCheck, courierService } = await requireRateKey(ctx);
  // The quote dialog shows them too, with the courier service on.
  if (!rateCheck && !courierService) throw new AppError('PARCELS.RATE_CHECK_OFF', M.rateCheckOff, 'invalid');
  return ratesOf(ctx, order, key);
}

/**
 * Quotes a quote_shipping order's fee from a chosen courier service, at the price the service
 * asks now, through the orders' own quote action (its rules: the order must await a quote).
 */
export async function quoteFromRate(ctx: Ctx, raw: unknown): Promise<TOrderDetail> {
  const { orderId, serviceId } = ZQuoteFromRateInput.parse(raw);
  const order = await parcelOf(ctx, orderId);
  const { key, courierService } = await requireRateKey(ctx);
  if (!courierService) throw new AppError('PARCELS.COURIER_SERVICE_OFF', M.courierServiceOff, 'invalid');
  const { rates } = await ratesOf(ctx, order, key);
  const rate = rates.find((r) => r.serviceId === serviceId);
  if (!rate) throw new AppError('PARCELS.RATE_GONE', M.rateGone, 'conflict');
  return quoteShipping(ctx, { id: orderId, shippingSen: rate.priceSen });
}
