import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** /warranty-system is a login-only route with no module key: its user-log category is its own. */
export const WARRANTY_CATEGORY = 'warranty';

/** Derived from the merchant's calendar: active through the end date, expired after it. */
export const WARRANTY_STATUSES = ['active', 'expired'] as const;
export type TWarrantyStatus = (typeof WARRANTY_STATUSES)[number];

/** The spec gives no limits but the period; these are ours (docs/warranty.md). */
export const WARRANTY_LIMITS = {
  serialMaxChars: 100,
  nameMaxChars: 100,
  phoneMaxChars: 20,
  emailMaxChars: 200,
  orderNoMaxChars: 50,
  monthsMin: 1,
  monthsMax: 120,
  searchMaxChars: 100,
} as const;

/** A storefront's misses (unknown serial numbers) per site key and address: past this, guessing is held off. */
export const WARRANTY_LOOKUP_LIMIT = { max: 20, windowMs: 15 * 60_000 } as const;

const L = WARRANTY_LIMITS;
const field = (name: string) => term(`fields.warranty.${name}`);

export const WARRANTY_MESSAGES = {
  serialRequired: msg('warranty.serialRequired'),
  serialTooLong: tooLongMessage(field('serialNo'), L.serialMaxChars),
  serialTaken: msg('warranty.serialTaken'),
  productRequired: msg('warranty.productRequired'),
  optionNotFound: msg('warranty.optionNotFound'),
  buyerNameRequired: msg('warranty.buyerNameRequired'),
  buyerNameTooLong: tooLongMessage(field('buyerName'), L.nameMaxChars),
  phoneInvalid: msg('warranty.phoneInvalid'),
  emailInvalid: msg('warranty.emailInvalid'),
  orderNoTooLong: tooLongMessage(field('orderNo'), L.orderNoMaxChars),
  startDateRequired: msg('warranty.startDateRequired'),
  months: msg('warranty.months', { min: L.monthsMin, max: L.monthsMax }),
  notRegistered: msg('warranty.notRegistered'),
} as const;
