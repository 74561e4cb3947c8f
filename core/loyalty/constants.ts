import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
/**
 * Loyalty constants of business-areas.md sections 3, 4, 8 and 9. Where the spec is silent the
 * choice is ours and docs/loyalty.md says so.
 */

/** Reward rule types as the spec numbers them. */
export const RULE_TYPE_NAMES = {
  1: 'Purchase',
  2: 'Order amount reaches goal',
  3: 'Number of paid orders reaches goal',
  4: 'Join as member',
  5: 'Reward after order rated',
  6: 'Referral after inquiry',
  7: 'Booking success',
  8: 'Booking amount reaches goal',
} as const;
export type RuleType = keyof typeof RULE_TYPE_NAMES;
export const RULE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly RuleType[];

/** Types whose rule needs amount_to_reach_goal: sen for 2 and 8, a count of orders for 3. */
export const GOAL_RULE_TYPES: readonly RuleType[] = [2, 8, 3];
export const AMOUNT_GOAL_RULE_TYPES: readonly RuleType[] = [2, 8];
/** Types that earn from an amount, so they may grant points per RM 1 spent; the others grant fixed points. */
export const PER_RINGGIT_RULE_TYPES: readonly RuleType[] = [1, 2, 8];
/** Types applied when an order is paid (core/loyalty/earn-order.ts). */
export const ORDER_RULE_TYPES: readonly RuleType[] = [1, 2, 3];
export const JOIN_RULE_TYPE = 4 satisfies RuleType;
/** Applied when a member's order gets its first review (core/loyalty/earn-rated.ts). */
export const RATED_RULE_TYPE = 5 satisfies RuleType;
/** Applied when an enquiry comes through a referral person's link with an active member binding (core/loyalty/earn-referral.ts). */
export const REFERRAL_RULE_TYPE = 6 satisfies RuleType;
/** Applied when a booking of a member is approved (core/loyalty/earn-booking.ts). */
export const BOOKING_RULE_TYPES: readonly RuleType[] = [7, 8];

/** points_type: 1 a fixed number of points, 2 points per RM 1 spent. */
export const POINTS_TYPE_NAMES = { 1: 'Fixed points', 2: 'Per RM1 spent' } as const;
export type PointsType = keyof typeof POINTS_TYPE_NAMES;
export const POINTS_TYPES = [1, 2] as const satisfies readonly PointsType[];
export const POINTS_TYPE = { fixed: 1, perRinggit: 2 } as const;

/** Where a rule stands at a moment; the spec's tabs group them in twos. */
export const RULE_STATES = ['ongoing', 'upcoming', 'expired', 'terminated'] as const;
export type RuleState = (typeof RULE_STATES)[number];
export const RULE_TABS = ['current', 'ended'] as const;
export type RuleTab = (typeof RULE_TABS)[number];
export const RULE_TAB_STATES = { current: ['ongoing', 'upcoming'], ended: ['expired', 'terminated'] } as const satisfies Record<RuleTab, readonly RuleState[]>;

/** What a ledger entry is. Earns are positive, spends negative, a reversal undoes one entry, an adjustment is a manual change. */
export const ENTRY_KINDS = ['earn', 'spend', 'reversal', 'adjust'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Spec section 9: 1000 points equal RM 10.00; spending RM 10 earns 1000 points. The LoyaltySetting defaults. */
export const DEFAULT_LOYALTY_SETTING = { enabled: true, pointsPerRinggit: 100, thousandPointsSen: 1000 } as const;

/** A multiplier of 10,000 basis points is 1x. */
export const MULTIPLIER_ONE = 10_000;

export const LOYALTY_LIMITS = {
  title: 100,
  description: 1000,
  note: 225,
  tierName: 60,
  /** Points of one grant, one adjustment, or per RM 1. */
  points: 10_000_000,
  earningLimit: 1_000_000,
  orderCountGoal: 100_000,
  reachPoints: 1_000_000_000,
  /** 100x. */
  multiplierBp: 1_000_000,
  pointsPerRinggit: 100_000,
} as const;

export const LOYALTY_MESSAGES = {
  /** Spec section 5: all required fields filled. */
  fillRequired: msg('shared.fillRequired'),
  invalidValue: msg('shared.invalidValue'),
  endAfterStart: msg('loyalty.endAfterStart'),
  goalRequired: msg('loyalty.goalRequired'),
  fixedOnly: msg('loyalty.fixedOnly'),
  typeFixed: msg('loyalty.typeFixed'),
  ruleEnded: msg('loyalty.ruleEnded'),
  tierNameRequired: msg('loyalty.tierNameRequired'),
  reachTaken: msg('loyalty.reachTaken'),
  /** The catalogue's wording for a record something else uses. */
  tierInUse: (name: string) => msg('catalogue.inUse', { name }),
  noteRequired: msg('loyalty.noteRequired'),
  /** Spec section 5: note at most 225 characters. */
  noteTooLong: tooLongMessage(term('fields.loyalty.note'), 225),
  notEnoughPoints: (balance: number) => msg('loyalty.notEnoughPoints', { balance }),
  pointsNotZero: msg('loyalty.pointsNotZero'),
} as const;
