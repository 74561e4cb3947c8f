import { z } from 'zod';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { optionalText, tooLongMessage } from '../shared/text-fields.ts';
import { ZLocalDate } from '../shared/time.ts';
import { RFQ_LIMITS as L, RFQ_MESSAGES as M, RFQ_STATUSES, RFQ_STATUS_FILTERS } from './constants.ts';

const field = (name: string) => term(`rfq.fields.${name}`);
const sen = z.number().int().min(0).max(L.priceSen);

export const ZRfqRequestInput = z.object({
  title: z.string().trim().min(1, M.titleRequired).max(L.title, tooLongMessage(field('title'), L.title)),
  description: optionalText(L.description, field('description')),
  quantity: z.number().int().min(1).max(L.quantity).nullable().default(null),
  /** Target price in sen. */
  budget: sen.nullable().default(null),
  /** The day the goods are needed by, in the merchant's calendar. */
  neededBy: ZLocalDate.nullable().default(null),
});
export type TRfqRequestInput = z.input<typeof ZRfqRequestInput>;

export const ZRfqReplyInput = z.object({
  requestId: z.string().min(1),
  supplier: z.string().trim().min(1, M.supplierRequired).max(L.supplier, tooLongMessage(field('supplier'), L.supplier)),
  /** Quoted price in sen; null when the supplier gave none. */
  price: sen.nullable().default(null),
  message: optionalText(L.message, field('message')),
});
export type TRfqReplyInput = z.input<typeof ZRfqReplyInput>;

export const ZRfqIdInput = z.object({ id: z.string().min(1) });

export const ZRfqListInput = ZPageInput.extend({ status: z.enum(RFQ_STATUS_FILTERS).default('open') });
export type TRfqListInput = z.input<typeof ZRfqListInput>;

export const ZRfqRequestRow = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int().nullable(),
  budget: z.number().int().nullable(),
  neededBy: z.string().nullable(),
  status: z.enum(RFQ_STATUSES),
  createdAt: z.date(),
  closedAt: z.date().nullable(),
  replies: z.number().int(),
});
export type TRfqRequestRow = z.infer<typeof ZRfqRequestRow>;
export const ZRfqPage = zPage(ZRfqRequestRow);
export type TRfqPage = z.infer<typeof ZRfqPage>;

export const ZRfqReply = z.object({ id: z.string(), supplier: z.string(), price: z.number().int().nullable(), message: z.string(), createdAt: z.date() });
export type TRfqReply = z.infer<typeof ZRfqReply>;

export const ZRfqRequest = ZRfqRequestRow.omit({ replies: true }).extend({ description: z.string(), replies: z.array(ZRfqReply) });
export type TRfqRequest = z.infer<typeof ZRfqRequest>;
