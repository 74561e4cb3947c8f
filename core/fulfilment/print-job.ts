import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { DOCUMENT_SETS } from '../invoices/schema.ts';
import { writeDocumentsPdf } from '../invoices/print-documents.ts';
import { jobFileKey, jobParams } from '../jobs/job-params.ts';
import { plural } from '../jobs/job-summary.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import type { TJob } from '../jobs/schema.ts';
import { JOB_ACTION, createJob, toJobs } from '../jobs/service.ts';
import { isOrderStatusId } from '../orders/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { formatCount } from '../shared/numbers.ts';

/** The most orders one print job takes (a bill of this many is some thousands of pages). */
export const MAX_PRINT_ORDERS = 5_000;

export const PRINT_MESSAGES = {
  chooseOrders: 'Choose the orders to print: order ids, order numbers or a status.',
  tooMany: `At most ${formatCount(MAX_PRINT_ORDERS)} orders can be printed at once.`,
  noOrders: 'There are no orders to print.',
  orderNotFound: (orderNo: number) => `Order #${orderNo} was not found.`,
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
    status: z.number().int().refine(isOrderStatusId, 'Unknown order status.').optional(),
  })
  .refine((i) => [i.orderIds, i.orderNos, i.status].filter((x) => x !== undefined).length === 1, PRINT_MESSAGES.chooseOrders);
export type TStartPrintInput = z.infer<typeof ZStartPrintInput>;

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
      if (missing !== undefined) throw typeof missing === 'number' ? new AppError('ORDER.NOT_FOUND', PRINT_MESSAGES.orderNotFound(missing), 'not_found', 'orderNos') : notFound('Order');
      found.push(...rows);
    }
    found.sort((a, b) => a.orderNo - b.orderNo);
  }
  if (found.length === 0) throw new AppError('PRINT.NO_ORDERS', PRINT_MESSAGES.noOrders, 'invalid');
  return found.map((o) => o.id);
}

/** Queues a print job; the job runner renders the PDF, which the job then offers as its result. */
export async function startPrint(ctx: Ctx, input: TStartPrintInput): Promise<TJob> {
  const orders = await resolveOrders(ctx, input);
  const fileName = input.documents === 'packaging' ? 'packaging-bill.pdf' : 'invoices.pdf';
  const what = input.documents === 'packaging' ? 'the packaging bill' : 'the invoices';
  const row = await audited(ctx, { action: `Started a ${JOB_ACTION['packaging-print']} of ${what} of ${plural(orders.length, 'order')}`, category: 'my_sales' }, (tx) =>
    createJob(tx, { kind: 'packaging-print', fileName, uploadId: null, params: jobParams({ mode: null, format: null, dryRun: false, orders, documents: input.documents }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
}

/** Renders the job's PDF into storage as it is drawn; progress counts orders. */
export async function runPrintJob(ctx: Ctx, { job, beat }: JobRun): Promise<Finished> {
  const orders = job.params.orders ?? [];
  const documents = job.params.documents ?? 'packaging';
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
  const printed =
    documents === 'packaging'
      ? `Printed ${plural(outcome.slips, 'packing slip')} and ${plural(outcome.invoices, 'invoice')} of ${plural(outcome.orders, 'order')}.`
      : `Printed ${plural(outcome.invoices, 'invoice')}.`;
  const notes = [
    outcome.withoutInvoice > 0 ? `${plural(outcome.withoutInvoice, 'order has', 'orders have')} no invoice yet.` : '',
    gone > 0 ? `${plural(gone, 'order was', 'orders were')} deleted before printing.` : '',
    outcome.fontProblem ?? '',
  ].filter(Boolean);
  return { status: 'completed', totalRows: orders.length, doneRows: outcome.orders, failedCount: 0, summary: [printed, ...notes].join(' '), resultKey: key };
}
