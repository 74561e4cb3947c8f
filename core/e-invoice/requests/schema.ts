import { z } from 'zod';
import { ZPageInput, zPage } from '../../shared/pagination.ts';
import { E_INVOICE_KINDS, E_INVOICE_LIMITS as L, E_INVOICE_MESSAGES as M, REQUEST_STATUSES, REQUEST_TABS, type TRequestTab } from '../constants.ts';
import { ZEInvoiceProfileInput } from '../schema.ts';

/**
 * A buyer's request (storefront): the order's number and a proof that the buyer placed it (the
 * e-mail or the phone number the order was placed with), the buyer as a company or a person
 * (checked as the profiles are), and whether to keep the buyer as a customer profile.
 */
export const ZEInvoiceRequestInput = z
  .object({
    orderNo: z.number().int().min(1),
    email: z.string().trim().max(L.emailMaxChars).default(''),
    phone: z.string().trim().max(L.phoneMaxChars).default(''),
    buyer: ZEInvoiceProfileInput,
    saveProfile: z.boolean().default(false),
  })
  .refine((r) => r.email !== '' || r.phone !== '', { path: ['email'], message: M.proofRequired });
export type TEInvoiceRequestInput = z.input<typeof ZEInvoiceRequestInput>;

export const ZEInvoiceRequested = z.object({ id: z.string(), orderNo: z.number().int(), status: z.enum(REQUEST_STATUSES) });

export const ZRequestListInput = ZPageInput.extend({
  tab: z.enum(Object.keys(REQUEST_TABS) as [TRequestTab, ...TRequestTab[]]).default('pending'),
  /** The order number, or any part of the buyer's name or TIN. */
  search: z.string().trim().max(L.searchMaxChars).optional(),
});
export type TRequestListInput = z.input<typeof ZRequestListInput>;

export const ZRequestId = z.object({ id: z.string().min(1).max(64) });
export const ZRejectInput = ZRequestId.extend({ reason: z.string({ error: M.rejectReasonRequired }).trim().min(1, M.rejectReasonRequired).max(500, M.rejectReasonTooLong) });

export const ZDocumentError = z.object({ propertyPath: z.string(), error: z.string() });

export const ZRequestRow = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  buyerKind: z.enum(E_INVOICE_KINDS),
  buyerName: z.string(),
  buyerTin: z.string(),
  longId: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export const ZRequestPage = zPage(ZRequestRow);
export type TRequestPage = z.infer<typeof ZRequestPage>;

export const ZRequest = ZRequestRow.extend({
  /** The buyer as the document names it. */
  buyer: z.object({
    name: z.string(),
    tin: z.string(),
    idType: z.string(),
    idValue: z.string(),
    sstNo: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.object({ lines: z.array(z.string()), city: z.string(), postcode: z.string(), stateCode: z.string(), country: z.string() }),
  }),
  rejectReason: z.string(),
  submissionUid: z.string(),
  uuid: z.string(),
  errors: z.array(ZDocumentError),
  submittedAt: z.date().nullable(),
});
export type TRequest = z.infer<typeof ZRequest>;
