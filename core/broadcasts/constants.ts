import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** Broadcast.status. */
export const BROADCAST_STATUS = { draft: 1, sent: 2 } as const;
export type BroadcastStatusId = (typeof BROADCAST_STATUS)[keyof typeof BROADCAST_STATUS];
export const BROADCAST_STATUS_IDS = [1, 2] as const satisfies readonly BroadcastStatusId[];

export const BROADCAST_LIMITS = {
  /** Spec: a batch broadcast goes to at most 30 users, with at most 1 voucher, and a message of at most 225 characters. */
  recipients: 30,
  vouchers: 1,
  messageChars: 225,
  nameMaxChars: 200,
  subjectMaxChars: 200,
} as const;

/** The user-log category of every broadcast change: the My Sales module. */
export const BROADCAST_LOG_CATEGORY = 'my_sales';

export const BROADCAST_MESSAGES = {
  fillRequired: GENERIC_MESSAGES.fillRequired,
  // Spec section 5 names the rules (name, subject and message required; at most 30 users and
  // 1 voucher; message at most 225 characters); the wording is ours.
  nameRequired: msg('broadcasts.nameRequired'),
  subjectRequired: msg('broadcasts.subjectRequired'),
  messageRequired: msg('broadcasts.messageRequired'),
  nameTooLong: tooLongMessage(term('fields.broadcasts.name'), BROADCAST_LIMITS.nameMaxChars),
  subjectTooLong: tooLongMessage(term('fields.broadcasts.subject'), BROADCAST_LIMITS.subjectMaxChars),
  messageTooLong: tooLongMessage(term('fields.broadcasts.message'), BROADCAST_LIMITS.messageChars),
  tooManyRecipients: msg('broadcasts.tooManyRecipients', { recipients: BROADCAST_LIMITS.recipients }),
  tooManyVouchers: msg('broadcasts.tooManyVouchers', { vouchers: BROADCAST_LIMITS.vouchers }),
  recipientsRequired: msg('broadcasts.recipientsRequired'),
  recipientNotFound: msg('broadcasts.recipientNotFound'),
  voucherInactive: msg('broadcasts.voucherInactive'),
  alreadySent: msg('broadcasts.alreadySent'),
  notEnoughCodes: (missing: number) => msg('broadcasts.notEnoughCodes', { missing }),
  /** Spec section 8: the confirmation before a send. */
} as const;
