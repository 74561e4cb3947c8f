import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from './constants.ts';
import { ZAdditionalChargeCondition, ZShippingOptionInput, type TShippingOptionInputRaw } from './schema.ts';
import { english } from '../shared/english.ts';

type Parser = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };

/** Field path -> messages, as the form shows them. */
function issues(schema: Parser, input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(english(issue.message));
  return out;
}

describe('shipping option', () => {
  const base = { titleEn: 'Standard delivery', zoneId: 'z1' };
  const weightRanges = (ranges: { minGrams: number; maxGrams: number; amountSen: number }[]): TShippingOptionInputRaw => ({
    ...base,
    type: 'weight',
    charge: { form: 'weight_range', ranges },
  });

  it('needs an English title, a zone and a type', () => {
    expect(issues(ZShippingOptionInput, { type: 'free_shipping', titleEn: ' ', zoneId: '' })).toEqual({ titleEn: [english(M.titleRequired)], zoneId: [english(M.zoneRequired)] });
    expect(issues(ZShippingOptionInput, base)).toEqual({ type: [english(M.typeRequired)] });
    expect(ZShippingOptionInput.parse({ ...base, type: 'quote_shipping' })).toMatchObject({ titleCn: '', titleBm: '', status: 'enabled', cod: false, sort: 0 });
  });

  it('takes only the charge forms of its type', () => {
    expect(issues(ZShippingOptionInput, { ...base, type: 'one_time', charge: { form: 'each_order', amountSen: 800 } })).toEqual({});
    expect(issues(ZShippingOptionInput, { ...base, type: 'weight', charge: { form: 'each_order', amountSen: 800 } })).toEqual({ 'charge.form': [english(M.chargeRequired)] });
    expect(issues(ZShippingOptionInput, { ...base, type: 'one_time' })).toEqual({ charge: [english(M.chargeRequired)] });
    expect(ZShippingOptionInput.parse({ ...base, type: 'per_item', charge: { form: 'per_item', amountSen: 300 } })).toMatchObject({ charge: { maxSen: null } });
  });

  it('takes amounts as whole sen, 0 or more, naming each way one is wrong, and weights as whole grams', () => {
    const refused = (amountSen: unknown) => issues(ZShippingOptionInput, { ...base, type: 'one_time', charge: { form: 'each_order', amountSen } });
    expect(refused(-1)).toEqual({ 'charge.amountSen': ['Amount cannot be negative.'] });
    expect(refused(1.5)).toEqual({ 'charge.amountSen': ['Amount can have at most two decimals.'] });
    for (const amountSen of [Number.NaN, '800']) expect(refused(amountSen)).toEqual({ 'charge.amountSen': ['Amount must be a number, like 12.50.'] });
    expect(issues(ZShippingOptionInput, { ...base, type: 'weight', charge: { form: 'first_subsequent', firstGrams: 0, firstSen: 800, nextGrams: 500, nextSen: 200 } })).toEqual({
      'charge.firstGrams': [english(M.stepInvalid)],
    });
    expect(issues(ZShippingOptionInput, weightRanges([{ minGrams: 0.5, maxGrams: 1000, amountSen: 800 }]))).toEqual({ 'charge.ranges.0.minGrams': [english(M.weightInvalid)] });
  });

  it('needs weight ranges with min below max that do not overlap', () => {
    expect(issues(ZShippingOptionInput, weightRanges([]))).toEqual({ 'charge.ranges': [english(M.rangeRequired)] });
    expect(issues(ZShippingOptionInput, weightRanges([{ minGrams: 1000, maxGrams: 1000, amountSen: 800 }]))).toEqual({ 'charge.ranges.0.maxGrams': [english(M.rangeOrder)] });
    const touching = [
      { minGrams: 1001, maxGrams: 2000, amountSen: 1200 },
      { minGrams: 0, maxGrams: 1000, amountSen: 800 },
    ];
    expect(issues(ZShippingOptionInput, weightRanges(touching))).toEqual({});
    const sharedGram = [
      { minGrams: 0, maxGrams: 1000, amountSen: 800 },
      { minGrams: 1000, maxGrams: 2000, amountSen: 1200 },
    ];
    expect(issues(ZShippingOptionInput, weightRanges(sharedGram))).toEqual({ 'charge.ranges.1': [english(M.rangeOverlap)] });
    const inside = [
      { minGrams: 0, maxGrams: 5000, amountSen: 800 },
      { minGrams: 6000, maxGrams: 7000, amountSen: 1500 },
      { minGrams: 2000, maxGrams: 3000, amountSen: 1200 },
    ];
    expect(issues(ZShippingOptionInput, weightRanges(inside))).toEqual({ 'charge.ranges.2': [english(M.rangeOverlap)] });
  });
});

describe('additional charge condition', () => {
  it('needs a condition type first, with the spec wording', () => {
    expect(issues(ZAdditionalChargeCondition, { charge: { kind: 'fixed', amountSen: 100 } })).toEqual({ conditionType: [english(M.conditionTypeRequired)] });
    expect(issues(ZAdditionalChargeCondition, { conditionType: 5, charge: { kind: 'fixed', amountSen: 100 } })).toEqual({ conditionType: [english(M.conditionTypeRequired)] });
  });

  it('needs the threshold or category its type reads', () => {
    expect(issues(ZAdditionalChargeCondition, { conditionType: 1, charge: { kind: 'fixed', amountSen: 100 } })).toEqual({});
    expect(issues(ZAdditionalChargeCondition, { conditionType: 2, charge: { kind: 'fixed', amountSen: 100 } })).toEqual({ thresholdSen: [english(M.amountInvalid)] });
    expect(issues(ZAdditionalChargeCondition, { conditionType: 4, charge: { kind: 'fixed', amountSen: 100 } })).toEqual({ categoryId: [english(M.categoryRequired)] });
  });

  it('takes whole percentages from 0 to 100', () => {
    expect(issues(ZAdditionalChargeCondition, { conditionType: 1, charge: { kind: 'percent', percent: 100 } })).toEqual({});
    for (const percent of [101, -1, 2.5]) {
      expect(issues(ZAdditionalChargeCondition, { conditionType: 1, charge: { kind: 'percent', percent } })).toEqual({ 'charge.percent': [english(M.percentInvalid)] });
    }
  });
});
