import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ruleTypeOptions } from './rule-labels.ts';

describe('rule type options', () => {
  it('mark the types that earn no points (6 to 8) in the picker, and only those', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(ruleTypeOptions(t).map((o) => [o.value, o.label])).toEqual([
      ['1', 'loyalty.ruleTypes.1'],
      ['2', 'loyalty.ruleTypes.2'],
      ['3', 'loyalty.ruleTypes.3'],
      ['4', 'loyalty.ruleTypes.4'],
      ['5', 'loyalty.ruleTypes.5'],
      ['6', 'loyalty.ruleTypes.6 (loyalty.rules.awaitsFeature)'],
      ['7', 'loyalty.ruleTypes.7 (loyalty.rules.awaitsFeature)'],
      ['8', 'loyalty.ruleTypes.8 (loyalty.rules.awaitsFeature)'],
    ]);
  });
});
