/** Where a parcel leaves from or goes to: country (ISO 3166 alpha-2), state code (core/shipping MY_STATES), postcode. */
export interface RatePlace {
  country: string;
  state: string;
  postcode: string;
}

export interface RateRequest {
  from: RatePlace;
  to: RatePlace;
  weightGrams: number;
}

/** One courier service's price for the parcel. */
export interface ParcelRate {
  serviceId: string;
  courier: string;
  service: string;
  priceSen: number;
  /** As the service words it: '1-2 working day(s)'. */
  deliveryDays: string;
}

/**
 * The parcel-rate service (a rate aggregator; docs/parcels.md). Each call carries the merchant's
 * API key; failures are ParcelServiceError.
 */
export interface ParcelRates {
  /** Checks the key (the account's balance is the cheapest call that needs it). */
  checkKey(key: string): Promise<void>;
  /** The couriers' rates for one parcel, cheapest first. */
  rates(key: string, request: RateRequest): Promise<ParcelRate[]>;
}
