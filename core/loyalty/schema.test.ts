import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from './constants.ts';
import { ZRuleInput, ZTierInput } from './schema.ts';

const base = { ruleType: 1, title: 'Buy', pointsType: 1, pointsGrant: 10, startAt: new Date('2026-12-01T00:00:00Z') };
const issues = (input: unknown) => {
  const result = ZRuleInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('reward rule form', () => {
  it('needs the goal for types 2, 3 and 8 only, and drops it elsewhere', () => {
    expect(issues({ ...base, ruleType: 2 })).toEqual({ amountToReachGoal: M.goalRequired });
    expect(issues({ ...base, ruleType: 3 })).toEqual({ amountToReachGoal: M.goalRequired });
    expect(issues({ ...base, ruleType: 8 })).toEqual({ amountToReachGoal: M.goalRequired });
    expect(issues({ ...base, ruleType: 3, amountToReachGoal: 100_001 })).toEqual({ amountToReachGoal: M.invalidValue });
    expect(ZRuleInput.parse({ ...base, ruleType: 4, amountToReachGoal: 5 }).amountToReachGoal).toBeNull();
    expect(ZRuleInput.parse({ ...base, ruleType: 2, amountToReachGoal: 5000 }).amountToReachGoal).toBe(5000);
  });

  it('needs the end after the start, points above 0 and a limit of at least 1 or none', () => {
    expect(issues({ ...base, endAt: base.startAt })).toEqual({ endAt: M.endAfterStart });
    expect(issues({ ...base, pointsGrant: 0, earningLimit: 0 })).toEqual({ pointsGrant: M.invalidValue, earningLimit: M.invalidValue });
    expect(issues({ ...base, title: '', startAt: undefined })).toEqual({ title: M.fillRequired, startAt: M.fillRequired });
    expect(ZRuleInput.parse(base)).toMatchObject({ earningLimit: null, endAt: null, description: '' });
  });

  it('grants per RM 1 only for amount rules (1, 2, 8)', () => {
    for (const ruleType of [1, 2, 8]) expect(issues({ ...base, ruleType, pointsType: 2, amountToReachGoal: 100 })).toEqual({});
    for (const ruleType of [3, 4, 5, 6, 7]) expect(issues({ ...base, ruleType, pointsType: 2, amountToReachGoal: 1 })).toEqual({ pointsType: M.fixedOnly });
  });
});

describe('tier form', () => {
  it('needs the English name; the multiplier defaults to 1x', () => {
    expect(ZTierInput.safeParse({ nameEn: ' ', reachPoints: 0 }).error?.issues[0]?.message).toBe(M.tierNameRequired);
    expect(ZTierInput.parse({ nameEn: 'Gold', reachPoints: 10 })).toEqual({ nameEn: 'Gold', nameCn: '', nameBm: '', reachPoints: 10, multiplierBp: 10_000 });
  });
});
