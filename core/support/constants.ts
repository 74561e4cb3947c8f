import { msg, term } from '../shared/messages.ts';

export const SUPPORT_MODULE = 'support';

/** The kinds of ticket: the remote support ticket and the five request forms (platform.md "Support forms"). */
export const TICKET_KINDS = ['remote', 'update', 'insert_script', 'mx_setting', 'delete_email', 'email_settings'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** business-areas.md section 4: New, In Progress, Completed, Cancelled. */
export const TICKET_STATUSES = ['new', 'in_progress', 'completed', 'canceled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Where a ticket may go from each status (the spec shows no rules beyond cancelling, so: work
 * starts, then ends completed or cancelled; completed and cancelled are final).
 */
export const TICKET_TRANSITIONS = {
  new: ['in_progress', 'completed', 'canceled'],
  in_progress: ['completed', 'canceled'],
  completed: [],
  canceled: [],
} as const satisfies Record<TicketStatus, readonly TicketStatus[]>;

export const mayMove = (from: TicketStatus, to: TicketStatus): boolean => (TICKET_TRANSITIONS[from] as readonly TicketStatus[]).includes(to);

/** The remote support appointment's time slots (the spec names a slot but not its choices). */
export const TIME_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00'] as const;

/** Where a script goes in the website's pages (insert script request). */
export const SCRIPT_PLACEMENTS = ['head', 'body_start', 'body_end'] as const;

/** What an e-mail settings request changes. */
export const EMAIL_SETTING_CHANGES = ['password_reset', 'forwarding', 'auto_reply', 'quota', 'other'] as const;

const MB = 1024 * 1024;

/** Section 9: a support attachment is at most 10 MB; the other limits are ours (docs/support.md). */
export const SUPPORT_LIMITS = {
  attachmentMaxBytes: 10 * MB,
  attachments: 5,
  issue: 200,
  description: 5000,
  domain: 253,
  url: 2000,
  script: 20_000,
  records: 2000,
  addresses: 20,
  note: 500,
} as const;

/** Section 5 (support rules) and section 8 ("a request was already submitted"), with the forms' own refusals. */
export const SUPPORT_MESSAGES = {
  issueRequired: msg('support.issueRequired'),
  appointmentRequired: msg('support.appointmentRequired'),
  appointmentPast: msg('support.appointmentPast'),
  commentsRequired: msg('support.commentsRequired'),
  attachmentTooLarge: msg('uploads.fileTooLarge', { max: '10 MB' }),
  attachmentType: msg('support.attachmentType'),
  attachmentUnknown: msg('support.attachmentUnknown'),
  tooManyAttachments: msg('support.tooManyAttachments', { max: SUPPORT_LIMITS.attachments }),
  alreadySubmitted: msg('support.alreadySubmitted'),
  urlInvalid: msg('website.urlInvalid'),
  domainInvalid: msg('support.domainInvalid'),
  scriptRequired: msg('support.scriptRequired'),
  recordsRequired: msg('support.recordsRequired'),
  addressesRequired: msg('support.addressesRequired'),
  emailInvalid: msg('salesLanding.emailInvalid'),
  choiceRequired: msg('support.choiceRequired'),
  notCancellable: msg('support.notCancellable'),
  transitionRefused: (from: TicketStatus, to: TicketStatus) => msg('support.transitionRefused', { from: term(`support.statuses.${from}`), to: term(`support.statuses.${to}`) }),
} as const;

/** The user-log entries of the support area. */
export const supportLog = (action: string, params?: Record<string, string | number>) => msg(`log.support.${action}`, params);
