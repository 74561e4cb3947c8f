import type { TCheckoutSettingsInputRaw } from './schema.ts';

/**
 * The checkout settings a new shop starts with (the OrderSetting columns' defaults): no minimum,
 * no auto-cancel, no additional charges, no taxes, self pick-up off. Kept beside the schema so a
 * form that changes one setting can start from the rest as a new shop has them.
 */
export const DEFAULT_CHECKOUT_SETTINGS: Readonly<TCheckoutSettingsInputRaw> = {
  minimumPriceSen: 0,
  freeShippingOverSen: 0,
  fasterCheckout: false,
  whatsappCheckout: false,
  selfPickup: false,
  productReview: true,
  showPrice: true,
  compulsoryMember: false,
  autoCancelMinutes: null,
  additionalCharges: [],
  lowQuantityAlert: 0,
  salesTaxBp: 0,
  serviceTaxBp: 0,
};
