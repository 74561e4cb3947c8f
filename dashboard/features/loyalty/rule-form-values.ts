import type { TRuleInputRaw, TRuleRow } from '../../../core/loyalty/schema.ts';
import { ZRuleInput } from '../../../core/loyalty/schema.ts';
import { fromWallClock, toWallClock } from '../../components/wall-clock.ts';
import { zodErrors } from '../../components/zod-errors.ts';

/** The rule form as the inputs hold it: selects hold strings, number inputs '' when empty, times on the merchant's clock. */
export interface RuleValues {
  [key: string]: unknown;
  ruleType: string;
  title: string;
  description: string;
  pointsType: string;
  pointsGrant: number | string;
  earningLimit: number | string;
  startAt: string;
  endAt: string;
  amountToReachGoal: number | null;
}

export const blankRule = (now: Date, timeZone: string): RuleValues => ({
  ruleType: '1',
  title: '',
  description: '',
  pointsType: '1',
  pointsGrant: '',
  earningLimit: '',
  startAt: toWallClock(now, timeZone),
  endAt: '',
  amountToReachGoal: null,
});

export const ruleValues = (rule: TRuleRow, timeZone: string): RuleValues => ({
  ruleType: String(rule.ruleType),
  title: rule.title,
  description: rule.description,
  pointsType: String(rule.pointsType),
  pointsGrant: rule.pointsGrant,
  earningLimit: rule.earningLimit ?? '',
  startAt: toWallClock(rule.startAt, timeZone),
  endAt: toWallClock(rule.endAt, timeZone),
  amountToReachGoal: rule.amountToReachGoal,
});

const numberOr = (value: number | string, blank: number | null) => (value === '' ? blank : Number(value));

/** The form's values as the procedures take them. */
export function ruleInput(values: RuleValues, timeZone: string): TRuleInputRaw {
  return {
    ruleType: Number(values.ruleType) as TRuleInputRaw['ruleType'],
    title: values.title,
    description: values.description,
    pointsType: Number(values.pointsType) as TRuleInputRaw['pointsType'],
    pointsGrant: numberOr(values.pointsGrant, Number.NaN) as number,
    earningLimit: numberOr(values.earningLimit, null),
    // A start the picker could not read is missing: the schema says the field is required.
    startAt: fromWallClock(values.startAt, timeZone) as Date,
    endAt: values.endAt ? (fromWallClock(values.endAt, timeZone) ?? new Date(Number.NaN)) : null,
    amountToReachGoal: values.amountToReachGoal,
  };
}

/** The schema's messages by field, the first per field; {} when the form is valid. */
export function validateRule(values: RuleValues, timeZone: string): Record<string, string> {
  const result = ZRuleInput.safeParse(ruleInput(values, timeZone));
  return zodErrors(result);
}
