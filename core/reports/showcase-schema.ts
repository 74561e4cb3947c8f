import { z } from 'zod';
import { ZMerchantSlot } from './showcase-manage-schema.ts';
import { msg, term } from '../shared/messages.ts';
import { ZLocalDate } from '../shared/time.ts';
import { ZReportDays } from './period.ts';
import { ZSeries } from './traffic-schema.ts';

export const SLOT_LIMITS = { maxMonths: 60, maxGuaranteed: 100_000_000, categoryLength: 255 } as const;

const whole = (field: string, max: number) =>
  z
    .number({ error: msg('shared.notWhole', { field: term(`fields.showcase.${field}`) }) })
    .int(msg('shared.notWhole', { field: term(`fields.showcase.${field}`) }))
    .min(0, msg('shared.negative', { field: term(`fields.showcase.${field}`) }))
    .max(max, msg('shared.atMost', { field: term(`fields.showcase.${field}`), max }));

/** A slot as the operator sells it (merchant showcase-slots add): active from startsOn for durationMonths. */
export const ZAddShowcaseSlot = z.object({
  productId: z.string().trim().min(1).max(64).optional(),
  googleCategory: z
    .string({ error: msg('shared.required') })
    .trim()
    .min(1, msg('shared.required'))
    .max(SLOT_LIMITS.categoryLength, msg('shared.tooLong', { field: term('fields.showcase.googleCategory'), max: SLOT_LIMITS.categoryLength })),
  durationMonths: whole('durationMonths', SLOT_LIMITS.maxMonths).min(1, msg('shared.required')),
  guaranteedViews: whole('guaranteedViews', SLOT_LIMITS.maxGuaranteed),
  guaranteedClicks: whole('guaranteedClicks', SLOT_LIMITS.maxGuaranteed),
  /** The first day it runs (the merchant's calendar); today when absent. */
  startsOn: ZLocalDate.optional(),
});
export type TAddShowcaseSlot = z.input<typeof ZAddShowcaseSlot>;

export const ZShowcaseSlot = ZMerchantSlot.extend({
  guaranteedViews: z.number().int(),
  guaranteedClicks: z.number().int(),
  /** Delivered from the slot's first day to its last (or today). */
  views: z.number().int(),
  clicks: z.number().int(),
  /** Delivered against guaranteed in whole percent (may pass 100); null when nothing is guaranteed. */
  viewsProgress: z.number().int().nullable(),
  clicksProgress: z.number().int().nullable(),
});
export type TShowcaseSlot = z.infer<typeof ZShowcaseSlot>;

export const ZTrafficGuarantee = z.object({
  days: ZReportDays,
  slots: z.array(ZShowcaseSlot),
  /** Views and clicks of all slots in the period, per day or month. */
  series: ZSeries,
});
export type TTrafficGuarantee = z.infer<typeof ZTrafficGuarantee>;
