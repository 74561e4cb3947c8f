import { LINK_LIMITS } from '../shop-links/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** Purchase links have no module key of their own (routes.json): they sit in My Sales. */
export const PURCHASE_LINK_MODULE = 'my_sales';

export const PURCHASE_LINK_MESSAGES = {
  /** Spec section 5: "... purchase link name required"; the wording is ours. */
  nameRequired: msg('purchaseLinks.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.purchaseLinks.name'), LINK_LIMITS.nameMaxChars),
  /**
   * Spec section 5: the purchase link "needs a voucher discount type": a link with a voucher
   * names the discount type it offers, and the voucher must have it. The wording is ours.
   */
  voucherDiscountTypeRequired: msg('purchaseLinks.voucherDiscountTypeRequired'),
  voucherDiscountTypeMismatch: msg('purchaseLinks.voucherDiscountTypeMismatch'),
  voucherInactive: msg('purchaseLinks.voucherInactive'),
  /** An unknown or inactive slug on the website. */
  unavailable: msg('purchaseLinks.unavailable'),
} as const;
