import { z } from 'zod';
import { MEMBER_TYPES } from '../members/constants.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import {
  CODE_PATTERN,
  DISCOUNT_TYPE,
  DISCOUNT_TYPE_IDS,
  VOUCHER_KIND_IDS,
  VOUCHER_LIMITS as L,
  VOUCHER_MESSAGES as M,
  VOUCHER_MODE_IDS,
  VOUCHER_TABS,
  VOUCHER_TYPE,
  VOUCHER_TYPE_IDS,
} from './constants.ts';
import { term } from '../shared/messages.ts';

const oneOf = <T extends number>(ids: readonly T[], message: string) => z.union(ids.map((id) => z.literal(id)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], { error: message });
const id = z.string().min(1).max(64);
const count = (required: string, min: string) => z.number({ error: required }).int(M.invalidValue).min(1, min).max(L.maxQuantity, M.invalidValue);

/** A voucher code or a code prefix: letters, digits and hyphens, stored upper-cased. */
export const zCode = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(L.codeMaxChars, M.codeTooLong).regex(CODE_PATTERN, M.codeChars).transform((c) => c.toUpperCase());

/**
 * A voucher as the form sends it. Required (spec section 5): name, code, type, discount type,
 * mode, display, status, quantity; percent at most 100. The rest of the rules tie fields
 * together: a free-shipping voucher takes the free-shipping discount (and only it), a fixed
 * discount needs its amount, a percentage one its percent, a capped one its percent and cap, a
 * product voucher at least one product; the claim period ends after it starts, and a member may
 * not be allowed more than the whole quantity.
 */
export const ZVoucherInput = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
    code: zCode(M.codeRequired),
    kind: oneOf(VOUCHER_KIND_IDS, M.invalidValue).default(1),
    type: oneOf(VOUCHER_TYPE_IDS, M.typeRequired),
    discountType: oneOf(DISCOUNT_TYPE_IDS, M.discountTypeRequired),
    amountSen: zSen(term('fields.vouchers.amount'), MONEY_LIMITS.voucherSen, M.invalidValue).default(0),
    /** Basis points: 1000 = 10%. */
    percentBp: z.number({ error: M.invalidPercent }).int(M.invalidPercent).min(0, M.invalidPercent).max(L.maxPercentBp, M.invalidPercent).default(0),
    maxDiscountSen: zSen(term('fields.vouchers.maxDiscount'), MONEY_LIMITS.voucherSen, M.invalidValue).nullable().default(null),
    minCartSen: zSen(term('fields.vouchers.minCart'), MONEY_LIMITS.voucherSen, M.invalidValue).default(0),
    quantity: count(M.quantityRequired, M.quantityMin),
    perMemberLimit: count(M.invalidValue, M.perMemberMin).default(1),
    mode: oneOf(VOUCHER_MODE_IDS, M.modeRequired),
    displayed: z.boolean({ error: M.displayRequired }),
    active: z.boolean({ error: M.statusRequired }),
    claimStartAt: z.date({ error: M.claimPeriodRequired }),
    claimEndAt: z.date({ error: M.claimPeriodRequired }),
    productIds: z.array(id).max(L.maxProducts, M.invalidValue).default([]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((v.type === VOUCHER_TYPE.freeShipping) !== (v.discountType === DISCOUNT_TYPE.freeShipping)) issue('discountType', M.freeShippingPair);
    if (v.discountType === DISCOUNT_TYPE.fixed && v.amountSen < 1) issue('amountSen', M.amountRequired);
    if ((v.discountType === DISCOUNT_TYPE.percentage || v.discountType === DISCOUNT_TYPE.capped) && v.percentBp < 1) issue('percentBp', M.invalidPercent);
    if (v.discountType === DISCOUNT_TYPE.capped && (v.maxDiscountSen === null || v.maxDiscountSen < 1)) issue('maxDiscountSen', M.maxDiscountRequired);
    if (v.type === VOUCHER_TYPE.product && v.productIds.length === 0) issue('productIds', M.productsRequired);
    if (v.claimEndAt <= v.claimStartAt) issue('claimEndAt', M.claimEndBeforeStart);
    if (v.perMemberLimit > v.quantity) issue('perMemberLimit', M.perMemberAboveQuantity);
  })
  // What a discount type does not use is stored empty, so a voucher never carries a stale amount.
  .transform((v) => ({
    ...v,
    amountSen: v.discountType === DISCOUNT_TYPE.fixed ? v.amountSen : 0,
    percentBp: v.discountType === DISCOUNT_TYPE.percentage || v.discountType === DISCOUNT_TYPE.capped ? v.percentBp : 0,
    maxDiscountSen: v.discountType === DISCOUNT_TYPE.capped ? v.maxDiscountSen : null,
    productIds: v.type === VOUCHER_TYPE.product ? [...new Set(v.productIds)] : [],
  }));
export type TVoucherInput = z.input<typeof ZVoucherInput>;
export type TVoucherValues = z.output<typeof ZVoucherInput>;

export const ZVoucherIdInput = z.object({ id });
export const ZUpdateVoucherInput = z.object({ id, voucher: ZVoucherInput });
export type TUpdateVoucherInput = z.input<typeof ZUpdateVoucherInput>;

const ZKind = oneOf(VOUCHER_KIND_IDS, M.invalidValue);
const ZType = oneOf(VOUCHER_TYPE_IDS, M.invalidValue);
const ZDiscountType = oneOf(DISCOUNT_TYPE_IDS, M.invalidValue);
const ZMode = oneOf(VOUCHER_MODE_IDS, M.invalidValue);
/** What a voucher takes off: every screen that shows one shows these (and words them with discountText). */
const discount = {
  type: ZType,
  discountType: ZDiscountType,
  amountSen: z.number().int(),
  percentBp: z.number().int(),
  maxDiscountSen: z.number().int().nullable(),
};

/** A voucher as stored, with its counts. */
export const ZVoucher = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  kind: ZKind,
  ...discount,
  minCartSen: z.number().int(),
  quantity: z.number().int(),
  usedCount: z.number().int(),
  claimedCount: z.number().int(),
  perMemberLimit: z.number().int(),
  mode: ZMode,
  displayed: z.boolean(),
  active: z.boolean(),
  claimStartAt: z.date(),
  claimEndAt: z.date(),
  products: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string() })),
  /** Generated codes (bulk vouchers), and how many of them are assigned to members. */
  codeCount: z.number().int(),
  assignedCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TVoucher = z.infer<typeof ZVoucher>;

/** A row of the voucher list: the spec's columns, with what the screen needs to draw them. */
export const ZVoucherRow = z.object({
  id: z.string(),
  voucherName: z.string(),
  code: z.string(),
  kind: ZKind,
  ...discount,
  /** 'RM 5.00', '10%', 'capped 10% up to RM 20.00' or 'Free shipping'. */
  discountAmount: z.string(),
  remainingQty: z.number().int(),
  claimed: z.number().int(),
  totalQty: z.number().int(),
  voucherStatus: z.enum(['ongoing', 'upcoming', 'ended', 'deactivated']),
  active: z.boolean(),
  claimStartAt: z.date(),
  claimEndAt: z.date(),
});
export type TVoucherRow = z.infer<typeof ZVoucherRow>;

export const ZVoucherListInput = ZPageInput.extend({
  tab: z.enum(VOUCHER_TABS).default('ongoing'),
  /** Name or code. */
  search: z.string().trim().max(100).optional(),
});
export type TVoucherListInput = z.input<typeof ZVoucherListInput>;

export const ZVoucherPage = zPage(ZVoucherRow).extend({
  counts: z.object({ ongoing: z.number().int(), upcoming: z.number().int(), ended: z.number().int(), all: z.number().int(), deactivated: z.number().int() }),
});
export type TVoucherPage = z.infer<typeof ZVoucherPage>;

export const ZVoucherIdsInput = z.object({ ids: z.array(id).min(1, M.fillRequired).max(L.maxBulkIds, M.invalidValue) });
export type TVoucherIdsInput = z.input<typeof ZVoucherIdsInput>;

/** Each voucher of an activate or deactivate call, its status after it, and whether the call changed it. */
export const ZVoucherBulkResult = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), active: z.boolean(), changed: z.boolean() })),
});
export type TVoucherBulkResult = z.infer<typeof ZVoucherBulkResult>;

// ---------------------------------------------------------------- voucher runs

export const ZGenerateCodesInput = z.object({
  voucherId: id,
  count: z.number({ error: M.countRange }).int(M.countRange).min(1, M.countRange).max(L.maxCodesPerRun, M.countRange),
  /** The codes' prefix; the voucher's own code when not given. */
  prefix: zCode(M.codeRequired).optional(),
});
export type TGenerateCodesInput = z.input<typeof ZGenerateCodesInput>;

export const ZGenerateCodesResult = z.object({ generated: z.number().int(), prefix: z.string(), codeCount: z.number().int(), ms: z.number().int() });
export type TGenerateCodesResult = z.infer<typeof ZGenerateCodesResult>;

export const ZVoucherCodeRow = z.object({
  id: z.string(),
  code: z.string(),
  member: z.object({ id: z.string(), memberNo: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  assignedAt: z.date().nullable(),
  usedAt: z.date().nullable(),
  orderId: z.string().nullable(),
  orderNo: z.number().int().nullable(),
});
export type TVoucherCodeRow = z.infer<typeof ZVoucherCodeRow>;

export const ZVoucherCodesInput = ZPageInput.extend({ voucherId: id, search: z.string().trim().max(100).optional() });
export type TVoucherCodesInput = z.input<typeof ZVoucherCodesInput>;
export const ZVoucherCodePage = zPage(ZVoucherCodeRow);

/** A page of the export: codes after the cursor (a code's id), oldest first. */
export const ZExportCodesInput = z.object({ voucherId: id, cursor: z.string().max(64).nullable().default(null), limit: z.number().int().min(1).max(5_000).default(1_000) });
export type TExportCodesInput = z.input<typeof ZExportCodesInput>;
export const ZExportCodesPage = z.object({ rows: z.array(ZVoucherCodeRow), next: z.string().nullable() });
export type TExportCodesPage = z.infer<typeof ZExportCodesPage>;

/** Who gets codes: the members of one member type now (an uploaded list goes through ZAssignListInput, as a job). */
export const ZAssignSegment = z.object({ memberType: z.enum(MEMBER_TYPES, { error: M.segmentRequired }) }, { error: M.segmentRequired });
export const ZAssignCodesInput = z.object({
  voucherId: id,
  segment: ZAssignSegment,
  /**
   * Hand out at most this many codes now, to the segment's first members still without one (the
   * command line goes in batches to show its progress); 0 only counts. Without it, every member.
   */
  limit: z.number().int(M.invalidValue).min(0, M.invalidValue).max(L.maxListRows, M.invalidValue).optional(),
});
export type TAssignCodesInput = z.input<typeof ZAssignCodesInput>;

/** Codes for the members of an uploaded CSV or XLSX of e-mails or member numbers: read and handed out by a job. */
export const ZAssignListInput = z.object({ voucherId: id, uploadId: z.string({ error: M.segmentRequired }).min(1, M.segmentRequired).max(64) });
export type TAssignListInput = z.input<typeof ZAssignListInput>;

export const ZAssignCodesResult = z.object({
  assigned: z.number().int(),
  /** Members who already held a code of the voucher before this call (or were listed twice). */
  skipped: z.number().int(),
  /** Members of the segment still without a code after this call (0 unless a limit held some back). */
  remaining: z.number().int(),
});
export type TAssignCodesResult = z.infer<typeof ZAssignCodesResult>;

// ---------------------------------------------------------------- storefront

export const ZClaimableInput = z.object({ memberId: id.optional() });
export const ZClaimInput = z.object({
  memberId: z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(64),
  voucherId: z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(64),
});
export type TClaimInput = z.input<typeof ZClaimInput>;

export const ZClaimableVoucher = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ...discount,
  minCartSen: z.number().int(),
  discountAmount: z.string(),
  mode: ZMode,
  claimEndAt: z.date(),
  remaining: z.number().int(),
  /** Whether the member asking has it in their wallet already (false without a member). */
  claimed: z.boolean(),
});
export const ZClaimableVouchers = z.array(ZClaimableVoucher);
export type TClaimableVoucher = z.infer<typeof ZClaimableVoucher>;

export const ZWalletInput = z.object({ memberId: ZClaimInput.shape.memberId });
export type TWalletInput = z.input<typeof ZWalletInput>;

/** A voucher in a member's wallet that they can still use: saved from the website, or given at sign-up (kind 2). */
export const ZWalletVoucher = ZClaimableVoucher.omit({ mode: true, remaining: true, claimed: true }).extend({
  kind: ZKind,
  claimedAt: z.date(),
  /** Uses the member has left: the limit per member less the uses of orders not cancelled. */
  usesLeft: z.number().int(),
});
export const ZWalletVouchers = z.array(ZWalletVoucher);
export type TWalletVoucher = z.infer<typeof ZWalletVoucher>;

export const ZVoucherClaim = z.object({ id: z.string(), voucherId: z.string(), memberId: z.string(), claimedAt: z.date(), claimedCount: z.number().int() });
export type TVoucherClaim = z.infer<typeof ZVoucherClaim>;
