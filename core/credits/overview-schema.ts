import { z } from 'zod';
import { ZCreditKind } from './schema.ts';
import { LOT_STATES } from './lots.ts';

export const ZCreditLot = z.object({
  id: z.string(),
  kind: ZCreditKind,
  credits: z.number().int(),
  remaining: z.number().int(),
  source: z.enum(['purchase', 'grant']),
  state: z.enum(LOT_STATES),
  expiresAt: z.date().nullable(),
  createdAt: z.date(),
});
export type TCreditLot = z.infer<typeof ZCreditLot>;

export const ZCreditPack = z.object({
  id: z.string(),
  kind: ZCreditKind,
  credits: z.number().int(),
  price: z.number().int(),
  validityMonths: z.number().int(),
});

/** The credits screen: each kind's balance, the lots (packs and grants) with their state, and the packs on sale. */
export const ZCreditOverview = z.object({
  balances: z.array(z.object({ kind: ZCreditKind, balance: z.number().int() })),
  lots: z.array(ZCreditLot),
  packs: z.array(ZCreditPack),
});
export type TCreditOverview = z.infer<typeof ZCreditOverview>;

export const ZBuyPackInput = z.object({ packId: z.string().min(1).max(64) });
export type TBuyPackInput = z.infer<typeof ZBuyPackInput>;
