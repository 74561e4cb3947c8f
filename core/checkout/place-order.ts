import { INVENTORY_PLATFORM } from '../catalogue/constants.ts';
import { newId } from '../db/ids.ts';
import { notify } from '../notifications/create.ts';
import { checkoutMember, clearOrderedCartLines } from '../members/checkout-member.ts';
import { ORDER_STATUS, type OrderStatusId } from '../orders/constants.ts';
import { readOrderSettings, type TOrderSettings } from '../sales-settings/read.ts';
import { additionalCharges, optionsForAddress, type OptionOffer, type ShippingOption, type ZoneRules } from '../shipping/calculator.ts';
import { loadShippingRules } from '../shipping/rules-store.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { formatSen } from '../shared/money.ts';
import { basisPointsOf } from './arithmetic.ts';
import type { StorefrontCtx } from './context.ts';
import { deliveryDays } from './delivery-slots.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { calculatorCart, priceCart, type PricedCart } from './pricing.ts';
import type { TAddress, TPlaceOrderInput, TPlacedOrder } from './schema.ts';
import { requestsText } from './special-requests.ts';
import { withholdStock, type ProductStockMove } from './stock.ts';

const fail = (code: string, message: string, field?: string) => new AppError(`CHECKOUT.${code}`, message, 'invalid', field);

const calculatorAddress = (a: TAddress) => ({ country: a.country, state: a.state, postcode: a.postcode });

/** How the order reaches the buyer (the order's shipping columns). */
export interface Delivery {
  shippingOptionId: string | null;
  shippingTitle: string;
  shippingSen: number;
  shippingQuoted: boolean;
  pickupAddressId: string | null;
}

/** How the order reaches the buyer and what that costs, checked against the settings and the products' logistics. */
async function deliveryOf(tx: StorefrontCtx, input: TPlaceOrderInput, settings: TOrderSettings, priced: PricedCart): Promise<Delivery> {
  const method = input.selfPickup ? 'self_pickup' : 'delivery';
  for (const line of priced.lines) {
    if (!line.product.logistics.some((l) => l.logistic === method && l.enabled)) {
      throw fail('LOGISTIC_UNAVAILABLE', input.selfPickup ? M.notForPickup(line.name) : M.notDeliverable(line.name), `items.${line.index}.productId`);
    }
  }
  if (input.selfPickup) {
    if (!settings.selfPickup) throw fail('SELF_PICKUP_DISABLED', M.selfPickupDisabled, 'selfPickup');
    if (input.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
    const pickup = await tx.db.pickupAddress.findUnique({
      where: { merchantId_id: { merchantId: tx.merchantId, id: input.pickupAddressId! } },
      select: { id: true, titleEn: true, active: true },
    });
    if (!pickup || !pickup.active) throw fail('PICKUP_ADDRESS', M.pickupAddressRequired, 'pickupAddressId');
    return { shippingOptionId: null, shippingTitle: pickup.titleEn, shippingSen: 0, shippingQuoted: true, pickupAddressId: pickup.id };
  }
  if (!input.shippingOptionId) {
    // A quotation may leave shipping to the merchant's reply.
    if (!input.quotation) throw fail('SHIPPING_REQUIRED', M.shippingRequired, 'shippingOptionId');
    if (input.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
    return { shippingOptionId: null, shippingTitle: '', shippingSen: 0, shippingQuoted: true, pickupAddressId: null };
  }
  const rules = await loadShippingRules(tx.db, tx.merchantId);
  const offer = shippingOffer(rules, input.address!, input.shippingOptionId, priced);
  if (!offer) throw fail('SHIPPING_UNAVAILABLE', M.shippingUnavailable, 'shippingOptionId');
  if (input.cod && !offer.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
  return offerDelivery(offer);
}

/** The shipping option's offer for the address and the priced cart; undefined when it does not serve them. */
export function shippingOffer(rules: { zones: readonly ZoneRules[]; options: readonly ShippingOption[] }, address: TAddress, optionId: string, priced: PricedCart): OptionOffer | undefined {
  return optionsForAddress(calculatorAddress(address), rules.zones, rules.options, calculatorCart(priced)).options.find((o) => o.id === optionId);
}

/** Delivery by a shipping option's offer: a quote_shipping option leaves the fee at 0 until the merchant quotes it. */
export const offerDelivery = (offer: OptionOffer): Delivery => ({
  shippingOptionId: offer.id,
  shippingTitle: offer.titleEn,
  shippingSen: offer.charge.status === 'priced' ? offer.charge.sen : 0,
  shippingQuoted: offer.charge.status === 'priced',
  pickupAddressId: null,
});

async function checkDeliveryDate(tx: StorefrontCtx, input: TPlaceOrderInput, settings: TOrderSettings): Promise<void> {
  if (!input.deliveryDate) return;
  const disabled = await tx.db.disabledDeliveryDate.findMany({ where: { merchantId: tx.merchantId }, select: { fromDate: true, toDate: true } });
  const day = deliveryDays(settings, disabled, tx.now(), tx.timeZone).find((d) => d.date === input.deliveryDate);
  if (!day) throw fail('DELIVERY_DATE', M.deliveryDateUnavailable, 'deliveryDate');
  if (input.deliverySlot && !day.slots.includes(input.deliverySlot)) throw fail('DELIVERY_SLOT', M.deliverySlotUnavailable, 'deliverySlot');
}

/** Low stock: the product's stock fell to the alert level (or to 0) with this order. */
function lowStockMessage(move: ProductStockMove, alertAt: number): string | null {
  if (move.after === 0 && move.before > 0) return `${move.name} (${move.sku}) is out of stock.`;
  if (alertAt > 0 && move.after <= alertAt && move.before > alertAt) return `Low stock: ${move.name} (${move.sku}) has ${move.after} left.`;
  return null;
}

/** What orderRows needs: the checked input, its priced cart and delivery, the settings that set figures, and the order's number and time. */
export interface OrderRowsSource {
  merchantId: string;
  orderId: string;
  orderNo: number;
  placedAt: Date;
  input: TPlaceOrderInput;
  priced: PricedCart;
  delivery: Delivery;
  settings: Pick<TOrderSettings, 'additionalCharges' | 'salesTaxBp' | 'serviceTaxBp' | 'autoCancelMinutes'>;
}

/**
 * The Order row and its OrderItem rows exactly as the checkout writes them (status, figures,
 * addresses, auto-cancel time), with nothing read from the database: placeOrder writes these
 * rows after its checks, and the orders benchmark's data generator writes the same rows in bulk.
 *
 * Figures: subtotal = sum of lines; net = subtotal less promotions (none yet); sales and
 * service tax = net × rate, each rounded half up; total = net + shipping + additional charges
 * + taxes; commission = net × the referrer's rate, rounded half up (not part of the total).
 */
export function orderRows({ merchantId, orderId, orderNo, placedAt, input, priced, delivery, settings }: OrderRowsSource) {
  const charges = additionalCharges(settings.additionalCharges, calculatorCart(priced));
  const additionalChargeSen = charges.reduce((sum, c) => sum + c.sen, 0);
  const salesTaxSen = basisPointsOf(priced.netSen, settings.salesTaxBp);
  const serviceTaxSen = basisPointsOf(priced.netSen, settings.serviceTaxBp);
  const commissionSen = input.referrer ? basisPointsOf(priced.netSen, input.referrer.commissionRateBp) : 0;
  const totalSen = priced.netSen + delivery.shippingSen + additionalChargeSen + salesTaxSen + serviceTaxSen;
  const status: OrderStatusId = input.quotation ? ORDER_STATUS.waitingForReply : ORDER_STATUS.awaitingPayment;
  const autoCancelAt = status === ORDER_STATUS.awaitingPayment && settings.autoCancelMinutes ? new Date(placedAt.getTime() + settings.autoCancelMinutes * 60_000) : null;
  const address = input.selfPickup ? (input.address ?? null) : input.address!;
  const appliedCharges = charges.map((c) => ({ name: c.name, sen: c.sen }));
  const order = {
    merchantId,
    id: orderId,
    orderNo,
    status,
    shippingQuoted: delivery.shippingQuoted,
    memberId: input.memberId ?? null,
    buyerName: input.buyer.name,
    buyerNameKey: input.buyer.name.toLowerCase(),
    buyerEmail: input.buyer.email,
    buyerPhone: input.buyer.phone,
    billingAddress: address ? [address.line, address.postcode, address.city, address.state, address.country].join(', ') : '',
    shipName: address?.name || input.buyer.name,
    shipPhone: address?.phone || input.buyer.phone,
    shipAddress: address?.line ?? '',
    shipCity: address?.city ?? '',
    shipPostcode: address?.postcode ?? '',
    shipState: address?.state ?? '',
    shipCountry: address?.country ?? 'MY',
    selfPickup: input.selfPickup,
    pickupAddressId: delivery.pickupAddressId,
    cod: input.cod,
    shippingOptionId: delivery.shippingOptionId,
    shippingTitle: delivery.shippingTitle,
    deliveryDate: input.deliveryDate ?? null,
    deliverySlot: input.deliverySlot ?? null,
    buyerNote: input.buyerNote,
    subtotalSen: priced.subtotalSen,
    voucherSen: priced.voucherSen,
    discountSen: priced.discountSen,
    memberPointsSen: priced.memberPointsSen,
    shippingSen: delivery.shippingSen,
    salesTaxSen,
    serviceTaxSen,
    additionalChargeSen,
    additionalCharges: JSON.stringify(appliedCharges),
    totalSen,
    weightGrams: priced.weightGrams,
    referrerCode: input.referrer?.code ?? null,
    referrerName: input.referrer?.name ?? '',
    commissionRateBp: input.referrer?.commissionRateBp ?? 0,
    commissionSen,
    placedAt,
    autoCancelAt,
    updatedAt: placedAt,
  };
  const items = priced.lines.map((line, sort) => ({
    merchantId,
    id: newId(),
    orderId,
    productId: line.productId,
    optionId: line.optionId,
    sku: line.sku,
    name: line.name,
    options: [line.optionLabel, requestsText(line)].filter(Boolean).join('; '),
    qty: line.qty,
    singlePriceSen: line.unitPriceSen,
    finalPriceSen: line.lineTotalSen,
    weightGrams: line.weightGrams,
    sort,
  }));
  return { order, items, appliedCharges };
}
export type OrderRows = ReturnType<typeof orderRows>;

/**
 * A buyer's order (or request for a quotation) from the merchant's website or app, in one
 * transaction: prices the cart (priceCart), checks the checkout settings, charges shipping,
 * additional charges and taxes, takes the next order number, writes the order and its items,
 * withholds the stock and notifies the seller. Nothing is written if any rule refuses. The
 * rows and their figures come from orderRows.
 */
export function placeOrder(ctx: StorefrontCtx, input: TPlaceOrderInput): Promise<TPlacedOrder> {
  return withTransaction(ctx, async (tx) => {
    const settings = await readOrderSettings(tx.db, tx.merchantId);
    // Joining with the order makes the buyer a member, which is what compulsory membership asks.
    if (settings.compulsoryMember && !input.memberId && !input.joinAsMember) throw fail('MEMBER_REQUIRED', M.memberRequired, 'memberId');

    const priced = await priceCart(tx, { items: input.items, memberId: input.memberId ?? null });
    if (!input.quotation && settings.minimumPriceSen > 0 && priced.netSen < settings.minimumPriceSen) {
      throw fail('MINIMUM_PRICE', M.minimumPrice(settings.minimumPriceSen), 'items');
    }
    const delivery = await deliveryOf(tx, input, settings, priced);
    await checkDeliveryDate(tx, input, settings);

    const memberId = await checkoutMember(tx, input);

    // The counter row is locked from here to commit, so numbers are unique and gap-free.
    const counter = await tx.db.orderSetting.update({ where: { merchantId: tx.merchantId }, data: { nextOrderNo: { increment: 1 } }, select: { nextOrderNo: true } });
    const orderNo = counter.nextOrderNo - 1;
    const rows = orderRows({ merchantId: tx.merchantId, orderId: newId(), orderNo, placedAt: tx.now(), input: { ...input, memberId }, priced, delivery, settings });
    const { order } = rows;
    const status = order.status;

    await tx.db.order.create({ data: order, select: { id: true } });
    await tx.db.orderItem.createMany({ data: rows.items });
    if (memberId) await clearOrderedCartLines(tx, memberId, rows.items);

    // A quotation is a question: its stock is taken only when it becomes an order.
    if (status === ORDER_STATUS.awaitingPayment) {
      const platform = input.channel === 'app' ? INVENTORY_PLATFORM.app : INVENTORY_PLATFORM.website;
      const tracked = priced.lines.filter((l) => !l.product.stockUnlimited);
      const moves = await withholdStock(tx, orderNo, tracked.map((l) => ({ index: l.index, productId: l.productId, optionId: l.optionId, sku: l.sku, name: l.name, qty: l.qty })), platform);
      for (const move of moves) {
        const message = lowStockMessage(move, settings.lowQuantityAlert);
        if (message) await notify(tx, tx.merchantId, { kind: 'low_stock', productId: move.productId, message });
      }
    }
    const what = input.quotation ? 'quotation request' : 'order';
    await notify(tx, tx.merchantId, { kind: 'new_order', orderId: order.id, message: `New ${what} #${orderNo} from ${input.buyer.name}: ${formatSen(order.totalSen)}` });

    return {
      id: order.id,
      memberId,
      orderNo,
      status,
      shippingQuoted: order.shippingQuoted,
      subtotalSen: order.subtotalSen,
      discountSen: order.discountSen,
      shippingSen: order.shippingSen,
      salesTaxSen: order.salesTaxSen,
      serviceTaxSen: order.serviceTaxSen,
      additionalChargeSen: order.additionalChargeSen,
      additionalCharges: rows.appliedCharges,
      commissionSen: order.commissionSen,
      totalSen: order.totalSen,
      placedAt: order.placedAt,
      autoCancelAt: order.autoCancelAt,
      items: rows.items.map((item) => ({
        productId: item.productId,
        optionId: item.optionId,
        sku: item.sku,
        name: item.name,
        options: item.options,
        qty: item.qty,
        singlePriceSen: item.singlePriceSen,
        finalPriceSen: item.finalPriceSen,
      })),
    };
  });
}
