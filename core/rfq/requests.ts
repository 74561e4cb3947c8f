import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { RFQ_CATEGORY, RFQ_LIMITS, RFQ_MESSAGES as M, type RfqStatus } from './constants.ts';
import { ZRfqListInput, ZRfqReplyInput, ZRfqRequestInput, type TRfqListInput, type TRfqPage, type TRfqReply, type TRfqReplyInput, type TRfqRequest, type TRfqRequestInput } from './schema.ts';

const ROW = { id: true, title: true, quantity: true, budget: true, neededBy: true, status: true, createdAt: true, closedAt: true } as const;
const REPLY = { id: true, supplier: true, price: true, message: true, createdAt: true } as const;

/** The board's requests of one status (or all), newest first, on (merchantId, status, createdAt), each with its count of replies. */
export async function listRfqRequests(ctx: Ctx, raw: TRfqListInput): Promise<TRfqPage> {
  const input = ZRfqListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.status !== 'all' && { status: input.status }) };
  const [rows, total] = await Promise.all([
    ctx.db.rfqRequest.findMany({ where, select: ROW, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
    ctx.db.rfqRequest.count({ where }),
  ]);
  const counts = await ctx.db.rfqReply.groupBy({ by: ['requestId'], where: { merchantId: ctx.merchantId, requestId: { in: rows.map((r) => r.id) } }, _count: { _all: true } });
  const replies = new Map(counts.map((c) => [c.requestId, c._count._all]));
  return { items: rows.map((r) => ({ ...r, status: r.status as RfqStatus, replies: replies.get(r.id) ?? 0 })), total, page: input.page, pageSize: input.pageSize };
}

/** One request of the caller's merchant with its replies, oldest first; another merchant's is not found. */
export async function getRfqRequest(ctx: Ctx, id: string): Promise<TRfqRequest> {
  const request = await ctx.db.rfqRequest.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { ...ROW, description: true } });
  if (!request) throw notFound('rfqRequest');
  const replies = await ctx.db.rfqReply.findMany({ where: { merchantId: ctx.merchantId, requestId: id }, select: REPLY, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return { ...request, status: request.status as RfqStatus, replies };
}

export function createRfqRequest(ctx: Ctx, raw: TRfqRequestInput): Promise<TRfqRequest> {
  const input = ZRfqRequestInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.rfq.created', { title: r.title }), category: RFQ_CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.rfqRequest.create({ data: { merchantId: tx.merchantId, ...input, createdBy: tx.userId, createdAt: tx.now() }, select: { id: true } });
      return getRfqRequest(tx, id);
    },
  );
}

/** An open request of the caller's merchant, inside a transaction; a closed one refuses changes. */
async function openRequest(ctx: Ctx, id: string): Promise<{ title: string }> {
  const request = await ctx.db.rfqRequest.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { title: true, status: true } });
  if (!request) throw notFound('rfqRequest');
  if (request.status !== 'open') throw new AppError('RFQ.CLOSED', M.closed, 'conflict');
  return request;
}

/** Records a supplier's reply on an open request. */
export function addRfqReply(ctx: Ctx, raw: TRfqReplyInput): Promise<TRfqReply> {
  const { requestId, ...reply } = ZRfqReplyInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.rfq.replied', { supplier: r.supplier }), category: RFQ_CATEGORY }),
    async (tx) => {
      await openRequest(tx, requestId);
      const replies = await tx.db.rfqReply.count({ where: { merchantId: tx.merchantId, requestId } });
      if (replies >= RFQ_LIMITS.repliesPerRequest) throw new AppError('RFQ.TOO_MANY_REPLIES', M.tooManyReplies(RFQ_LIMITS.repliesPerRequest), 'invalid');
      return tx.db.rfqReply.create({ data: { merchantId: tx.merchantId, requestId, ...reply, createdBy: tx.userId, createdAt: tx.now() }, select: REPLY });
    },
  );
}

/** Closes an open request: it takes no more replies and leaves the open tab. */
export function closeRfqRequest(ctx: Ctx, id: string): Promise<TRfqRequest> {
  return audited(
    ctx,
    (r) => ({ action: msg('log.rfq.closed', { title: r.title }), category: RFQ_CATEGORY }),
    async (tx) => {
      await openRequest(tx, id);
      await tx.db.rfqRequest.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { status: 'closed', closedAt: tx.now() } });
      return getRfqRequest(tx, id);
    },
  );
}
