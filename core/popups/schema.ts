import { z } from 'zod';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { POPUP_LIMITS as L, POPUP_MESSAGES as M, POPUP_PAGES, POPUP_POSITIONS } from './constants.ts';

const range = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: M.range(min, max) })
    .int(M.range(min, max))
    .min(min, M.range(min, max))
    .max(max, M.range(min, max));

const ZPages = z.array(z.enum(POPUP_PAGES)).min(1, M.pagesRequired).transform((pages) => [...new Set(pages)]);

/** How often popups show on a visit: the first after delaySeconds, then one every intervalSeconds, each for hideAfterSeconds, at most maxPerVisit. */
export const ZPopupRules = z.object({
  delaySeconds: range(L.delaySeconds),
  intervalSeconds: range(L.intervalSeconds),
  maxPerVisit: range(L.maxPerVisit),
  hideAfterSeconds: range(L.hideAfterSeconds),
  position: z.enum(POPUP_POSITIONS),
});
export type TPopupRules = z.infer<typeof ZPopupRules>;

const base = { enabled: z.boolean(), pages: ZPages };

export const ZCustomPopupMessage = z.object({
  text: z.string({ error: M.customTextRequired }).trim().min(1, M.customTextRequired).max(L.customTextMaxChars, M.customTextTooLong),
  /** Where a click leads; '' for nowhere. */
  link: z
    .string()
    .trim()
    .max(L.linkMaxChars, GENERIC_MESSAGES.invalidUrl)
    .refine((link) => link === '' || /^https?:\/\/[^\s]+$/i.test(link) || /^\/[^\s]*$/.test(link), GENERIC_MESSAGES.invalidUrl),
});

/** Each message type: its switch, its pages and its own settings. */
export const ZPopupTypes = z.object({
  order_details: z.object({ ...base, lookbackDays: range(L.lookbackDays), showProduct: z.boolean() }),
  added_to_cart: z.object({ ...base, lookbackHours: range(L.lookbackHours) }),
  promotion_campaigns: z.object(base),
  discount_voucher: z.object(base),
  single_product_views: z.object({ ...base, lookbackHours: range(L.lookbackHours), minViews: range(L.minViews) }),
  inquiries: z.object({ ...base, lookbackDays: range(L.lookbackDays) }),
  custom: z
    .object({ ...base, messages: z.array(ZCustomPopupMessage).max(L.customMessages, M.tooManyCustom) })
    .refine((custom) => !custom.enabled || custom.messages.length > 0, { message: M.customRequired, path: ['messages'] }),
});
export type TPopupTypes = z.infer<typeof ZPopupTypes>;

export const ZPopupSettings = z.object({ rules: ZPopupRules, types: ZPopupTypes });
export type TPopupSettings = z.infer<typeof ZPopupSettings>;
export type TPopupSettingsInput = z.input<typeof ZPopupSettings>;

/** What the website asks for: the kind of page it shows, and the product of a product page. */
export const ZPopupFeedInput = z.object({
  page: z.enum(POPUP_PAGES),
  productId: z.string().trim().min(1).max(64).optional(),
});
export type TPopupFeedInput = z.input<typeof ZPopupFeedInput>;

/**
 * One message the website may show. Buyers appear only by first name and town: no surname,
 * e-mail, phone, address, order number or member id ever leaves the server.
 */
export const ZPopupMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order_details'), firstName: z.string(), town: z.string(), productId: z.string().nullable(), productName: z.string(), at: z.date() }),
  z.object({ type: z.literal('added_to_cart'), firstName: z.string(), productId: z.string(), productName: z.string(), at: z.date() }),
  z.object({ type: z.literal('promotion_campaigns'), campaignId: z.string(), name: z.string(), message: z.string(), imageUrl: z.string(), endAt: z.date() }),
  z.object({ type: z.literal('discount_voucher'), voucherId: z.string(), name: z.string(), code: z.string(), discountAmount: z.string(), claimEndAt: z.date() }),
  z.object({ type: z.literal('single_product_views'), productId: z.string(), views: z.number().int(), hours: z.number().int() }),
  z.object({ type: z.literal('inquiries'), firstName: z.string(), productId: z.string().nullable(), productName: z.string(), at: z.date() }),
  z.object({ type: z.literal('custom'), text: z.string(), link: z.string() }),
]);
export type TPopupMessage = z.infer<typeof ZPopupMessage>;

export const ZPopupFeed = z.object({ rules: ZPopupRules, messages: z.array(ZPopupMessage), generatedAt: z.date() });
export type TPopupFeed = z.infer<typeof ZPopupFeed>;

/** The screen's preview: the settings being edited (saved or not) on a kind of page. */
export const ZPopupPreviewInput = z.object({ settings: ZPopupSettings, page: z.enum(POPUP_PAGES), productId: z.string().trim().min(1).max(64).optional() });
