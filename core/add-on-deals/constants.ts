import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';
import { ADD_ON_DEAL_MONTHS_TEXT } from './period.ts';

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
  productRepeated: 'This product already in this add on deal',
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Ours: the spec names the rules (section 5 and 9), not their wording. */
  nameRequired: 'Promotion name is required.',
  nameTooLong: `Promotion name can be at most ${ADD_ON_DEAL_LIMITS.nameMaxChars} characters.`,
  typeRequired: 'Please choose the deal type.',
  startTooSoon: 'The start time must be at least 5 minutes from now.',
  endTooSoon: PM.endTooSoon,
  endTooLate: `The end time must be within ${ADD_ON_DEAL_MONTHS_TEXT} of the start time.`,
  endOnlyEarlier: 'The end time can only be moved earlier.',
  startLocked: 'The start time cannot be changed once the deal has started.',
  ended: 'This deal has ended and can no longer be changed.',
  deleteNotUpcoming: 'Only upcoming deals can be deleted.',
  purchaseLimitInvalid: 'Purchase limit must be a whole number, 1 or more.',
  mainProductRequired: 'Please add at least one main product.',
  itemRequired: 'Please add at least one add-on product.',
  tooManyProducts: `A deal can have at most ${ADD_ON_DEAL_LIMITS.maxProducts} products in each list.`,
  productUnknown: PM.productUnknown,
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  priceAboveProduct: 'The add-on price cannot be above the product price.',
  giftNotFree: 'A gift with purchase has an add-on price of RM 0.00.',
  stockInvalid: CATALOGUE_MESSAGES.stockInvalid,
  stockBelowSold: (sold: number) => `Stock cannot be less than the ${sold} already sold.`,
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
