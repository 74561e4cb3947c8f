import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { activationCodeHash, activationCodeMatches, newActivationCode } from './code.ts';
import { ACTIVATION_CODE_TTL_MS, CARD_ACTIVATION_CATEGORY, CARD_ACTIVATION_MESSAGES as M, type TCardStatus } from './constants.ts';
import { ZActivateInput, ZCardId, ZCardInput, ZCardListInput, type TCard, type TCardPage, type TCardWithCode } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId' | 'now'>;

const SELECT = { id: true, cardNo: true, holderName: true, status: true, codeExpiresAt: true, activatedAt: true, createdAt: true } as const;
type Row = { id: string; cardNo: string; holderName: string; status: string; codeExpiresAt: Date | null; activatedAt: Date | null; createdAt: Date };

const cardKeyOf = (cardNo: string) => cardNo.trim().toLowerCase();
const isExpired = (row: Pick<Row, 'status' | 'codeExpiresAt'>, now: Date) => row.status === 'pending' && (row.codeExpiresAt === null || row.codeExpiresAt <= now);
const dto = (row: Row, now: Date): TCard => ({ ...row, status: row.status as TCardStatus, codeExpired: isExpired(row, now) });

/** Cards, newest first, searched by card number or holder, by status. */
export async function listCards(ctx: Reader, raw: unknown): Promise<TCardPage> {
  const input = ZCardListInput.parse(raw);
  const words = input.search && containsText(ctx.engine, input.search);
  const where = {
    merchantId: ctx.merchantId,
    ...(words && { OR: [{ cardNo: words }, { holderName: words }] }),
    ...(input.status !== 'all' && { status: input.status }),
  };
  const [total, rows] = await Promise.all([
    ctx.db.activationCard.count({ where }),
    ctx.db.activationCard.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map((r) => dto(r, ctx.now())), total, page: input.page, pageSize: input.pageSize };
}

export async function getCard(ctx: Reader, raw: unknown): Promise<TCard> {
  const { id } = ZCardId.parse(raw);
  const row = await ctx.db.activationCard.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('activationCard');
  return dto(row, ctx.now());
}

/** Gives the card a new code, valid for ACTIVATION_CODE_TTL_MS; the card's previous code stops working. */
async function issueCode(tx: Ctx, id: string): Promise<TCardWithCode> {
  const { code, shown } = newActivationCode();
  const row = await tx.db.activationCard.update({
    where: { merchantId_id: { merchantId: tx.merchantId, id } },
    data: { codeHash: activationCodeHash(tx.env.secretKey, tx.merchantId, id, code), codeExpiresAt: new Date(tx.now().getTime() + ACTIVATION_CODE_TTL_MS) },
    select: SELECT,
  });
  return { card: dto(row, tx.now()), code: shown };
}

const cardNoTaken = () => new AppError('CARD_ACTIVATION.CARD_NO_TAKEN', M.cardNoTaken, 'conflict', 'cardNo');

/** A new card, pending, with its first code (shown this once). */
export async function createCard(ctx: Ctx, raw: unknown): Promise<TCardWithCode> {
  const input = ZCardInput.parse(raw);
  try {
    return await audited(ctx, { action: msg('log.cardActivation.created', { cardNo: input.cardNo }), category: CARD_ACTIVATION_CATEGORY }, async (tx) => {
      const key = { merchantId_cardKey: { merchantId: tx.merchantId, cardKey: cardKeyOf(input.cardNo) } };
      if (await tx.db.activationCard.findUnique({ where: key, select: { id: true } })) throw cardNoTaken();
      const { id } = await tx.db.activationCard.create({ data: { merchantId: tx.merchantId, ...input, cardKey: cardKeyOf(input.cardNo) }, select: { id: true } });
      return issueCode(tx, id);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? cardNoTaken() : error;
  }
}

/** A pending card's new code (shown this once): the old one, expired or not, stops working. */
export function regenerateCode(ctx: Ctx, raw: unknown): Promise<TCardWithCode> {
  const { id } = ZCardId.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.cardActivation.regenerated', { cardNo: r.card.cardNo }), category: CARD_ACTIVATION_CATEGORY }),
    async (tx) => {
      const card = await tx.db.activationCard.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { status: true } });
      if (!card) throw notFound('activationCard');
      if (card.status !== 'pending') throw new AppError('CARD_ACTIVATION.ALREADY_ACTIVATED', M.alreadyActivated, 'conflict');
      return issueCode(tx, id);
    },
  );
}

/**
 * Activates a card with its current code. A wrong code and an expired one each say so; the
 * activation is one conditional update on the code it checked, so a code regenerated meanwhile,
 * or a second activation at the same moment, cannot pass.
 */
export function activateCard(ctx: Ctx, raw: unknown): Promise<TCard> {
  const { cardNo, code } = ZActivateInput.parse(raw);
  return audited(ctx, (r) => ({ action: msg('log.cardActivation.activated', { cardNo: r.cardNo }), category: CARD_ACTIVATION_CATEGORY }), async (tx) => {
    const card = await tx.db.activationCard.findUnique({
      where: { merchantId_cardKey: { merchantId: tx.merchantId, cardKey: cardKeyOf(cardNo) } },
      select: { id: true, status: true, codeHash: true, codeExpiresAt: true },
    });
    if (!card) throw notFound('activationCard');
    if (card.status !== 'pending') throw new AppError('CARD_ACTIVATION.ALREADY_ACTIVATED', M.alreadyActivated, 'conflict');
    if (!activationCodeMatches(card.codeHash, activationCodeHash(tx.env.secretKey, tx.merchantId, card.id, code))) {
      throw new AppError('CARD_ACTIVATION.CODE_WRONG', M.codeWrong, 'invalid', 'code');
    }
    if (isExpired(card, tx.now())) throw new AppError('CARD_ACTIVATION.CODE_EXPIRED', M.codeExpired, 'invalid', 'code');
    const { count } = await tx.db.activationCard.updateMany({
      where: { merchantId: tx.merchantId, id: card.id, status: 'pending', codeHash: card.codeHash },
      data: { status: 'activated', activatedAt: tx.now(), codeHash: '', codeExpiresAt: null },
    });
    const activated = await getCard(tx, { id: card.id });
    if (count === 0) throw activated.status === 'activated' ? new AppError('CARD_ACTIVATION.ALREADY_ACTIVATED', M.alreadyActivated, 'conflict') : new AppError('CARD_ACTIVATION.CODE_WRONG', M.codeWrong, 'invalid', 'code');
    return activated;
  });
}
