import { z } from 'zod';
import { ORDER_STATUS as S, type OrderStatusId } from '../orders/constants.ts';
import { zPage } from '../shared/pagination.ts';
import { ZSalesListInput } from './list-filters.ts';

const zStatus = z.number().int();

/** The packaging list: orders to pack, i.e. paid (Payment Made) or Preparing to ship. */
export const PACKAGING_TABS = {
  all: [S.paymentMade, S.preparingToShip],
  paymentMade: [S.paymentMade],
  preparingToShip: [S.preparingToShip],
} as const satisfies Record<string, readonly OrderStatusId[]>;
export type TPackagingTab = keyof typeof PACKAGING_TABS;

export const ZPackagingListInput = ZSalesListInput.extend({ tab: z.enum(Object.keys(PACKAGING_TABS) as [TPackagingTab, ...TPackagingTab[]]).default('all') });
export type TPackagingListInput = z.infer<typeof ZPackagingListInput>;

export const ZPackagingRow = z.object({
  orderId: z.string(),
  orderNo: z.number().int(),
  placedAt: z.date(),
  status: zStatus,
  buyerName: z.string(),
  shipTo: z.string(),
  selfPickup: z.boolean(),
  shippingTitle: z.string(),
  items: z.number().int(),
  totalSen: z.number().int(),
  invoiceNo: z.string().nullable(),
});
export type TPackagingRow = z.infer<typeof ZPackagingRow>;
export const ZPackagingPage = zPage(ZPackagingRow);

/**
 * The delivery list: parcel orders (delivered, not picked up) by payment, in the spec's three
 * groups: unpaid, paid and deleted. Orders are never removed from the database; a parcel order
 * is deleted from delivery when it is cancelled (3) or refunded (9), as it is then not delivered
 * (or, refunded, no longer owed).
 */
export const DELIVERY_TABS = {
  unpaid: [S.awaitingPayment, S.awaitingCardPayment, S.paymentError],
  paid: [S.paymentMade, S.preparingToShip, S.shipped, S.completed],
  deleted: [S.cancelled, S.refund],
} as const satisfies Record<string, readonly OrderStatusId[]>;
export type TDeliveryTab = keyof typeof DELIVERY_TABS;

export const ZDeliveryListInput = ZSalesListInput.extend({ tab: z.enum(Object.keys(DELIVERY_TABS) as [TDeliveryTab, ...TDeliveryTab[]]).default('paid') });
export type TDeliveryListInput = z.infer<typeof ZDeliveryListInput>;

export const ZDeliveryRow = z.object({
  orderId: z.string(),
  orderNo: z.number().int(),
  placedAt: z.date(),
  status: zStatus,
  buyerName: z.string(),
  shipName: z.string(),
  shipPhone: z.string(),
  shipTo: z.string(),
  shippingTitle: z.string(),
  cod: z.boolean(),
  weightGrams: z.number().int(),
  totalSen: z.number().int(),
  /** The latest parcel's tracking, once shipped. */
  courier: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export type TDeliveryRow = z.infer<typeof ZDeliveryRow>;
export const ZDeliveryPage = zPage(ZDeliveryRow);

/** The shipping list: every parcel sent (mass shipping or mark as shipped), newest first. */
export const ZShippingListInput = ZSalesListInput.extend({ courier: z.string().max(40).optional() });
export type TShippingListInput = z.infer<typeof ZShippingListInput>;

export const ZShippingRow = z.object({
  shipmentId: z.string(),
  orderId: z.string(),
  orderNo: z.number().int(),
  status: zStatus,
  buyerName: z.string(),
  shipTo: z.string(),
  courier: z.string(),
  courierName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.date(),
  weightGrams: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
});
export type TShippingRow = z.infer<typeof ZShippingRow>;
export const ZShippingPage = zPage(ZShippingRow);
