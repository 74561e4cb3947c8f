/**
 * Messages the promotion forms (discount campaigns, add-on deals, mix and match, links) share, so
 * one rule reads the same in every area. The spec names these rules, not their wording.
 */
export const PROMOTION_MESSAGES = {
  productUnknown: 'Please choose a product from the list.',
  productsRequired: 'Please add at least one product.',
  /** A picture id that names no promotion picture of the merchant (core/uploads/promotion-pictures.ts). */
  pictureUnknown: 'Please upload the image again.',
  /** Spec section 9: the gap is MIN_GAP_MS (promotion-period.ts). */
  endTooSoon: 'The end time must be at least 5 minutes after the start time.',
} as const;
