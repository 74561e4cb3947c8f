import { randomUUID } from 'node:crypto';
import { grantCredits, spendCredits } from '../credits/ledger.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, isAppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { SME_MESSAGES as M, SME_MODULE, SME_REQUEST_COST, type TSmeDirection, type TSmeRequestStatus } from './constants.ts';
import { memberProfile } from './programme.ts';
import { ZSmeCompanyId, ZSmeRequestId, ZSmeRequestListInput, type TSmeRequest } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

const ROW_SELECT = { id: true, direction: true, status: true, counterpartMerchantId: true, createdAt: true, decidedAt: true } as const;
type Row = { id: string; direction: string; status: string; counterpartMerchantId: string; createdAt: Date; decidedAt: Date | null };

/** The rows with the other companies' names (a member's name is public in the programme). */
async function withCompanies(ctx: Reader, rows: Row[]): Promise<TSmeRequest[]> {
  const profiles = await ctx.db.smeProfile.findMany({ where: { merchantId: { in: [...new Set(rows.map((r) => r.counterpartMerchantId))] } }, select: { merchantId: true, id: true, companyName: true } });
  const byMerchant = new Map(profiles.map((p) => [p.merchantId, p]));
  return rows.map(({ counterpartMerchantId, ...r }) => {
    const company = byMerchant.get(counterpartMerchantId);
    return { ...r, direction: r.direction as TSmeDirection, status: r.status as TSmeRequestStatus, companyId: company?.id ?? null, companyName: company?.companyName ?? '' };
  });
}

/** /sme/request-histories: the requests sent or received, newest first, by state. */
export async function listSmeRequests(ctx: Reader, raw: unknown) {
  const input = ZSmeRequestListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, direction: input.direction, ...(input.status !== 'all' && { status: input.status }) };
  const [total, rows] = await Promise.all([
    ctx.db.smeRequest.count({ where }),
    ctx.db.smeRequest.findMany({ where, select: ROW_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: await withCompanies(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

async function requestDto(tx: Ctx, id: string): Promise<TSmeRequest> {
  const row = await tx.db.smeRequest.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: ROW_SELECT });
  if (!row) throw notFound('smeRequest');
  return (await withCompanies(tx, [row]))[0]!;
}

/**
 * Sends a request to connect (/sme/company-detail/{id}): 1 quota spent in the one ledger in the
 * same transaction as the request's two rows (the sender's and the receiver's). One pending
 * request between two companies, either way: the rows' pendingKey is unique, so two sends at once
 * cannot both pass.
 */
export function sendSmeRequest(ctx: Ctx, raw: unknown): Promise<TSmeRequest> {
  const { id: companyId } = ZSmeCompanyId.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.sme.requested', { name: r.companyName }), category: SME_MODULE }),
    async (tx) => {
      await memberProfile(tx);
      const target = await tx.db.smeProfile.findFirst({ where: { id: companyId }, select: { merchantId: true } });
      if (!target) throw notFound('smeCompany');
      if (target.merchantId === tx.merchantId) throw new AppError('SME.OWN_COMPANY', M.ownCompany, 'invalid');
      const between = await tx.db.smeRequest.findMany({ where: { merchantId: tx.merchantId, counterpartMerchantId: target.merchantId, status: { in: ['pending', 'approved'] } }, select: { status: true } });
      if (between.some((r) => r.status === 'approved')) throw new AppError('SME.ALREADY_CONNECTED', M.alreadyConnected, 'conflict');
      if (between.length > 0) throw new AppError('SME.ALREADY_PENDING', M.alreadyPending, 'conflict');
      const requestKey = randomUUID();
      const common = { requestKey, status: 'pending', createdAt: tx.now() };
      try {
        const sent = await tx.db.smeRequest.create({ data: { ...common, merchantId: tx.merchantId, direction: 'sent', counterpartMerchantId: target.merchantId, pendingKey: target.merchantId }, select: { id: true } });
        await tx.db.smeRequest.create({ data: { ...common, merchantId: target.merchantId, direction: 'received', counterpartMerchantId: tx.merchantId, pendingKey: tx.merchantId } });
        await spendCredits(tx, { kind: 'sme_quota', amount: SME_REQUEST_COST, reason: 'sme_request', refId: sent.id, createdBy: tx.userId });
        return await requestDto(tx, sent.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SME.ALREADY_PENDING', M.alreadyPending, 'conflict');
        if (isAppError(error) && error.code === 'CREDITS.INSUFFICIENT') throw new AppError('SME.NO_QUOTA', M.noQuota, 'invalid');
        throw error;
      }
    },
  );
}

const ACTIONS = {
  approve: { direction: 'received', status: 'approved', log: 'log.sme.approved' },
  reject: { direction: 'received', status: 'rejected', log: 'log.sme.rejected' },
  cancel: { direction: 'sent', status: 'cancelled', log: 'log.sme.cancelled' },
} as const satisfies Record<string, { direction: TSmeDirection; status: TSmeRequestStatus; log: string }>;

/**
 * A pending request moves once: the receiver approves or rejects it (no quota), the sender cancels
 * it (its quota refunded in the ledger). The sender's row is changed first with one conditional
 * update (status still pending), so of two moves at once (two cancels, a cancel and an approval)
 * exactly one passes and a refund happens at most once.
 */
export function moveSmeRequest(ctx: Ctx, raw: unknown, action: keyof typeof ACTIONS): Promise<TSmeRequest> {
  const { id } = ZSmeRequestId.parse(raw);
  const move = ACTIONS[action];
  return audited(
    ctx,
    (r) => ({ action: msg(move.log, { name: r.companyName }), category: SME_MODULE }),
    async (tx) => {
      const own = await tx.db.smeRequest.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { requestKey: true, direction: true, counterpartMerchantId: true } });
      if (own?.direction !== move.direction) throw notFound('smeRequest');
      const sender = move.direction === 'sent' ? tx.merchantId : own.counterpartMerchantId;
      const receiver = move.direction === 'sent' ? own.counterpartMerchantId : tx.merchantId;
      const data = { status: move.status, decidedAt: tx.now() };
      const { count } = await tx.db.smeRequest.updateMany({ where: { merchantId: sender, requestKey: own.requestKey, status: 'pending' }, data });
      if (count === 0) throw new AppError('SME.NOT_PENDING', M.notPending, 'conflict');
      await tx.db.smeRequest.updateMany({ where: { merchantId: receiver, requestKey: own.requestKey }, data });
      // The pair is free for a new request: each row's pendingKey becomes its own id.
      for (const merchantId of [sender, receiver]) {
        const row = await tx.db.smeRequest.findUniqueOrThrow({ where: { merchantId_requestKey: { merchantId, requestKey: own.requestKey } }, select: { id: true } });
        await tx.db.smeRequest.update({ where: { merchantId_id: { merchantId, id: row.id } }, data: { pendingKey: row.id } });
      }
      if (action === 'cancel') await grantCredits(tx, { kind: 'sme_quota', amount: SME_REQUEST_COST, reason: 'refund', refId: id, createdBy: tx.userId });
      return requestDto(tx, id);
    },
  );
}
