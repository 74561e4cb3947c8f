import { msg } from '../shared/messages.ts';

export const EMAIL_MARKETING_CATEGORY = 'tools';

/** Limits of the e-mail marketing forms; the spec gives the signature's (section 5), the rest are ours (docs/email-marketing.md). */
export const EMAIL_MARKETING_LIMITS = {
  listName: 100,
  email: 254,
  entryName: 150,
  senderName: 100,
  signature: 250,
  campaignName: 150,
  subject: 200,
  bodyHtml: 200_000,
  perMinuteMax: 1000,
  /** How long an unsubscribe, open or click link in a sent message keeps working. */
  linkDays: 3650,
} as const;

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'canceled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const EMAIL_MARKETING_MESSAGES = {
  emailRequired: msg('emailMarketing.emailRequired'),
  emailInvalid: msg('emailMarketing.emailInvalid'),
  nameRequired: msg('emailMarketing.nameRequired'),
  listNameRequired: msg('emailMarketing.listNameRequired'),
  entryTaken: msg('emailMarketing.entryTaken'),
  signatureTooLong: msg('emailMarketing.signatureTooLong', { max: 250 }),
  signatureHtml: msg('emailMarketing.signatureHtml'),
  campaignNameRequired: msg('emailMarketing.campaignNameRequired'),
  subjectRequired: msg('emailMarketing.subjectRequired'),
  bodyRequired: msg('emailMarketing.bodyRequired'),
  listRequired: msg('emailMarketing.listRequired'),
  notEditable: msg('emailMarketing.notEditable'),
  notScheduled: msg('emailMarketing.notScheduled'),
  scheduleInPast: msg('emailMarketing.scheduleInPast'),
  logoType: msg('emailMarketing.logoType'),
  logoTooLarge: msg('emailMarketing.logoTooLarge', { max: '2 MB' }),
  logoNotFound: msg('emailMarketing.logoNotFound'),
  listInUse: msg('emailMarketing.listInUse'),
} as const;
