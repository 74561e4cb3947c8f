import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { formatSen } from '../shared/money.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';

/** The module whose permission guards the discount campaign screens, and the user-log category of their changes. */
export const CAMPAIGN_MODULE = 'my_sales';

export const CAMPAIGN_LIMITS = {
  nameMaxChars: 200,
  /** Ours: the popup is a short notice, like the spec's other 225-character notes. */
  popupMessageMaxChars: 225,
  /** Product rows of one campaign: ours, to keep the form one screen and one save call. */
  maxProducts: 500,
  maxSort: 1_000_000,
  /** 100% in basis points. */
  maxPercentBp: 10_000,
} as const;

export const CAMPAIGN_MESSAGES = {
  /** Spec section 8. */
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidPercent: GENERIC_MESSAGES.invalidPercent,
  failedProducts: 'Failed products',
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Ours: the spec names the rules (end 5 minutes after start, end only shortened, price not blank nor above the original), not the wording. */
  nameTooLong: `Campaign name can be at most ${CAMPAIGN_LIMITS.nameMaxChars} characters.`,
  popupMessageTooLong: `The popup message can have at most ${CAMPAIGN_LIMITS.popupMessageMaxChars} characters.`,
  endTooSoon: PM.endTooSoon,
  endOnlyShorter: 'After saving, the end time can only be shortened.',
  startLocked: 'The start time cannot be changed once the campaign has started.',
  ended: 'This campaign has expired and can no longer be changed.',
  deleteNotUpcoming: 'Only upcoming campaigns can be deleted.',
  priceRequired: 'Please enter the campaign price.',
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  priceAboveOriginal: 'The campaign price cannot be above the original price.',
  pictureUnknown: PM.pictureUnknown,
  productUnknown: PM.productUnknown,
  productRepeated: 'This product is already in this campaign.',
  tooManyProducts: `A campaign can have at most ${CAMPAIGN_LIMITS.maxProducts} products.`,
  optionRequired: (product: string) => `Please choose an option of "${product}".`,
  optionUnknown: (product: string) => `This option is not one of "${product}".`,
  overlap: (product: string, campaign: string) => `"${product}" is already in the campaign "${campaign}" at an overlapping time.`,
  /** Why a product was left out of a duplicated campaign. */
  failedHidden: 'The product is hidden.',
  failedOptionGone: "The product's options have changed.",
  failedPriceAbove: (currentSen: number) => `The campaign price is above the current price (${formatSen(currentSen)}).`,
} as const;

export const CAMPAIGN_ERROR_CODES = {
  endOnlyShorter: 'CAMPAIGN.END_ONLY_SHORTER',
  startLocked: 'CAMPAIGN.START_LOCKED',
  ended: 'CAMPAIGN.ENDED',
  deleteNotUpcoming: 'CAMPAIGN.DELETE_NOT_UPCOMING',
  priceAboveOriginal: 'CAMPAIGN.PRICE_ABOVE_ORIGINAL',
  pictureUnknown: 'CAMPAIGN.PICTURE_UNKNOWN',
  productUnknown: 'CAMPAIGN.PRODUCT_UNKNOWN',
  optionRequired: 'CAMPAIGN.OPTION_REQUIRED',
  optionUnknown: 'CAMPAIGN.OPTION_UNKNOWN',
  overlap: 'CAMPAIGN.OVERLAP',
} as const;

/** Why duplication left a product out (DuplicateResult.failed[].reason). */
export const FAILED_REASONS = ['hidden', 'option_gone', 'price_above', 'overlap'] as const;
export type FailedReason = (typeof FAILED_REASONS)[number];
