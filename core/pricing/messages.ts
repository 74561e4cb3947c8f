import { formatSen } from '../shared/money.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { formatCount } from '../shared/numbers.ts';

/** What the buyer is told when a promotion cannot apply (the spec gives no wording for these). */
export const PRICING_MESSAGES = {
  voucherUnknown: 'This voucher code is not valid.',
  voucherInactive: 'This voucher is not active.',
  voucherNotStarted: 'This voucher cannot be used yet.',
  voucherEnded: 'This voucher has ended.',
  voucherFullyUsed: 'This voucher has been fully redeemed.',
  voucherMemberLimit: 'You have used this voucher the most times allowed.',
  voucherMembersOnly: 'This voucher is for members only.',
  voucherFirstTimeOnly: 'This voucher is for a first order only.',
  voucherNotYours: 'This voucher code belongs to another member.',
  voucherCodeUsed: 'This voucher code has already been used.',
  voucherCodeExpired: 'This voucher code has expired.',
  voucherMinimum: (sen: number) => `Spend at least ${formatSen(sen)} to use this voucher.`,
  voucherNoProducts: 'None of the products in the cart can use this voucher.',
  voucherNeedsShipping: 'This voucher takes off shipping: choose a delivery with a shipping fee.',
  pointsDisabled: 'Paying with points is not available.',
  pointsNotEnough: (balance: number) => `You have ${formatCount(balance)} points.`,
  addOnDealUnavailable: 'This add-on deal is not available.',
  addOnNeedsMainProduct: 'Add a main product of this deal to buy its add-on products.',
  addOnItemUnavailable: (name: string) => `${name} is not an add-on of this deal.`,
  addOnItemLimit: (name: string, limit: number) => `${name}: at most ${limit} per order with this deal.`,
  addOnDealLimit: (limit: number) => `At most ${limit} add-on products per order with this deal.`,
  addOnStock: (name: string, left: number) => `${name}: only ${left} left with this deal.`,
  orderTooLarge: `An order can come to at most ${formatSen(MONEY_LIMITS.orderSen)}.`,
} as const;
