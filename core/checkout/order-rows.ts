import { newId } from '../db/ids.ts';
import { ORDER_STATUS, type OrderStatusId } from '../orders/constants.ts';
import type { PricedCart } from '../pricing/types.ts';
import type { ReferralPersonHit } from '../referral/attribution.ts';
import type { TOrderSettings } from '../sales-settings/read.ts';
import type { Delivery } from './delivery.ts';
import { addressLines } from '../shipping/address-words.ts';
import type { TPlaceOrderInput } from './schema.ts';
import { requestsText } from './special-requests.ts';

/** What orderRows needs: the checked input, its priced cart and delivery, and the order's number, time and links. */
export interface OrderRowsSource {
  merchantId: string;
  orderId: string;
  orderNo: number;
  placedAt: Date;
  input: TPlaceOrderInput;
  priced: PricedCart;
  delivery: Pick<Delivery, 'shippingOptionId' | 'shippingTitle' | 'pickupAddressId'>;
  settings: Pick<TOrderSettings, 'autoCancelMinutes'>;
  links?: { paymentLinkId: string | null; purchaseLinkId: string | null };
  /** The referral person credited with the order (core/referral/attribution.ts), or none. */
  referral?: Pick<ReferralPersonHit, 'personId' | 'code' | 'name' | 'commissionBp'> | null;
}

/**
 * The Order row and its OrderItem rows exactly as the checkout writes them (status, addresses,
 * auto-cancel time, and every figure as core/pricing's priceCart returned it), with nothing read
 * from the database: placeOrder writes these rows after its checks, and the orders benchmark's
 * data generator writes the same rows in bulk.
 */
export function orderRows({ merchantId, orderId, orderNo, placedAt, input, priced, delivery, settings, links, referral }: OrderRowsSource) {
  const status: OrderStatusId = input.quotation ? ORDER_STATUS.waitingForReply : ORDER_STATUS.awaitingPayment;
  const autoCancelAt = status === ORDER_STATUS.awaitingPayment && settings.autoCancelMinutes ? new Date(placedAt.getTime() + settings.autoCancelMinutes * 60_000) : null;
  const address = input.selfPickup ? (input.address ?? null) : input.address!;
  const appliedCharges = priced.charges.map((c) => ({ name: c.name, sen: c.sen }));
  const order = {
    merchantId,
    id: orderId,
    orderNo,
    status,
    shippingQuoted: priced.shippingQuoted,
    memberId: input.memberId ?? null,
    buyerName: input.buyer.name,
    buyerNameKey: input.buyer.name.toLowerCase(),
    buyerEmail: input.buyer.email,
    buyerPhone: input.buyer.phone,
    // In words, a line each, as on an envelope (the invoice prints its lines).
    billingAddress: address ? addressLines(address, 'en-MY').join('\n') : '',
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
    voucherId: priced.voucher?.id ?? null,
    voucherCode: priced.voucher?.code ?? '',
    discountSen: priced.discountSen,
    pointsRedeemed: priced.pointsRedeemed,
    memberPointsSen: priced.memberPointsSen,
    shippingSen: priced.shippingSen,
    shippingDiscountSen: priced.shippingDiscountSen,
    salesTaxSen: priced.salesTaxSen,
    serviceTaxSen: priced.serviceTaxSen,
    additionalChargeSen: priced.additionalChargeSen,
    additionalCharges: JSON.stringify(appliedCharges),
    totalSen: priced.totalSen,
    weightGrams: priced.weightGrams,
    paymentLinkId: links?.paymentLinkId ?? null,
    purchaseLinkId: links?.purchaseLinkId ?? null,
    salesPersonId: input.salesPersonId ?? null,
    referralPersonId: referral?.personId ?? null,
    referrerCode: referral?.code ?? null,
    referrerName: referral?.name ?? '',
    commissionRateBp: referral?.commissionBp ?? 0,
    commissionSen: priced.commissionSen,
    placedAt,
    autoCancelAt,
    updatedAt: placedAt,
  };
  const lineItems = priced.lines.map((line) => ({
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
    basePriceSen: line.basePriceSen,
    promotion: line.promotion,
    promotionId: line.promotionId,
    picks: '',
    weightGrams: line.weightGrams,
  }));
  const setItems = priced.sets.map((set) => ({
    merchantId,
    id: newId(),
    orderId,
    productId: null,
    optionId: null,
    sku: '',
    name: set.name,
    options: set.picksLabel,
    qty: set.qty,
    singlePriceSen: set.unitPriceSen,
    finalPriceSen: set.lineTotalSen,
    basePriceSen: set.unitPriceSen,
    promotion: 'mix_match',
    promotionId: set.mixMatchId,
    picks: JSON.stringify(set.picks),
    weightGrams: set.weightGrams * set.qty,
  }));
  const items = [...lineItems, ...setItems].map((item, sort) => ({ ...item, sort }));
  return { order, items, appliedCharges };
}
export type OrderRows = ReturnType<typeof orderRows>;
