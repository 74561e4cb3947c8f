import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { formatSen } from '../shared/money.ts';
import { PROMOTION_MESSAGES as PM } from '../shared/promotion-messages.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

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
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Ours: the spec names the rules (end 5 minutes after start, end only shortened, price not blank nor above the original), not the wording. */
  nameTooLong: tooLongMessage(term('fields.campaigns.name'), CAMPAIGN_LIMITS.nameMaxChars),
  popupMessageTooLong: tooLongMessage(term('fields.campaigns.popupMessage'), CAMPAIGN_LIMITS.popupMessageMaxChars),
  endTooSoon: PM.endTooSoon,
  endOnlyShorter: msg('campaigns.endOnlyShorter'),
  startLocked: msg('campaigns.startLocked'),
  ended: msg('campaigns.ended'),
  deleteNotUpcoming: msg('campaigns.deleteNotUpcoming'),
  priceRequired: msg('campaigns.priceRequired'),
  priceInvalid: CATALOGUE_MESSAGES.priceInvalid,
  priceAboveOriginal: msg('campaigns.priceAboveOriginal'),
  pictureUnknown: PM.pictureUnknown,
  productUnknown: PM.productUnknown,
  productRepeated: msg('campaigns.productRepeated'),
  tooManyProducts: msg('campaigns.tooManyProducts', { maxProducts: CAMPAIGN_LIMITS.maxProducts }),
  optionRequired: (product: string) => msg('campaigns.optionRequired', { product }),
  optionUnknown: (product: string) => msg('campaigns.optionUnknown', { product }),
  overlap: (product: string, campaign: string) => msg('campaigns.overlap', { product, campaign }),
  /** Why a product was left out of a duplicated campaign. */
  failedHidden: msg('campaigns.failedHidden'),
  failedOptionGone: msg('campaigns.failedOptionGone'),
  failedPriceAbove: (currentSen: number) => msg('campaigns.failedPriceAbove', { price: formatSen(currentSen) }),
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
