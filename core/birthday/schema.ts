import { z } from 'zod';
import { DISCOUNT_TYPE, DISCOUNT_TYPE_IDS } from '../vouchers/constants.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ZLocalDate } from '../shared/time.ts';
import { BIRTHDAY_LIMITS as L, BIRTHDAY_MESSAGES as M, BIRTHDAY_STATUS_IDS } from './constants.ts';
import { term, type Message } from '../shared/messages.ts';

const ZDiscountType = z.union(DISCOUNT_TYPE_IDS.map((id) => z.literal(id)), { error: M.discountTypeRequired });
const sen = (required: string, field: Message) => z.number({ error: required }).pipe(zSen(field, MONEY_LIMITS.voucherSen));
const days = (required: string, range: string, min: number, max: number) => z.number({ error: required }).int(range).min(min, range).max(max, range);

/**
 * The settings form. Email title, discount type, valid days and pre-sent days are required; a
 * fixed discount needs its amount, a percentage one its percent (above 0, at most 100), a capped
 * one its percent and max discount. Amounts are in sen, the percent as typed (12.5 = 12.5%),
 * stored in basis points. Fields another discount type would use are ignored.
 */
export const ZBirthdaySettingsInput = z
  .object({
    emailTitle: z.string({ error: M.emailTitleRequired }).trim().min(1, M.emailTitleRequired).max(L.emailTitleMaxChars, M.emailTitleTooLong),
    discountType: ZDiscountType,
    amountSen: sen(M.amountRequired, term('fields.vouchers.amount')).nullable().default(null),
    percent: z.number({ error: M.invalidPercent }).min(0, M.invalidPercent).max(L.maxPercent, M.invalidPercent).nullable().default(null),
    maxDiscountSen: sen(M.maxDiscountRequired, term('fields.vouchers.maxDiscount')).nullable().default(null),
    minCartSen: sen(M.invalidValue, term('fields.vouchers.minCart')).default(0),
    validDays: days(M.validDaysRequired, M.validDaysRange, L.validDaysMin, L.validDaysMax),
    preSendDays: days(M.preSendDaysRequired, M.preSendDaysRange, L.preSendDaysMin, L.preSendDaysMax),
  })
  .superRefine((s, ctx) => {
    const percentage = s.discountType === DISCOUNT_TYPE.percentage || s.discountType === DISCOUNT_TYPE.capped;
    if (s.discountType === DISCOUNT_TYPE.fixed && !s.amountSen) ctx.addIssue({ code: 'custom', path: ['amountSen'], message: M.amountRequired });
    if (percentage && !s.percent) ctx.addIssue({ code: 'custom', path: ['percent'], message: M.invalidPercent });
    if (s.discountType === DISCOUNT_TYPE.capped && !s.maxDiscountSen) ctx.addIssue({ code: 'custom', path: ['maxDiscountSen'], message: M.maxDiscountRequired });
  });
export type TBirthdaySettingsInput = z.input<typeof ZBirthdaySettingsInput>;
export type TBirthdaySettingsValues = z.output<typeof ZBirthdaySettingsInput>;

/** The settings as stored: only the fields the discount type uses, the percent in basis points. */
export function storedSettings(s: TBirthdaySettingsValues) {
  const percentage = s.discountType === DISCOUNT_TYPE.percentage || s.discountType === DISCOUNT_TYPE.capped;
  return {
    emailTitle: s.emailTitle,
    discountType: s.discountType,
    amountSen: s.discountType === DISCOUNT_TYPE.fixed ? s.amountSen! : 0,
    percentBp: percentage ? Math.round(s.percent! * 100) : 0,
    maxDiscountSen: s.discountType === DISCOUNT_TYPE.capped ? s.maxDiscountSen : null,
    minCartSen: s.minCartSen,
    validDays: s.validDays,
    preSendDays: s.preSendDays,
  };
}
export type TBirthdaySettings = ReturnType<typeof storedSettings>;

export const ZBirthdayCampaign = z.object({
  /** false until the settings are first saved; the other fields are then the form's defaults. */
  saved: z.boolean(),
  status: z.union(BIRTHDAY_STATUS_IDS.map((s) => z.literal(s))),
  emailTitle: z.string(),
  discountType: ZDiscountType,
  amountSen: z.number().int(),
  /** The percent as shown (basis points / 100). */
  percent: z.number(),
  maxDiscountSen: z.number().int().nullable(),
  minCartSen: z.number().int(),
  validDays: z.number().int(),
  preSendDays: z.number().int(),
  /** The campaign's own voucher's code; null before the first save. */
  voucherCode: z.string().nullable(),
  /** Birthday vouchers issued so far, in all. */
  issued: z.number().int(),
});
export type TBirthdayCampaign = z.infer<typeof ZBirthdayCampaign>;

export const ZBirthdayRunInput = z.object({ date: ZLocalDate.optional() });

/** What one daily run issued, per merchant with an ongoing campaign. */
export const ZBirthdayRunResult = z.object({
  issued: z.number().int(),
  merchants: z.array(z.object({ merchantId: z.string(), merchantName: z.string(), date: z.string(), birthday: z.string(), issued: z.number().int() })),
});
export type TBirthdayRunResult = z.infer<typeof ZBirthdayRunResult>;
