import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { BUSINESS_TAG_MESSAGES as M, BUSINESS_TAG_MODULE, businessTagLog, type BindRequestStatus } from './constants.ts';
import { ZBindCardRequestInput, ZBindRequestId, ZBindRequestListInput, type TBindCardRequestInput, type TBindRequest, type TBindRequestListInput } from './schema.ts';

export const REQUEST_SELECT = { id: true, cardIds: true, status: true, createdAt: true, decidedAt: true } as const;
type RequestRow = { id: string; cardIds: string; status: string; createdAt: Date; decidedAt: Date | null };

/** A stored request as answered: its card ids parsed back from their JSON text. */
export const requestOf = (row: RequestRow): TBindRequest => ({ ...row, cardIds: JSON.parse(row.cardIds) as string[], status: row.status as BindRequestStatus });

export const notPending = () => new AppError('BUSINESS_TAG.NOT_PENDING', M.notPending, 'conflict');

/** The first of cardIds already bound to the merchant, named in the refusal. */
export async function refuseBoundCards(tx: { db: Ctx['db']; merchantId: string }, cardIds: readonly string[]): Promise<void> {
  const bound = await tx.db.businessCard.findFirst({ where: { merchantId: tx.merchantId, cardId: { in: [...cardIds] } }, select: { cardId: true }, orderBy: { cardId: 'asc' } });
  if (bound) throw new AppError('BUSINESS_TAG.ALREADY_BOUND', M.alreadyBound(bound.cardId), 'conflict', 'cardIds');
}

/** The merchant's bind-card requests, newest first, optionally of one status. */
export async function listBindRequests(ctx: Ctx, raw: TBindRequestListInput) {
  const input = ZBindRequestListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.status && { status: input.status }) };
  const [rows, total] = await Promise.all([
    ctx.db.bindCardRequest.findMany({ where, select: REQUEST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.bindCardRequest.count({ where }),
  ]);
  return { items: rows.map(requestOf), total, page: input.page, pageSize: input.pageSize };
}

/** Asks the platform to bind 1 to 10 printed cards; ids already bound to the merchant are refused. */
export function requestCards(ctx: Ctx, raw: TBindCardRequestInput): Promise<TBindRequest> {
  const { cardIds } = ZBindCardRequestInput.parse(raw);
  return audited(
    ctx,
    { action: businessTagLog('requested', { count: cardIds.length }), category: BUSINESS_TAG_MODULE },
    async (tx) => {
      await refuseBoundCards(tx, cardIds);
      const row = await tx.db.bindCardRequest.create({ data: { merchantId: tx.merchantId, cardIds: JSON.stringify(cardIds), createdAt: tx.now() }, select: REQUEST_SELECT });
      return requestOf(row);
    },
  );
}

/** Cancels a pending request (one conditional update, so it cannot cross the operator's decision). */
export function cancelBindRequest(ctx: Ctx, raw: { id: string }): Promise<TBindRequest> {
  const { id } = ZBindRequestId.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: businessTagLog('canceled', { count: r.cardIds.length }), category: BUSINESS_TAG_MODULE }),
    async (tx) => {
      const where = { merchantId: tx.merchantId, id };
      const { count } = await tx.db.bindCardRequest.updateMany({ where: { ...where, status: 'pending' }, data: { status: 'canceled', decidedAt: tx.now() } });
      const row = await tx.db.bindCardRequest.findUnique({ where: { merchantId_id: where }, select: REQUEST_SELECT });
      if (!row) throw notFound('bindCardRequest');
      if (count === 0) throw notPending();
      return requestOf(row);
    },
  );
}
