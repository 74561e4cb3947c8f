import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalRefusal, requestRefusal, type ApprovalFacts, type RequestFacts } from './eligibility.ts';

const NOW = new Date('2026-11-22T04:00:00Z');
const open: RequestFacts = {
  channel: 'member',
  now: NOW,
  item: { availability: 1, pointsRequired: 100, redemptionLimit: null, limitPerMember: null, startAt: null, endAt: null, tierReach: null },
  memberTierReach: null,
  itemTaken: 0,
  memberTaken: 0,
  spendablePoints: 100,
};
const with_ = (patch: Partial<RequestFacts>, item: Partial<RequestFacts['item']> = {}): RequestFacts => ({ ...open, ...patch, item: { ...open.item, ...item } });

describe('requestRefusal', () => {
  it('allows an open item to a member with the points', () => expect(requestRefusal(open)).toBeNull());

  it('availability: 0 nobody, 1 everyone, 2 the dashboard only', () => {
    expect(requestRefusal(with_({}, { availability: 0 }))).toBe('REWARD.ITEM_UNAVAILABLE');
    expect(requestRefusal(with_({ channel: 'dashboard' }, { availability: 0 }))).toBe('REWARD.ITEM_UNAVAILABLE');
    expect(requestRefusal(with_({}, { availability: 2 }))).toBe('REWARD.INTERNAL_ONLY');
    expect(requestRefusal(with_({ channel: 'dashboard' }, { availability: 2 }))).toBeNull();
    expect(requestRefusal(with_({ channel: 'dashboard' }, { availability: 1 }))).toBeNull();
  });

  it('time period: from the start, up to (not at) the end', () => {
    expect(requestRefusal(with_({}, { startAt: new Date(NOW.getTime() + 1) }))).toBe('REWARD.NOT_STARTED');
    expect(requestRefusal(with_({}, { startAt: NOW }))).toBeNull();
    expect(requestRefusal(with_({}, { endAt: NOW }))).toBe('REWARD.ENDED');
    expect(requestRefusal(with_({}, { endAt: new Date(NOW.getTime() + 1) }))).toBeNull();
  });

  it('tier: that tier or above', () => {
    expect(requestRefusal(with_({ memberTierReach: null }, { tierReach: 1000 }))).toBe('REWARD.TIER_TOO_LOW');
    expect(requestRefusal(with_({ memberTierReach: 999 }, { tierReach: 1000 }))).toBe('REWARD.TIER_TOO_LOW');
    expect(requestRefusal(with_({ memberTierReach: 1000 }, { tierReach: 1000 }))).toBeNull();
    expect(requestRefusal(with_({ memberTierReach: 5000 }, { tierReach: 1000 }))).toBeNull();
  });

  it('limits count what is taken; points count what is spendable', () => {
    expect(requestRefusal(with_({ itemTaken: 2 }, { redemptionLimit: 2 }))).toBe('REWARD.LIMIT_REACHED');
    expect(requestRefusal(with_({ itemTaken: 1 }, { redemptionLimit: 2 }))).toBeNull();
    expect(requestRefusal(with_({ memberTaken: 1 }, { limitPerMember: 1 }))).toBe('REWARD.MEMBER_LIMIT_REACHED');
    expect(requestRefusal(with_({ spendablePoints: 99 }))).toBe('REWARD.POINTS_NOT_ENOUGH');
  });

  it('refuses exactly when one of the rules does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 300 }), (availability, startOffset, taken, points) => {
        const facts = with_({ itemTaken: taken, memberTaken: taken, spendablePoints: points }, { availability, startAt: new Date(NOW.getTime() + startOffset), redemptionLimit: 3 });
        const ok = availability === 1 && startOffset <= 0 && taken < 3 && points >= 100;
        expect(requestRefusal(facts) === null).toBe(ok);
      }),
    );
  });
});

describe('approvalRefusal', () => {
  const base: ApprovalFacts = { item: { availability: 1, redemptionLimit: null, limitPerMember: null }, points: 100, itemApproved: 0, memberApproved: 0, balance: 100 };
  it('re-checks availability, the limits against approved ones, and the balance', () => {
    expect(approvalRefusal(base)).toBeNull();
    expect(approvalRefusal({ ...base, item: { ...base.item, availability: 2 } })).toBeNull();
    expect(approvalRefusal({ ...base, item: { ...base.item, availability: 0 } })).toBe('REWARD.ITEM_UNAVAILABLE');
    expect(approvalRefusal({ ...base, item: { ...base.item, redemptionLimit: 1 }, itemApproved: 1 })).toBe('REWARD.LIMIT_REACHED');
    expect(approvalRefusal({ ...base, item: { ...base.item, limitPerMember: 1 }, memberApproved: 1 })).toBe('REWARD.MEMBER_LIMIT_REACHED');
    expect(approvalRefusal({ ...base, balance: 99 })).toBe('REWARD.POINTS_NOT_ENOUGH');
  });

  it('never leaves a negative balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (balance, points) => {
        if (approvalRefusal({ ...base, balance, points }) === null) expect(balance - points).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
