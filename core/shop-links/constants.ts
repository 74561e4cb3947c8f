import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';
import { msg } from '../shared/messages.ts';

/**
 * What payment links and purchase links share: the custom link (slug), the product lines and the
 * list tabs. The spec gives only "name required" and "active or inactive"; the limits below are
 * ours and docs/payment-and-purchase-links.md explains them.
 */
export const LINK_LIMITS = {
  nameMaxChars: 200,
  slugMinChars: 3,
  slugMaxChars: 64,
  /** Products one link carries: enough for any bundle, small enough to show on one page. */
  maxProducts: 50,
  /** Units of one product a payment link or one purchase takes. */
  maxQty: 10_000,
  /** A purchase link's own stock of one product. */
  maxStock: 1_000_000,
} as const;

/** Lower-case letters, digits and hyphens: a link a buyer can read out and type. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** The list's tabs: every link, or only the active or inactive ones (spec section 4). */
export const LINK_STATUS_TABS = ['all', 'active', 'inactive'] as const;
export type LinkStatusTab = (typeof LINK_STATUS_TABS)[number];

export const LINK_MESSAGES = {
  invalidValue: GENERIC_MESSAGES.invalidValue,
  slugFormat: msg('links.slugFormat', { slugMinChars: LINK_LIMITS.slugMinChars, slugMaxChars: LINK_LIMITS.slugMaxChars }),
  slugTaken: msg('links.slugTaken'),
  productsRequired: PM.productsRequired,
  tooManyProducts: msg('links.tooManyProducts', { maxProducts: LINK_LIMITS.maxProducts }),
  optionRequired: msg('links.optionRequired'),
  optionNotFound: msg('links.optionNotFound'),
  duplicateProduct: msg('links.duplicateProduct'),
} as const;
