import { containsText } from '../../db/search.ts';
import type { Ctx } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { msg } from '../../shared/messages.ts';
import { skipTake } from '../../shared/pagination.ts';
import { audited } from '../../user-logs/audited.ts';
import { APPROVABLE, E_INVOICE_MESSAGES as M, E_INVOICE_MODULE, REQUEST_TABS, type TEInvoiceKind, type TRequestStatus } from '../constants.ts';
import type { TDocumentError } from '../document/validate.ts';
import { normalizeTin } from '../identifiers.ts';
import { ZEInvoiceProfileInput } from '../schema.ts';
import { buyerParty } from './order-document.ts';
import { ZRejectInput, ZRequestId, ZRequestListInput, type TRequest, type TRequestPage } from './schema.ts';

const ROW_SELECT = { id: true, orderNo: true, status: true, buyerKind: true, buyerName: true, buyerTin: true, longId: true, createdAt: true, updatedAt: true } as const;

const rowOf = <T extends { status: string; buyerKind: string }>(row: T) => ({ ...row, status: row.status as TRequestStatus, buyerKind: row.buyerKind as TEInvoiceKind });

/** The requests of one tab, newest first; the search is an order number or part of the buyer's name or TIN. */
export async function listRequests(ctx: Ctx, raw: unknown): Promise<TRequestPage> {
  const input = ZRequestListInput.parse(raw);
  const orderNo = input.search && /^\d{1,9}$/.test(input.search) ? Number(input.search) : null;
  const search = input.search
    ? [{ buyerName: containsText(ctx.engine, input.search) }, { buyerTin: containsText(ctx.engine, normalizeTin(input.search)) }, ...(orderNo ? [{ orderNo }] : [])]
    : null;
  const where = { merchantId: ctx.merchantId, status: { in: [...REQUEST_TABS[input.tab]] }, ...(search && { OR: search }) };
  const [total, rows] = await Promise.all([
    ctx.db.eInvoiceRequest.count({ where }),
    ctx.db.eInvoiceRequest.findMany({ where, select: ROW_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(rowOf), total, page: input.page, pageSize: input.pageSize };
}

/** The buyer values a request keeps (checked again: they were when the buyer sent them). */
export const buyerOf = (text: string) => ZEInvoiceProfileInput.parse(JSON.parse(text));

export async function getRequest(ctx: Ctx, raw: unknown): Promise<TRequest> {
  const { id } = ZRequestId.parse(raw);
  const row = await ctx.db.eInvoiceRequest.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!row) throw notFound('eInvoiceRequest');
  return {
    ...rowOf(row),
    buyer: buyerParty(buyerOf(row.buyer)),
    rejectReason: row.rejectReason,
    submissionUid: row.submissionUid,
    uuid: row.uuid,
    errors: JSON.parse(row.errors) as TDocumentError[],
    submittedAt: row.submittedAt,
  };
}

/** The merchant turns a request down with a reason; the order may then be asked for again. */
export function rejectRequest(ctx: Ctx, raw: unknown): Promise<TRequest> {
  const { id, reason } = ZRejectInput.parse(raw);
  return audited(
    ctx,
    (r: { orderNo: number }) => ({ action: msg('log.eInvoice.requestRejected', { orderNo: r.orderNo }), category: E_INVOICE_MODULE }),
    async (tx) => {
      const row = await tx.db.eInvoiceRequest.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { orderNo: true } });
      if (!row) throw notFound('eInvoiceRequest');
      const { count } = await tx.db.eInvoiceRequest.updateMany({
        where: { merchantId: tx.merchantId, id, status: { in: [...APPROVABLE] } },
        data: { status: 'rejected', openOrderId: null, rejectReason: reason },
      });
      if (count === 0) throw notOpen();
      return row;
    },
  ).then(() => getRequest(ctx, { id }));
}

export const notOpen = () => new AppError('E_INVOICE.REQUEST_NOT_OPEN', M.requestNotOpen, 'conflict');
