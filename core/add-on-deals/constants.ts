import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';
import { ADD_ON_DEAL_MAX_MONTHS } from './period.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The module whose permission guards the add-on deal screens, and the user-log category of their changes. */
export const ADD_ON_DEAL_MODULE = 'my_sales';

/** AddOnDeal.type. */
export const ADD_ON_DEAL_TYPES = { addOnDiscount: 1, giftWithPurchase: 2 } as const;
export type AddOnDealTypeId = (typeof ADD_ON_DEAL_TYPES)[keyof typeof ADD_ON_DEAL_TYPES];
export const ADD_ON_DEAL_TYPE_IDS = [1, 2] as const satisfies readonly AddOnDealTypeId[];

export const ADD_ON_DEAL_LIMITS = {
  nameMaxChars: 200,
  /** Main products and add-on products of one deal: ours, to keep the form one screen. */
  maxProducts: 200,
  /** A stock or a limit stays well inside a 32-bit integer column. */
  maxQty: 1_000_000,
  maxSort: 1_000_000,
} as const;

export const ADD_ON_DEAL_MESSAGES = {
  /** Spec section 8. */
  productRepeated: msg('addOnDeals.productRepeated'),
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Ours: the spec names the rules (section 5 and 9), not their wording. */
  nameRequired: msg('addOnDeals.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.addOnDeals.name'), ADD_ON_DEAL_LIMITS.nameMaxChars),
  typeRequired: msg('addOnDeals.typeRequired'),
  startTooSoon: msg('addOnDeals.startTooSoon'),
  endTooSoon: PM.endTooSoon,
  endTooLate: msg('addOnDeals.endTooLate', { months: ADD_ON_DEAL_MAX_MONTHS }),
  endOnlyEarlier: msg('addOnDeals.endOnlyEarlier'),
  startLocked: msg('addOnDeals.startLocked'),
  ended: msg('addOnDeals.ended'),
  deleteNotUpcoming: msg('addOnDeals.deleteNotUpcoming'),
  purchaseLimitInvalid: msg('addOnDeals.purchaseLimitInvalid'),
  mainProductRequired: msg('addOnDeals.mainProductRequired'),
  itemRequired: msg('addOnDeals.itemRequired'),
  tooManyProducts: msg('addOnDeals.tooManyProducts', { maxProducts: ADD_ON_DEAL_LIMITS.maxProducts }),
  productUnknown: PM.productUnknown,
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  priceAboveProduct: msg('addOnDeals.priceAboveProduct'),
  giftNotFree: msg('addOnDeals.giftNotFree'),
  stockInvalid: CATALOGUE_MESSAGES.stockInvalid,
  stockBelowSold: (sold: number) => msg('addOnDeals.stockBelowSold', { sold }),
} as const;

export const ADD_ON_DEAL_ERROR_CODES = {
  startTooSoon: 'ADD_ON_DEAL.START_TOO_SOON',
  endOnlyEarlier: 'ADD_ON_DEAL.END_ONLY_EARLIER',
  startLocked: 'ADD_ON_DEAL.START_LOCKED',
  ended: 'ADD_ON_DEAL.ENDED',
  deleteNotUpcoming: 'ADD_ON_DEAL.DELETE_NOT_UPCOMING',
  productUnknown: 'ADD_ON_DEAL.PRODUCT_UNKNOWN',
  priceAboveProduct: 'ADD_ON_DEAL.PRICE_ABOVE_PRODUCT',
  stockBelowSold: 'ADD_ON_DEAL.STOCK_BELOW_SOLD',
} as const;
