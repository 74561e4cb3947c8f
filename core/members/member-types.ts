import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { INACTIVE_MS, MEMBER_TYPES, NEW_JOIN_MS, TOP_BUYER_MIN_PAID_SEN, type MemberType } from './constants.ts';

/**
 * The one definition of the member types (spec section 3). Each type has a predicate on a member
 * row and the same rule as a Prisma `where`, so the list filter runs in the database on both
 * engines and a row's badges never disagree with the filter that found it. A member can hold
 * several types at once (a new join who already ordered twice is new_join and repeat_customer).
 *
 * - new_join: joined within the last 60 days (joinedAt >= now - 60 days).
 * - inactive: the last login (or, never logged in, the join) is more than 60 days ago.
 * - potential_customer: no paid order yet.
 * - first_order: exactly one paid order.
 * - repeat_customer: two or more paid orders.
 * - top_buyer: paid orders total at least TOP_BUYER_MIN_PAID_SEN.
 *
 * "Paid orders" are the figures core/members/order-figures.ts keeps: orders paid and not since
 * cancelled or refunded.
 */

/** What the rules read of a member. */
export interface MemberFacts {
  joinedAt: Date;
  lastLoginAt: Date | null;
  paidOrderCount: number;
  paidTotalSen: number;
}

const cutoff = (now: Date, ms: number) => new Date(now.getTime() - ms);

const RULES: Record<MemberType, { holds: (m: MemberFacts, now: Date) => boolean; where: (now: Date) => Prisma.MemberWhereInput }> = {
  new_join: {
    holds: (m, now) => m.joinedAt.getTime() >= cutoff(now, NEW_JOIN_MS).getTime(),
    where: (now) => ({ joinedAt: { gte: cutoff(now, NEW_JOIN_MS) } }),
  },
  inactive: {
    holds: (m, now) => (m.lastLoginAt ?? m.joinedAt).getTime() < cutoff(now, INACTIVE_MS).getTime(),
    where: (now) => {
      const before = cutoff(now, INACTIVE_MS);
      return { OR: [{ lastLoginAt: { lt: before } }, { lastLoginAt: null, joinedAt: { lt: before } }] };
    },
  },
  potential_customer: {
    holds: (m) => m.paidOrderCount === 0,
    where: () => ({ paidOrderCount: 0 }),
  },
  first_order: {
    holds: (m) => m.paidOrderCount === 1,
    where: () => ({ paidOrderCount: 1 }),
  },
  repeat_customer: {
    holds: (m) => m.paidOrderCount >= 2,
    where: () => ({ paidOrderCount: { gte: 2 } }),
  },
  top_buyer: {
    holds: (m) => m.paidTotalSen >= TOP_BUYER_MIN_PAID_SEN,
    where: () => ({ paidTotalSen: { gte: TOP_BUYER_MIN_PAID_SEN } }),
  },
};

/** Every type member holds at now, in MEMBER_TYPES order. */
export function memberTypesOf(member: MemberFacts, now: Date): MemberType[] {
  return MEMBER_TYPES.filter((type) => RULES[type].holds(member, now));
}

/** The Prisma filter of one type at now (without the merchant: the caller scopes it). */
export function memberTypeWhere(type: MemberType, now: Date): Prisma.MemberWhereInput {
  return RULES[type].where(now);
}
