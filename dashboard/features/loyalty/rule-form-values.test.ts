import { beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from '../../../core/loyalty/constants.ts';
import { blankRule, ruleInput, validateRule } from './rule-form-values.ts';
import { inEnglish } from '../../i18n/test-english.ts';
import { english } from '../../../core/shared/english.ts';

beforeAll(inEnglish);

const TZ = 'Asia/Kuala_Lumpur';

describe('rule form values', () => {
  it('reads times on the merchant’s clock and blanks as no limit, no end', () => {
    const values = { ...blankRule(new Date('2026-11-22T04:00:00Z'), TZ), title: 'Buy', pointsGrant: 10 };
    expect(values.startAt).toBe('2026-11-22 12:00:00');
    expect(ruleInput(values, TZ)).toMatchObject({ ruleType: 1, pointsType: 1, pointsGrant: 10, earningLimit: null, endAt: null, startAt: new Date('2026-11-22T04:00:00Z') });
    expect(validateRule(values, TZ)).toEqual({});
  });

  it('shows the schema’s messages', () => {
    const values = { ...blankRule(new Date('2026-11-22T04:00:00Z'), TZ), ruleType: '3', endAt: '2026-11-22 11:00:00' };
    // Field by field first; the checks across fields once each field is valid.
    expect(validateRule(values, TZ)).toEqual({ title: english(M.fillRequired), pointsGrant: english(M.invalidValue) });
    expect(validateRule({ ...values, title: 'Fifth order', pointsGrant: 500 }, TZ)).toEqual({ endAt: english(M.endAfterStart), amountToReachGoal: english(M.goalRequired) });
    expect(validateRule({ ...values, startAt: '' }, TZ)).toMatchObject({ startAt: english(M.fillRequired) });
  });
});
