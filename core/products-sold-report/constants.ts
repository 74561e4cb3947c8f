import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import { msg } from '../shared/messages.ts';

export const REPORT_LIMITS = {
  /** Spec sections 5 and 9: the customer report takes at most 5 products at once. */
  maxProducts: 5,
} as const;

/** Orders that count as sold: Payment Made and every status after it that is not a cancellation or refund. */
export const SOLD_STATUSES = REFERRAL_PAID_STATUSES;

/** Spec section 8's limit of a product picker: "You can choose up to {max_selection} only!". */
export const chooseUpTo = (max: number) => msg('productsSold.tooManyProducts', { max });

export const REPORT_MESSAGES = {
  productsRequired: msg('productsSold.productsRequired'),
  /** The picker's limit message with the report's 5. */
  tooManyProducts: chooseUpTo(REPORT_LIMITS.maxProducts),
  endBeforeStart: msg('productsSold.endBeforeStart'),
} as const;

/** The CSV's columns before one "Units: {product}" column per chosen product. */
export const REPORT_EXPORT_HEADER = ['Customer', 'Email', 'Phone', 'Member ID', 'Orders', 'Units', 'Total (RM)'] as const;
