import { msg } from './messages.ts';
/**
 * Messages the promotion forms (discount campaigns, add-on deals, mix and match, links) share, so
 * one rule reads the same in every area. The spec names these rules, not their wording.
 */
export const PROMOTION_MESSAGES = {
  productUnknown: msg('promotions.productUnknown'),
  productsRequired: msg('promotions.productsRequired'),
  /** A picture id that names no promotion picture of the merchant (core/uploads/promotion-pictures.ts). */
  pictureUnknown: msg('promotions.pictureUnknown'),
  /** Spec section 9: the gap is MIN_GAP_MS (promotion-period.ts). */
  endTooSoon: msg('promotions.endTooSoon'),
} as const;
