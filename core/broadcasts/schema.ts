import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { BROADCAST_LIMITS as L, BROADCAST_MESSAGES as M, BROADCAST_STATUS_IDS } from './constants.ts';

const id = z.string().trim().min(1).max(64);
const ZBroadcastStatus = z.union(BROADCAST_STATUS_IDS.map((s) => z.literal(s)));

/**
 * A broadcast as the edit page sends it. Name, subject and message are required, the message at
 * most 225 characters; at most 30 recipients (members of the shop, each once) and at most 1
 * voucher. A draft may be saved without recipients; sending needs at least one.
 */
export const ZBroadcastInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  subject: z.string({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(L.subjectMaxChars, M.subjectTooLong),
  message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(L.messageChars, M.messageTooLong),
  memberIds: z
    .array(id)
    .max(L.recipients, M.tooManyRecipients)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  voucherIds: z.array(id).max(L.vouchers, M.tooManyVouchers).default([]),
});
export type TBroadcastInput = z.input<typeof ZBroadcastInput>;
export type TBroadcastValues = z.output<typeof ZBroadcastInput>;

export const ZBroadcastIdInput = z.object({ id });
export const ZUpdateBroadcastInput = z.object({ id, broadcast: ZBroadcastInput });
export type TUpdateBroadcastInput = z.input<typeof ZUpdateBroadcastInput>;

const ZVoucherRef = z.object({ id: z.string(), name: z.string(), code: z.string(), kind: z.number().int() });

export const ZBroadcastRow = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  status: ZBroadcastStatus,
  recipientCount: z.number().int(),
  voucher: ZVoucherRef.nullable(),
  sentAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TBroadcastRow = z.infer<typeof ZBroadcastRow>;

export const ZRecipient = z.object({
  memberId: z.string(),
  memberNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The bulk voucher's code the member was handed when sent. */
  code: z.string().nullable(),
  sentAt: z.date().nullable(),
});

export const ZBroadcast = ZBroadcastRow.extend({ message: z.string(), recipients: z.array(ZRecipient) });
export type TBroadcast = z.infer<typeof ZBroadcast>;

export const BROADCAST_TABS = ['all', 'draft', 'sent'] as const;
export type BroadcastTab = (typeof BROADCAST_TABS)[number];

export const ZBroadcastListInput = ZPageInput.extend({
  tab: z.enum(BROADCAST_TABS).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type TBroadcastListInput = z.input<typeof ZBroadcastListInput>;

export const ZBroadcastPage = zPage(ZBroadcastRow).extend({
  counts: z.object({ all: z.number().int(), draft: z.number().int(), sent: z.number().int() }),
});
export type TBroadcastPage = z.infer<typeof ZBroadcastPage>;

/** Members to send to, found by member number, or the start of the name or e-mail. */
export const ZRecipientSearchInput = z.object({ search: z.string().trim().max(100).default('') });
export const ZRecipientOptions = z.array(z.object({ id: z.string(), memberNo: z.number().int(), name: z.string(), email: z.string() }));
export type TRecipientOption = z.infer<typeof ZRecipientOptions>[number];

/** The shop's active vouchers a broadcast can carry. */
export const ZVoucherOptions = z.array(ZVoucherRef);
export type TVoucherOption = z.infer<typeof ZVoucherRef>;

export const ZSendResult = z.object({ sent: z.number().int(), codesAssigned: z.number().int() });
export type TSendResult = z.infer<typeof ZSendResult>;
