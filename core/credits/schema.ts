import { z } from 'zod';
import { ZLocalDate } from '../shared/time.ts';
import { CREDIT_KINDS, CREDIT_REASONS, MAX_CREDIT_MOVEMENT } from './kinds.ts';

export const ZCreditKind = z.enum(CREDIT_KINDS);

/** An operator's top-up or correction: a whole number of credits, positive or (adjustment) negative. */
export const ZGrantCredits = z.object({
  kind: ZCreditKind,
  amount: z.number().int().min(-MAX_CREDIT_MOVEMENT).max(MAX_CREDIT_MOVEMENT).refine((n) => n !== 0),
  note: z.string().trim().max(225).default(''),
});
export type TGrantCredits = z.input<typeof ZGrantCredits>;

/** The ledger of one kind between two of the merchant's calendar days, both included, newest first. */
export const ZCreditEntriesInput = z.object({
  kind: ZCreditKind,
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(20), z.literal(40), z.literal(60), z.literal(80)]).default(20),
});
export type TCreditEntriesInput = z.input<typeof ZCreditEntriesInput>;

export const ZCreditEntry = z.object({
  id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  refId: z.string(),
  note: z.string(),
  createdAt: z.date(),
});

export const ZCreditEntryPage = z.object({
  balance: z.number().int(),
  total: z.number().int(),
  rows: z.array(ZCreditEntry),
});
export type TCreditEntryPage = z.infer<typeof ZCreditEntryPage>;
