import { z } from 'zod';
import { E_INVOICE_LIMITS as L, E_INVOICE_MESSAGES as M } from './constants.ts';
import { normalizeSst } from './identifiers.ts';
import { email, phone, required, tin, withSstChecks, zBrn, zMsicCode, ZEInvoiceAddress } from './schema.ts';

/** The merchant's own details as the supplier of its e-invoices: every field MyInvois requires of a supplier. */
export const ZEInvoiceSupplierInput = withSstChecks(
  z.object({
    name: required(L.nameMaxChars, M.companyNameRequired, M.nameTooLong),
    brn: zBrn,
    tin: tin('company'),
    sstRegistrant: z.boolean().default(false),
    sstNo: z.string({ error: M.sstInvalid }).max(40, M.sstInvalid).transform(normalizeSst).default(''),
    msicCode: zMsicCode.refine((code) => code !== '', M.msicRequired),
    phone: phone(M.phoneRequired),
    email,
    address: ZEInvoiceAddress,
  }),
);
export type TEInvoiceSupplierInput = z.input<typeof ZEInvoiceSupplierInput>;

const ZAddressOut = z.object({ line1: z.string(), line2: z.string(), line3: z.string(), city: z.string(), postcode: z.string(), state: z.string(), country: z.string() });

export const ZEInvoiceSupplier = z.object({
  name: z.string(),
  brn: z.string(),
  tin: z.string(),
  sstRegistrant: z.boolean(),
  sstNo: z.string(),
  msicCode: z.string(),
  msicDescription: z.string(),
  phone: z.string(),
  email: z.string(),
  address: ZAddressOut,
  updatedAt: z.date(),
});
export type TEInvoiceSupplier = z.infer<typeof ZEInvoiceSupplier>;
