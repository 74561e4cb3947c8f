import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES as M } from '../../../core/birthday/constants.ts';
import { ZBirthdaySettingsInput } from '../../../core/birthday/schema.ts';
import { formValuesOf, toSettingsInput } from './settings-form-values.ts';

const unsaved = { saved: false, status: 1, emailTitle: '', discountType: 1, amountSen: 0, percent: 0, maxDiscountSen: null, minCartSen: 0, validDays: 7, preSendDays: 3, voucherCode: null, issued: 0 } as const;

describe('birthday settings form values', () => {
  it('round-trips saved settings through the schema', () => {
    const saved = { ...unsaved, saved: true, emailTitle: 'Happy birthday', discountType: 3 as const, percent: 12.5, maxDiscountSen: 2000, minCartSen: 5000 };
    expect(ZBirthdaySettingsInput.parse(toSettingsInput(formValuesOf(saved)))).toMatchObject({ emailTitle: 'Happy birthday', discountType: 3, percent: 12.5, maxDiscountSen: 2000, minCartSen: 5000, validDays: 7, preSendDays: 3 });
  });

  it('leaves blank fields missing, for the schema to name them', () => {
    const blank = { ...formValuesOf(unsaved), emailTitle: 'Hi', validDays: '' as const, preSendDays: '' as const };
    const issues = ZBirthdaySettingsInput.safeParse(toSettingsInput(blank)).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['validDays', M.validDaysRequired],
        ['preSendDays', M.preSendDaysRequired],
      ]),
    );
  });
});
