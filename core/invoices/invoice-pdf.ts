import type { Writable } from 'node:stream';
import { assertSalesAccess } from '../jobs/job-files.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { writeDocumentsPdf } from './print-documents.ts';
import { INVOICE_MESSAGES as M } from './schema.ts';

/**
 * The invoice PDF of one order, after the checks a download makes: the caller may view My
 * Sales, the order is this merchant's and has its invoice. Its file name is the invoice number.
 */
export async function invoicePdfFile(ctx: Ctx, orderId: string): Promise<{ fileName: string; mimeType: string }> {
  assertSalesAccess(ctx, 'view');
  const order = await ctx.db.order.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: orderId } }, select: { invoiceNo: true } });
  if (!order) throw notFound('order');
  if (!order.invoiceNo) throw new AppError('INVOICE.NONE', M.noInvoice, 'not_found');
  return { fileName: `${order.invoiceNo.replace(/[^A-Za-z0-9_.-]/g, '_')}.pdf`, mimeType: 'application/pdf' };
}

/** Writes the invoice PDF of one order (checked with invoicePdfFile first) to output. */
export async function writeInvoicePdf(ctx: Ctx, orderId: string, output: Writable): Promise<void> {
  await writeDocumentsPdf(ctx, [orderId], 'invoices', output);
}
