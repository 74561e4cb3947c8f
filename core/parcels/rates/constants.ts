import { msg } from '../../shared/messages.ts';

export const PARCEL_RATE_LIMITS = {
  apiKeyMax: 500,
  companyNameMax: 150,
  nameMax: 150,
  contactMax: 30,
  addressMax: 500,
  cityMax: 100,
  /** Sender addresses a merchant keeps. */
  maxAddresses: 20,
  /** An order's parcel with no weight is priced as this much. */
  minWeightGrams: 100,
} as const;

export const PARCEL_RATE_MESSAGES = {
  apiKeyRequired: msg('parcels.apiKeyRequired'),
  fillRequired: msg('shared.fillRequired'),
  postcodeInvalid: msg('parcels.rates.postcodeInvalid'),
  stateInvalid: msg('parcels.rates.stateInvalid'),
  tooLong: msg('parcels.tracking.tooLong'),
  notSetUp: msg('parcels.rates.notSetUp'),
  rateCheckOff: msg('parcels.rates.rateCheckOff'),
  courierServiceOff: msg('parcels.rates.courierServiceOff'),
  noAddress: msg('parcels.rates.noAddress'),
  tooManyAddresses: msg('parcels.rates.tooManyAddresses', { max: PARCEL_RATE_LIMITS.maxAddresses }),
  selfPickup: msg('parcels.rates.selfPickup'),
  rateGone: msg('parcels.rates.rateGone'),
} as const;
