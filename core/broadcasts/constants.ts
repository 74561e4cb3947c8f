import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { formatCount } from '../shared/numbers.ts';

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
  nameRequired: 'Broadcast name is required.',
  subjectRequired: 'Email subject is required.',
  messageRequired: 'Message is required.',
  nameTooLong: `Broadcast name can be at most ${BROADCAST_LIMITS.nameMaxChars} characters.`,
  subjectTooLong: `Email subject can be at most ${BROADCAST_LIMITS.subjectMaxChars} characters.`,
  messageTooLong: `Message can be at most ${BROADCAST_LIMITS.messageChars} characters.`,
  tooManyRecipients: `You can choose at most ${BROADCAST_LIMITS.recipients} users.`,
  tooManyVouchers: `You can choose at most ${BROADCAST_LIMITS.vouchers} voucher.`,
  recipientsRequired: 'Choose at least one user to send to.',
  recipientNotFound: 'A chosen user is not a member of this shop.',
  voucherInactive: 'The chosen voucher is inactive.',
  alreadySent: 'This broadcast has been sent: it cannot be changed, sent again or deleted.',
  notEnoughCodes: (missing: number) => `The voucher has too few free codes for the recipients: ${formatCount(missing)} more needed. Generate more codes first.`,
  /** Spec section 8: the confirmation before a send. */
  confirmSend: "Are you sure? You won't be able to revert this!",
} as const;
