import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { withNumbers } from '../db/bigint.ts';
import { notFound } from '../shared/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { orderStatusName, type OrderPlatform, type OrderStatusId } from './constants.ts';
import { courierName } from './couriers.ts';
import { AMOUNTS_SELECT, BUYER_SELECT, SHIP_ADDRESS_SELECT } from './order-selects.ts';
import { allowedActions } from './status.ts';
import { statusesOf, stateOf, type OrderScope } from './order-store.ts';
import { appliedChargesOf, type TOrderDetail } from './schema.ts';

const DETAIL_SELECT = {
  id: true,
  orderNo: true,
  status: true,
  shippingQuoted: true,
  memberId: true,
  pointsRedeemed: true,
  ...BUYER_SELECT,
  billingAddress: true,
  ...SHIP_ADDRESS_SELECT,
  shipPhone: true,
  pickupAddressId: true,
  cod: true,
  shippingOptionId: true,
  shippingTitle: true,
  deliveryDate: true,
  deliverySlot: true,
  buyerNote: true,
  remarks: true,
  cancelRemark: true,
  ...AMOUNTS_SELECT,
  addOnSen: true,
  additionalChargeSen: true,
  additionalCharges: true,
  weightGrams: true,
  referrerCode: true,
  referrerName: true,
  commissionRateBp: true,
  commissionSen: true,
  quotationReply: true,
  quotationRepliedAt: true,
  invoiceNo: true,
  invoiceDate: true,
  platform: true,
  placedAt: true,
  paidAt: true,
  shippedAt: true,
  completedAt: true,
  cancelledAt: true,
  autoCancelAt: true,
  updatedAt: true,
  items: {
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    select: { id: true, productId: true, optionId: true, sku: true, name: true, options: true, qty: true, singlePriceSen: true, finalPriceSen: true, weightGrams: true },
  },
  payments: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, method: true, bankName: true, accountNumber: true, attachmentId: true, transactionId: true, paidOn: true, amountSen: true, recordedBy: true, createdAt: true },
  },
  shipments: {
    orderBy: [{ shippedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, courier: true, trackingNo: true, shippedAt: true, remark: true, weightGrams: true, widthMm: true, lengthMm: true, heightMm: true, createdAt: true },
  },
} satisfies Prisma.OrderSelect;

/** Everything of one order (or quotation) of this merchant, with the actions its status allows now. */
export async function loadOrderDetail(ctx: Ctx, id: string, scope: OrderScope = 'order'): Promise<TOrderDetail> {
  const row = await ctx.db.order.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: DETAIL_SELECT });
  if (!row || !statusesOf(scope).includes(row.status as OrderStatusId)) throw notFound(scope === 'order' ? 'order' : 'quotation');
  const o = withNumbers(row);
  const attachmentIds = o.payments.flatMap((p) => (p.attachmentId ? [p.attachmentId] : []));
  const uploads = attachmentIds.length
    ? await ctx.db.upload.findMany({ where: { merchantId: ctx.merchantId, id: { in: attachmentIds } }, select: { id: true, fileName: true, mimeType: true } })
    : [];
  const uploadOf = new Map(uploads.map((u) => [u.id, u]));
  const status = o.status as OrderStatusId;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status,
    statusName: orderStatusName(status),
    shippingQuoted: o.shippingQuoted,
    placedAt: o.placedAt,
    paidAt: o.paidAt,
    shippedAt: o.shippedAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
    autoCancelAt: o.autoCancelAt,
    updatedAt: o.updatedAt,
    platform: o.platform as OrderPlatform,
    buyer: { memberId: o.memberId, name: o.buyerName, email: o.buyerEmail, phone: o.buyerPhone, billingAddress: o.billingAddress },
    delivery: {
      name: o.shipName,
      phone: o.shipPhone,
      address: o.shipAddress,
      city: o.shipCity,
      postcode: o.shipPostcode,
      state: o.shipState,
      country: o.shipCountry,
      selfPickup: o.selfPickup,
      pickupAddressId: o.pickupAddressId,
      cod: o.cod,
      shippingOptionId: o.shippingOptionId,
      shippingTitle: o.shippingTitle,
      deliveryDate: o.deliveryDate,
      deliverySlot: o.deliverySlot,
      weightGrams: o.weightGrams,
    },
    charges: {
      subtotalSen: o.subtotalSen,
      voucherSen: o.voucherSen,
      voucherCode: o.voucherCode,
      discountSen: o.discountSen,
      memberPointsSen: o.memberPointsSen,
      pointsRedeemed: o.pointsRedeemed,
      shippingSen: o.shippingSen,
      shippingDiscountSen: o.shippingDiscountSen,
      salesTaxSen: o.salesTaxSen,
      serviceTaxSen: o.serviceTaxSen,
      addOnSen: o.addOnSen,
      additionalChargeSen: o.additionalChargeSen,
      additionalCharges: appliedChargesOf(o.additionalCharges),
      totalSen: o.totalSen,
    },
    referrer: { code: o.referrerCode, name: o.referrerName, commissionRateBp: o.commissionRateBp, commissionSen: o.commissionSen },
    notes: { buyerNote: o.buyerNote, remarks: o.remarks, cancelRemark: o.cancelRemark },
    quotation: { reply: o.quotationReply, repliedAt: o.quotationRepliedAt },
    invoice: { no: o.invoiceNo, date: o.invoiceDate },
    items: o.items.map(withNumbers),
    payments: o.payments.map(withNumbers).map(({ attachmentId, ...p }) => ({ ...p, attachment: (attachmentId && uploadOf.get(attachmentId)) || null })),
    shipments: o.shipments.map((s) => ({ ...s, courierName: courierName(s.courier) })),
    allowedActions: allowedActions(stateOf(o)),
  };
}

export const getOrder = (ctx: Ctx, id: string) => loadOrderDetail(ctx, id, 'order');
