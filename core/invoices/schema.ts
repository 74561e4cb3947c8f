import { z } from 'zod';
import { ORDER_STATUS_IDS } from '../orders/constants.ts';
import { zPage } from '../shared/pagination.ts';
import { ZSalesListInput } from '../fulfilment/list-filters.ts';
import { msg } from '../shared/messages.ts';

/** Which documents a print job renders per order: the packing slip and the invoice, or the invoice only. */
export const DOCUMENT_SETS = ['packaging', 'invoices'] as const;
export type TDocumentSet = (typeof DOCUMENT_SETS)[number];

export const ZOrderIdInput = z.object({ orderId: z.string().min(1) });
export type TOrderIdInput = z.infer<typeof ZOrderIdInput>;

/** The invoice list: invoices issued, by invoice date (newest first), searchable by number, order and buyer. */
export const ZInvoiceListInput = ZSalesListInput;
export type TInvoiceListInput = z.infer<typeof ZInvoiceListInput>;

export const ZInvoiceRow = z.object({
  orderId: z.string(),
  orderNo: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.date(),
  buyerName: z.string(),
  totalSen: z.number().int(),
  status: z.number().int().refine((n) => (ORDER_STATUS_IDS as readonly number[]).includes(n)),
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;
export const ZInvoicePage = zPage(ZInvoiceRow);
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

export const ZIssuedInvoice = z.object({ orderId: z.string(), orderNo: z.number().int(), invoiceNo: z.string(), invoiceDate: z.date() });
export type TIssuedInvoice = z.infer<typeof ZIssuedInvoice>;

export const INVOICE_MESSAGES = {
  /** Ours: the spec has no wording for these refusals. */
  notPaid: msg('invoices.notPaid'),
  alreadyIssued: (invoiceNo: string) => msg('invoices.alreadyIssued', { invoiceNo }),
  noInvoice: msg('invoices.noInvoice'),
} as const;
