import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import {
  AVAILABILITY_IDS,
  REDEMPTION_STATUS_IDS,
  REWARD_LIMITS as L,
  REWARD_MESSAGES as M,
} from './constants.ts';

// ---------------------------------------------------------------- items

/** A whole number of points or a limit: missing is "fill all fields", anything else invalid. */
const points = z.number({ error: M.fillRequired }).int(M.invalidValue).min(1, M.invalidValue).max(L.maxPoints, M.invalidValue);
/** A limit a form may leave blank (no limit). */
const limit = z.number({ error: M.invalidValue }).int(M.invalidValue).min(1, M.invalidValue).max(L.maxLimit, M.invalidValue).nullable().default(null);
const ZAvailability = z.union(AVAILABILITY_IDS.map((id) => z.literal(id)), { error: M.fillRequired });
const ZRedemptionStatus = z.union(REDEMPTION_STATUS_IDS.map((id) => z.literal(id)));

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A reward item as the form sends it. Name and points are required (spec: all required fields
 * filled, item name required); the limits, tier, time period and voucher link may be blank; the
 * note is at most 225 characters. A period may be open at either end; given both, the end comes
 * after the start.
 */
export const ZRewardItemInput = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
    pointsRequired: points,
    redemptionLimit: limit,
    limitPerMember: limit,
    tierId: z.string().trim().min(1).max(64).nullable().default(null),
    startAt: z.date({ error: M.invalidValue }).nullable().default(null),
    endAt: z.date({ error: M.invalidValue }).nullable().default(null),
    voucherLink: z
      .string()
      .trim()
      .max(L.voucherLinkMaxChars, M.invalidUrl)
      .refine((link) => link === '' || isHttpUrl(link), M.invalidUrl)
      .default(''),
    availability: ZAvailability,
    note: z.string().trim().max(L.noteMaxChars, M.noteTooLong).default(''),
  })
  .superRefine((item, ctx) => {
    if (item.startAt && item.endAt && item.endAt <= item.startAt) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.endBeforeStart });
  });
export type TRewardItemInput = z.input<typeof ZRewardItemInput>;
export type TRewardItemValues = z.output<typeof ZRewardItemInput>;

export const ZRewardItemIdInput = z.object({ id: z.string().min(1).max(64) });
export type TRewardItemIdInput = z.input<typeof ZRewardItemIdInput>;
export const ZUpdateRewardItemInput = z.object({ id: z.string().min(1).max(64), item: ZRewardItemInput });
export type TUpdateRewardItemInput = z.input<typeof ZUpdateRewardItemInput>;

const ZTierRef = z.object({ id: z.string(), nameEn: z.string(), reachPoints: z.number().int() });

/** An item with its counts: redeemed (approved), pending, and what its limit leaves for new requests. */
export const ZRewardItem = z.object({
  id: z.string(),
  name: z.string(),
  pointsRequired: z.number().int(),
  redemptionLimit: z.number().int().nullable(),
  limitPerMember: z.number().int().nullable(),
  tier: ZTierRef.nullable(),
  startAt: z.date().nullable(),
  endAt: z.date().nullable(),
  voucherLink: z.string(),
  availability: ZAvailability,
  note: z.string(),
  redeemed: z.number().int(),
  pending: z.number().int(),
  /** Requests the limit still allows (pending ones hold theirs); null is no limit. */
  remaining: z.number().int().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TRewardItem = z.infer<typeof ZRewardItem>;

export const REWARD_ITEM_TABS = ['all', 'unavailable', 'allMembers', 'internalOnly'] as const;
export type RewardItemTab = (typeof REWARD_ITEM_TABS)[number];

export const ZRewardItemListInput = ZPageInput.extend({
  tab: z.enum(REWARD_ITEM_TABS).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type TRewardItemListInput = z.input<typeof ZRewardItemListInput>;

export const ZRewardItemPage = zPage(ZRewardItem).extend({
  counts: z.object({ all: z.number().int(), unavailable: z.number().int(), allMembers: z.number().int(), internalOnly: z.number().int() }),
});
export type TRewardItemPage = z.infer<typeof ZRewardItemPage>;

/** Tiers an item can be limited to, lowest first. */
export const ZTierOptions = z.array(ZTierRef);

// ---------------------------------------------------------------- redemptions

/** A redemption asked by the member (storefront) or recorded for them (dashboard). */
export const ZRedeemInput = z.object({
  memberId: z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(64),
  itemId: z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(64),
});
export type TRedeemInput = z.input<typeof ZRedeemInput>;

export const ZRedemption = z.object({
  id: z.string(),
  status: ZRedemptionStatus,
  points: z.number().int(),
  reason: z.string(),
  requestedAt: z.date(),
  decidedAt: z.date().nullable(),
  item: z.object({ id: z.string(), name: z.string(), voucherLink: z.string() }),
  member: z.object({ id: z.string(), memberNo: z.number().int(), name: z.string(), email: z.string() }),
});
export type TRedemption = z.infer<typeof ZRedemption>;

/** A row of the approval list: the redemption and the member's balance now. */
export const ZRedemptionRow = ZRedemption.extend({ memberBalance: z.number().int() });
export type TRedemptionRow = z.infer<typeof ZRedemptionRow>;

export const ZRedemptionListInput = ZPageInput.extend({
  status: ZRedemptionStatus.default(1),
  search: z.string().trim().max(100).optional(),
});
export type TRedemptionListInput = z.input<typeof ZRedemptionListInput>;

export const ZRedemptionPage = zPage(ZRedemptionRow).extend({
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type TRedemptionPage = z.infer<typeof ZRedemptionPage>;

const ids = z.array(z.string().min(1).max(64)).min(1, M.fillRequired).max(L.maxDecisions);

export const ZApproveInput = z.object({ ids });
export type TApproveInput = z.input<typeof ZApproveInput>;

export const ZRejectInput = z.object({
  ids,
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(L.reasonMaxChars, M.reasonTooLong),
});
export type TRejectInput = z.input<typeof ZRejectInput>;

/** Each redemption of an approve or reject call: done, or refused with the code and the message. */
export const ZDecisionResult = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** The status after the call; null for an id that is not a redemption of the merchant. */
      status: ZRedemptionStatus.nullable(),
      code: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type TDecisionResult = z.infer<typeof ZDecisionResult>;

/** Members to record a redemption for, found by name, e-mail or member number. */
export const ZMemberSearchInput = z.object({ search: z.string().trim().max(100).default('') });
export const ZMemberOption = z.object({ id: z.string(), memberNo: z.number().int(), name: z.string(), email: z.string(), balance: z.number().int() });
export const ZMemberOptions = z.array(ZMemberOption);
export type TMemberOption = z.infer<typeof ZMemberOption>;

// ---------------------------------------------------------------- storefront

export const ZMemberRewardsInput = z.object({ memberId: z.string().trim().min(1).max(64) });

/** What the member sees: their points, and the items open to members now with whether they can redeem each. */
export const ZMemberRewards = z.object({
  memberId: z.string(),
  /** The sum of the member's ledger. */
  balance: z.number().int(),
  /** Points held by the member's pending requests. */
  reserved: z.number().int(),
  /** balance - reserved: what new requests may use. */
  available: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      pointsRequired: z.number().int(),
      note: z.string(),
      startAt: z.date().nullable(),
      endAt: z.date().nullable(),
      tierName: z.string().nullable(),
      remaining: z.number().int().nullable(),
      redeemable: z.boolean(),
      /** Why not, when not redeemable (a REWARD.* code). */
      refusal: z.string().nullable(),
    }),
  ),
  pending: z.array(z.object({ id: z.string(), itemName: z.string(), points: z.number().int(), requestedAt: z.date() })),
});
export type TMemberRewards = z.infer<typeof ZMemberRewards>;
