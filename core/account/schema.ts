import { z } from 'zod';
import { ZEmail } from '../users/schema.ts';
import { SERVICE_PAYMENT_STATES } from './service-payments.ts';
import { msg } from '../shared/messages.ts';

export const RECIPIENT_KINDS = ['inquiry', 'ecommerce', 'career'] as const;
export type TRecipientKind = (typeof RECIPIENT_KINDS)[number];

/** At most this many recipients per kind of website e-mail. */
export const MAX_RECIPIENTS_PER_KIND = 5;

/** Facebook remarketing offer (platform.md section 9). */
export const FACEBOOK_REMARKETING = { priceSen: 9500, months: 40 } as const;

export const ZRecipientGroup = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  emails: z.array(z.string()),
  showAtWebsite: z.boolean(),
});

export const ZUpdateRecipientsInput = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  emails: z.array(ZEmail).max(MAX_RECIPIENTS_PER_KIND, msg('account.tooManyRecipients', { max: MAX_RECIPIENTS_PER_KIND })),
  showAtWebsite: z.boolean(),
});
export type TUpdateRecipientsInput = z.infer<typeof ZUpdateRecipientsInput>;

export const ZServiceInvoice = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amountSen: z.number().int(),
  issuedAt: z.date(),
  dueAt: z.date(),
  paidAt: z.date().nullable(),
  status: z.enum(['paid', 'unpaid']),
  /** 'paid', or where an unpaid invoice stands against its due date (service-payments.ts). */
  state: z.enum(['paid', ...SERVICE_PAYMENT_STATES]),
});

export const ZAccountInformation = z.object({
  merchant: z.object({
    name: z.string(),
    nmsVersionSince: z.string(),
    website: z.string(),
    address: z.string(),
    tel: z.string(),
    fax: z.string(),
    email: z.string(),
    masterContact: z.string(),
    masterEmail: z.string(),
    timeZone: z.string(),
  }),
  billing: z.object({ companyName: z.string(), address: z.string(), email: z.string() }),
  domains: z.array(z.object({ domain: z.string(), isPrimary: z.boolean() })),
  dates: z.object({
    lastLogin: z.date().nullable(),
    productsLastModified: z.date().nullable(),
    since: z.date(),
    nextRenewal: z.date().nullable(),
    upgrade: z.date().nullable(),
    facebookRemarketingExpiry: z.date().nullable(),
  }),
  facebookRemarketing: z.object({ priceSen: z.number().int(), months: z.number().int() }),
  recipients: z.array(ZRecipientGroup),
  invoices: z.array(ZServiceInvoice),
});
export type TAccountInformation = z.infer<typeof ZAccountInformation>;
