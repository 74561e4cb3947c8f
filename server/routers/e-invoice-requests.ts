import { E_INVOICE_MODULE } from '../../core/e-invoice/constants.ts';
import { askForEInvoice } from '../../core/e-invoice/requests/ask.ts';
import { approveRequest, refreshRequest } from '../../core/e-invoice/requests/approve.ts';
import { getRequest, listRequests, rejectRequest } from '../../core/e-invoice/requests/requests.ts';
import { ZEInvoiceRequested, ZEInvoiceRequestInput, ZRejectInput, ZRequest, ZRequestId, ZRequestListInput, ZRequestPage } from '../../core/e-invoice/requests/schema.ts';
import { ZEInvoiceSupplier, ZEInvoiceSupplierInput } from '../../core/e-invoice/supplier-schema.ts';
import { getSupplier, saveSupplier } from '../../core/e-invoice/supplier.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure(E_INVOICE_MODULE, 'view');
const edit = moduleProcedure(E_INVOICE_MODULE, 'edit');

/** The buyers' e-invoice requests (/e-invoice-customer-request) and the merchant's own supplier details the documents carry. */
export const eInvoiceRequestsRouter = router({
  list: view.input(ZRequestListInput).output(ZRequestPage).query(({ ctx, input }) => listRequests(ctx.core, input)),
  get: view.input(ZRequestId).output(ZRequest).query(({ ctx, input }) => getRequest(ctx.core, input)),
  approve: edit.input(ZRequestId).output(ZRequest).mutation(({ ctx, input }) => approveRequest(ctx.core, input)),
  reject: edit.input(ZRejectInput).output(ZRequest).mutation(({ ctx, input }) => rejectRequest(ctx.core, input)),
  refresh: edit.input(ZRequestId).output(ZRequest).mutation(({ ctx, input }) => refreshRequest(ctx.core, input)),
  supplier: view.output(ZEInvoiceSupplier.nullable()).query(({ ctx }) => getSupplier(ctx.core)),
  saveSupplier: edit.input(ZEInvoiceSupplierInput).output(ZEInvoiceSupplier).mutation(({ ctx, input }) => saveSupplier(ctx.core, input)),
});

/** A buyer asks for the e-invoice of an order (site key; docs/e-invoice.md). */
export const storefrontEInvoiceRouter = router({
  request: storefrontProcedure.input(ZEInvoiceRequestInput).output(ZEInvoiceRequested).mutation(({ ctx, input }) => askForEInvoice(ctx.store, input)),
});
