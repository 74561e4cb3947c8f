import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';
import { msg } from '../shared/messages.ts';

/** The module whose permission guards the mix-and-match screens, and the user-log category of their changes. */
export const MIX_MATCH_MODULE = 'my_sales';

export const MIX_MATCH_LIMITS = {
  nameMaxChars: 200,
  descriptionMaxChars: 2000,
  categoryNameMaxChars: 150,
  /** Selections of one set and products of one selection: ours, to keep a set's form one screen. */
  maxSelections: 20,
  maxProductsPerSelection: 100,
  maxCategoriesPerSet: 50,
  /** A required purchase number or a stock stays well inside a 32-bit integer column. */
  maxQty: 1_000_000,
  maxSort: 1_000_000,
  /** Sets one show, hide or delete call changes. */
  maxBulk: 200,
} as const;

export const MIX_MATCH_MESSAGES = {
  /** Spec section 8. */
  stockNotEnough: msg('mixMatch.stockNotEnough'),
  removeStockNotEnough: msg('mixMatch.removeStockNotEnough'),
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  // A blank name, image, price, stock or selection name is the spec's "Please fill out all required fields." (fillRequired);
  // the wording of the rest is ours.
  imageUnknown: PM.pictureUnknown,
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  stockInvalid: CATALOGUE_MESSAGES.stockInvalid,
  categoryRequired: msg('mixMatch.categoryRequired'),
  categoryUnknown: msg('catalogue.categoryUnknown'),
  selectionRequired: msg('mixMatch.selectionRequired'),
  requiredQtyInvalid: msg('mixMatch.requiredQtyInvalid'),
  staleForm: msg('mixMatch.staleForm'),
  productRequired: PM.productsRequired,
  productRepeated: msg('mixMatch.productRepeated'),
  productUnknown: PM.productUnknown,
  additionalPriceInvalid: msg('mixMatch.additionalPriceInvalid'),
  /** priceSet: what a buyer's picks break. */
  setUnavailable: msg('mixMatch.setUnavailable'),
  setOutOfStock: msg('mixMatch.setOutOfStock'),
  pickQtyInvalid: msg('mixMatch.pickQtyInvalid'),
  pickUnknown: msg('mixMatch.pickUnknown'),
  pickStock: msg('mixMatch.pickStock'),
  selectionUnfilled: (requiredQty: number) => msg('mixMatch.selectionUnfilled', { count: requiredQty }),
} as const;

export const MIX_MATCH_ERROR_CODES = {
  stockNotEnough: 'MIX_MATCH.STOCK_NOT_ENOUGH',
  removeStockNotEnough: 'MIX_MATCH.REMOVE_STOCK_NOT_ENOUGH',
  imageUnknown: 'MIX_MATCH.IMAGE_UNKNOWN',
  categoryUnknown: 'MIX_MATCH.CATEGORY_UNKNOWN',
  categoryInUse: 'MIX_MATCH.CATEGORY_IN_USE',
  categoryNameSame: 'MIX_MATCH.CATEGORY_NAME_SAME',
  staleForm: 'MIX_MATCH.STALE_FORM',
  productUnknown: 'MIX_MATCH.PRODUCT_UNKNOWN',
  setUnavailable: 'MIX_MATCH.SET_UNAVAILABLE',
  setOutOfStock: 'MIX_MATCH.SET_OUT_OF_STOCK',
  pickInvalid: 'MIX_MATCH.PICK_INVALID',
  pickUnknown: 'MIX_MATCH.PICK_UNKNOWN',
  pickStock: 'MIX_MATCH.PICK_STOCK',
  selectionUnfilled: 'MIX_MATCH.SELECTION_UNFILLED',
} as const;
