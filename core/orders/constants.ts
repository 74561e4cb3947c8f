import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
/**
 * Order constants of business-areas.md sections 4, 5, 8 and 9. Where the spec is silent the
 * choice is ours and said so; docs/orders.md explains the choices.
 */

/** Order status ids as the spec numbers them; quotations share the numbering (10, 11). */
export const ORDER_STATUS = {
  awaitingCardPayment: 1,
  paymentMade: 2,
  cancelled: 3,
  preparingToShip: 4,
  paymentError: 5,
  shipped: 6,
  awaitingPayment: 7,
  completed: 8,
  refund: 9,
  waitingForReply: 10,
  quotationReplied: 11,
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_IDS: readonly OrderStatusId[] = Object.values(ORDER_STATUS).sort((a, b) => a - b);

/** Id 0 in a status filter means every status. */
export const ALL_STATUSES_FILTER = 0;

export const isOrderStatusId = (value: number): value is OrderStatusId => (ORDER_STATUS_IDS as readonly number[]).includes(value);

/** Names in the sales screens. */
export const ORDER_STATUS_NAMES = {
  1: 'Waiting for card-payment-provider transaction',
  2: 'Payment Made',
  3: 'Cancelled',
  4: 'Preparing to ship',
  5: 'Payment Error',
  6: 'Shipped',
  7: 'Awaiting Payment',
  8: 'Completed',
  9: 'Refund',
  10: 'Waiting for reply',
  11: 'Quotation Replied',
} as const satisfies Record<OrderStatusId, string>;

/** The referral report reads id 4 differently; the spec keeps both readings. */
export const REFERRAL_STATUS_NAMES = { ...ORDER_STATUS_NAMES, 4: 'Payment Received' } as const satisfies Record<OrderStatusId, string>;

export type StatusReading = 'sales' | 'referral';
export const orderStatusName = (id: OrderStatusId, reading: StatusReading = 'sales'): string =>
  (reading === 'referral' ? REFERRAL_STATUS_NAMES : ORDER_STATUS_NAMES)[id];

/**
 * The order list tabs and the statuses each holds. Unpaid statuses (card payment pending, payment
 * error) wait with Awaiting Payment; Refund sits with Cancelled as an order that did not end in a
 * sale. Quotations (10, 11) have their own list.
 */
export const ORDER_TABS = [
  { key: 'awaitingPayment', label: 'Awaiting Payment', statuses: [7, 1, 5] },
  { key: 'paymentMade', label: 'Payment Made', statuses: [2] },
  { key: 'preparingToShip', label: 'Preparing to ship', statuses: [4] },
  { key: 'shipped', label: 'Shipped', statuses: [6] },
  { key: 'completed', label: 'Completed', statuses: [8] },
  { key: 'cancelled', label: 'Cancelled', statuses: [3, 9] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatusId[] }[];
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

/** Referral report grouping. */
export const REFERRAL_PAID_STATUSES: readonly OrderStatusId[] = [2, 4, 6, 8];
export const REFERRAL_UNPAID_STATUSES: readonly OrderStatusId[] = [1, 3, 5, 7, 9, 10, 11];

export const QUOTATION_STATE = { unreplied: 10, replied: 11 } as const;
export const QUOTATION_STATE_NAMES = { 10: 'Unreplied', 11: 'Replied' } as const;

export const ORDER_LIMITS = {
  /** Spec: text notes 225 characters. */
  buyerNoteMaxChars: 225,
  quotationReplyMaxChars: 225,
  /** Spec: order auto-cancel 5 minutes to 30 days. */
  autoCancelMinMinutes: 5,
  autoCancelMaxMinutes: 30 * 24 * 60,
} as const;

export const ORDER_MESSAGES = {
  statusNotUpdated: msg('orders.statusNotUpdated'),
  paymentNotSaved: msg('orders.paymentNotSaved'),
  shippingFeeNotSaved: msg('orders.shippingFeeNotSaved'),
  highlightNotSaved: msg('orders.highlightNotSaved'),
  fillAllFields: msg('orders.fillAllFields'),
  orderNotCreated: msg('orders.orderNotCreated'),
  shippingStatusNotUpdated: msg('orders.shippingStatusNotUpdated'),
  errorOccurred: (message: string) => msg('orders.errorOccurred', { message }),
  cannotComplete: msg('shared.cannotComplete'),
  serviceUpdateFailed: msg('orders.serviceUpdateFailed'),
  getDataError: msg('orders.getDataError'),
  productsUpdateFailed: msg('orders.productsUpdateFailed'),
  /** Shown before cancelling or marking as paid: neither can be undone. */
  /** Ours: the spec gives the limits, not the wording. */
  buyerNoteTooLong: tooLongMessage(term('fields.orders.buyerNote'), ORDER_LIMITS.buyerNoteMaxChars),
  quotationReplyTooLong: tooLongMessage(term('fields.orders.quotationReply'), ORDER_LIMITS.quotationReplyMaxChars),
  autoCancelRange: msg('orders.autoCancelRange'),
} as const;

/** Where an order was placed (Order.platform): the website (the storefront, the app, WhatsApp checkout) or a marketplace it was pulled from. */
export const ORDER_PLATFORMS = ['website', 'shopee', 'lazada'] as const;
export type OrderPlatform = (typeof ORDER_PLATFORMS)[number];
