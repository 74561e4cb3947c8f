import { z } from 'zod';
import { PAGE_SIZES } from '../shared/pagination.ts';
import { ZDateShortcut, ZLocalDate } from '../shared/time.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ORDER_LIMITS, ORDER_MESSAGES as M, ORDER_PLATFORMS, ORDER_TABS, type OrderTabKey } from './constants.ts';
import { MASS_ACTIONS, ORDER_ACTIONS } from './status.ts';
import { COURIER_CODES } from './couriers.ts';
import { FILE_FORMATS } from '../jobs/file-options.ts';
import { msg, term } from '../shared/messages.ts';

export const ORDER_TAB_KEYS = ORDER_TABS.map((t) => t.key) as [OrderTabKey, ...OrderTabKey[]];

/**
 * How far a list reaches: tab counts stop counting at this many orders ("1,000+") and pages go
 * this deep; older orders are reached with the date filter (docs/orders.md, "Lists at scale").
 */
export const ORDER_LIST_WINDOW = 1000;

/** How a payment was made; 'manual' is a mark as paid with no details (mass actions). */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque', 'card', 'ewallet', 'cod', 'manual', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const pageSize = z
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), msg('shared.pageSize'))
  .default(20);

/** Filters shared by the order list, the quotation list and the export. Dates are merchant-local days, both ends included. */
const ZDateFilter = z.object({
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  /** A shortcut wins over from/to. */
  shortcut: ZDateShortcut.optional(),
});
export type TDateFilter = z.infer<typeof ZDateFilter>;

export const ZOrderListInput = ZDateFilter.extend({
  tab: z.enum(ORDER_TAB_KEYS).optional(),
  /** 0 means every status; otherwise one status id (1 to 9). With a tab, a status outside it finds nothing. */
  status: z.number().int().min(0).max(9).default(0),
  /** A buyer name (prefix, any case) or an order number ('1024' or '#1024'). */
  search: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  pageSize,
});
export type TOrderListInput = z.input<typeof ZOrderListInput>;

const ZStatus = z.number().int().min(1).max(11);
const ZActionList = z.array(z.enum(ORDER_ACTIONS));

export const ZOrderRow = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  placedAt: z.date(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  totalSen: z.number().int(),
  status: ZStatus,
  shippingQuoted: z.boolean(),
  cod: z.boolean(),
  selfPickup: z.boolean(),
  invoiceNo: z.string().nullable(),
  platform: z.enum(ORDER_PLATFORMS),
  itemCount: z.number().int(),
  allowedActions: ZActionList,
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

/** A count that stopped at ORDER_LIST_WINDOW: capped means "at least count". */
export const ZBoundedCount = z.object({ count: z.number().int(), capped: z.boolean() });

export const ZOrderPage = z.object({
  items: z.array(ZOrderRow),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  tabs: z.array(ZBoundedCount.extend({ key: z.enum(ORDER_TAB_KEYS) })),
  /** A name search matched more than the window: only part of the matches are listed. */
  searchTruncated: z.boolean(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZOrderIdInput = z.object({ id: z.string().min(1) });

// ---------------------------------------------------------------- detail

/** An order line as the checkout priced it: what the detail and the placed order both show. */
export const ZOrderItemLine = z.object({
  optionId: z.string().nullable(),
  sku: z.string(),
  name: z.string(),
  options: z.string(),
  qty: z.number().int(),
  singlePriceSen: z.number().int(),
  finalPriceSen: z.number().int(),
});

/** The additional charges applied to an order, as stored ({ name, sen }[] in JSON). */
export const ZAppliedCharges = z.array(z.object({ name: z.string(), sen: z.number().int() }));

/** An order's additional charges as kept (JSON text); none when the text is not such a list. */
export function appliedChargesOf(text: string): z.infer<typeof ZAppliedCharges> {
  try {
    const parsed = ZAppliedCharges.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const ZOrderItemView = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  ...ZOrderItemLine.shape,
  weightGrams: z.number().int(),
});

export const ZPaymentView = z.object({
  id: z.string(),
  method: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  transactionId: z.string(),
  paidOn: z.date(),
  amountSen: z.number().int(),
  attachment: z.object({ id: z.string(), fileName: z.string(), mimeType: z.string() }).nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.date(),
});

export const ZShipmentView = z.object({
  id: z.string(),
  courier: z.string(),
  courierName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.date(),
  remark: z.string(),
  weightGrams: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  createdAt: z.date(),
});

export const ZOrderDetail = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  status: ZStatus,
  statusName: z.string(),
  shippingQuoted: z.boolean(),
  platform: z.enum(ORDER_PLATFORMS),
  placedAt: z.date(),
  paidAt: z.date().nullable(),
  shippedAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
  autoCancelAt: z.date().nullable(),
  updatedAt: z.date(),
  buyer: z.object({ memberId: z.string().nullable(), name: z.string(), email: z.string(), phone: z.string(), billingAddress: z.string() }),
  delivery: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    state: z.string(),
    country: z.string(),
    selfPickup: z.boolean(),
    pickupAddressId: z.string().nullable(),
    cod: z.boolean(),
    shippingOptionId: z.string().nullable(),
    shippingTitle: z.string(),
    deliveryDate: z.string().nullable(),
    deliverySlot: z.string().nullable(),
    weightGrams: z.number().int(),
  }),
  charges: z.object({
    subtotalSen: z.number().int(),
    voucherSen: z.number().int(),
    voucherCode: z.string(),
    discountSen: z.number().int(),
    memberPointsSen: z.number().int(),
    pointsRedeemed: z.number().int(),
    shippingSen: z.number().int(),
    shippingDiscountSen: z.number().int(),
    salesTaxSen: z.number().int(),
    serviceTaxSen: z.number().int(),
    addOnSen: z.number().int(),
    additionalChargeSen: z.number().int(),
    additionalCharges: ZAppliedCharges,
    totalSen: z.number().int(),
  }),
  referrer: z.object({ code: z.string().nullable(), name: z.string(), commissionRateBp: z.number().int(), commissionSen: z.number().int() }),
  notes: z.object({ buyerNote: z.string(), remarks: z.string(), cancelRemark: z.string() }),
  quotation: z.object({ reply: z.string(), repliedAt: z.date().nullable() }),
  invoice: z.object({ no: z.string().nullable(), date: z.date().nullable() }),
  items: z.array(ZOrderItemView),
  payments: z.array(ZPaymentView),
  shipments: z.array(ZShipmentView),
  allowedActions: ZActionList,
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

// ---------------------------------------------------------------- actions

const note = (max: number, message?: string) => z.string().trim().max(max, message).default('');

export const ZPaymentInput = z.object({
  method: z.enum(PAYMENT_METHODS, { error: M.fillAllFields }),
  bankName: z.string().trim().max(100).default(''),
  accountNumber: z.string().trim().max(60).default(''),
  transactionId: z.string().trim().max(100).default(''),
  paidOn: z.date({ error: M.fillAllFields }),
  amountSen: zSen(term('fields.orders.amountPaid'), MONEY_LIMITS.orderSen, M.fillAllFields),
  /** An upload (purpose 'payment-proof') of this merchant: the bank slip or receipt. */
  attachmentId: z.string().min(1).nullable().default(null),
});
export type TPaymentInput = z.input<typeof ZPaymentInput>;

export const ZMarkPaidInput = z.object({ id: z.string().min(1), payment: ZPaymentInput });
export type TMarkPaidInput = z.input<typeof ZMarkPaidInput>;

export const ZQuoteShippingInput = z.object({ id: z.string().min(1), shippingSen: zSen(term('fields.orders.shippingFee'), MONEY_LIMITS.chargeSen, M.shippingFeeNotSaved) });

export const ZMarkShippedInput = z.object({
  id: z.string().min(1),
  courier: z.enum(COURIER_CODES, { error: M.fillAllFields }),
  trackingNo: z.string().trim().min(1, M.fillAllFields).max(100),
  shippedAt: z.date({ error: M.fillAllFields }),
  remark: note(ORDER_LIMITS.buyerNoteMaxChars, M.buyerNoteTooLong),
});
export type TMarkShippedInput = z.input<typeof ZMarkShippedInput>;

export const ZCancelInput = z.object({
  id: z.string().min(1),
  remark: note(ORDER_LIMITS.buyerNoteMaxChars, M.buyerNoteTooLong),
  /** Items of the order whose product (or option) is set out of stock with the cancel. */
  outOfStockItemIds: z.array(z.string().min(1)).max(200).default([]),
});
export type TCancelInput = z.input<typeof ZCancelInput>;

export const ZRefundInput = z.object({ id: z.string().min(1), remark: note(ORDER_LIMITS.buyerNoteMaxChars, M.buyerNoteTooLong) });

export const MASS_ACTION_MAX = 500;

export const ZMassActionInput = z.object({
  action: z.enum(MASS_ACTIONS),
  ids: z.array(z.string().min(1)).min(1).max(MASS_ACTION_MAX),
  /** Mark as paid: how the orders were paid (each records a payment of its total, dated now). */
  method: z.enum(PAYMENT_METHODS).default('manual'),
  /** Cancel: the remark every cancelled order gets. */
  remark: note(ORDER_LIMITS.buyerNoteMaxChars, M.buyerNoteTooLong),
});
export type TMassActionInput = z.input<typeof ZMassActionInput>;

export const ZMassActionResult = z.object({
  action: z.enum(MASS_ACTIONS),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      orderNo: z.number().int().nullable(),
      ok: z.boolean(),
      status: ZStatus.nullable(),
      code: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type TMassActionResult = z.infer<typeof ZMassActionResult>;

// ---------------------------------------------------------------- quotations

export const QUOTATION_TABS = ['unreplied', 'replied'] as const;

export const ZQuotationListInput = ZDateFilter.extend({
  tab: z.enum(QUOTATION_TABS).default('unreplied'),
  search: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  pageSize,
});
export type TQuotationListInput = z.input<typeof ZQuotationListInput>;

export const ZQuotationRow = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  placedAt: z.date(),
  buyerName: z.string(),
  totalSen: z.number().int(),
  shippingSen: z.number().int(),
  status: ZStatus,
  reply: z.string(),
  repliedAt: z.date().nullable(),
});
export type TQuotationRow = z.infer<typeof ZQuotationRow>;

export const ZQuotationPage = z.object({
  items: z.array(ZQuotationRow),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  tabs: z.array(ZBoundedCount.extend({ key: z.enum(QUOTATION_TABS) })),
  searchTruncated: z.boolean(),
});
export type TQuotationPage = z.infer<typeof ZQuotationPage>;

export const ZReplyQuotationInput = z.object({
  id: z.string().min(1),
  message: z.string().trim().min(1, M.fillAllFields).max(ORDER_LIMITS.quotationReplyMaxChars, M.quotationReplyTooLong),
  shippingSen: zSen(term('fields.orders.shippingFee'), MONEY_LIMITS.chargeSen, M.shippingFeeNotSaved),
});
export type TReplyQuotationInput = z.input<typeof ZReplyQuotationInput>;

// ---------------------------------------------------------------- export

/** The order export (a job, module order): every order of the filter, newest first, as CSV or XLSX. */
export const ZOrderExportInput = ZDateFilter.extend({
  /** 0 means every order status (1 to 9); otherwise one of them. */
  status: z.number().int().min(0).max(9).default(0),
  format: z.enum(FILE_FORMATS).default('csv'),
});
export type TOrderExportInput = z.infer<typeof ZOrderExportInput>;

/** The quotations' export (a job, module quotation): 0 both, or Waiting for reply (10) or Quotation Replied (11). */
export const ZQuotationExportInput = ZOrderExportInput.extend({
  status: z.union([z.literal(0), z.literal(10), z.literal(11)]).default(0),
});
export type TQuotationExportInput = z.infer<typeof ZQuotationExportInput>;

/** One order as a line of the export file; times are the merchant's local 'YYYY-MM-DD HH:mm'. */
export const ZOrderExportRow = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  placedAt: z.string(),
  status: ZStatus,
  statusName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  shipTo: z.string(),
  items: z.string(),
  subtotalSen: z.number().int(),
  discountSen: z.number().int(),
  shippingSen: z.number().int(),
  taxSen: z.number().int(),
  totalSen: z.number().int(),
  paymentMethod: z.string(),
  paidAt: z.string(),
  courier: z.string(),
  trackingNo: z.string(),
  invoiceNo: z.string(),
  buyerNote: z.string(),
  remarks: z.string(),
});
export type TOrderExportRow = z.infer<typeof ZOrderExportRow>;

// ---------------------------------------------------------------- auto-cancel

export const ZAutoCancelResult = z.object({ cancelled: z.number().int(), merchants: z.number().int() });
export type TAutoCancelResult = z.infer<typeof ZAutoCancelResult>;
