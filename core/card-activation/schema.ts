import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { term } from '../shared/messages.ts';
import { CARD_ACTIVATION_LIMITS as L, CARD_ACTIVATION_MESSAGES as M, CARD_STATUSES } from './constants.ts';

const id = z.string().min(1).max(64);

const ZCardNo = z.string({ error: M.cardNoRequired }).trim().min(1, M.cardNoRequired).max(L.cardNoMaxChars, M.cardNoTooLong);

/** A new card: its number (unique per merchant in any case) and, optionally, who holds it. */
export const ZCardInput = z.object({
  cardNo: ZCardNo,
  holderName: optionalText(L.holderNameMaxChars, term('fields.cardActivation.holderName')),
});
export type TCardInput = z.input<typeof ZCardInput>;

export const ZCardId = z.object({ id });

/** A code as typed: any case, spaces and dashes ignored. */
export const ZActivateInput = z.object({
  cardNo: ZCardNo,
  code: z
    .string({ error: M.codeRequired })
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, M.codeRequired).max(32, M.codeWrong)),
});
export type TActivateInput = z.input<typeof ZActivateInput>;

export const ZCardListInput = ZPageInput.extend({
  search: z.string().trim().max(L.searchMaxChars).default(''),
  status: z.enum([...CARD_STATUSES, 'all']).default('all'),
});
export type TCardListInput = z.input<typeof ZCardListInput>;

export const ZCard = z.object({
  id: z.string(),
  cardNo: z.string(),
  holderName: z.string(),
  status: z.enum(CARD_STATUSES),
  /** When the current code stops working; null once activated. */
  codeExpiresAt: z.date().nullable(),
  /** Whether the current code has expired (a new one can be generated). */
  codeExpired: z.boolean(),
  activatedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type TCard = z.infer<typeof ZCard>;
export const ZCardPage = zPage(ZCard);
export type TCardPage = z.infer<typeof ZCardPage>;

/** A card with its new code: the only time the code is shown. */
export const ZCardWithCode = z.object({ card: ZCard, code: z.string() });
export type TCardWithCode = z.infer<typeof ZCardWithCode>;
