import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { E_INVOICE_MESSAGES as M, E_INVOICE_MODULE } from './constants.ts';
import { NOT_APPLICABLE, partyAddress } from './document/codes.ts';
import type { TSupplier } from './document/model.ts';
import { e164 } from './identifiers.ts';
import { msicDescription } from './msic.ts';
import { ZEInvoiceSupplierInput, type TEInvoiceSupplier } from './supplier-schema.ts';

/** The merchant's supplier details; null until saved. */
export async function getSupplier(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TEInvoiceSupplier | null> {
  const row = await ctx.db.eInvoiceSupplier.findUnique({ where: { merchantId: ctx.merchantId } });
  if (!row) return null;
  const { merchantId: _m, addressLine1, addressLine2, addressLine3, city, postcode, state, country, ...rest } = row;
  return { ...rest, sstRegistrant: rest.sstNo !== '', msicDescription: msicDescription(rest.msicCode) ?? '', address: { line1: addressLine1, line2: addressLine2, line3: addressLine3, city, postcode, state, country } };
}

/** Saves the supplier details, each field checked as a company customer's is (errors name the field). */
export function saveSupplier(ctx: Ctx, raw: unknown): Promise<TEInvoiceSupplier> {
  const s = ZEInvoiceSupplierInput.parse(raw);
  const a = s.address;
  const data = {
    name: s.name,
    brn: s.brn,
    tin: s.tin,
    sstNo: s.sstRegistrant ? s.sstNo : '',
    msicCode: s.msicCode,
    phone: e164(s.phone),
    email: s.email,
    ...{ addressLine1: a.line1, addressLine2: a.line2, addressLine3: a.line3, city: a.city, postcode: a.postcode, state: a.state, country: a.country },
  };
  return audited(ctx, { action: msg('log.eInvoice.supplierSaved'), category: E_INVOICE_MODULE }, async (tx) => {
    await tx.db.eInvoiceSupplier.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data });
    return (await getSupplier(tx))!;
  });
}

/** The supplier of the merchant's documents, by MyInvois' fields; refused (E_INVOICE.SUPPLIER_MISSING, field 'supplier') until saved. */
export async function supplierParty(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TSupplier> {
  const s = await getSupplier(ctx);
  if (!s) throw new AppError('E_INVOICE.SUPPLIER_MISSING', M.supplierMissing, 'invalid', 'supplier');
  return {
    name: s.name,
    tin: s.tin,
    idType: 'BRN',
    idValue: s.brn,
    sstNo: s.sstNo || NOT_APPLICABLE,
    email: s.email,
    phone: s.phone,
    msicCode: s.msicCode,
    msicDescription: s.msicDescription,
    address: partyAddress(s.address),
  };
}
