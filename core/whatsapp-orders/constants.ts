import { MEMBER_MESSAGES } from '../members/constants.ts';
import { ORDER_LIMITS } from '../orders/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The module of both lists, and their user-log category. */
export const WHATSAPP_ORDERS_MODULE = 'whatsapp_cart';

/** A buyer's order (/mysales/whatsapp-orders) or cart (/whatsapp-cart-chat) sent by WhatsApp. */
export const WHATSAPP_ENTRY_KINDS = ['order', 'cart'] as const;
export type TWhatsappEntryKind = (typeof WHATSAPP_ENTRY_KINDS)[number];

/** Spec: each switchable between Active and Completed. */
export const WHATSAPP_ENTRY_STATUSES = ['active', 'completed'] as const;
export type TWhatsappEntryStatus = (typeof WHATSAPP_ENTRY_STATUSES)[number];

export const WHATSAPP_ORDER_LIMITS = {
  /** Spec: note fields hold 225 characters. */
  noteMaxChars: ORDER_LIMITS.buyerNoteMaxChars,
  /** Entries one bulk switch may name (the largest page). */
  bulkMax: 80,
  /** Tries at the next entry number when two arrive at once. */
  numberTries: 5,
} as const;

export const WHATSAPP_ORDER_MESSAGES = {
  checkoutOff: msg('whatsappOrders.checkoutOff'),
  phoneRequired: MEMBER_MESSAGES.phoneRequired,
  noteTooLong: tooLongMessage(term('fields.orders.buyerNote'), WHATSAPP_ORDER_LIMITS.noteMaxChars),
  selectRequired: msg('whatsappOrders.selectRequired'),
} as const;
