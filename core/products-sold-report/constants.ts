import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';

export const REPORT_LIMITS = {
  /** Spec sections 5 and 9: the customer report takes at most 5 products at once. */
  maxProducts: 5,
} as const;

/** Orders that count as sold: Payment Made and every status after it that is not a cancellation or refund. */
export const SOLD_STATUSES = REFERRAL_PAID_STATUSES;

export const REPORT_MESSAGES = {
  productsRequired: 'Please choose at least one product.',
  /** Spec section 8's limit message ("You can choose up to {max_selection} only!") with the report's 5. */
  tooManyProducts: `You can choose up to ${REPORT_LIMITS.maxProducts} only!`,
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;

/** The CSV's columns before one "Units: {product}" column per chosen product. */
export const REPORT_EXPORT_HEADER = ['Customer', 'Email', 'Phone', 'Member ID', 'Orders', 'Units', 'Total (RM)'] as const;
