import { z } from 'zod';
import { CHARGE_FORMS, SHIPPING_STATUSES, SHIPPING_TYPES } from './constants.ts';
import { ZShippingOptionInput } from './schema.ts';
import { ZLocalDate } from '../shared/time.ts';
import { optionalText } from '../shared/text-fields.ts';
import { msg } from '../shared/messages.ts';

/**
 * The shipping settings screens' inputs and outputs (zones, options, self pick-up addresses,
 * disabled delivery dates). Zone inputs are ZShippingZoneInput of zone-schema.ts and option
 * inputs ZShippingOptionInput of schema.ts, the same schemas the checkout's calculator reads back.
 */

export const SHIPPING_SETTINGS_MESSAGES = {
  /** The catalogue's wording for a record something else uses. */
  inUse: (name: string) => msg('catalogue.inUse', { name }),
  /** Spec section 5: self pick-up address title, country, address and name required. */
  pickupTitleRequired: msg('shippingSettings.pickupTitleRequired'),
  pickupCountryRequired: msg('shippingSettings.pickupCountryRequired'),
  pickupAddressRequired: msg('shippingSettings.pickupAddressRequired'),
  pickupNameRequired: msg('shippingSettings.pickupNameRequired'),
  contactInvalid: msg('shippingSettings.contactInvalid'),
  /** Spec section 5: "Disable date or range not blank". */
  dateRequired: msg('shippingSettings.dateRequired'),
  dateOrder: msg('productsSold.endBeforeStart'),
} as const;
const M = SHIPPING_SETTINGS_MESSAGES;

export const ZIdInput = z.object({ id: z.string().min(1) });
export const ZShippingStatus = z.enum(SHIPPING_STATUSES);
export const ZSetStatusInput = z.object({ id: z.string().min(1), status: ZShippingStatus });

// ---------------------------------------------------------------- zones

export const ZShippingZoneRow = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  stateCodes: z.array(z.string()),
  postcodes: z.array(z.string()),
  status: ZShippingStatus,
  /** How many shipping options use the zone; a zone in use cannot be deleted. */
  optionCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TShippingZoneRow = z.infer<typeof ZShippingZoneRow>;

// ---------------------------------------------------------------- options

export const ZUpdateShippingOptionInput = z.object({ id: z.string().min(1), option: ZShippingOptionInput });

/** Any stored charge; the input schema says which form a type may take. */
const ZStoredCharge = z.looseObject({ form: z.enum(CHARGE_FORMS) });

export const ZShippingOptionRow = z.object({
  id: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  titleEn: z.string(),
  titleCn: z.string(),
  titleBm: z.string(),
  description: z.string(),
  type: z.enum(SHIPPING_TYPES),
  /** The charge form and figures; null for free and quoted shipping. */
  charge: ZStoredCharge.nullable(),
  status: ZShippingStatus,
  cod: z.boolean(),
  sort: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TShippingOptionRow = z.infer<typeof ZShippingOptionRow>;

// ---------------------------------------------------------------- self pick-up

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const ZPickupAddressInput = z.object({
  titleEn: required(M.pickupTitleRequired, 150),
  titleCn: optionalText(150),
  titleBm: optionalText(150),
  countryCode: z.string({ error: M.pickupCountryRequired }).trim().toUpperCase().regex(/^[A-Z]{2}$/, M.pickupCountryRequired),
  address: required(M.pickupAddressRequired, 500),
  name: required(M.pickupNameRequired, 150),
  /** Digits with an optional leading + and spaces or dashes; blank is allowed. */
  contact: z
    .string()
    .trim()
    .max(30, M.contactInvalid)
    .regex(/^(\+?[\d\s-]{6,})?$/, M.contactInvalid)
    .default(''),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  description: optionalText(1000),
  active: z.boolean().default(true),
});
export type TPickupAddressInput = z.infer<typeof ZPickupAddressInput>;

export const ZUpdatePickupAddressInput = z.object({ id: z.string().min(1), address: ZPickupAddressInput });
export const ZSetActiveInput = z.object({ id: z.string().min(1), active: z.boolean() });

export const ZPickupAddressRow = ZPickupAddressInput.extend({ id: z.string(), createdAt: z.date(), updatedAt: z.date() });
export type TPickupAddressRow = z.infer<typeof ZPickupAddressRow>;

// ---------------------------------------------------------------- disabled delivery dates

/** A real calendar day ('2026-02-30' is refused). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}
const day = ZLocalDate.refine(isCalendarDay, msg('shared.dateFormat'));
const blankDate = z.string({ error: M.dateRequired }).trim().min(1, M.dateRequired).pipe(day);

/** One day (toDate left out) or a range of days, both ends included, in the merchant's calendar. */
export const ZDisabledDateInput = z
  .object({ fromDate: blankDate, toDate: z.string().trim().pipe(day).nullable().default(null) })
  .refine((d) => d.toDate === null || d.toDate >= d.fromDate, { message: M.dateOrder, path: ['toDate'] });
export type TDisabledDateInput = z.infer<typeof ZDisabledDateInput>;

export const ZDisabledDateRow = z.object({ id: z.string(), fromDate: z.string(), toDate: z.string(), addedBy: z.string(), createdAt: z.date() });
export type TDisabledDateRow = z.infer<typeof ZDisabledDateRow>;
