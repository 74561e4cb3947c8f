import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** Who may redeem an item (RewardItem.availability). */
export const AVAILABILITY = { unavailable: 0, allMembers: 1, internalOnly: 2 } as const;
export type AvailabilityId = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];
export const AVAILABILITY_IDS = [0, 1, 2] as const satisfies readonly AvailabilityId[];
export const AVAILABILITY_NAMES = { 0: 'Unavailable', 1: 'All members', 2: 'Internal users only' } as const satisfies Record<AvailabilityId, string>;

/** Redemption.status. */
export const REDEMPTION_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export type RedemptionStatusId = (typeof REDEMPTION_STATUS)[keyof typeof REDEMPTION_STATUS];
export const REDEMPTION_STATUS_IDS = [1, 2, 3] as const satisfies readonly RedemptionStatusId[];
export const REDEMPTION_STATUS_NAMES = { 1: 'Pending approval', 2: 'Approved', 3: 'Rejected' } as const satisfies Record<RedemptionStatusId, string>;

/** Who asks for a redemption: the member through the shop's website, or a user of the back office. */
export type RequestChannel = 'member' | 'dashboard';

export const REWARD_LIMITS = {
  /** Spec: text notes 225 characters. */
  noteMaxChars: 225,
  reasonMaxChars: 225,
  nameMaxChars: 200,
  voucherLinkMaxChars: 2000,
  /** A reward's price and its limits stay well inside a 32-bit integer column. */
  maxPoints: 100_000_000,
  maxLimit: 1_000_000,
  /** Redemptions one approve or reject call decides. */
  maxDecisions: 200,
} as const;

export const REWARD_MESSAGES = {
  /** Spec section 8: the one message of every redemption that cannot be requested or approved. */
  notSent: msg('rewards.notSent'),
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  invalidUrl: GENERIC_MESSAGES.invalidUrl,
  /** Ours (worded as core/loyalty's): the spec names the rules (item name required, note at most 225), not the wording. */
  nameRequired: msg('rewards.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.rewards.name'), REWARD_LIMITS.nameMaxChars),
  noteTooLong: tooLongMessage(term('fields.rewards.note'), REWARD_LIMITS.noteMaxChars),
  endBeforeStart: msg('loyalty.endAfterStart'),
  reasonRequired: msg('rewards.reasonRequired'),
  reasonTooLong: tooLongMessage(term('fields.rewards.reason'), REWARD_LIMITS.reasonMaxChars),
  /** Spec section 8's wording for a record that cannot be deleted because something uses it. */
  inUse: (name: string) => msg('catalogue.inUse', { name }),
} as const;

/**
 * Why a redemption was not sent. Every one shows the spec's "Reward was not sent."; the code
 * says which rule refused it, so screens and scripts can explain it.
 */
export const REWARD_ERROR_CODES = {
  itemUnavailable: 'REWARD.ITEM_UNAVAILABLE',
  internalOnly: 'REWARD.INTERNAL_ONLY',
  notStarted: 'REWARD.NOT_STARTED',
  ended: 'REWARD.ENDED',
  tierTooLow: 'REWARD.TIER_TOO_LOW',
  limitReached: 'REWARD.LIMIT_REACHED',
  memberLimitReached: 'REWARD.MEMBER_LIMIT_REACHED',
  pointsNotEnough: 'REWARD.POINTS_NOT_ENOUGH',
  /** The redemption is not pending any more (approved or rejected already). */
  invalidTransition: 'REWARD.INVALID_TRANSITION',
} as const;
export type RewardRefusal = (typeof REWARD_ERROR_CODES)[keyof typeof REWARD_ERROR_CODES];
