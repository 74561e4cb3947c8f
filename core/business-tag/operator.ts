import { isUniqueViolation } from '../db/errors.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import type { BindRequestStatus } from './constants.ts';
import { notPending, refuseBoundCards, REQUEST_SELECT, requestOf } from './requests.ts';
import { ZBindRequestId, ZOperatorRequestListInput, type TOperatorBindRequest } from './schema.ts';

/*
 * The platform operator's side of bind-card requests (the `merchant business-tag` commands on
 * the local database): it works across merchants, so it takes no merchant's context. There is
 * no signed-in user to write a user-log entry for; the request's status and decidedAt record it.
 */

async function withMerchantNames(base: BaseCtx, rows: (Parameters<typeof requestOf>[0] & { merchantId: string })[]): Promise<TOperatorBindRequest[]> {
  const merchants = await base.db.merchant.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.merchantId))] } }, select: { id: true, name: true } });
  const names = new Map(merchants.map((m) => [m.id, m.name]));
  return rows.map(({ merchantId, ...row }) => ({ ...requestOf(row), merchantId, merchantName: names.get(merchantId) ?? '' }));
}

/** Every merchant's requests, oldest first (the order they are decided in), optionally of one status. */
export async function operatorBindRequests(base: BaseCtx, raw: { status?: BindRequestStatus; limit?: number }): Promise<TOperatorBindRequest[]> {
  const input = ZOperatorRequestListInput.parse(raw);
  const rows = await base.db.bindCardRequest.findMany({
    where: input.status ? { status: input.status } : {},
    select: { ...REQUEST_SELECT, merchantId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: input.limit,
  });
  return withMerchantNames(base, rows);
}

/** Marks a pending request decided (one conditional update: two operators cannot both decide it). */
async function decide(tx: BaseCtx, id: string, status: 'approved' | 'rejected'): Promise<{ merchantId: string; cardIds: string[] }> {
  const row = await tx.db.bindCardRequest.findFirst({ where: { id }, select: { merchantId: true, cardIds: true } });
  if (!row) throw notFound('bindCardRequest');
  const { count } = await tx.db.bindCardRequest.updateMany({ where: { merchantId: row.merchantId, id, status: 'pending' }, data: { status, decidedAt: tx.now() } });
  if (count === 0) throw notPending();
  return { merchantId: row.merchantId, cardIds: JSON.parse(row.cardIds) as string[] };
}

async function decided(base: BaseCtx, id: string): Promise<TOperatorBindRequest> {
  const row = await base.db.bindCardRequest.findFirstOrThrow({ where: { id }, select: { ...REQUEST_SELECT, merchantId: true } });
  return (await withMerchantNames(base, [row]))[0]!;
}

/** Approves a pending request: its cards are created for the merchant, inactive and with no holder, in one transaction. */
export async function approveBindRequest(base: BaseCtx, raw: { id: string }): Promise<TOperatorBindRequest> {
  const { id } = ZBindRequestId.parse(raw);
  try {
    await withTransaction(base, async (tx) => {
      const { merchantId, cardIds } = await decide(tx, id, 'approved');
      // A card bound since the request was made (another request approved first) refuses the whole request.
      await refuseBoundCards({ db: tx.db, merchantId }, cardIds);
      await tx.db.businessCard.createMany({ data: cardIds.map((cardId) => ({ merchantId, cardId })) });
    });
  } catch (error) {
    // Another approval bound one of the cards between the check and the insert: name it as the check does.
    if (isUniqueViolation(error)) {
      const row = await base.db.bindCardRequest.findFirstOrThrow({ where: { id }, select: { merchantId: true, cardIds: true } });
      await refuseBoundCards({ db: base.db, merchantId: row.merchantId }, JSON.parse(row.cardIds) as string[]);
    }
    throw error;
  }
  return decided(base, id);
}

/** Rejects a pending request; no card is created. */
export async function rejectBindRequest(base: BaseCtx, raw: { id: string }): Promise<TOperatorBindRequest> {
  const { id } = ZBindRequestId.parse(raw);
  await withTransaction(base, (tx) => decide(tx, id, 'rejected'));
  return decided(base, id);
}
