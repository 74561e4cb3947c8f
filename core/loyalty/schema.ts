import { z } from 'zod';
import { PAGE_SIZES } from '../shared/pagination.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { atMostMessage, zSen } from '../shared/money.ts';
import { optionalText } from '../shared/text-fields.ts';
import { ZDateShortcut, ZLocalDate } from '../shared/time.ts';
import {
  AMOUNT_GOAL_RULE_TYPES,
  ENTRY_KINDS,
  GOAL_RULE_TYPES,
  LOYALTY_LIMITS as L,
  LOYALTY_MESSAGES as M,
  PER_RINGGIT_RULE_TYPES,
  POINTS_TYPE,
  POINTS_TYPES,
  RULE_STATES,
  RULE_TABS,
  RULE_TYPES,
  type RuleType,
} from './constants.ts';
import { term, msg } from '../shared/messages.ts';

/** The loyalty screens' inputs and outputs: settings, reward rules, tiers, member points, history. */

const pageSize = z
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), msg('shared.pageSize'))
  .default(20);
const page = z.number().int().min(1).default(1);
const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const ZIdInput = z.object({ id: z.string().min(1) });

// ---------------------------------------------------------------- settings

export const ZLoyaltySettingInput = z.object({
  enabled: z.boolean(),
  /** Points the default purchase earning gives per RM 1; 0 turns the default earning off. */
  pointsPerRinggit: int(M.invalidValue, 0, L.pointsPerRinggit),
  /** What 1000 points are worth when spent, in sen. */
  thousandPointsSen: zSen(term('fields.loyalty.thousandPoints'), MONEY_LIMITS.thousandPointsSen, M.invalidValue),
});
export type TLoyaltySettingInput = z.infer<typeof ZLoyaltySettingInput>;

export const ZLoyaltySetting = ZLoyaltySettingInput.extend({ updatedAt: z.date().nullable() });
export type TLoyaltySetting = z.infer<typeof ZLoyaltySetting>;

// ---------------------------------------------------------------- reward rules

const ZRuleType = z.number({ error: M.fillRequired }).refine((n): n is RuleType => (RULE_TYPES as readonly number[]).includes(n), M.fillRequired);

const ZRuleFields = z.object({
  ruleType: ZRuleType,
  title: required(M.fillRequired, L.title),
  description: optionalText(L.description),
  pointsType: z.number({ error: M.fillRequired }).refine((n): n is 1 | 2 => (POINTS_TYPES as readonly number[]).includes(n), M.fillRequired),
  /** Fixed points, or points per RM 1 spent (pointsType 2). */
  pointsGrant: int(M.invalidValue, 1, L.points),
  /** How many times one member can earn from the rule; null is no limit. */
  earningLimit: int(M.invalidValue, 1, L.earningLimit).nullable().default(null),
  startAt: z.date({ error: M.fillRequired }),
  /** null: the rule runs until it is terminated. */
  endAt: z.date({ error: M.invalidValue }).nullable().default(null),
  /** Sen for types 2 and 8, a number of paid orders for type 3; ignored for the other types. */
  amountToReachGoal: z.number({ error: M.goalRequired }).int(M.invalidValue).min(1, M.invalidValue).nullable().default(null),
});

/**
 * A reward rule as the form sends it. The checks that depend on the rule type run here, so the
 * dashboard refuses the same forms the server does; a goal is dropped for types without one.
 */
export const ZRuleInput = ZRuleFields.superRefine((rule, ctx) => {
  if (rule.endAt && rule.endAt.getTime() <= rule.startAt.getTime()) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.endAfterStart });
  if (GOAL_RULE_TYPES.includes(rule.ruleType)) {
    const amount = AMOUNT_GOAL_RULE_TYPES.includes(rule.ruleType);
    const max = amount ? MONEY_LIMITS.thresholdSen : L.orderCountGoal;
    if (rule.amountToReachGoal === null) ctx.addIssue({ code: 'custom', path: ['amountToReachGoal'], message: M.goalRequired });
    else if (rule.amountToReachGoal > max) ctx.addIssue({ code: 'custom', path: ['amountToReachGoal'], message: amount ? atMostMessage(term('fields.loyalty.goalAmount'), max) : M.invalidValue });
  }
  if (rule.pointsType === POINTS_TYPE.perRinggit && !PER_RINGGIT_RULE_TYPES.includes(rule.ruleType)) ctx.addIssue({ code: 'custom', path: ['pointsType'], message: M.fixedOnly });
}).transform((rule) => ({ ...rule, amountToReachGoal: GOAL_RULE_TYPES.includes(rule.ruleType) ? rule.amountToReachGoal : null }));
export type TRuleInput = z.output<typeof ZRuleInput>;
export type TRuleInputRaw = z.input<typeof ZRuleInput>;

/** The rule type is part of the form but cannot change once the rule exists. */
export const ZUpdateRuleInput = z.object({ id: z.string().min(1), rule: ZRuleInput });

export const ZRuleListInput = z.object({
  /** current: ongoing and upcoming; ended: expired and terminated. */
  tab: z.enum(RULE_TABS).default('current'),
  /** Part of the title, any case. */
  search: z.string().trim().max(100).optional(),
  ruleType: ZRuleType.optional(),
  page,
  pageSize,
});
export type TRuleListInput = z.input<typeof ZRuleListInput>;

export const ZRuleRow = z.object({
  id: z.string(),
  ruleType: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  description: z.string(),
  pointsType: z.number().int(),
  pointsGrant: z.number().int(),
  earningLimit: z.number().int().nullable(),
  startAt: z.date(),
  endAt: z.date().nullable(),
  amountToReachGoal: z.number().int().nullable(),
  terminatedAt: z.date().nullable(),
  state: z.enum(RULE_STATES),
  /** Types 5 to 8 earn nothing yet: ratings, inquiries and bookings are not built. */
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TRuleRow = z.infer<typeof ZRuleRow>;

export const ZRulePage = z.object({ items: z.array(ZRuleRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TRulePage = z.infer<typeof ZRulePage>;

/** A rule and what members have earned from it so far (net of reversals). */
export const ZRuleDetail = ZRuleRow.extend({ earnedPoints: z.number().int(), memberCount: z.number().int() });
export type TRuleDetail = z.infer<typeof ZRuleDetail>;

// ---------------------------------------------------------------- tiers

export const ZTierInput = z.object({
  nameEn: required(M.tierNameRequired, L.tierName),
  nameCn: optionalText(L.tierName),
  nameBm: optionalText(L.tierName),
  /** All-time points from which a member is in the tier. */
  reachPoints: int(M.invalidValue, 0, L.reachPoints),
  /** Earned points are multiplied by multiplierBp / 10,000 (10,000 is 1x). */
  multiplierBp: int(M.invalidValue, 1, L.multiplierBp).default(10_000),
});
export type TTierInput = z.output<typeof ZTierInput>;
export type TTierInputRaw = z.input<typeof ZTierInput>;

export const ZUpdateTierInput = z.object({ id: z.string().min(1), tier: ZTierInput });

export const ZTierRow = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameBm: z.string(),
  reachPoints: z.number().int(),
  multiplierBp: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TTierRow = z.infer<typeof ZTierRow>;

// ---------------------------------------------------------------- member points and history

export const POINTS_SORTS = ['available', 'allTime'] as const;

export const ZMemberPointsListInput = z.object({
  /** A member name or e-mail (prefix, any case), or a member number. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(POINTS_SORTS).default('available'),
  direction: z.enum(['desc', 'asc']).default('desc'),
  page,
  pageSize,
});
export type TMemberPointsListInput = z.input<typeof ZMemberPointsListInput>;

export const ZMemberPointsRow = z.object({
  memberId: z.string(),
  memberNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  availablePoints: z.number().int(),
  allTimePoints: z.number().int(),
  /** The tier the all-time points reach; null below the lowest tier. */
  tier: z.object({ id: z.string(), nameEn: z.string() }).nullable(),
});
export type TMemberPointsRow = z.infer<typeof ZMemberPointsRow>;

export const ZMemberPointsPage = z.object({ items: z.array(ZMemberPointsRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const ZHistoryListInput = z.object({
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  /** A shortcut wins over from/to. */
  shortcut: ZDateShortcut.optional(),
  kind: z.enum(ENTRY_KINDS).optional(),
  /** A member name or e-mail (prefix, any case), or a member number. */
  search: z.string().trim().max(100).optional(),
  page,
  pageSize,
});
export type THistoryListInput = z.input<typeof ZHistoryListInput>;

export const ZHistoryRow = z.object({
  id: z.string(),
  memberId: z.string(),
  memberNo: z.number().int(),
  memberName: z.string(),
  kind: z.enum(ENTRY_KINDS),
  points: z.number().int(),
  note: z.string(),
  orderId: z.string().nullable(),
  ruleId: z.string().nullable(),
  createdAt: z.date(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;

export const ZHistoryPage = z.object({ items: z.array(ZHistoryRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A manual change of a member's points, with the reason the history shows. */
export const ZAdjustPointsInput = z.object({
  memberId: z.string({ error: M.fillRequired }).min(1, M.fillRequired),
  points: z
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .min(-L.points, M.invalidValue)
    .max(L.points, M.invalidValue)
    .refine((n) => n !== 0, M.pointsNotZero),
  note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(L.note, M.noteTooLong),
});
export type TAdjustPointsInput = z.infer<typeof ZAdjustPointsInput>;

/** A member looked up by the number screens show, to adjust the points of a member not in the list yet. */
export const ZMemberNoInput = z.object({ memberNo: z.number({ error: M.fillRequired }).int(M.fillRequired).min(1, M.fillRequired).max(999_999_999, M.invalidValue) });
