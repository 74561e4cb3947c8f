import { z } from 'zod';
import { MY_POSTCODE, MY_STATE_CODES } from '../../shipping/constants.ts';
import { PARCEL_RATE_LIMITS as L, PARCEL_RATE_MESSAGES as M } from './constants.ts';

const required = (max: number) => z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(max, M.tooLong);

/** The key is optional once saved: a blank one keeps the key stored (the screen never gets it back). */
export const ZRateSettingsInput = z.object({
  apiKey: z.string().trim().max(L.apiKeyMax, M.tooLong).default(''),
  rateCheck: z.boolean(),
  courierService: z.boolean(),
});
export type TRateSettingsInput = z.input<typeof ZRateSettingsInput>;

export const ZRateSettings = z.object({ apiKeySet: z.boolean(), rateCheck: z.boolean(), courierService: z.boolean() });
export type TRateSettings = z.infer<typeof ZRateSettings>;

/** A sender address (spec: country, company name, name, contact, address, city, postcode, state, default). */
export const ZRateAddressInput = z.object({
  country: z.literal('MY', { error: M.fillRequired }).default('MY'),
  companyName: z.string().trim().max(L.companyNameMax, M.tooLong).default(''),
  name: required(L.nameMax),
  contact: required(L.contactMax),
  address: required(L.addressMax),
  city: required(L.cityMax),
  postcode: z.string({ error: M.fillRequired }).trim().regex(MY_POSTCODE, M.postcodeInvalid),
  state: z.enum(MY_STATE_CODES, { error: M.stateInvalid }),
  isDefault: z.boolean().default(false),
});
export type TRateAddressInput = z.input<typeof ZRateAddressInput>;
export const ZRateAddressUpdateInput = ZRateAddressInput.extend({ id: z.string().min(1).max(64) });
export type TRateAddressUpdateInput = z.input<typeof ZRateAddressUpdateInput>;
export const ZRateAddressId = z.object({ id: z.string().min(1).max(64) });

export const ZRateAddress = z.object({
  id: z.string(),
  country: z.string(),
  companyName: z.string(),
  name: z.string(),
  contact: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  state: z.string(),
  isDefault: z.boolean(),
});
export type TRateAddress = z.infer<typeof ZRateAddress>;

export const ZParcelRate = z.object({ serviceId: z.string(), courier: z.string(), service: z.string(), priceSen: z.number().int(), deliveryDays: z.string() });

export const ZOrderRatesInput = z.object({ orderId: z.string().min(1).max(64) });
/** An order's parcel and its rates: from the default address to the order's, for its weight. */
export const ZOrderRates = z.object({ weightGrams: z.number().int(), from: z.string(), to: z.string(), rates: z.array(ZParcelRate) });
export type TOrderRates = z.infer<typeof ZOrderRates>;

export const ZQuoteFromRateInput = z.object({ orderId: z.string().min(1).max(64), serviceId: z.string().min(1).max(64) });
