import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** Voucher.kind: how members get the voucher (spec: normal, first-time sign-up, bulk). */
export const VOUCHER_KIND = { normal: 1, firstSignUp: 2, bulk: 3 } as const;
export type VoucherKindId = (typeof VOUCHER_KIND)[keyof typeof VOUCHER_KIND];
export const VOUCHER_KIND_IDS = [1, 2, 3] as const satisfies readonly VoucherKindId[];

/** Voucher.type: what the voucher takes off. */
export const VOUCHER_TYPE = { storeWide: 1, product: 2, freeShipping: 3 } as const;
export type VoucherTypeId = (typeof VOUCHER_TYPE)[keyof typeof VOUCHER_TYPE];
export const VOUCHER_TYPE_IDS = [1, 2, 3] as const satisfies readonly VoucherTypeId[];

/** Voucher.discountType: how much it takes off. */
export const DISCOUNT_TYPE = { fixed: 1, percentage: 2, capped: 3, freeShipping: 4 } as const;
export type DiscountTypeId = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];
export const DISCOUNT_TYPE_IDS = [1, 2, 3, 4] as const satisfies readonly DiscountTypeId[];

/** Voucher.mode: who may use it. */
export const VOUCHER_MODE = { public: 1, membersOnly: 2 } as const;
export type VoucherModeId = (typeof VOUCHER_MODE)[keyof typeof VOUCHER_MODE];
export const VOUCHER_MODE_IDS = [1, 2] as const satisfies readonly VoucherModeId[];

export const VOUCHER_LIMITS = {
  nameMaxChars: 200,
  /** A bulk voucher's code is the prefix of its generated codes; 20 + 8 random characters stays short enough to type. */
  codeMaxChars: 20,
  /** Spec: percentages 0 to 100, kept in basis points. */
  maxPercentBp: 10_000,
  /** Counts stay well inside a 32-bit integer column. */
  maxQuantity: 1_000_000,
  maxProducts: 500,
  /** Codes one voucher run generates. */
  maxCodesPerRun: 100_000,
  /** Vouchers one activate or deactivate call changes. */
  maxBulkIds: 200,
  /** Rows of an uploaded member list. */
  maxListRows: 100_000,
} as const;

/** Letters, digits and hyphens: what a buyer can type without confusion and a prefix can carry. */
export const CODE_PATTERN = /^[A-Za-z0-9-]+$/;

export const VOUCHER_MESSAGES = {
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Spec section 8, for any percent outside 0 to 100 (or 0 where a percentage discount needs one). */
  invalidPercent: GENERIC_MESSAGES.invalidPercent,
  // Spec section 5 names the required fields (name, code, type, discount type, mode, display,
  // status, quantity); the wording is ours, in the style of the other areas.
  nameRequired: msg('vouchers.nameRequired'),
  codeRequired: msg('vouchers.codeRequired'),
  typeRequired: msg('vouchers.typeRequired'),
  discountTypeRequired: msg('vouchers.discountTypeRequired'),
  modeRequired: msg('vouchers.modeRequired'),
  displayRequired: msg('vouchers.displayRequired'),
  statusRequired: msg('vouchers.statusRequired'),
  quantityRequired: msg('vouchers.quantityRequired'),
  nameTooLong: tooLongMessage(term('fields.vouchers.name'), VOUCHER_LIMITS.nameMaxChars),
  codeTooLong: tooLongMessage(term('fields.vouchers.code'), VOUCHER_LIMITS.codeMaxChars),
  codeChars: msg('vouchers.codeChars'),
  codeTaken: msg('vouchers.codeTaken'),
  amountRequired: msg('vouchers.amountRequired'),
  maxDiscountRequired: msg('vouchers.maxDiscountRequired'),
  freeShippingPair: msg('vouchers.freeShippingPair'),
  productsRequired: msg('vouchers.productsRequired'),
  productNotFound: msg('vouchers.productNotFound'),
  claimPeriodRequired: msg('vouchers.claimPeriodRequired'),
  claimEndBeforeStart: msg('vouchers.claimEndBeforeStart'),
  quantityMin: msg('vouchers.quantityMin'),
  perMemberMin: msg('vouchers.perMemberMin'),
  perMemberAboveQuantity: msg('vouchers.perMemberAboveQuantity'),
  quantityBelowTaken: msg('vouchers.quantityBelowTaken'),
  kindLocked: msg('vouchers.kindLocked'),
  /** Spec section 8's wording for a record that cannot be deleted because something uses it. */
  inUse: (name: string) => msg('catalogue.inUse', { name }),
  // Claims.
  notClaimable: msg('vouchers.notClaimable'),
  claimNotStarted: msg('vouchers.claimNotStarted'),
  claimEnded: msg('vouchers.claimEnded'),
  fullyClaimed: msg('vouchers.fullyClaimed'),
  alreadyClaimed: msg('vouchers.alreadyClaimed'),
  // Voucher runs.
  notBulk: msg('vouchers.notBulk'),
  countRange: msg('vouchers.countRange', { maxCodesPerRun: VOUCHER_LIMITS.maxCodesPerRun }),
  quantityFull: (left: number) => msg('vouchers.quantityFull', { count: left }),
  segmentRequired: msg('vouchers.segmentRequired'),
  notEnoughCodes: (members: number, free: number) =>
    msg('vouchers.notEnoughCodes', { members: term('vouchers.membersNeedCode', { count: members }), free, missing: term('vouchers.codesMissing', { count: members - free }) }),
  listTooLong: msg('vouchers.listTooLong', { maxListRows: VOUCHER_LIMITS.maxListRows }),
  listEmpty: msg('vouchers.listEmpty'),
} as const;

/** Why a claim was refused; each has its message above. */
export const CLAIM_ERROR_CODES = {
  notClaimable: 'VOUCHER.NOT_CLAIMABLE',
  notStarted: 'VOUCHER.NOT_STARTED',
  ended: 'VOUCHER.CLAIM_ENDED',
  fullyClaimed: 'VOUCHER.FULLY_CLAIMED',
  alreadyClaimed: 'VOUCHER.ALREADY_CLAIMED',
} as const;

export const VOUCHER_TABS = ['ongoing', 'upcoming', 'ended', 'all', 'deactivated'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/** The user-log category of every voucher change. */
export const VOUCHER_LOG_CATEGORY = 'my_sales';
