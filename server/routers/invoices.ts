import { generateInvoice } from '../../core/invoices/generate-invoice.ts';
import { listInvoices } from '../../core/invoices/invoice-list.ts';
import { ZInvoiceListInput, ZInvoicePage, ZIssuedInvoice, ZOrderIdInput } from '../../core/invoices/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The invoice list and manual invoices; an invoice's PDF is GET /api/invoices/{orderId}/pdf. */
export const invoicesRouter = router({
  list: view.input(ZInvoiceListInput).output(ZInvoicePage).query(({ ctx, input }) => listInvoices(ctx.core, input)),
  generate: edit.input(ZOrderIdInput).output(ZIssuedInvoice).mutation(({ ctx, input }) => generateInvoice(ctx.core, input)),
});
