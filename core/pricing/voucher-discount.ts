import { basisPointsOf } from '../checkout/arithmetic.ts';
import { DISCOUNT_TYPE, VOUCHER_TYPE } from '../vouchers/constants.ts';
import type { VoucherTerms } from './types.ts';

/** Whether the voucher takes its discount off the shipping fee rather than the items. */
export const takesOffShipping = (v: Pick<VoucherTerms, 'type' | 'discountType'>): boolean =>
  v.type === VOUCHER_TYPE.freeShipping || v.discountType === DISCOUNT_TYPE.freeShipping;

/**
 * What a voucher takes off the items it applies to (eligibleSen, never more): a fixed amount; a
 * percentage (basis points, rounded half up); or a percentage capped at maxDiscountSen.
 */
export function itemsDiscount(v: Pick<VoucherTerms, 'discountType' | 'amountSen' | 'percentBp' | 'maxDiscountSen'>, eligibleSen: number): number {
  if (eligibleSen <= 0) return 0;
  const bp = Math.min(10_000, Math.max(0, v.percentBp));
  let sen: number;
  switch (v.discountType) {
    case DISCOUNT_TYPE.fixed:
      sen = v.amountSen;
      break;
    case DISCOUNT_TYPE.percentage:
      sen = basisPointsOf(eligibleSen, bp);
      break;
    case DISCOUNT_TYPE.capped:
      sen = Math.min(basisPointsOf(eligibleSen, bp), v.maxDiscountSen ?? Infinity);
      break;
    default:
      sen = 0;
  }
  return Math.max(0, Math.min(sen, eligibleSen));
}

/** What a free-shipping voucher takes off a priced fee: all of it, or up to maxDiscountSen when set. */
export const shippingDiscount = (v: Pick<VoucherTerms, 'maxDiscountSen'>, feeSen: number): number => Math.max(0, Math.min(feeSen, v.maxDiscountSen ?? feeSen));
