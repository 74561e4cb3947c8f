import { LINK_LIMITS } from '../shop-links/constants.ts';

/** Purchase links have no module key of their own (routes.json): they sit in My Sales. */
export const PURCHASE_LINK_MODULE = 'my_sales';

export const PURCHASE_LINK_MESSAGES = {
  /** Spec section 5: "... purchase link name required"; the wording is ours. */
  nameRequired: 'Purchase link name is required.',
  nameTooLong: `Purchase link name can be at most ${LINK_LIMITS.nameMaxChars} characters.`,
  /**
   * Spec section 5: the purchase link "needs a voucher discount type": a link with a voucher
   * names the discount type it offers, and the voucher must have it. The wording is ours.
   */
  voucherDiscountTypeRequired: 'Please choose the voucher discount type.',
  voucherDiscountTypeMismatch: "The voucher's discount type is not the one chosen for this link.",
  voucherInactive: 'This voucher is not active.',
  /** An unknown or inactive slug on the website. */
  unavailable: 'This purchase link is not available.',
} as const;
