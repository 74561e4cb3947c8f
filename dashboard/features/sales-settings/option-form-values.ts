import { CHARGE_FORMS_BY_TYPE, type TChargeForm, type TShippingStatus, type TShippingType } from '../../../core/shipping/constants.ts';
import { ZShippingOptionInput, type TShippingOptionInputRaw } from '../../../core/shipping/schema.ts';
import type { TShippingOptionRow } from '../../../core/shipping/settings-schema.ts';
import { issueMessage, translateMessage } from '../../i18n/messages.ts';

export type RangeValues = { minGrams: number | null; maxGrams: number | null; amountSen: number | null };

/** The option form holds every charge figure at once; only those of the chosen form are sent. */
export type OptionFormValues = {
  titleEn: string;
  titleCn: string;
  titleBm: string;
  description: string;
  zoneId: string;
  status: TShippingStatus;
  cod: boolean;
  sort: number;
  type: TShippingType;
  form: TChargeForm | '';
  amountSen: number | null;
  freeAboveSen: number | null;
  senPerKg: number | null;
  firstGrams: number | null;
  firstSen: number | null;
  nextGrams: number | null;
  nextSen: number | null;
  maxSen: number | null;
  ranges: RangeValues[];
};

export const blankOption = (zoneId: string): OptionFormValues => ({
  titleEn: '',
  titleCn: '',
  titleBm: '',
  description: '',
  zoneId,
  status: 'enabled',
  cod: false,
  sort: 0,
  type: 'free_shipping',
  form: '',
  amountSen: null,
  freeAboveSen: null,
  senPerKg: null,
  firstGrams: null,
  firstSen: null,
  nextGrams: null,
  nextSen: null,
  maxSen: null,
  ranges: [{ minGrams: 0, maxGrams: null, amountSen: null }],
});

/** A stored option as form values. */
export function optionValues(option: TShippingOptionRow): OptionFormValues {
  const { titleEn, titleCn, titleBm, description, zoneId, status, cod, sort, type } = option;
  const charge = (option.charge ?? {}) as Partial<Record<string, unknown>> & { form?: TChargeForm };
  const num = (key: string) => (typeof charge[key] === 'number' ? (charge[key] as number) : null);
  return {
    ...blankOption(zoneId),
    titleEn,
    titleCn,
    titleBm,
    description,
    status,
    cod,
    sort,
    type,
    form: charge.form ?? '',
    amountSen: num('amountSen'),
    freeAboveSen: num('freeAboveSen'),
    senPerKg: num('senPerKg'),
    firstGrams: num('firstGrams'),
    firstSen: num('firstSen'),
    nextGrams: num('nextGrams'),
    nextSen: num('nextSen'),
    maxSen: num('maxSen'),
    ranges: Array.isArray(charge.ranges) ? (charge.ranges as RangeValues[]) : blankOption(zoneId).ranges,
  };
}

/** The charge of the chosen form, from the form's figures. */
function chargeOf(v: OptionFormValues): Record<string, unknown> {
  switch (v.form) {
    case 'each_order':
      return { form: v.form, amountSen: v.amountSen };
    case 'one_time':
      return { form: v.form, amountSen: v.amountSen, freeAboveSen: v.freeAboveSen };
    case 'per_gram':
      return { form: v.form, senPerKg: v.senPerKg };
    case 'first_subsequent':
      return { form: v.form, firstGrams: v.firstGrams, firstSen: v.firstSen, nextGrams: v.nextGrams, nextSen: v.nextSen };
    case 'weight_range':
      return { form: v.form, ranges: v.ranges };
    case 'per_item':
      return { form: v.form, amountSen: v.amountSen, maxSen: v.maxSen };
    default:
      return {};
  }
}

/** What is sent: the option input of core's schema (free and quoted shipping carry no charge). */
export function optionInput(v: OptionFormValues): TShippingOptionInputRaw {
  const base = { titleEn: v.titleEn, titleCn: v.titleCn, titleBm: v.titleBm, description: v.description, zoneId: v.zoneId, status: v.status, cod: v.cod, sort: v.sort };
  const hasCharge = CHARGE_FORMS_BY_TYPE[v.type].length > 0;
  // Per item has a single form; the others need one chosen.
  const form = v.type === 'per_item' ? 'per_item' : v.form;
  return { ...base, type: v.type, ...(hasCharge && { charge: chargeOf({ ...v, form }) }) } as TShippingOptionInputRaw;
}

/** The form's own field for a schema path: 'charge.amountSen' -> 'amountSen', 'charge.ranges.1' -> 'ranges.1', 'charge' -> 'form'. */
export const formPath = (path: string): string => (path === 'charge' || path === 'charge.form' ? 'form' : path.replace(/^charge\./, ''));

/** Checks the values with core's schema, with messages under the form's fields. */
export function validateOption(values: OptionFormValues): Record<string, string> {
  const parsed = ZShippingOptionInput.safeParse(optionInput(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path.join('.'));
    errors[path] ??= translateMessage(issueMessage(issue.message));
  }
  return errors;
}
