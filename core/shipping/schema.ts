import { z } from 'zod';
import {
  ADDITIONAL_CHARGE_CONDITIONS as C,
  SHIPPING_LIMITS as L,
  SHIPPING_MESSAGES as M,
  SHIPPING_STATUSES,
} from './constants.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { optionalText } from '../shared/text-fields.ts';
import { term } from '../shared/messages.ts';

const sen = zSen(term('fields.shipping.amount'), MONEY_LIMITS.chargeSen, M.amountInvalid);
/** A subtotal an amount applies above or below. */
const threshold = zSen(term('fields.shipping.threshold'), MONEY_LIMITS.thresholdSen, M.amountInvalid);
const grams = z.number({ error: M.weightInvalid }).int(M.weightInvalid).min(0, M.weightInvalid).max(L.maxGrams, M.weightInvalid);
const step = z.number({ error: M.stepInvalid }).int(M.stepInvalid).min(1, M.stepInvalid).max(L.maxGrams, M.stepInvalid);
export const ZShippingStatusField = z.enum(SHIPPING_STATUSES).default('enabled');

export const ZEachOrderCharge = z.object({ form: z.literal('each_order'), amountSen: sen });
export const ZOneTimeCharge = z.object({ form: z.literal('one_time'), amountSen: sen, freeAboveSen: threshold });
export const ZPerGramCharge = z.object({ form: z.literal('per_gram'), senPerKg: sen });
export const ZFirstSubsequentCharge = z.object({
  form: z.literal('first_subsequent'),
  firstGrams: step,
  firstSen: sen,
  nextGrams: step,
  nextSen: sen,
});

export const ZWeightRange = z
  .object({ minGrams: grams, maxGrams: grams, amountSen: sen })
  .refine((r) => r.minGrams < r.maxGrams, { message: M.rangeOrder, path: ['maxGrams'] });

/** Both ends of a range are inclusive, so two ranges overlap when they share even one gram. */
export const ZWeightRangeCharge = z
  .object({ form: z.literal('weight_range'), ranges: z.array(ZWeightRange).min(1, M.rangeRequired).max(L.weightRanges) })
  .superRefine((charge, ctx) => {
    const sorted = charge.ranges.map((r, index) => ({ ...r, index })).sort((a, b) => a.minGrams - b.minGrams);
    for (let i = 1; i < sorted.length; i += 1) {
      const [before, range] = [sorted[i - 1], sorted[i]];
      if (before && range && range.minGrams <= before.maxGrams) {
        ctx.addIssue({ code: 'custom', path: ['ranges', range.index], message: M.rangeOverlap });
      }
    }
  });

export const ZPerItemCharge = z.object({ form: z.literal('per_item'), amountSen: sen, maxSen: sen.nullable().default(null) });

const optionBase = z.object({
  titleEn: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax),
  titleCn: optionalText(L.titleMax),
  titleBm: optionalText(L.titleMax),
  description: optionalText(L.descriptionMax),
  zoneId: z.string({ error: M.zoneRequired }).min(1, M.zoneRequired),
  status: ZShippingStatusField,
  cod: z.boolean().default(false),
  /** The merchant's order in the buyer's list; not in the spec. */
  sort: z.number().int().min(0).max(1_000_000).default(0),
});

/** A shipping option; its charge is one of the forms its type allows (CHARGE_FORMS_BY_TYPE). */
export const ZShippingOptionInput = z.discriminatedUnion(
  'type',
  [
    optionBase.extend({ type: z.literal('free_shipping') }),
    optionBase.extend({ type: z.literal('one_time'), charge: z.discriminatedUnion('form', [ZEachOrderCharge, ZOneTimeCharge], { error: M.chargeRequired }) }),
    optionBase.extend({
      type: z.literal('weight'),
      charge: z.discriminatedUnion('form', [ZPerGramCharge, ZFirstSubsequentCharge, ZWeightRangeCharge], { error: M.chargeRequired }),
    }),
    optionBase.extend({ type: z.literal('per_item'), charge: ZPerItemCharge }),
    optionBase.extend({ type: z.literal('quote_shipping') }),
  ],
  { error: M.typeRequired },
);
export type TShippingOptionInput = z.infer<typeof ZShippingOptionInput>;
export type TShippingOptionInputRaw = z.input<typeof ZShippingOptionInput>;

export const ZChargeAmount = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('fixed'), amountSen: sen }),
    z.object({ kind: z.literal('percent'), percent: z.number({ error: M.percentInvalid }).int(M.percentInvalid).min(0, M.percentInvalid).max(100, M.percentInvalid) }),
  ],
  { error: M.amountInvalid },
);

const conditionBase = z.object({ name: optionalText(L.titleMax), charge: ZChargeAmount });

/** Checkout settings: an additional charge and the condition (types 1 to 4) that applies it. */
export const ZAdditionalChargeCondition = z.discriminatedUnion(
  'conditionType',
  [
    conditionBase.extend({ conditionType: z.literal(C.perOrder) }),
    conditionBase.extend({ conditionType: z.literal(C.subtotalBelow), thresholdSen: threshold }),
    conditionBase.extend({ conditionType: z.literal(C.subtotalAbove), thresholdSen: threshold }),
    conditionBase.extend({ conditionType: z.literal(C.byCategory), categoryId: z.string({ error: M.categoryRequired }).min(1, M.categoryRequired) }),
  ],
  { error: M.conditionTypeRequired },
);
export type TAdditionalChargeCondition = z.infer<typeof ZAdditionalChargeCondition>;

export const ZAdditionalChargeConditions = z.array(ZAdditionalChargeCondition).max(L.additionalCharges);
