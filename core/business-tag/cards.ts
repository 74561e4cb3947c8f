import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { BUSINESS_TAG_MESSAGES as M, BUSINESS_TAG_MODULE, businessTagLog, type CardStatus } from './constants.ts';
import { ZCardListInput, ZCardRecordId, ZCardStatusInput, ZUpdateCardInput, type TBusinessCard, type TCardListInput, type TUpdateCardInput } from './schema.ts';

export const CARD_SELECT = {
  id: true,
  cardId: true,
  holderName: true,
  holderTitle: true,
  holderPhone: true,
  holderEmail: true,
  status: true,
  customLink: true,
  views: true,
  saves: true,
  updatedAt: true,
} as const;

type Tenant = { db: Ctx['db']; merchantId: string };
const cardOf = (row: Omit<TBusinessCard, 'status'> & { status: string }): TBusinessCard => ({ ...row, status: row.status as CardStatus });

/** One of the merchant's cards; not found for another merchant's id. */
export async function loadCard(tx: Tenant, id: string): Promise<TBusinessCard> {
  const row = await tx.db.businessCard.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: CARD_SELECT });
  if (!row) throw notFound('businessCard');
  return cardOf(row);
}

const linkInUse = () => new AppError('BUSINESS_TAG.LINK_IN_USE', M.linkInUse, 'conflict', 'customLink');

/** The card list: searched by card id or holder (name, phone, email), of one status or all, newest first. */
export async function listCards(ctx: Ctx, raw: TCardListInput) {
  const input = ZCardListInput.parse(raw);
  const search = input.search;
  const where: Prisma.BusinessCardWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.status && { status: input.status }),
    ...(search && { OR: ['cardId', 'holderName', 'holderPhone', 'holderEmail'].map((field) => ({ [field]: containsText(ctx.engine, search) })) }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.businessCard.findMany({ where, select: CARD_SELECT, orderBy: [{ createdAt: 'desc' }, { cardId: 'asc' }], ...skipTake(input) }),
    ctx.db.businessCard.count({ where }),
  ]);
  return { items: rows.map(cardOf), total, page: input.page, pageSize: input.pageSize };
}

export const getCard = (ctx: Ctx, raw: { id: string }): Promise<TBusinessCard> => loadCard(ctx, ZCardRecordId.parse(raw).id);

/** Saves a card's holder and custom link (unique per merchant; blank clears it). An activated card keeps a holder name. */
export async function updateCard(ctx: Ctx, raw: TUpdateCardInput): Promise<TBusinessCard> {
  const { id, holder } = ZUpdateCardInput.parse(raw);
  const customLink = holder.customLink || null;
  try {
    return await audited(
      ctx,
      (card) => ({ action: businessTagLog('updated', { cardId: card.cardId }), category: BUSINESS_TAG_MODULE }),
      async (tx) => {
        const card = await loadCard(tx, id);
        if (card.status === 'activated' && !holder.holderName) throw new AppError('BUSINESS_TAG.HOLDER_REQUIRED', M.holderRequired, 'invalid', 'holderName');
        if (customLink) {
          const taken = await tx.db.businessCard.findFirst({ where: { merchantId: tx.merchantId, customLink, id: { not: id } }, select: { id: true } });
          if (taken) throw linkInUse();
        }
        await tx.db.businessCard.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { ...holder, customLink }, select: { id: true } });
        return loadCard(tx, id);
      },
    );
  } catch (error) {
    // Two saves racing for one link: the database's unique index decides, and the loser hears the same.
    if (isUniqueViolation(error)) throw linkInUse();
    throw error;
  }
}

/** Activates (its page goes public; it needs a holder name) or deactivates a card. */
export function setCardStatus(ctx: Ctx, raw: { id: string; status: CardStatus }): Promise<TBusinessCard> {
  const { id, status } = ZCardStatusInput.parse(raw);
  return audited(
    ctx,
    (card) => ({ action: businessTagLog(status === 'activated' ? 'activated' : 'deactivated', { cardId: card.cardId }), category: BUSINESS_TAG_MODULE }),
    async (tx) => {
      const card = await loadCard(tx, id);
      if (status === 'activated' && !card.holderName) throw new AppError('BUSINESS_TAG.HOLDER_REQUIRED', M.holderRequired, 'invalid', 'holderName');
      await tx.db.businessCard.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { status }, select: { id: true } });
      return loadCard(tx, id);
    },
  );
}

/** Unbinds the holder: their details and the custom link are cleared and the card is inactive; its views and saves stay. */
export function resetCard(ctx: Ctx, raw: { id: string }): Promise<TBusinessCard> {
  const { id } = ZCardRecordId.parse(raw);
  return audited(
    ctx,
    (card) => ({ action: businessTagLog('reset', { cardId: card.cardId }), category: BUSINESS_TAG_MODULE }),
    async (tx) => {
      await loadCard(tx, id);
      await tx.db.businessCard.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        data: { holderName: '', holderTitle: '', holderPhone: '', holderEmail: '', customLink: null, status: 'inactive' },
        select: { id: true },
      });
      return loadCard(tx, id);
    },
  );
}
