import { formatSen } from '../shared/money.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { msg } from '../shared/messages.ts';

/** What the buyer is told when a promotion cannot apply (the spec gives no wording for these). */
export const PRICING_MESSAGES = {
  voucherUnknown: msg('pricing.voucherUnknown'),
  voucherInactive: msg('purchaseLinks.voucherInactive'),
  voucherNotStarted: msg('pricing.voucherNotStarted'),
  voucherEnded: msg('pricing.voucherEnded'),
  voucherFullyUsed: msg('pricing.voucherFullyUsed'),
  voucherMemberLimit: msg('pricing.voucherMemberLimit'),
  voucherMembersOnly: msg('pricing.voucherMembersOnly'),
  voucherFirstTimeOnly: msg('pricing.voucherFirstTimeOnly'),
  voucherNotYours: msg('pricing.voucherNotYours'),
  voucherCodeUsed: msg('pricing.voucherCodeUsed'),
  voucherCodeExpired: msg('pricing.voucherCodeExpired'),
  voucherMinimum: (sen: number) => msg('pricing.voucherMinimum', { amount: formatSen(sen) }),
  voucherNoProducts: msg('pricing.voucherNoProducts'),
  voucherNeedsShipping: msg('pricing.voucherNeedsShipping'),
  pointsDisabled: msg('pricing.pointsDisabled'),
  pointsNotEnough: (balance: number) => msg('pricing.pointsNotEnough', { balance }),
  addOnDealUnavailable: msg('pricing.addOnDealUnavailable'),
  addOnNeedsMainProduct: msg('pricing.addOnNeedsMainProduct'),
  addOnItemUnavailable: (name: string) => msg('pricing.addOnItemUnavailable', { name }),
  addOnItemLimit: (name: string, limit: number) => msg('pricing.addOnItemLimit', { name, limit }),
  addOnDealLimit: (limit: number) => msg('pricing.addOnDealLimit', { limit }),
  addOnStock: (name: string, left: number) => msg('pricing.addOnStock', { name, left }),
  orderTooLarge: msg('pricing.orderTooLarge', { max: formatSen(MONEY_LIMITS.orderSen) }),
} as const;
