import { describe, expect, it } from 'vitest';
import { TOP_BUYER_MIN_PAID_SEN } from './constants.ts';
import { memberTypesOf, memberTypeWhere, type MemberFacts } from './member-types.ts';

const NOW = new Date('2026-11-22T04:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs);

const member = (facts: Partial<MemberFacts> = {}): MemberFacts => ({ joinedAt: daysAgo(100), lastLoginAt: daysAgo(1), paidOrderCount: 0, paidTotalSen: 0, ...facts });

describe('memberTypesOf', () => {
  it('new_join: joined within the last 60 days, the 60th day included', () => {
    expect(memberTypesOf(member({ joinedAt: daysAgo(0) }), NOW)).toContain('new_join');
    expect(memberTypesOf(member({ joinedAt: daysAgo(60) }), NOW)).toContain('new_join');
    expect(memberTypesOf(member({ joinedAt: daysAgo(60, 1) }), NOW)).not.toContain('new_join');
  });

  it('inactive: no login for over 60 days; exactly 60 days is still active', () => {
    expect(memberTypesOf(member({ lastLoginAt: daysAgo(60) }), NOW)).not.toContain('inactive');
    expect(memberTypesOf(member({ lastLoginAt: daysAgo(60, 1) }), NOW)).toContain('inactive');
  });

  it('inactive: a member who never logged in counts from the day they joined', () => {
    expect(memberTypesOf(member({ lastLoginAt: null, joinedAt: daysAgo(10) }), NOW)).not.toContain('inactive');
    expect(memberTypesOf(member({ lastLoginAt: null, joinedAt: daysAgo(61) }), NOW)).toContain('inactive');
  });

  it('paid orders: none is potential_customer, one first_order, two or more repeat_customer', () => {
    const of = (paidOrderCount: number) => memberTypesOf(member({ paidOrderCount }), NOW).filter((t) => t !== 'inactive' && t !== 'new_join');
    expect(of(0)).toEqual(['potential_customer']);
    expect(of(1)).toEqual(['first_order']);
    expect(of(2)).toEqual(['repeat_customer']);
    expect(of(17)).toEqual(['repeat_customer']);
  });

  it('top_buyer: paid total at or above the threshold', () => {
    expect(memberTypesOf(member({ paidOrderCount: 3, paidTotalSen: TOP_BUYER_MIN_PAID_SEN - 1 }), NOW)).not.toContain('top_buyer');
    expect(memberTypesOf(member({ paidOrderCount: 1, paidTotalSen: TOP_BUYER_MIN_PAID_SEN }), NOW)).toEqual(['first_order', 'top_buyer']);
  });

  it('holds several types at once, in the list order', () => {
    expect(memberTypesOf(member({ joinedAt: daysAgo(5), lastLoginAt: null, paidOrderCount: 2, paidTotalSen: 250_000 }), NOW)).toEqual(['new_join', 'repeat_customer', 'top_buyer']);
    expect(memberTypesOf(member({ joinedAt: daysAgo(400), lastLoginAt: daysAgo(200) }), NOW)).toEqual(['potential_customer', 'inactive']);
  });
});

describe('memberTypeWhere', () => {
  it('puts the same cut-off instants in the database filter', () => {
    expect(memberTypeWhere('new_join', NOW)).toEqual({ joinedAt: { gte: daysAgo(60) } });
    expect(memberTypeWhere('inactive', NOW)).toEqual({ OR: [{ lastLoginAt: { lt: daysAgo(60) } }, { lastLoginAt: null, joinedAt: { lt: daysAgo(60) } }] });
    expect(memberTypeWhere('potential_customer', NOW)).toEqual({ paidOrderCount: 0 });
    expect(memberTypeWhere('first_order', NOW)).toEqual({ paidOrderCount: 1 });
    expect(memberTypeWhere('repeat_customer', NOW)).toEqual({ paidOrderCount: { gte: 2 } });
    expect(memberTypeWhere('top_buyer', NOW)).toEqual({ paidTotalSen: { gte: TOP_BUYER_MIN_PAID_SEN } });
  });
});
