import { formatSen } from '../shared/money.ts';
import { DISCOUNT_TYPE, type DiscountTypeId } from './constants.ts';
import { msg } from '../shared/messages.ts';

/** 'capped 10% up to RM 20.00': a capped percentage, with the amounts as the caller writes them. */
export const cappedDiscountText = (percent: string, max: string): string => msg('vouchers.cappedDiscount', { percent, max });

/** '12.5%' from basis points, without trailing zeros. */
export const percentText = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;

/**
 * The list's discountAmount: 'RM 5.00' (fixed), '10%' (percentage), 'capped 10% up to RM 20.00'
 * (capped) or 'Free shipping'.
 */
export function discountText(v: { discountType: DiscountTypeId; amountSen: number; percentBp: number; maxDiscountSen: number | null }): string {
  switch (v.discountType) {
    case DISCOUNT_TYPE.fixed:
      return formatSen(v.amountSen);
    case DISCOUNT_TYPE.percentage:
      return percentText(v.percentBp);
    case DISCOUNT_TYPE.capped:
      return cappedDiscountText(percentText(v.percentBp), formatSen(v.maxDiscountSen ?? 0));
    case DISCOUNT_TYPE.freeShipping:
      return msg('vouchers.freeShipping');
  }
}
