import { describe, expect, it } from 'vitest';
import { ZRewardItemInput, type TRewardItem } from '../../../core/reward-station/schema.ts';
import { BLANK_ITEM, formValuesOf, toItemInput } from './item-form-values.ts';
import { english } from '../../../core/shared/english.ts';

const KL = 'Asia/Kuala_Lumpur';

describe('item form values', () => {
  it('round-trips an item through the form, the period on the merchant’s clock', () => {
    const item = {
      id: 'i1',
      name: 'Tote',
      pointsRequired: 1500,
      redemptionLimit: null,
      limitPerMember: 2,
      tier: { id: 't1', nameEn: 'Gold', reachPoints: 5000 },
      startAt: new Date('2026-12-01T01:00:00Z'),
      endAt: null,
      voucherLink: '',
      availability: 2,
      note: 'n',
    } as TRewardItem;
    const values = formValuesOf(item, KL);
    expect(values).toMatchObject({ pointsRequired: 1500, redemptionLimit: '', startAt: '2026-12-01 09:00:00', endAt: null, availability: '2', tierId: 't1' });
    expect(ZRewardItemInput.parse(toItemInput(values, KL))).toEqual({
      name: 'Tote',
      pointsRequired: 1500,
      redemptionLimit: null,
      limitPerMember: 2,
      tierId: 't1',
      startAt: new Date('2026-12-01T01:00:00Z'),
      endAt: null,
      voucherLink: '',
      availability: 2,
      note: 'n',
    });
  });

  it('a blank form fails with the spec’s messages', () => {
    const result = ZRewardItemInput.safeParse(toItemInput(BLANK_ITEM, KL));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), english(i.message)]));
    expect(messages).toEqual({ name: 'Item name is required.', pointsRequired: 'Please fill out all required fields.' });
  });
});
