import { z } from 'zod';
import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import { systemCtx, type BaseCtx, type Ctx } from '../shared/context.ts';
import { isAppError, notFound } from '../shared/errors.ts';
import { addMonthsTo, lastDayOfMonth } from '../reports/period.ts';
import { startOfLocalDay } from '../shared/time.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { E_INVOICE_MESSAGES as M } from './constants.ts';
import { consolidatedModel } from './document/consolidated.ts';
import { writeInvoice } from './document/write-invoice.ts';
import type { MyInvois } from './myinvois-port.ts';
import { myInvoisOf, statusOf } from './requests/approve.ts';
import { loadInvoiceOrders } from './requests/order-document.ts';
import { supplierParty } from './supplier.ts';

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid);

/** What a run did for one merchant: submitted (with MyInvois' answer), left as it was, or skipped and why. */
export interface TConsolidationOutcome {
  merchantId: string;
  outcome: 'submitted' | 'unchanged' | 'skipped' | 'failed';
  /** The consolidation's status (submitted, valid, invalid, failed), or why it was skipped. */
  status: string;
  orders: number;
}

/** A failed or invalid consolidation may be made again; any other stays as it is. */
const RETRYABLE = ['failed', 'invalid'];

/** The first day of the month after 'YYYY-MM'. */
const firstOfNextMonth = (month: string) => `${addMonthsTo(month, 1)}-01`;

/** The month's paid orders (placed in it, on the merchant's calendar) whose buyers did not ask for their own e-invoice. */
async function monthOrders(ctx: Ctx, month: string) {
  const asked = await ctx.db.eInvoiceRequest.findMany({ where: { merchantId: ctx.merchantId, openOrderId: { not: null } }, select: { orderId: true } });
  return loadInvoiceOrders(ctx.db, {
    merchantId: ctx.merchantId,
    status: { in: [...REFERRAL_PAID_STATUSES] },
    placedAt: { gte: startOfLocalDay(`${month}-01`, ctx.timeZone), lt: startOfLocalDay(firstOfNextMonth(month), ctx.timeZone) },
    id: { notIn: asked.map((a) => a.orderId) },
  });
}

/** Takes the month for this run: a new row, or a failed or invalid one made again; false when another run has it. */
async function claim(ctx: Ctx, month: string, orders: number, totalSen: number): Promise<boolean> {
  const data = { status: 'submitting', orderCount: orders, totalSen, errors: '[]' };
  const { count } = await ctx.db.eInvoiceConsolidation.updateMany({ where: { merchantId: ctx.merchantId, month, status: { in: RETRYABLE } }, data });
  if (count > 0) return true;
  return ctx.db.eInvoiceConsolidation.create({ data: { merchantId: ctx.merchantId, month, ...data }, select: { id: true } }).then(
    () => true,
    (error: unknown) => (isUniqueViolation(error) ? false : Promise.reject(error)),
  );
}

async function consolidateOne(ctx: Ctx, myInvois: MyInvois, month: string): Promise<TConsolidationOutcome> {
  const merchantId = ctx.merchantId;
  const done = await ctx.db.eInvoiceConsolidation.findUnique({ where: { merchantId_month: { merchantId, month } }, select: { status: true, orderCount: true } });
  if (done && !RETRYABLE.includes(done.status)) return { merchantId, outcome: 'unchanged', status: done.status, orders: done.orderCount };
  if (ctx.now() < startOfLocalDay(firstOfNextMonth(month), ctx.timeZone)) return { merchantId, outcome: 'skipped', status: 'month_not_over', orders: 0 };
  const supplier = await supplierParty(ctx).catch((error: unknown) => (isAppError(error) ? null : Promise.reject(error)));
  if (!supplier) return { merchantId, outcome: 'skipped', status: 'supplier_missing', orders: 0 };
  const orders = await monthOrders(ctx, month);
  if (orders.length === 0) return { merchantId, outcome: 'skipped', status: 'no_orders', orders: 0 };
  const totalSen = orders.reduce((sum, o) => sum + o.totalSen, 0);
  if (!(await claim(ctx, month, orders.length, totalSen))) return { merchantId, outcome: 'unchanged', status: 'submitting', orders: orders.length };
  const codeNumber = `CONSOLIDATED-${month}`;
  const period = { start: `${month}-01`, end: lastDayOfMonth(month) };
  const key = { merchantId_month: { merchantId, month } };
  const result = await (async () => {
    const document = writeInvoice(consolidatedModel(codeNumber, period, ctx.now(), orders, supplier));
    const submission = await myInvois.submit(supplier.tin, [{ codeNumber, document }]);
    const accepted = submission.accepted[0];
    if (!accepted) return { status: 'invalid', submissionUid: submission.submissionUid, errors: JSON.stringify(submission.rejected[0]?.errors ?? []) };
    const doc = await myInvois.document(supplier.tin, accepted.uuid).catch(() => null);
    return { status: doc ? statusOf(doc) : 'submitted', submissionUid: submission.submissionUid, uuid: accepted.uuid, longId: doc?.longId ?? '', errors: JSON.stringify(doc?.errors ?? []) };
  })().catch((error: unknown) => ({ status: 'failed', errors: JSON.stringify([{ propertyPath: '', error: error instanceof Error ? error.message : String(error) }]) }));
  await ctx.db.eInvoiceConsolidation.update({ where: key, data: result });
  return { merchantId, outcome: result.status === 'failed' ? 'failed' : 'submitted', status: result.status, orders: orders.length };
}

/**
 * The scheduled run (`merchant einvoice consolidate --month YYYY-MM`, docs/operations.md): per
 * merchant (or the one given), the consolidated e-invoice of the month's paid orders no buyer
 * asked an e-invoice for, submitted to MyInvois once. A month already submitted is left as it is;
 * a failed or invalid one is made again. Merchants without supplier details, a month not over on
 * the merchant's calendar and a month without such orders are skipped.
 */
export async function consolidateMonth(base: BaseCtx, month: string, merchantId?: string): Promise<{ month: string; merchants: TConsolidationOutcome[] }> {
  ZMonth.parse(month);
  const myInvois = myInvoisOf(base);
  const merchants = await base.db.merchant.findMany({ where: merchantId ? { id: merchantId } : {}, select: { id: true, timeZone: true }, orderBy: { id: 'asc' } });
  if (merchantId && merchants.length === 0) throw notFound('merchant');
  const outcomes: TConsolidationOutcome[] = [];
  for (const merchant of merchants) outcomes.push(await consolidateOne(systemCtx(base, merchant), myInvois, month));
  return { month, merchants: outcomes };
}
