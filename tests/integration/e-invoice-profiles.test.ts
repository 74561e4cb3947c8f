import { describe, expect, it } from 'vitest';
import type { TEInvoiceContactInput, TEInvoiceProfileInput } from '../../core/e-invoice/schema.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const { caller: admin, request, logs } = adminSession(rt, shop);

const finance: TEInvoiceContactInput = { name: 'Aisyah Rahman', jobTitle: 'Finance Manager', phone: '012-345 6789', email: 'aisyah@kedai.example.my', isDefault: true };
const buyer: TEInvoiceContactInput = { name: 'Ravi Kumar', jobTitle: 'Purchaser', phone: '+60 13-222 3333', email: 'ravi@kedai.example.my' };

let serial = 0;
/** A valid company form; each call has its own BRN and TIN (both unique per merchant). */
function companyForm(overrides: Partial<Extract<TEInvoiceProfileInput, { kind: 'company' }>> = {}): Extract<TEInvoiceProfileInput, { kind: 'company' }> {
  serial += 1;
  return {
    kind: 'company',
    name: 'Kedai Runcit Maju Sdn. Bhd.',
    brn: `2020011${String(serial).padStart(5, '0')}`,
    tin: `C${2584563200 + serial * 10}`,
    contacts: [finance, buyer],
    address: { line1: 'No. 12, Jalan SS 15/4', line2: 'Subang Jaya', city: 'Subang Jaya', postcode: '47500', state: 'sgr' },
    msicCode: '47912',
    businessType: 'private_limited',
    ...overrides,
  };
}

describe('e-invoice company profiles', () => {
  it('keeps the MyInvois fields in their stored forms: BRN, TIN, SST, E.164 phones, MSIC description, MYS address', async () => {
    const { result: company, logs: written } = await logs(() =>
      admin.eInvoice.create(companyForm({ brn: '2020-0123-4567', tin: ' c2584563200 ', sstRegistrant: true, sstNo: 'w10-1808-32000001' })),
    );
    expect(company).toMatchObject({
      kind: 'company',
      idType: 'BRN',
      idValue: '202001234567',
      tin: 'C2584563200',
      sstRegistrant: true,
      sstNo: 'W10-1808-32000001',
      msicCode: '47912',
      msicDescription: 'Retail sale of any kind of product over the Internet',
      businessType: 'private_limited',
      address: { line1: 'No. 12, Jalan SS 15/4', line2: 'Subang Jaya', line3: '', city: 'Subang Jaya', postcode: '47500', state: 'SGR', country: 'MYS' },
    });
    expect(company.contacts.map((c) => [c.name, c.phone, c.isDefault])).toEqual([
      ['Aisyah Rahman', '+60123456789', true],
      ['Ravi Kumar', '+60132223333', false],
    ]);
    expectOneLog(written, { action: 'Created e-invoice customer profile "Kedai Runcit Maju Sdn. Bhd."', category: 'manage' }, request);
    expect(await admin.eInvoice.get({ id: company.id })).toEqual(company);
  });

  it('names the refused field: required ones, identifier formats, SST of a registrant, the address, MSIC', async () => {
    const empty = await rejection(admin.eInvoice.create({ kind: 'company', name: ' ', brn: '', tin: '', contacts: [] }));
    expect(empty.fieldErrors).toMatchObject({
      name: 'Company name is required.',
      brn: 'Business registration number is required.',
      tin: 'TIN is required.',
      contacts: 'Add at least one contact person.',
    });
    const bad = await rejection(
      admin.eInvoice.create(
        companyForm({
          brn: '202007123456',
          tin: 'C01234567890',
          sstRegistrant: true,
          msicCode: '99999',
          address: { line1: '', city: 'Ipoh', postcode: '3000', state: 'XX' },
          contacts: [{ ...finance, name: '', jobTitle: '', phone: '01x-2', email: 'not-mail' }],
        }),
      ),
    );
    expect(bad.fieldErrors).toEqual({
      brn: 'Enter the 12-digit business registration number (e.g. 202001234567).',
      tin: 'Enter the TIN as LHDN issues it (e.g. C2584563200, or IG and digits for a sole proprietor).',
      sstNo: 'SST registration number is required for an SST registrant.',
      msicCode: 'Choose an MSIC code from the list.',
      'address.line1': 'Please enter the address.',
      'address.postcode': 'Please enter a valid postcode (5 digits).',
      'address.state': 'Please choose a state from the list.',
      'contacts.0.name': 'Contact person name is required.',
      'contacts.0.jobTitle': 'Job title is required.',
      'contacts.0.phone': 'The contact number must contain digits only.',
      'contacts.0.email': 'Invalid Email Address',
    });
    const sst = await rejection(admin.eInvoice.create(companyForm({ sstRegistrant: true, sstNo: 'W10-1808-3200' })));
    expect(sst.fieldErrors).toEqual({ sstNo: 'Enter the SST registration number as W10-1808-32000001 (at most two, separated by ;).' });
  });

  it('keeps no SST number for a non-registrant, and takes a sole proprietor under its owner’s IG TIN', async () => {
    const company = await admin.eInvoice.create(companyForm({ brn: '202403000001', tin: 'IG12345678901', sstRegistrant: false, sstNo: 'W10-1808-32000001', businessType: 'sole_proprietorship' }));
    expect(company).toMatchObject({ tin: 'IG12345678901', sstRegistrant: false, sstNo: '', idValue: '202403000001' });
    const person = await rejection(admin.eInvoice.create({ kind: 'person', name: 'Tan', icNo: '880101-14-5678', tin: 'C2584563200' }));
    expect(person.fieldErrors).toEqual({ tin: 'Enter the individual TIN: IG followed by digits (e.g. IG12345678901).' });
  });

  it('needs exactly one default contact person, and never deletes the default one', async () => {
    for (const contacts of [[buyer], [finance, { ...buyer, isDefault: true }]]) {
      const refused = await rejection(admin.eInvoice.create(companyForm({ contacts })));
      expect(refused.fieldErrors).toEqual({ contacts: 'Mark exactly one contact person as the default.' });
    }
    const company = await admin.eInvoice.create(companyForm());
    const [first, second] = [company.contacts[0]!, company.contacts[1]!];
    const refused = await rejection(admin.eInvoice.deleteContact({ profileId: company.id, contactId: first.id }));
    expect(refused).toMatchObject({ code: 'CONFLICT', appCode: 'E_INVOICE.DEFAULT_CONTACT', fieldErrors: { contactId: 'The default contact person cannot be deleted. Make another contact person the default first.' } });

    const { result: moved, logs: written } = await logs(() => admin.eInvoice.setDefaultContact({ profileId: company.id, contactId: second.id }));
    expect(moved.contacts.map((c) => c.isDefault)).toEqual([false, true]);
    expectOneLog(written, { action: 'Made "Ravi Kumar" the default contact person of e-invoice customer profile "Kedai Runcit Maju Sdn. Bhd."', category: 'manage' }, request);
    const left = await admin.eInvoice.deleteContact({ profileId: company.id, contactId: first.id });
    expect(left.contacts.map((c) => [c.id, c.isDefault])).toEqual([[second.id, true]]);
    // The last contact person is the default one, so it stays.
    expect((await rejection(admin.eInvoice.deleteContact({ profileId: company.id, contactId: second.id }))).appCode).toBe('E_INVOICE.DEFAULT_CONTACT');
  });

  it('updates contact persons in place by id, adds new ones, drops the rest, and refuses another profile’s contact', async () => {
    const company = await admin.eInvoice.create(companyForm());
    const other = await admin.eInvoice.create(companyForm());
    const kept = company.contacts[0]!;
    const form = companyForm({ brn: company.idValue, tin: company.tin, name: 'Maju Holdings Sdn. Bhd.' });
    const updated = await admin.eInvoice.update({ id: company.id, profile: { ...form, contacts: [{ ...finance, id: kept.id, jobTitle: 'CFO' }, { ...buyer, name: 'Mei Ling' }] } });
    expect(updated.name).toBe('Maju Holdings Sdn. Bhd.');
    expect(updated.contacts.map((c) => [c.name, c.jobTitle])).toEqual([
      ['Aisyah Rahman', 'CFO'],
      ['Mei Ling', 'Purchaser'],
    ]);
    expect(updated.contacts[0]!.id).toBe(kept.id);
    const foreign = await rejection(admin.eInvoice.update({ id: company.id, profile: { ...form, contacts: [{ ...finance, id: other.contacts[0]!.id }] } }));
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', appCode: 'E_INVOICE_CONTACT.NOT_FOUND' });
    const kind = await rejection(admin.eInvoice.update({ id: company.id, profile: { kind: 'person', name: 'Tan', icNo: '880101145678', tin: 'IG12345678901' } }));
    expect(kind.fieldErrors).toEqual({ 'profile.kind': 'A company profile cannot become a personal one, nor the reverse. Create a new profile instead.' });
  });

  it('keeps each BRN and TIN to one company of the merchant, naming the field (with the update’s path)', async () => {
    const first = await admin.eInvoice.create(companyForm());
    const sameBrn = await rejection(admin.eInvoice.create(companyForm({ brn: first.idValue })));
    expect(sameBrn).toMatchObject({ code: 'CONFLICT', fieldErrors: { brn: 'Another customer profile already has this business registration number.' } });
    const sameTin = await rejection(admin.eInvoice.create(companyForm({ tin: first.tin })));
    expect(sameTin.fieldErrors).toEqual({ tin: 'Another customer profile already has this TIN.' });
    const second = await admin.eInvoice.create(companyForm());
    const onUpdate = await rejection(admin.eInvoice.update({ id: second.id, profile: companyForm({ tin: first.tin }) }));
    expect(onUpdate.fieldErrors).toEqual({ 'profile.tin': 'Another customer profile already has this TIN.' });
    // Another merchant's customers are its own: the same identifiers are free there.
    const other = await seedMerchant(rt);
    expect((await other.admin.caller.eInvoice.create(companyForm({ brn: first.idValue, tin: first.tin }))).idValue).toBe(first.idValue);
  });
});

describe('e-invoice personal profiles', () => {
  it('stores the MyKad number without dashes, the IG TIN, an optional e-mail, phone and address', async () => {
    const person = await admin.eInvoice.create({ kind: 'person', name: 'Tan Mei Ling', icNo: '900215-10-5522', tin: 'ig90021510552', phone: '019-876 5432' });
    expect(person).toMatchObject({ kind: 'person', idType: 'NRIC', idValue: '900215105522', tin: 'IG90021510552', email: '', phone: '+60198765432', address: null, contacts: [], msicCode: '', businessType: null });
    const refused = await rejection(admin.eInvoice.create({ kind: 'person', name: '', icNo: '900230-10-5522', tin: 'SG123456789', email: 'nope' }));
    expect(refused.fieldErrors).toEqual({
      name: 'Customer name is required',
      icNo: 'Enter the 12-digit MyKad number (YYMMDD-PB-###G) with a valid date of birth.',
      tin: 'Enter the individual TIN: IG followed by digits (e.g. IG12345678901).',
      email: 'Invalid Email Address',
    });
    const sameIc = await rejection(admin.eInvoice.create({ kind: 'person', name: 'Another Tan', icNo: '900215105522', tin: 'IG90021510000' }));
    expect(sameIc.fieldErrors).toEqual({ icNo: 'Another customer profile already has this IC number.' });
  });
});

describe('e-invoice profile list and access', () => {
  it('searches by name, TIN, BRN or IC number, filters by kind, pages, and deletes a profile with its contacts', async () => {
    const merchant = await seedMerchant(rt);
    const as = merchant.admin.caller;
    const company = await as.eInvoice.create(companyForm({ name: 'Syarikat Bunga Raya Sdn. Bhd.' }));
    const person = await as.eInvoice.create({ kind: 'person', name: 'Siti Aminah', icNo: '850505-08-1234', tin: 'IG85050508120' });
    const ids = async (input: Parameters<typeof as.eInvoice.list>[0]) => (await as.eInvoice.list(input)).items.map((r) => r.id).sort();
    expect(await ids({})).toEqual([person.id, company.id].sort());
    expect(await ids({ search: 'bunga' })).toEqual([company.id]);
    expect(await ids({ search: company.tin.toLowerCase() })).toEqual([company.id]);
    expect(await ids({ search: company.idValue.slice(0, 6) })).toEqual([company.id]);
    expect(await ids({ search: '850505-08' })).toEqual([person.id]);
    expect(await ids({ kind: 'person' })).toEqual([person.id]);
    expect(await as.eInvoice.list({ pageSize: 20, page: 2 })).toMatchObject({ items: [], total: 2, page: 2 });

    expect(await as.eInvoice.delete({ id: company.id })).toEqual({ id: company.id });
    expect(await rt.database.client.eInvoiceContact.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
    expect((await rejection(as.eInvoice.get({ id: company.id }))).message).toBe('Customer profile not found.');
  });

  it('lets a viewer of the manage module read but not write', async () => {
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const company = await admin.eInvoice.create(companyForm());
    expect((await viewer.caller.eInvoice.get({ id: company.id })).id).toBe(company.id);
    expect((await rejection(viewer.caller.eInvoice.delete({ id: company.id }))).code).toBe('FORBIDDEN');
    expect((await viewer.caller.eInvoice.msicCodes({ search: 'internet' })).map((m) => m.code)).toContain('47912');
  });
});
