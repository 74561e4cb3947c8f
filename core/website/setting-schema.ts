import { z } from 'zod';
import { msg, term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { WEBSITE_MESSAGES as M } from './messages.ts';

/** Where the watermark sits on a picture. */
export const WATERMARK_POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** Latest news pop-up (spec section 5): how many latest news it shows, 0 to 100; 0 is off and 99 is all. */
export const LATEST_NEWS_POPUP = { min: 0, max: 100, off: 0, all: 99 } as const;

const pictureId = z.string().min(1).max(64).nullable().default(null);
const percent = z.number().int().min(0, msg('shared.invalidPercent')).max(100, msg('shared.invalidPercent'));

/**
 * The website setting (WebsiteSetting.settings, JSON text): every group has defaults, so a
 * setting saved before a group existed still reads whole.
 */
export const ZWebsiteSettings = z.object({
  inquiry: z.object({ enabled: z.boolean().default(true), requirePhone: z.boolean().default(false), showPrice: z.boolean().default(true) }).prefault({}),
  reviews: z.object({ enabled: z.boolean().default(true), showOnProduct: z.boolean().default(true), allowPictures: z.boolean().default(true) }).prefault({}),
  layout: z.object({ desktopColumns: z.number().int().min(2).max(6).default(4), phoneColumns: z.number().int().min(1).max(3).default(2) }).prefault({}),
  watermark: z
    .object({ enabled: z.boolean().default(false), pictureId, position: z.enum(WATERMARK_POSITIONS).default('bottom-right'), opacity: percent.default(50) })
    .prefault({}),
  popup: z
    .object({ enabled: z.boolean().default(false), pictureId, url: optionalText(500, term('fields.popupUrl')), oncePerVisit: z.boolean().default(true) })
    .prefault({}),
  latestNewsPopup: z.number({ error: M.latestNewsPopup }).int(M.latestNewsPopup).min(LATEST_NEWS_POPUP.min, M.latestNewsPopup).max(LATEST_NEWS_POPUP.max, M.latestNewsPopup).default(0),
  social: z.object({ shareButtons: z.boolean().default(true), showFollowLinks: z.boolean().default(true) }).prefault({}),
  notifications: z
    .object({
      whatsappEnabled: z.boolean().default(false),
      whatsappNumber: z.string().trim().regex(/^(\+?\d{8,15})?$/, msg('shared.invalidValue')).default(''),
      onOrder: z.boolean().default(true),
      onEnquiry: z.boolean().default(true),
    })
    .prefault({}),
});
export type TWebsiteSettings = z.infer<typeof ZWebsiteSettings>;
export type TWebsiteSettingsInput = z.input<typeof ZWebsiteSettings>;

/** What the website reads of its setting: all but the notification recipients. */
export const ZPublicWebsiteSettings = ZWebsiteSettings.omit({ notifications: true }).extend({
  watermark: z.object({ enabled: z.boolean(), position: z.enum(WATERMARK_POSITIONS), opacity: z.number().int() }),
  popup: z.object({ enabled: z.boolean(), picture: z.string().nullable(), url: z.string(), oncePerVisit: z.boolean() }),
});

/** "3,6,9": whole months from 1 to 60, each once, kept ascending. */
const months = z
  .string({ error: M.installmentMonths })
  .trim()
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => p.trim());
    const numbers = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
    if (parts.length === 0 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 60) || new Set(numbers).size !== numbers.length) {
      ctx.addIssue({ code: 'custom', message: M.installmentMonths });
      return z.NEVER;
    }
    return numbers.sort((a, b) => a - b).join(',');
  });

/** An installment option (spec sections 3 and 5): name required, minimum amount (sen) 0 or more, months a comma list. */
export const ZInstallmentInput = z.object({
  name: z.string({ error: M.installmentName }).trim().min(1, M.installmentName).max(100),
  minAmount: z.number({ error: M.installmentMinAmount }).int(M.installmentMinAmount).min(0, M.installmentMinAmount).max(100_000_000_00),
  months,
});
export type TInstallmentInput = z.input<typeof ZInstallmentInput>;
export const ZInstallmentUpdate = ZInstallmentInput.extend({ id: z.string().min(1).max(64) });
export const ZInstallment = z.object({ id: z.string(), name: z.string(), minAmount: z.number().int(), months: z.string() });
export type TInstallment = z.infer<typeof ZInstallment>;

/** The specification names the website filters by, in order. */
export const ZSpecFilters = z.object({ ids: z.array(z.string().min(1).max(64)).max(30) });
export const ZSpecFilterList = z.object({
  chosen: z.array(z.object({ id: z.string(), nameEn: z.string() })),
  available: z.array(z.object({ id: z.string(), nameEn: z.string() })),
});
export type TSpecFilterList = z.infer<typeof ZSpecFilterList>;
