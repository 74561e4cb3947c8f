import { z } from 'zod';
import { periodShape, checkPeriod, ZReportDays } from '../reports/period.ts';
import { term } from '../shared/messages.ts';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { SALES_LANDING_MESSAGES as M, SALES_PERSON_LIMITS as L } from './constants.ts';

const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && !/\s/.test(text);

/** A social page's address: blank, or a whole http(s) address. */
const socialUrl = z
  .string()
  .trim()
  .max(L.urlMaxChars, M.socialUrlInvalid)
  .refine((text) => text === '' || isHttpUrl(text), M.socialUrlInvalid)
  .default('');

const DIGITS = /^\d+$/;

/** The landing page's path segment: required, lower-cased, letters, digits and hyphens. */
export const ZCustomSalesUrl = z
  .string({ error: M.urlEmpty })
  .trim()
  .toLowerCase()
  .min(1, M.urlEmpty)
  .max(L.customUrlMaxChars, M.urlInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.urlInvalid);

const pictureId = z.string().trim().min(1).max(64).nullable().default(null);

/** A sales person (business-areas.md section 3) with section 5's rules. */
export const ZSalesPersonInput = z.object({
  name: z.string({ error: M.nameTooShort }).trim().min(L.nameMinChars, M.nameTooShort).max(L.nameMaxChars),
  contact: z.string({ error: M.contactRequired }).trim().min(1, M.contactRequired).max(L.contactMaxChars, M.contactNumeric).regex(DIGITS, M.contactNumeric),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(L.emailMaxChars, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  position: optionalText(L.positionMaxChars, term('fields.salesPosition')),
  facebookUrl: socialUrl,
  instagramUrl: socialUrl,
  tiktokUrl: socialUrl,
  whatsapp: z.string().trim().max(L.contactMaxChars, M.whatsappNumeric).refine((v) => v === '' || DIGITS.test(v), M.whatsappNumeric).default(''),
  customUrl: ZCustomSalesUrl,
  metaTitle: optionalText(L.metaTitleMaxChars, term('fields.salesMetaTitle')),
  metaDescription: optionalText(L.metaDescriptionMaxChars, term('fields.salesMetaDescription')),
  photoId: pictureId,
  nameCardId: pictureId,
  backgroundId: pictureId,
});
export type TSalesPersonInput = z.input<typeof ZSalesPersonInput>;
export type TSalesPersonValues = z.output<typeof ZSalesPersonInput>;

export const ZSalesPersonId = z.object({ id: z.string().min(1).max(64) });
export const ZUpdateSalesPersonInput = z.object({ id: z.string().min(1).max(64), person: ZSalesPersonInput });
export type TUpdateSalesPersonInput = z.input<typeof ZUpdateSalesPersonInput>;

export const ZSalesPersonListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TSalesPersonListInput = z.input<typeof ZSalesPersonListInput>;

const picture = z.object({ id: z.string(), url: z.string(), thumb: z.string() }).nullable();

export const ZSalesPerson = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  position: z.string(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  tiktokUrl: z.string(),
  whatsapp: z.string(),
  customUrl: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  photo: picture,
  nameCard: picture,
  background: picture,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TSalesPerson = z.infer<typeof ZSalesPerson>;

export const ZSalesPersonRow = ZSalesPerson.pick({ id: true, name: true, contact: true, email: true, position: true, customUrl: true, photo: true, createdAt: true }).extend({
  /** The sub-user the person is bound to, if any. */
  boundTo: z.string().nullable(),
});
export type TSalesPersonRow = z.infer<typeof ZSalesPersonRow>;
export const ZSalesPersonPage = zPage(ZSalesPersonRow);
export type TSalesPersonPage = z.infer<typeof ZSalesPersonPage>;

/** The landing page's look (the customization column's JSON). */
export const ZSalesCustomization = z.object({
  themeColor: z.string().trim().regex(/^#[0-9a-f]{6}$/i, M.colorInvalid).default('#1c7ed6'),
  headline: optionalText(L.headlineMaxChars, term('fields.salesHeadline')),
  about: optionalText(L.aboutMaxChars, term('fields.salesAbout')),
  showNameCard: z.boolean().default(true),
  showSocial: z.boolean().default(true),
  showWhatsapp: z.boolean().default(true),
});
export type TSalesCustomization = z.output<typeof ZSalesCustomization>;
export const ZSaveCustomizationInput = z.object({ id: z.string().min(1).max(64), customization: ZSalesCustomization });
export type TSaveCustomizationInput = z.input<typeof ZSaveCustomizationInput>;

// ---------------------------------------------------------------- binding

export const ZSalesBinding = z.object({
  id: z.string(),
  salesPersonId: z.string(),
  salesPersonName: z.string(),
  userId: z.string(),
  userName: z.string(),
  active: z.boolean(),
  updatedAt: z.date(),
});
export type TSalesBinding = z.infer<typeof ZSalesBinding>;
export const ZSalesBindingPage = zPage(ZSalesBinding);
export const ZBindInput = z.object({ salesPersonId: z.string().min(1).max(64), userId: z.string().min(1).max(64) });
export const ZEditBindingInput = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });
export const ZBindingActiveInput = z.object({ id: z.string().min(1).max(64), active: z.boolean() });
export const ZBindingId = z.object({ id: z.string().min(1).max(64) });
/** What the binding screen chooses from: the merchant's sales persons and sub-users. */
export const ZBindingOptions = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), bound: z.boolean() })),
  users: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
});

// ---------------------------------------------------------------- report

export const ZSalesLandingReportInput = z.object({ id: z.string().min(1).max(64), ...periodShape }).superRefine(checkPeriod);
export type TSalesLandingReportInput = z.input<typeof ZSalesLandingReportInput>;
export const ZSalesLandingReport = z.object({
  days: ZReportDays,
  name: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  enquiries: z.number().int(),
  orders: z.number().int(),
  salesSen: z.number().int(),
  /** The same figures per day (or month), for the chart. */
  series: z.array(z.object({ bucket: z.string(), views: z.number().int(), clicks: z.number().int(), enquiries: z.number().int(), orders: z.number().int() })),
});
export type TSalesLandingReport = z.infer<typeof ZSalesLandingReport>;

// ---------------------------------------------------------------- storefront

export const ZSalesLandingLookup = z.object({ customUrl: z.string().trim().toLowerCase().min(1).max(L.customUrlMaxChars) });
/** What the website shows on a sales person's landing page. */
export const ZPublicSalesLanding = z.object({
  /** Events, enquiries and orders that came through the page name it (salesPersonId). */
  salesPersonId: z.string(),
  name: z.string(),
  position: z.string(),
  contact: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  tiktokUrl: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  photo: z.string().nullable(),
  nameCard: z.string().nullable(),
  background: z.string().nullable(),
  customization: ZSalesCustomization,
});
export type TPublicSalesLanding = z.infer<typeof ZPublicSalesLanding>;
