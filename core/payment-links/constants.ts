import { LINK_LIMITS } from '../shop-links/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The user-log category and permission module of payment links. */
export const PAYMENT_LINK_MODULE = 'payment_link';

export const PAYMENT_LINK_MESSAGES = {
  /** Spec section 5: "Payment link name ... required"; the wording is ours. */
  nameRequired: msg('paymentLinks.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.paymentLinks.name'), LINK_LIMITS.nameMaxChars),
  /** An unknown or inactive slug on the website. */
  unavailable: msg('paymentLinks.unavailable'),
} as const;
