import { z } from 'zod';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import {
  EMAIL_SETTING_CHANGES,
  SCRIPT_PLACEMENTS,
  SUPPORT_LIMITS as L,
  SUPPORT_MESSAGES as M,
  TICKET_KINDS,
  TICKET_STATUSES,
  TIME_SLOTS,
} from './constants.ts';

const ZId = z.string().min(1).max(64);
export const ZTicketIdInput = z.object({ id: ZId });
export const ZTicketKind = z.enum(TICKET_KINDS);
export const ZTicketStatus = z.enum(TICKET_STATUSES);

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.choiceRequired });
const ZEmail = z.string({ error: M.emailInvalid }).trim().email(M.emailInvalid).max(254);
/** A host name such as example.com (no scheme, no path). */
const ZDomain = z
  .string({ error: M.domainInvalid })
  .trim()
  .toLowerCase()
  .max(L.domain, M.domainInvalid)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, M.domainInvalid);
const ZPageUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(L.url, M.urlInvalid)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), M.urlInvalid);

/** Section 5: every ticket has its issue (title) and comments; attachments are this merchant's support uploads. */
const base = {
  issue: required(M.issueRequired, L.issue),
  description: required(M.commentsRequired, L.description),
  attachmentIds: z.array(ZId).max(L.attachments, M.tooManyAttachments).default([]),
};

/** The request forms' own fields, stored in the ticket's `fields` JSON. */
export const KIND_FIELDS = {
  update: z.object({ pageUrl: ZPageUrl }),
  insert_script: z.object({ script: required(M.scriptRequired, L.script), placement: choice(SCRIPT_PLACEMENTS), pageUrl: z.union([z.literal(''), ZPageUrl]).default('') }),
  mx_setting: z.object({ domain: ZDomain, records: required(M.recordsRequired, L.records) }),
  delete_email: z.object({ addresses: z.array(ZEmail, { error: M.addressesRequired }).min(1, M.addressesRequired).max(L.addresses) }),
  email_settings: z.object({ account: ZEmail, change: choice(EMAIL_SETTING_CHANGES) }),
} as const;

/** Section 5: a remote support ticket also needs its appointment date (a slot is optional). */
export const ZOpenTicketInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('remote'),
    ...base,
    affectedDomain: z.union([z.literal(''), ZDomain]).default(''),
    appointmentDate: z.string({ error: M.appointmentRequired }).min(1, M.appointmentRequired).pipe(ZLocalDate),
    timeSlot: z.union([z.literal(''), z.enum(TIME_SLOTS)]).default(''),
  }),
  z.object({ kind: z.literal('update'), ...base, fields: KIND_FIELDS.update }),
  z.object({ kind: z.literal('insert_script'), ...base, fields: KIND_FIELDS.insert_script }),
  z.object({ kind: z.literal('mx_setting'), ...base, fields: KIND_FIELDS.mx_setting }),
  z.object({ kind: z.literal('delete_email'), ...base, fields: KIND_FIELDS.delete_email }),
  z.object({ kind: z.literal('email_settings'), ...base, fields: KIND_FIELDS.email_settings }),
]);
export type TOpenTicketInput = z.input<typeof ZOpenTicketInput>;

export const ZTicketListInput = ZPageInput.extend({
  status: ZTicketStatus.optional(),
  kind: ZTicketKind.optional(),
  search: z.string().trim().max(100).default(''),
  /** Days on the merchant's clock the ticket was opened on, inclusive. */
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TTicketListInput = z.input<typeof ZTicketListInput>;

export const ZTicketRow = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: ZTicketKind,
  issue: z.string(),
  affectedDomain: z.string(),
  status: ZTicketStatus,
  appointmentDate: z.string().nullable(),
  timeSlot: z.string(),
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
export type TTicketRow = z.infer<typeof ZTicketRow>;
export const ZTicketPage = zPage(ZTicketRow).extend({ counts: z.record(ZTicketStatus, z.number().int()) });

export const ZTicketEvent = z.object({ status: ZTicketStatus, note: z.string(), by: z.string(), at: z.date() });
export const ZTicketAttachment = z.object({ id: z.string(), uploadId: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number().int() });

export const ZTicket = ZTicketRow.extend({
  description: z.string(),
  fields: z.record(z.string(), z.unknown()),
  history: z.array(ZTicketEvent),
  attachments: z.array(ZTicketAttachment),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZCancelTicketInput = z.object({ id: ZId });

// ---- operator

export const ZOperatorTicketListInput = z.object({ merchantId: z.string().optional(), status: ZTicketStatus.optional(), limit: z.number().int().min(1).max(1000).default(200) });
export const ZSetTicketStatusInput = z.object({ id: ZId, status: z.enum(['in_progress', 'completed', 'canceled']), note: z.string().trim().max(L.note).default('') });
export type TOperatorTicket = TTicketRow & { merchantId: string; merchantName: string };
