export const PARCEL_PATHS = {
  tracking: '/mysales/trackingmy',
  guideline: '/mysales/trackingmy/guideline',
  /** The parcel-rate service's section of the shipping settings. */
  rates: '/mysales/shipping-setting?section=parcelRates',
} as const;
