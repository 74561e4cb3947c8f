import { createProfile } from '../../../../core/e-invoice/profiles.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveSupplier } from '../../../../core/e-invoice/supplier.ts';

export interface EInvoiceFixtures {
  eInvoiceCompanyId: string;
  eInvoicePersonId: string;
  eInvoiceDefaultContactId: string;
  eInvoiceOtherContactId: string;
  eInvoiceRequestId: string;
}

/** A's identifiers, which B may use for its own customers too (cases/e-invoice.ts). */
export const A_COMPANY = { brn: '202001234567', tin: 'C2584563200' } as const;

/** A's company (two contact persons, the first the default) and person profiles, named with A's marker. */
export async function seedEInvoice(ctx: Ctx, marker: string): Promise<EInvoiceFixtures> {
  const company = await createProfile(ctx, {
    kind: 'company',
    name: `Syarikat ${marker} Sdn. Bhd.`,
    ...A_COMPANY,
    sstRegistrant: true,
    sstNo: 'W10-1808-32000001',
    contacts: [
      { name: `Aisyah ${marker}`, jobTitle: 'Finance', phone: '012-345 6789', email: 'aisyah@a.example.my', isDefault: true },
      { name: `Ravi ${marker}`, jobTitle: 'Buyer', phone: '013-222 3333', email: 'ravi@a.example.my' },
    ],
    address: { line1: `1 Jalan ${marker}`, city: 'Shah Alam', postcode: '40170', state: 'SGR' },
    msicCode: '47912',
    businessType: 'private_limited',
  });
  const person = await createProfile(ctx, { kind: 'person', name: `Tan ${marker}`, icNo: '880101-14-5678', tin: 'IG12345678901' });
  await saveSupplier(ctx, {
    name: `Kedai ${marker} Sdn. Bhd.`,
    brn: '201901000005',
    tin: 'C1234567890',
    msicCode: '47912',
    phone: '03-7890 1234',
    email: 'accounts@a.example.my',
    address: { line1: `5 Jalan ${marker}`, city: 'Shah Alam', postcode: '40150', state: 'SGR' },
  });
  // A buyer's request, as the storefront keeps it (the order it names need not exist for isolation).
  const request = await ctx.db.eInvoiceRequest.create({
    data: { merchantId: ctx.merchantId, orderId: `order-${marker}`, orderNo: 1, openOrderId: `order-${marker}`, status: 'pending', buyerKind: 'person', buyerName: `Tan ${marker}`, buyerTin: 'IG12345678901', buyer: JSON.stringify({ kind: 'person', name: `Tan ${marker}`, icNo: '880101145678', tin: 'IG12345678901', email: '', phone: '', address: null }) },
  });
  return {
    eInvoiceRequestId: request.id,
    eInvoiceCompanyId: company.id,
    eInvoicePersonId: person.id,
    eInvoiceDefaultContactId: company.contacts[0]!.id,
    eInvoiceOtherContactId: company.contacts[1]!.id,
  };
}
