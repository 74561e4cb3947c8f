import { describe, expect, it } from 'vitest';
import { english } from '../shared/english.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { E_INVOICE_MESSAGES as M } from './constants.ts';
import { ZEInvoiceProfileInput } from './schema.ts';

/** Field path -> first message, as the form shows it. */
function firstIssues(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of ZEInvoiceProfileInput.safeParse(input).error?.issues ?? []) out[issue.path.join('.')] ??= english(issue.message);
  return out;
}

const contact = { name: 'Aisyah', jobTitle: 'Finance', phone: '0123456789', email: 'aisyah@kedai.my', isDefault: true };
const company = { kind: 'company', name: 'Kedai Maju Sdn. Bhd.', brn: '202001234567', tin: 'C2584563200', contacts: [contact] };

describe('the e-invoice profile form', () => {
  it("asks an SST registrant for its number even while other fields are refused, and a non-registrant for none", () => {
    expect(firstIssues({ ...company, name: 123, sstRegistrant: true })).toEqual({ name: english(M.companyNameRequired), sstNo: english(M.sstRequired) });
    expect(firstIssues({ ...company, sstRegistrant: false, sstNo: 'anything' })).toEqual({});
  });

  it('refuses a contact person named twice by id, which would leave the profile without its default', () => {
    const twice = [
      { ...contact, id: 'c1' },
      { ...contact, id: 'c1', isDefault: false },
    ];
    expect(firstIssues({ ...company, contacts: twice })).toEqual({ contacts: english(GENERIC_MESSAGES.invalidValue) });
  });

  it('writes identifiers the one way they are stored, and the state as its code', () => {
    const parsed = ZEInvoiceProfileInput.parse({ kind: 'person', name: 'Tan', icNo: ' 880101-14-5678 ', tin: 'ig 123456789 01', address: { line1: '1 Jalan Ampang', city: 'KL', postcode: '50450', state: 'kul' } });
    expect(parsed).toMatchObject({ icNo: '880101145678', tin: 'IG12345678901', address: { state: 'KUL', country: 'MYS', line2: '' } });
  });
});
