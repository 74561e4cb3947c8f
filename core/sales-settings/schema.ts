import { z } from 'zod';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../orders/constants.ts';
import { SHIPPING_MESSAGES } from '../shipping/constants.ts';
import { ZAdditionalChargeConditions } from '../shipping/schema.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { optionalText, tooLongMessage } from '../shared/text-fields.ts';
import { msg, term } from '../shared/messages.ts';

/**
 * Order settings (business-areas.md sections 3, 5 and 9): invoice numbering, checkout rules and
 * delivery time slots, all on the merchant's one OrderSetting row.
 */

export const SALES_SETTINGS_LIMITS = {
  /** Invoice numbers are stored as a 32-bit counter. */
  invoiceNumberMax: 2_000_000_000,
  invoiceNumberDigits: 10,
  /** Spec: text notes 225 characters. */
  headerMessageMax: 225,
  slotIntervalMin: 5,
  slotIntervalMax: 12 * 60,
  slotDaysAheadMax: 90,
  lowQuantityAlertMax: 1_000_000,
  /** Basis points: 10,000 = 100%. */
  taxBpMax: 10_000,
} as const;
const L = SALES_SETTINGS_LIMITS;

export const SALES_SETTINGS_MESSAGES = {
  startingNumberInvalid: msg('salesSettings.startingNumberInvalid'),
  /** Spec section 5: the starting number must exceed the current number; leading zeros are kept. */
  startingNumberTooLow: (current: string) => msg('salesSettings.startingNumberTooLow', { current }),
  prefixInvalid: msg('salesSettings.prefixInvalid'),
  minimumPriceInvalid: msg('salesSettings.minimumPriceInvalid'),
  freeShippingInvalid: msg('salesSettings.freeShippingInvalid'),
  autoCancelRange: ORDER_MESSAGES.autoCancelRange,
  lowQuantityInvalid: msg('salesSettings.lowQuantityInvalid'),
  headerMessageTooLong: tooLongMessage(term('fields.salesSettings.headerMessage'), L.headerMessageMax),
  emailInvalid: msg('users.emailInvalid'),
  invalidUrl: GENERIC_MESSAGES.invalidUrl,
  percentInvalid: SHIPPING_MESSAGES.percentInvalid,
  categoryNotFound: msg('catalogue.categoryUnknown'),
  timeInvalid: msg('salesSettings.timeInvalid'),
  slotOrder: msg('salesSettings.slotOrder'),
  intervalInvalid: msg('salesSettings.intervalInvalid', { slotIntervalMin: L.slotIntervalMin, slotIntervalMax: L.slotIntervalMax }),
  intervalTooLong: msg('salesSettings.intervalTooLong'),
  daysAheadInvalid: msg('salesSettings.daysAheadInvalid', { slotDaysAheadMax: L.slotDaysAheadMax }),
} as const;
const M = SALES_SETTINGS_MESSAGES;

// ---------------------------------------------------------------- invoice

/** The number as typed ('00010'): its width is kept for every later invoice number. */
export const ZStartingNumber = z
  .string({ error: M.startingNumberInvalid })
  .trim()
  .regex(new RegExp(`^\\d{1,${L.invoiceNumberDigits}}$`), M.startingNumberInvalid)
  .refine((n) => Number(n) <= L.invoiceNumberMax, M.startingNumberInvalid);

export const ZInvoiceSettingsInput = z.object({
  autoGenerate: z.boolean(),
  companyName: optionalText(150),
  registerNumber: optionalText(50),
  address: optionalText(500),
  prefix: optionalText(20).pipe(z.string().regex(/^[A-Za-z0-9/_-]*$/, M.prefixInvalid)),
  startingNumber: ZStartingNumber,
});
export type TInvoiceSettingsInput = z.infer<typeof ZInvoiceSettingsInput>;

export const ZInvoiceSettings = ZInvoiceSettingsInput.extend({
  /** The last number given, at the kept width; null before the first invoice. */
  currentNumber: z.string().nullable(),
  /** What the next invoice will be called: prefix and number ('INV00012'). */
  nextInvoiceNo: z.string(),
});
export type TInvoiceSettings = z.infer<typeof ZInvoiceSettings>;

// ---------------------------------------------------------------- checkout

const taxBp = z.number({ error: M.percentInvalid }).int(M.percentInvalid).min(0, M.percentInvalid).max(L.taxBpMax, M.percentInvalid);
const blankOrUrl = z
  .string()
  .trim()
  .max(500, M.invalidUrl)
  .refine((text) => text === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(text), M.invalidUrl)
  .default('');

export const ZCheckoutSettingsInput = z.object({
  /** Sen; 0 disables the minimum (spec section 5). */
  minimumPriceSen: zSen(term('fields.salesSettings.minimumOrder'), MONEY_LIMITS.thresholdSen, M.minimumPriceInvalid),
  /** Sen; shipping is free when the cart reaches it (0: no offer). The spec's example offer is over RM 100. */
  freeShippingOverSen: zSen(term('fields.salesSettings.freeShippingOver'), MONEY_LIMITS.thresholdSen, M.freeShippingInvalid).default(0),
  fasterCheckout: z.boolean(),
  whatsappCheckout: z.boolean(),
  selfPickup: z.boolean(),
  productReview: z.boolean(),
  showPrice: z.boolean(),
  compulsoryMember: z.boolean(),
  /** Unpaid orders are cancelled after this many minutes (5 minutes to 30 days); null: never. */
  autoCancelMinutes: z
    .number({ error: M.autoCancelRange })
    .int(M.autoCancelRange)
    .min(ORDER_LIMITS.autoCancelMinMinutes, M.autoCancelRange)
    .max(ORDER_LIMITS.autoCancelMaxMinutes, M.autoCancelRange)
    .nullable(),
  headerMessage: z.string().trim().max(L.headerMessageMax, M.headerMessageTooLong).default(''),
  headerLink: blankOrUrl,
  headerButton: optionalText(50),
  additionalCharges: ZAdditionalChargeConditions,
  /** Products at or under this stock count as running out (0: only those sold out). */
  lowQuantityAlert: z.number({ error: M.lowQuantityInvalid }).int(M.lowQuantityInvalid).min(0, M.lowQuantityInvalid).max(L.lowQuantityAlertMax, M.lowQuantityInvalid),
  orderNotificationEmail: z
    .string()
    .trim()
    .max(254, M.emailInvalid)
    .refine((text) => text === '' || z.email().safeParse(text).success, M.emailInvalid)
    .default(''),
  /** Sales and service tax in basis points of the subtotal: 600 = 6%. */
  salesTaxBp: taxBp,
  serviceTaxBp: taxBp,
});
export type TCheckoutSettingsInput = z.infer<typeof ZCheckoutSettingsInput>;
export type TCheckoutSettingsInputRaw = z.input<typeof ZCheckoutSettingsInput>;

// ---------------------------------------------------------------- delivery time slots

const time = z.string({ error: M.timeInvalid }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const ZTimeSlotSettingsInput = z
  .object({
    slotStart: time,
    slotEnd: time,
    /** 0: the buyer chooses no time slot. */
    slotIntervalMinutes: z
      .number({ error: M.intervalInvalid })
      .int(M.intervalInvalid)
      .refine((n) => n === 0 || (n >= L.slotIntervalMin && n <= L.slotIntervalMax), M.intervalInvalid),
    /** How many days after the order date the buyer may choose. */
    slotDaysAhead: z.number({ error: M.daysAheadInvalid }).int(M.daysAheadInvalid).min(1, M.daysAheadInvalid).max(L.slotDaysAheadMax, M.daysAheadInvalid),
  })
  .superRefine((s, ctx) => {
    if (s.slotIntervalMinutes === 0) return;
    if (minutes(s.slotEnd) <= minutes(s.slotStart)) ctx.addIssue({ code: 'custom', path: ['slotEnd'], message: M.slotOrder });
    else if (minutes(s.slotEnd) - minutes(s.slotStart) < s.slotIntervalMinutes) ctx.addIssue({ code: 'custom', path: ['slotIntervalMinutes'], message: M.intervalTooLong });
  });
export type TTimeSlotSettingsInput = z.infer<typeof ZTimeSlotSettingsInput>;

// ---------------------------------------------------------------- the whole settings screen

export const ZOrderSettingsView = z.object({
  invoice: ZInvoiceSettings,
  checkout: ZCheckoutSettingsInput,
  timeSlots: ZTimeSlotSettingsInput,
  updatedAt: z.date(),
});
export type TOrderSettingsView = z.infer<typeof ZOrderSettingsView>;
