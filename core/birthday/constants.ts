import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { VOUCHER_MESSAGES } from '../vouchers/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** BirthdayCampaign.status. */
export const BIRTHDAY_STATUS = { notStarted: 1, ongoing: 2, suspended: 3 } as const;
export type BirthdayStatusId = (typeof BIRTHDAY_STATUS)[keyof typeof BIRTHDAY_STATUS];
export const BIRTHDAY_STATUS_IDS = [1, 2, 3] as const satisfies readonly BirthdayStatusId[];

/** Spec section 4: a campaign not started or suspended can be started; an ongoing one suspended. */
export const BIRTHDAY_TRANSITIONS = {
  start: { from: [BIRTHDAY_STATUS.notStarted, BIRTHDAY_STATUS.suspended], to: BIRTHDAY_STATUS.ongoing },
  suspend: { from: [BIRTHDAY_STATUS.ongoing], to: BIRTHDAY_STATUS.suspended },
} as const satisfies Record<string, { from: readonly BirthdayStatusId[]; to: BirthdayStatusId }>;
export type BirthdayAction = keyof typeof BIRTHDAY_TRANSITIONS;

export const BIRTHDAY_LIMITS = {
  /**
   * Spec: pre-sent days are required, with a minimum and maximum it does not show. Ours: 0 (the
   * voucher goes out on the birthday itself) to 30 (a month ahead).
   */
  preSendDaysMin: 0,
  preSendDaysMax: 30,
  /** Spec: valid days required; at least one day, at most a year. */
  validDaysMin: 1,
  validDaysMax: 365,
  emailTitleMaxChars: 200,
  /** Spec: percentage 0 to 100 (kept in basis points). */
  maxPercent: 100,
} as const;

/**
 * The campaign's own bulk voucher. Each issued code is one-use and the campaign issues one code
 * per member per year, so the voucher's quantity and per-member limit are set out of reach
 * (1,000,000, the voucher module's maximum) and its claim period runs from its creation to the
 * end of 2099: the codes and their expiry are the only limits.
 */
export const BIRTHDAY_VOUCHER = {
  name: 'Birthday voucher',
  codePrefix: 'BDAY-',
  quantity: 1_000_000,
  claimEndAt: new Date('2099-12-31T23:59:59.999Z'),
} as const;

/** The values the settings page shows before the campaign is first saved. */
export const BIRTHDAY_DEFAULTS = { validDays: 7, preSendDays: 3 } as const;

export const BIRTHDAY_LOG_CATEGORY = 'my_sales';

export const BIRTHDAY_MESSAGES = {
  fillRequired: GENERIC_MESSAGES.fillRequired,
  invalidValue: GENERIC_MESSAGES.invalidValue,
  /** Spec section 8, for a percentage outside 0 to 100 (or 0 where a percentage discount needs one). */
  invalidPercent: GENERIC_MESSAGES.invalidPercent,
  // The campaign's discount is a voucher's discount, and reads as one.
  discountTypeRequired: VOUCHER_MESSAGES.discountTypeRequired,
  amountRequired: VOUCHER_MESSAGES.amountRequired,
  maxDiscountRequired: VOUCHER_MESSAGES.maxDiscountRequired,
  // Spec section 5 names the rules; the wording is ours.
  emailTitleRequired: msg('birthday.emailTitleRequired'),
  emailTitleTooLong: tooLongMessage(term('fields.birthday.emailTitle'), BIRTHDAY_LIMITS.emailTitleMaxChars),
  validDaysRequired: msg('birthday.validDaysRequired'),
  validDaysRange: msg('birthday.validDaysRange', { validDaysMin: BIRTHDAY_LIMITS.validDaysMin, validDaysMax: BIRTHDAY_LIMITS.validDaysMax }),
  preSendDaysRequired: msg('birthday.preSendDaysRequired'),
  preSendDaysRange: msg('birthday.preSendDaysRange', { preSendDaysMin: BIRTHDAY_LIMITS.preSendDaysMin, preSendDaysMax: BIRTHDAY_LIMITS.preSendDaysMax }),
  notSaved: msg('birthday.notSaved'),
  /** A start or suspend the status does not allow. */
  cannotComplete: GENERIC_MESSAGES.cannotComplete,
} as const;
