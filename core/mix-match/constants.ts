import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';

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
  stockNotEnough: 'Product stock is not enough for required purchase number',
  removeStockNotEnough: 'Total stock not enough; add more products before deleting',
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  // A blank name, image, price, stock or selection name is the spec's "Please fill out all required fields." (fillRequired);
  // the wording of the rest is ours.
  imageUnknown: PM.pictureUnknown,
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  stockInvalid: CATALOGUE_MESSAGES.stockInvalid,
  categoryRequired: 'Please choose at least one category.',
  categoryUnknown: 'Please choose a category from the list.',
  selectionRequired: 'Please add at least one selection.',
  requiredQtyInvalid: 'Required purchase number must be a whole number, 1 or more.',
  staleForm: 'This set was changed elsewhere; please reload the page.',
  productRequired: PM.productsRequired,
  productRepeated: 'This product is already in this selection.',
  productUnknown: PM.productUnknown,
  additionalPriceInvalid: 'Additional price must be RM 0.00 or more.',
  /** priceSet: what a buyer's picks break. */
  setUnavailable: 'This set is not available.',
  setOutOfStock: 'This set is out of stock.',
  pickQtyInvalid: 'Please choose a whole number of items, 1 or more.',
  pickUnknown: 'This item is not part of the set.',
  pickStock: 'Not enough stock for this item.',
  selectionUnfilled: (requiredQty: number) => `Please choose exactly ${requiredQty} item${requiredQty === 1 ? '' : 's'} in this selection.`,
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
