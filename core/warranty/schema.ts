import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { term } from '../shared/messages.ts';
import { WARRANTY_LIMITS as L, WARRANTY_MESSAGES as M, WARRANTY_STATUSES } from './constants.ts';

const id = z.string().min(1).max(64);
const field = (name: string) => term(`fields.warranty.${name}`);

/** A serial number as typed, trimmed; it is unique per merchant in any case (serialKey). */
export const ZSerialNo = z.string({ error: M.serialRequired }).trim().min(1, M.serialRequired).max(L.serialMaxChars, M.serialTooLong);

/** The key a serial number is unique and found by: trimmed and lower-cased. */
export const serialKeyOf = (serialNo: string): string => serialNo.trim().toLowerCase();

/** A real calendar day 'YYYY-MM-DD' (not 2026-02-30). */
const ZDay = z
  .string({ error: M.startDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.startDateRequired)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), M.startDateRequired);

/** A sold item as the form sends it: the product (and option) from the catalogue, the serial number, the buyer and the period. */
export const ZWarrantyInput = z.object({
  productId: z.string({ error: M.productRequired }).trim().min(1, M.productRequired).max(64),
  optionId: id.nullable().default(null),
  serialNo: ZSerialNo,
  buyerName: z.string({ error: M.buyerNameRequired }).trim().min(1, M.buyerNameRequired).max(L.nameMaxChars, M.buyerNameTooLong),
  buyerPhone: z
    .string({ error: M.phoneInvalid })
    .trim()
    .max(L.phoneMaxChars, M.phoneInvalid)
    .regex(/^\+?\d[\d -]{5,}$/, M.phoneInvalid),
  buyerEmail: optionalText(L.emailMaxChars, field('buyerEmail')).refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid),
  orderNo: z.string().trim().max(L.orderNoMaxChars, M.orderNoTooLong).default(''),
  /** The first day covered, in the merchant's calendar. */
  startDate: ZDay,
  months: z.number({ error: M.months }).int(M.months).min(L.monthsMin, M.months).max(L.monthsMax, M.months),
});
export type TWarrantyInput = z.input<typeof ZWarrantyInput>;
export type TWarrantyValues = z.output<typeof ZWarrantyInput>;

export const ZWarrantyId = z.object({ id });
export const ZUpdateWarrantyInput = z.object({ id, warranty: ZWarrantyInput });
export type TUpdateWarrantyInput = z.input<typeof ZUpdateWarrantyInput>;

export const ZWarrantyListInput = ZPageInput.extend({
  /** Words of the serial number or the buyer's name, phone or e-mail. */
  search: z.string().trim().max(L.searchMaxChars).default(''),
  status: z.enum([...WARRANTY_STATUSES, 'all']).default('all'),
});
export type TWarrantyListInput = z.input<typeof ZWarrantyListInput>;

const ZStatus = z.enum(WARRANTY_STATUSES);

export const ZWarranty = z.object({
  id: z.string(),
  productId: z.string(),
  optionId: z.string().nullable(),
  /** The product's (and option's) name when registered or last saved: it outlives the catalogue entry. */
  productName: z.string(),
  serialNo: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  buyerEmail: z.string(),
  orderNo: z.string(),
  startDate: z.string(),
  months: z.number().int(),
  endDate: z.string(),
  status: ZStatus,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TWarranty = z.infer<typeof ZWarranty>;
export const ZWarrantyPage = zPage(ZWarranty);
export type TWarrantyPage = z.infer<typeof ZWarrantyPage>;

/** What a buyer may learn on the merchant's website: never the buyer's own details. */
export const ZWarrantyLookupInput = z.object({ serialNo: ZSerialNo });
export const ZWarrantyLookup = z.object({ serialNo: z.string(), productName: z.string(), startDate: z.string(), endDate: z.string(), status: ZStatus });
export type TWarrantyLookup = z.infer<typeof ZWarrantyLookup>;
