import { LINK_LIMITS } from '../shop-links/constants.ts';

/** The user-log category and permission module of payment links. */
export const PAYMENT_LINK_MODULE = 'payment_link';

export const PAYMENT_LINK_MESSAGES = {
  /** Spec section 5: "Payment link name ... required"; the wording is ours. */
  nameRequired: 'Payment link name is required.',
  nameTooLong: `Payment link name can be at most ${LINK_LIMITS.nameMaxChars} characters.`,
  /** An unknown or inactive slug on the website. */
  unavailable: 'This payment link is not available.',
} as const;
