import { AppError } from '../shared/errors.ts';
import { AVAILABILITY, REWARD_ERROR_CODES as E, REWARD_MESSAGES, type RequestChannel, type RewardRefusal } from './constants.ts';

/** What the rules need of an item. */
export interface ItemRules {
  availability: number;
  pointsRequired: number;
  redemptionLimit: number | null;
  limitPerMember: number | null;
  startAt: Date | null;
  endAt: Date | null;
  /** reachPoints of the item's tier; null when any member may redeem it. */
  tierReach: number | null;
}

/** What the rules need to know when a redemption is requested. */
export interface RequestFacts {
  channel: RequestChannel;
  now: Date;
  item: ItemRules;
  /** reachPoints of the member's tier now; null when the member has reached no tier. */
  memberTierReach: number | null;
  /** Redemptions of the item pending or approved, for every member. */
  itemTaken: number;
  /** Redemptions of the item pending or approved for this member. */
  memberTaken: number;
  /** The member's balance (the sum of their ledger) less the points their pending requests hold. */
  spendablePoints: number;
}

/**
 * Why a request is refused, or null when it may be recorded, checked in this order: who may
 * redeem the item, its time period, the member's tier, the item's limits (pending requests count:
 * they would take the last units if approved), and the points (pending requests hold theirs).
 */
export function requestRefusal(f: RequestFacts): RewardRefusal | null {
  const { item } = f;
  if (item.availability === AVAILABILITY.unavailable) return E.itemUnavailable;
  if (item.availability === AVAILABILITY.internalOnly && f.channel !== 'dashboard') return E.internalOnly;
  if (item.availability !== AVAILABILITY.allMembers && item.availability !== AVAILABILITY.internalOnly) return E.itemUnavailable;
  if (item.startAt && f.now < item.startAt) return E.notStarted;
  if (item.endAt && f.now >= item.endAt) return E.ended;
  if (item.tierReach !== null && (f.memberTierReach === null || f.memberTierReach < item.tierReach)) return E.tierTooLow;
  if (item.redemptionLimit !== null && f.itemTaken >= item.redemptionLimit) return E.limitReached;
  if (item.limitPerMember !== null && f.memberTaken >= item.limitPerMember) return E.memberLimitReached;
  if (f.spendablePoints < item.pointsRequired) return E.pointsNotEnough;
  return null;
}

/** What the rules need to know when a pending redemption is approved. */
export interface ApprovalFacts {
  item: Pick<ItemRules, 'availability' | 'redemptionLimit' | 'limitPerMember'>;
  /** The points the redemption spends (the item's price when it was requested). */
  points: number;
  /** Approved redemptions of the item, for every member (this one not among them). */
  itemApproved: number;
  /** Approved redemptions of the item for this member (this one not among them). */
  memberApproved: number;
  /** The member's balance now: the sum of their ledger. */
  balance: number;
}

/**
 * Why an approval cannot complete, or null. The request was checked when it was made; what can
 * have changed since is re-checked: the item made unavailable, its limits lowered or taken by
 * other approvals, and the member's balance (spent elsewhere, or an earning reversed). The
 * approver is an internal user, so an 'internal users only' item may be approved. The time
 * period and tier are not checked again: the request was made in time by a member who had the
 * tier, and the merchant's approval may come later.
 */
export function approvalRefusal(f: ApprovalFacts): RewardRefusal | null {
  if (f.item.availability === AVAILABILITY.unavailable) return E.itemUnavailable;
  if (f.item.redemptionLimit !== null && f.itemApproved >= f.item.redemptionLimit) return E.limitReached;
  if (f.item.limitPerMember !== null && f.memberApproved >= f.item.limitPerMember) return E.memberLimitReached;
  // Never below zero: a balance is what the member holds, and approval spends it.
  if (f.balance < f.points) return E.pointsNotEnough;
  return null;
}

/** The error of a refusal: always the spec's message, the code says which rule. */
export const refusalError = (code: RewardRefusal) => new AppError(code, REWARD_MESSAGES.notSent, 'failed');
