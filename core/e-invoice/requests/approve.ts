import type { Ctx } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { msg } from '../../shared/messages.ts';
import { audited } from '../../user-logs/audited.ts';
import { APPROVABLE, E_INVOICE_MESSAGES as M, E_INVOICE_MODULE, type TRequestStatus } from '../constants.ts';
import { orderInvoiceModel } from '../document/order-invoice.ts';
import { writeInvoice } from '../document/write-invoice.ts';
import { MyInvoisError, type MyInvois, type TMyInvoisDocument } from '../myinvois-port.ts';
import { supplierParty } from '../supplier.ts';
import { buyerParty, loadInvoiceOrders } from './order-document.ts';
import { buyerOf, getRequest, notOpen } from './requests.ts';
import { ZRequestId, type TRequest } from './schema.ts';

/** The MyInvois port, or the refusal that names it missing. */
export function myInvoisOf(ctx: Pick<Ctx, 'env'>): MyInvois {
  if (!ctx.env.myInvois) throw new AppError('E_INVOICE.MYINVOIS_MISSING', M.myInvoisMissing, 'failed');
  return ctx.env.myInvois;
}

/** MyInvois failing to answer, as the merchant reads it; any other error as it is. */
const unreachable = (error: unknown): never => {
  throw error instanceof MyInvoisError ? new AppError('E_INVOICE.MYINVOIS_UNAVAILABLE', M.myInvoisUnavailable, 'failed') : error;
};

/** A document's status as the request keeps it. */
export const statusOf = (doc: TMyInvoisDocument): TRequestStatus => (doc.status === 'Valid' ? 'valid' : doc.status === 'Invalid' ? 'invalid' : 'submitted');

/**
 * Approves a pending request, or sends an invalid one again once fixed: the document is built
 * (orderInvoiceModel, writeInvoice) from the order, the buyer and the supplier details, the
 * request claimed by a conditional update (of two approvals at once only one submits), then
 * submitted outside any transaction, and its status read once. A submission that fails to reach
 * MyInvois gives the request back to its status before.
 */
export async function approveRequest(ctx: Ctx, raw: unknown): Promise<TRequest> {
  const { id } = ZRequestId.parse(raw);
  const myInvois = myInvoisOf(ctx);
  const row = await ctx.db.eInvoiceRequest.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { orderId: true, orderNo: true, status: true, buyer: true } });
  if (!row) throw notFound('eInvoiceRequest');
  if (!APPROVABLE.includes(row.status as TRequestStatus)) throw notOpen();
  const supplier = await supplierParty(ctx);
  const [order] = await loadInvoiceOrders(ctx.db, { merchantId: ctx.merchantId, id: row.orderId });
  if (!order) throw notFound('order');
  const document = writeInvoice(orderInvoiceModel(order, supplier, buyerParty(buyerOf(row.buyer)), ctx.now()));
  const codeNumber = order.invoiceNo ?? `ORDER-${order.orderNo}`;
  await audited(ctx, { action: msg('log.eInvoice.requestApproved', { orderNo: row.orderNo }), category: E_INVOICE_MODULE }, async (tx) => {
    const { count } = await tx.db.eInvoiceRequest.updateMany({ where: { merchantId: tx.merchantId, id, status: row.status }, data: { status: 'submitting', errors: '[]' } });
    if (count === 0) throw notOpen();
  });
  const key = { merchantId_id: { merchantId: ctx.merchantId, id } };
  const submission = await myInvois.submit(supplier.tin, [{ codeNumber, document }]).catch(async (error: unknown) => {
    await ctx.db.eInvoiceRequest.update({ where: key, data: { status: row.status } });
    return unreachable(error);
  });
  const accepted = submission.accepted[0];
  const refused = submission.rejected[0];
  await ctx.db.eInvoiceRequest.update({
    where: key,
    data: accepted
      ? { status: 'submitted', submissionUid: submission.submissionUid, uuid: accepted.uuid, longId: '', submittedAt: ctx.now() }
      : { status: 'invalid', submissionUid: submission.submissionUid, uuid: '', longId: '', errors: JSON.stringify(refused?.errors ?? []), submittedAt: ctx.now() },
  });
  return accepted ? refreshRequest(ctx, { id }) : getRequest(ctx, { id });
}

/** Reads a submitted document's status from MyInvois: Submitted stays, Valid keeps its long ID, Invalid its errors by field path. */
export async function refreshRequest(ctx: Ctx, raw: unknown): Promise<TRequest> {
  const { id } = ZRequestId.parse(raw);
  const row = await ctx.db.eInvoiceRequest.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { status: true, uuid: true } });
  if (!row) throw notFound('eInvoiceRequest');
  if (row.status !== 'submitted') throw new AppError('E_INVOICE.REQUEST_NOT_SUBMITTED', M.requestNotSubmitted, 'conflict');
  const supplier = await supplierParty(ctx);
  const doc = await myInvoisOf(ctx).document(supplier.tin, row.uuid).catch(unreachable);
  // Only the document read may change the request: a resubmission since leaves it alone.
  await ctx.db.eInvoiceRequest.updateMany({
    where: { merchantId: ctx.merchantId, id, status: 'submitted', uuid: row.uuid },
    data: { status: statusOf(doc), longId: doc.longId, errors: JSON.stringify(doc.errors) },
  });
  return getRequest(ctx, { id });
}
