import { msg } from '../shared/messages.ts';
/**
 * Shipping and checkout-charge vocabulary (business-areas.md sections 3, 5 and 9). The field
 * meanings of each charge form are ours where the spec names the form only; docs/shipping.md
 * describes them with examples.
 */

/** Spec section 9: the shipping types, in its order. */
export const SHIPPING_TYPES = ['free_shipping', 'one_time', 'weight', 'per_item', 'quote_shipping'] as const;
export type TShippingType = (typeof SHIPPING_TYPES)[number];

/**
 * The charge forms of a shipping option (spec section 3, "charges"):
 * - each_order: `amountSen` on every order (flat).
 * - one_time: `amountSen` once per order, free when the subtotal is strictly above `freeAboveSen`.
 * - per_gram: `senPerKg` for each kilogram, pro rata by the gram and rounded half up to the sen
 *   (the rate is held per kilogram so that rates below 1 sen a gram stay integers).
 * - first_subsequent: `firstSen` covers the first `firstGrams` grams (any parcel pays it, even
 *   0 g); each further `nextGrams` grams, or part of them, adds `nextSen`.
 * - weight_range: a list of `{ minGrams, maxGrams, amountSen }`, both ends inclusive, not
 *   overlapping; a weight in no range makes the option unavailable.
 * - per_item: `amountSen` per item, never more than `maxSen` when a maximum is set.
 */
export const CHARGE_FORMS = ['each_order', 'one_time', 'per_gram', 'first_subsequent', 'weight_range', 'per_item'] as const;
export type TChargeForm = (typeof CHARGE_FORMS)[number];

/** Which forms a type may use; free and quoted shipping carry no charge. */
export const CHARGE_FORMS_BY_TYPE = {
  free_shipping: [],
  one_time: ['each_order', 'one_time'],
  weight: ['per_gram', 'first_subsequent', 'weight_range'],
  per_item: ['per_item'],
  quote_shipping: [],
} as const satisfies Record<TShippingType, readonly TChargeForm[]>;

export const SHIPPING_STATUSES = ['enabled', 'disabled'] as const;
export type TShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** Spec section 9: additional charge condition types 1 to 4. */
export const ADDITIONAL_CHARGE_CONDITIONS = {
  perOrder: 1,
  subtotalBelow: 2,
  subtotalAbove: 3,
  byCategory: 4,
} as const;
export type TConditionType = (typeof ADDITIONAL_CHARGE_CONDITIONS)[keyof typeof ADDITIONAL_CHARGE_CONDITIONS];

/** Spec section 9: an additional charge is a fixed amount or a percentage. */
export const CHARGE_KINDS = ['fixed', 'percent'] as const;

/**
 * The 13 states and 3 federal territories. Codes are the three-letter ones Malaysian couriers
 * and shop platforms use; `iso` is ISO 3166-2:MY. Stored data keeps the code, never the name.
 */
export const MY_STATES = {
  JHR: { name: 'Johor', iso: 'MY-01' },
  KDH: { name: 'Kedah', iso: 'MY-02' },
  KTN: { name: 'Kelantan', iso: 'MY-03' },
  MLK: { name: 'Melaka', iso: 'MY-04' },
  NSN: { name: 'Negeri Sembilan', iso: 'MY-05' },
  PHG: { name: 'Pahang', iso: 'MY-06' },
  PNG: { name: 'Pulau Pinang', iso: 'MY-07' },
  PRK: { name: 'Perak', iso: 'MY-08' },
  PLS: { name: 'Perlis', iso: 'MY-09' },
  SGR: { name: 'Selangor', iso: 'MY-10' },
  TRG: { name: 'Terengganu', iso: 'MY-11' },
  SBH: { name: 'Sabah', iso: 'MY-12' },
  SWK: { name: 'Sarawak', iso: 'MY-13' },
  KUL: { name: 'Kuala Lumpur', iso: 'MY-14' },
  LBN: { name: 'Labuan', iso: 'MY-15' },
  PJY: { name: 'Putrajaya', iso: 'MY-16' },
} as const;
export type TMyStateCode = keyof typeof MY_STATES;
export const MY_STATE_CODES = Object.keys(MY_STATES) as TMyStateCode[];

export const DEFAULT_COUNTRY = 'MY';
/** A Malaysian postcode is five digits. */
export const MY_POSTCODE = /^\d{5}$/;

export const SHIPPING_LIMITS = {
  /** Not shown in the spec. */
  zoneNameMax: 100,
  titleMax: 150,
  descriptionMax: 1000,
  postcodesPerZone: 10_000,
  weightRanges: 50,
  additionalCharges: 50,
  /** The same ceiling as product weights in the catalogue. */
  maxGrams: 10_000_000,
} as const;

export const SHIPPING_MESSAGES = {
  /** Spec section 5: "Shipping zone name not empty". */
  zoneNameRequired: msg('shipping.zoneNameRequired'),
  countryInvalid: msg('shippingSettings.pickupCountryRequired'),
  stateUnknown: msg('shipping.stateUnknown'),
  stateRepeated: msg('shipping.stateRepeated'),
  postcodeInvalid: msg('shipping.postcodeInvalid'),
  /** Checked against the postcode data (malaysia-postcodes). */
  postcodeUnknown: (postcode: string) => msg('shipping.postcodeUnknown', { postcode }),
  postcodeOutsideStates: (postcode: string, state: string) => msg('shipping.postcodeOutsideStates', { postcode, state }),
  postcodeRepeated: msg('shipping.postcodeRepeated'),
  titleRequired: msg('shipping.titleRequired'),
  zoneRequired: msg('shipping.zoneRequired'),
  typeRequired: msg('shipping.typeRequired'),
  chargeRequired: msg('shipping.chargeRequired'),
  amountInvalid: msg('shipping.amountInvalid'),
  weightInvalid: msg('shipping.weightInvalid'),
  stepInvalid: msg('shipping.stepInvalid'),
  rangeRequired: msg('shipping.rangeRequired'),
  rangeOrder: msg('shipping.rangeOrder'),
  rangeOverlap: msg('shipping.rangeOverlap'),
  /** Spec section 8. */
  percentInvalid: msg('shared.invalidPercent'),
  /** Spec section 5. */
  conditionTypeRequired: msg('shipping.conditionTypeRequired'),
  categoryRequired: msg('shipping.categoryRequired'),
  /** Spec section 5: a quoted option has no price until the merchant quotes it. */
  quoteRequired: msg('shipping.quoteRequired'),
} as const;
