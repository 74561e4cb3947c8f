import type { IsolationCase } from '../isolation-cases.ts';
import { A_COMPANY } from '../seed/e-invoice.ts';
import type { TenantFixtures } from '../world.ts';

/** A company profile with A's own BRN and TIN: identifiers are unique per merchant, so B may have them too. */
const company = {
  kind: 'company',
  name: 'Intruder Sdn. Bhd.',
  ...A_COMPANY,
  contacts: [{ name: 'Intruder', jobTitle: 'Owner', phone: '0123456789', email: 'intruder@b.example.my', isDefault: true }],
};
const request = (a: TenantFixtures) => ({ id: a.eInvoice.eInvoiceRequestId });
const supplier = { name: 'Intruder Sdn. Bhd.', brn: '201901000005', tin: 'C1234567890', msicCode: '47912', phone: '0123456789', email: 'intruder@b.example.my', address: { line1: '1 Jalan B', city: 'Klang', postcode: '41000', state: 'SGR' } };
const profile = (a: TenantFixtures) => ({ id: a.eInvoice.eInvoiceCompanyId });
const contact = (a: TenantFixtures) => ({ profileId: a.eInvoice.eInvoiceCompanyId, contactId: a.eInvoice.eInvoiceOtherContactId });

/** E-invoice customer profiles (A's companies, persons and contact persons), the buyers' requests and the supplier details. */
export const eInvoiceCases: Record<string, IsolationCase> = {
  'eInvoice.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'eInvoice.get': { reach: profile },
  'eInvoice.create': { none: "a profile names no record; A's BRN and TIN are not taken for B", input: () => company },
  'eInvoice.update': { reach: (a) => ({ id: a.eInvoice.eInvoiceCompanyId, profile: company }) },
  'eInvoice.delete': { reach: (a) => ({ id: a.eInvoice.eInvoicePersonId }) },
  'eInvoice.deleteContact': { reach: contact },
  'eInvoice.setDefaultContact': { reach: contact },
  'eInvoiceRequests.list': { list: (a) => ({ tab: 'pending', search: a.marker, pageSize: 80 }) },
  'eInvoiceRequests.get': { reach: request },
  'eInvoiceRequests.approve': { reach: request },
  'eInvoiceRequests.reject': { reach: (a) => ({ ...request(a), reason: 'Not ours' }) },
  'eInvoiceRequests.refresh': { reach: request },
  'eInvoiceRequests.supplier': { list: () => undefined },
  'eInvoiceRequests.saveSupplier': { none: "the merchant's own details name no record", input: () => supplier },
  'storefront.eInvoice.request': { reach: (a) => ({ orderNo: a.checkout.orderNo, email: a.checkout.buyerEmail, buyer: { kind: 'person', name: 'Intruder', icNo: '880101-14-5678', tin: 'IG12345678901' } }) },
  'eInvoice.msicCodes': { none: "LHDN's MSIC list, the same for every merchant", input: () => ({ search: '4651' }) },
};
