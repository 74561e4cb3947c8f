import { msg } from '../shared/messages.ts';

/** The user log's category of the e-commerce mail settings (module my_sales). */
export const ORDER_MAIL_CATEGORY = 'my_sales';

/** The order e-mails: four to the buyer as the order moves, and the merchant's notification of a new order. */
export const ORDER_MAIL_KINDS = ['order_placed', 'payment_received', 'shipped', 'cancelled', 'merchant_notification'] as const;
export type TOrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

const COMMON = ['shop', 'orderNo', 'placedAt', 'buyerName', 'buyerEmail', 'buyerPhone', 'delivery', 'items', 'total', 'buyerNote'] as const;

/** The placeholders each e-mail may use, written {name} in its subject and body. */
export const ORDER_MAIL_PLACEHOLDERS: Record<TOrderMailKind, readonly string[]> = {
  order_placed: COMMON,
  payment_received: COMMON,
  shipped: [...COMMON, 'courier', 'trackingNo'],
  cancelled: [...COMMON, 'cancelRemark'],
  merchant_notification: [...COMMON, 'orderKind', 'orderLink'],
};

export const ORDER_MAIL_LIMITS = { senderNameMaxChars: 100, emailMaxChars: 254, subjectMaxChars: 200, bodyMaxChars: 20_000 } as const;
const L = ORDER_MAIL_LIMITS;

export const ORDER_MAIL_MESSAGES = {
  senderNameTooLong: msg('orderMails.senderNameTooLong', { max: L.senderNameMaxChars }),
  replyToInvalid: msg('orderMails.replyToInvalid'),
  subjectRequired: msg('orderMails.subjectRequired'),
  subjectTooLong: msg('orderMails.subjectTooLong', { max: L.subjectMaxChars }),
  bodyRequired: msg('orderMails.bodyRequired'),
  bodyTooLong: msg('orderMails.bodyTooLong', { max: L.bodyMaxChars }),
  unknownPlaceholder: (name: string) => msg('orderMails.unknownPlaceholder', { name: `{${name}}` }),
  logoNotFound: msg('orderMails.logoNotFound'),
} as const;
