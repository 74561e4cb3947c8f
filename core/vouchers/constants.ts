import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { formatCount } from '../shared/numbers.ts';

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
  nameRequired: 'Voucher name is required.',
  codeRequired: 'Voucher code is required.',
  typeRequired: 'Voucher type is required.',
  discountTypeRequired: 'Discount type is required.',
  modeRequired: 'Mode is required.',
  displayRequired: 'Display is required.',
  statusRequired: 'Status is required.',
  quantityRequired: 'Quantity is required.',
  nameTooLong: `Voucher name can be at most ${VOUCHER_LIMITS.nameMaxChars} characters.`,
  codeTooLong: `Voucher code can be at most ${VOUCHER_LIMITS.codeMaxChars} characters.`,
  codeChars: 'Voucher code can hold only letters, digits and hyphens.',
  codeTaken: 'This voucher code is already in use.',
  amountRequired: 'Discount amount is required.',
  maxDiscountRequired: 'Max discount is required for a capped discount.',
  freeShippingPair: 'A free-shipping voucher takes the free shipping discount type, and only it.',
  productsRequired: 'Choose at least one applicable product.',
  productNotFound: 'An applicable product was not found.',
  claimPeriodRequired: 'Claim start and end are required.',
  claimEndBeforeStart: 'The claim end must be after the claim start.',
  quantityMin: 'Quantity must be at least 1.',
  perMemberMin: 'The limit per member must be at least 1.',
  perMemberAboveQuantity: 'The limit per member cannot be more than the quantity.',
  quantityBelowTaken: 'Quantity cannot be less than the vouchers already claimed, used or generated as codes.',
  kindLocked: 'A bulk voucher with codes cannot change its kind.',
  /** Spec section 8's wording for a record that cannot be deleted because something uses it. */
  inUse: (name: string) => `${name} is in use`,
  // Claims.
  notClaimable: 'This voucher cannot be claimed.',
  claimNotStarted: 'This voucher cannot be claimed yet.',
  claimEnded: 'The claim period of this voucher has ended.',
  fullyClaimed: 'All vouchers have been claimed.',
  alreadyClaimed: 'You have already claimed this voucher.',
  // Voucher runs.
  notBulk: 'Codes can be generated and assigned for bulk vouchers only.',
  countRange: `Generate between 1 and ${formatCount(VOUCHER_LIMITS.maxCodesPerRun)} codes at a time.`,
  quantityFull: (left: number) => `The voucher's quantity allows ${formatCount(left)} more code${left === 1 ? '' : 's'}.`,
  segmentRequired: 'Choose a member type or upload a member list.',
  notEnoughCodes: (members: number, free: number) =>
    `Not enough codes: ${formatCount(members)} member${members === 1 ? '' : 's'} need a code, ${formatCount(free)} free; ${formatCount(members - free)} code${members - free === 1 ? ' is' : 's are'} missing. Generate more codes first.`,
  listTooLong: `A member list can have at most ${formatCount(VOUCHER_LIMITS.maxListRows)} rows.`,
  listEmpty: 'The member list is empty.',
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
