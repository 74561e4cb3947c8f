import { msg } from '../shared/messages.ts';

export const REFERRAL_MODULE = 'referral_system';

/** business-areas.md section 6: referral slots are limited per merchant (more on request through the account manager). */
export const REFERRAL_SLOTS = 50;

/** A visitor's arrival through a person's link counts for this many days (orders, enquiries, WhatsApp clicks). */
export const ATTRIBUTION_WINDOW_DAYS = 30;

export const PERSON_KINDS = ['temporary', 'official'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** business-areas.md section 9: the records screen's filter. */
export const RECORD_KINDS = ['whatsapp', 'inquiry', 'order'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** business-areas.md section 9: the performance screen's sorts (default = newest person first). */
export const PERFORMANCE_SORTS = ['default', 'inquiry', 'order', 'whatsapp', 'clicks', 'lead'] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

/** Where an order's commission stands: due (paid set, not yet paid out), paid out, or not due (unpaid set). */
export const COMMISSION_STATES = ['payable', 'paid', 'not_payable'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

/** Not shown in the spec: text lengths and bulk sizes. */
export const REFERRAL_LIMITS = {
  nameMinChars: 4,
  nameMaxChars: 100,
  customNameMaxChars: 60,
  contactMaxChars: 20,
  emailMaxChars: 254,
  maxCommissionPercent: 100,
  markPaidMax: 500,
  searchMaxChars: 100,
} as const;

/** business-areas.md sections 5, 6 and 8. */
export const REFERRAL_MESSAGES = {
  nameTooShort: msg('referral.nameTooShort', { min: REFERRAL_LIMITS.nameMinChars }),
  customRequired: msg('referral.customRequired'),
  customInvalid: msg('referral.customInvalid'),
  customInUse: msg('referral.customInUse'),
  contactRequired: msg('referral.contactRequired'),
  contactNumeric: msg('referral.contactNumeric'),
  emailRequired: msg('referral.emailRequired'),
  emailInvalid: msg('referral.emailInvalid'),
  memberInvalid: msg('referral.memberInvalid'),
  noBinding: msg('referral.noBinding'),
  groupNameTooShort: msg('referral.groupNameTooShort', { min: REFERRAL_LIMITS.nameMinChars }),
  commissionRequired: msg('referral.commissionRequired'),
  commissionNumeric: msg('referral.commissionNumeric', { max: REFERRAL_LIMITS.maxCommissionPercent }),
  slotsFull: msg('referral.slotsFull', { max: REFERRAL_SLOTS }),
  alreadyOfficial: msg('referral.alreadyOfficial'),
  groupUnknown: msg('referral.groupUnknown'),
  monthInvalid: msg('referral.monthInvalid'),
} as const;

/** The user-log entries of the referral area. */
export const referralLog = (action: string, params?: Record<string, string | number>) => msg(`log.referral.${action}`, params);
