import { MAX_CREDIT_MOVEMENT } from '../credits/kinds.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** /merchant_point/redeem and /my-np-voucher belong to the account area (no module key): the user-log category. */
export const MERCHANT_POINTS_CATEGORY = 'account';

/** A redeemed voucher is active until it is used (spec: "active, then used"). */
export const NP_VOUCHER_STATUSES = ['active', 'used'] as const;
export type TNpVoucherStatus = (typeof NP_VOUCHER_STATUSES)[number];

/** /my-np-voucher words the same two states as available and used. */
export const ISSUED_STATUS = { active: 'available', used: 'used' } as const satisfies Record<TNpVoucherStatus, string>;

/** The spec gives no limits; these are ours (docs/merchant-points.md). */
export const MERCHANT_POINTS_LIMITS = {
  nameMaxChars: 100,
  descriptionMaxChars: 500,
  remarkMaxChars: 500,
  pointsMin: 1,
  /** One redemption is one ledger movement, so it stays within a movement's maximum. */
  pointsMax: MAX_CREDIT_MOVEMENT,
  /** Voucher definitions the redeem form and the admin list show at once: a merchant offers a handful. */
  vouchersListed: 200,
} as const;

const L = MERCHANT_POINTS_LIMITS;
const field = (name: string) => term(`fields.merchantPoints.${name}`);

export const MERCHANT_POINTS_MESSAGES = {
  nameRequired: msg('merchantPoints.nameRequired'),
  nameTooLong: tooLongMessage(field('name'), L.nameMaxChars),
  descriptionTooLong: tooLongMessage(field('description'), L.descriptionMaxChars),
  remarkTooLong: tooLongMessage(field('remark'), L.remarkMaxChars),
  points: msg('merchantPoints.points', { min: L.pointsMin, max: L.pointsMax }),
  /** Spec section 5: "Merchant-points voucher: choose a valid amount." */
  chooseValidAmount: msg('merchantPoints.chooseValidAmount'),
  /** Spec section 7: "insufficient merchant point balance". */
  insufficient: msg('merchantPoints.insufficient'),
  alreadyUsed: msg('merchantPoints.alreadyUsed'),
} as const;
