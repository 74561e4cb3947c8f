import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { DOCUMENT_SETS, type TDocumentSet } from '../invoices/schema.ts';
import { writeDocumentsPdf } from '../invoices/print-documents.ts';
import { jobFileKey } from '../jobs/job-params.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import type { JobStart } from '../jobs/start-job.ts';
import { isOrderStatusId } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { inner, msg } from '../shared/messages.ts';

/** The most orders one print job takes (a bill of this many is some thousands of pages). */
export const MAX_PRINT_ORDERS = 5_000;

export const PRINT_MESSAGES = {
  chooseOrders: msg('print.chooseOrders'),
  tooMany: msg('print.tooMany', { MAX_PRINT_ORDERS }),
  noOrders: msg('print.noOrders'),
  orderNotFound: (orderNo: number) => msg('massShipping.orderNotFound', { orderNo }),
} as const;

/**
 * A print job: the packing slips and invoices ('packaging', the packaging bill) or the invoices
 * only ('invoices') of the orders chosen by id (the screens' selection), by the merchant's
 * order number (the command line), or all orders of one status.
 */
export const ZStartPrintInput = z
  .object({
    documents: z.enum(DOCUMENT_SETS).default('packaging'),
    orderIds: z.array(z.string().min(1)).min(1).max(MAX_PRINT_ORDERS, PRINT_MESSAGES.tooMany).optional(),
    orderNos: z.array(z.number().int().positive()).min(1).max(MAX_PRINT_ORDERS, PRINT_MESSAGES.tooMany).optional(),
    status: z.number().int().refine(isOrderStatusId, msg('print.unknownStatus')).optional(),
  })
  .refine((i) => [i.orderIds, i.orderNos, i.status].filter((x) => x !== undefined).length === 1, PRINT_MESSAGES.chooseOrders);
export type TStartPrintInput = z.infer<typeof ZStartPrintInput>;

/** What a print job draws: the orders, in print order, and which documents of each. */
export interface PrintParams {
  orders: string[];
  documents: TDocumentSet;
}

/** Its summaries (jobs.summary.<code>). */
export const PRINT_SUMMARY = {
  packaging: 'print.packaging',
  invoices: 'print.invoices',
  withoutInvoice: 'print.withoutInvoice',
  deleted: 'print.deleted',
  fontProblem: 'print.fontProblem',
} as const;
const P = PRINT_SUMMARY;

const CHUNK = 500;

/** The chosen orders' ids, in order-number order; an id or number of no order of this merchant is refused. */
async function resolveOrders(ctx: Ctx, input: TStartPrintInput): Promise<string[]> {
  const found: { id: string; orderNo: number }[] = [];
  if (input.status !== undefined) {
    found.push(...(await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, status: input.status }, select: { id: true, orderNo: true }, orderBy: { orderNo: 'asc' }, take: MAX_PRINT_ORDERS + 1 })));
    if (found.length > MAX_PRINT_ORDERS) throw new AppError('PRINT.TOO_MANY', PRINT_MESSAGES.tooMany, 'invalid', 'status');
  } else {
    const byId = input.orderIds !== undefined;
    const wanted = [...new Set<string | number>(input.orderIds ?? input.orderNos ?? [])];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const chunk = wanted.slice(i, i + CHUNK);
      const where = byId ? { id: { in: chunk as string[] } } : { orderNo: { in: chunk as number[] } };
      const rows = await ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, ...where }, select: { id: true, orderNo: true } });
      const have = new Set<string | number>(rows.map((r) => (byId ? r.id : r.orderNo)));
      const missing = chunk.find((w) => !have.has(w));
      // An unknown id is not echoed back: it may be another merchant's.
      if (missing !== undefined) throw typeof missing === 'number' ? new AppError('ORDER.NOT_FOUND', PRINT_MESSAGES.orderNotFound(missing), 'not_found', 'orderNos') : notFound('order');
      found.push(...rows);
    }
    found.sort((a, b) => a.orderNo - b.orderNo);
  }
  if (found.length === 0) throw new AppError('PRINT.NO_ORDERS', PRINT_MESSAGES.noOrders, 'invalid');
  return found.map((o) => o.id);
}

/** A print job; the job runner renders the PDF, which the job then offers as its result. */
export async function startPrint(ctx: Ctx, input: TStartPrintInput): Promise<JobStart<PrintParams>> {
  const orders = await resolveOrders(ctx, input);
  return {
    fileName: input.documents === 'packaging' ? 'packaging-bill.pdf' : 'invoices.pdf',
    uploadId: null,
    params: { orders, documents: input.documents },
    log: { action: msg(input.documents === 'packaging' ? 'log.fulfilment.packagingPrintStarted' : 'log.fulfilment.invoicePrintStarted', { count: orders.length }), category: 'my_sales' },
  };
}

/** Renders the job's PDF into storage as it is drawn; progress counts orders. */
export async function runPrintJob(ctx: Ctx, { job, beat }: JobRun<PrintParams>): Promise<Finished> {
  const { orders, documents } = job.params;
  const key = jobFileKey(job.merchantId, job.id, job.fileName || 'documents.pdf');
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  stored.catch(() => undefined);
  beat.progress(0, orders.length);
  const outcome = await writeDocumentsPdf(ctx, orders, documents, output, (done, total) => beat.progress(done, total)).catch(async (error: unknown) => {
    await stored.catch(() => undefined);
    throw error;
  });
  await stored;
  const gone = orders.length - outcome.orders;
  const summary = summaryOf(
    documents === 'packaging' ? message(P.packaging, { slips: outcome.slips, invoices: outcome.invoices, orders: outcome.orders }) : message(P.invoices, { count: outcome.invoices }),
    outcome.withoutInvoice > 0 && message(P.withoutInvoice, { count: outcome.withoutInvoice }),
    gone > 0 && message(P.deleted, { count: gone }),
    outcome.fontProblem !== null && message(P.fontProblem, { problem: inner(outcome.fontProblem) }),
  );
  return { status: 'completed', totalRows: orders.length, doneRows: outcome.orders, failedCount: 0, summary, resultKey: key };
}
