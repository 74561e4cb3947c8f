import { createProfile } from '../../../../core/e-invoice/profiles.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface EInvoiceFixtures {
  eInvoiceCompanyId: string;
  eInvoicePersonId: string;
  eInvoiceDefaultContactId: string;
  eInvoiceOtherContactId: string;
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
  return {
    eInvoiceCompanyId: company.id,
    eInvoicePersonId: person.id,
    eInvoiceDefaultContactId: company.contacts[0]!.id,
    eInvoiceOtherContactId: company.contacts[1]!.id,
  };
}
