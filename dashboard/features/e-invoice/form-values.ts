import type { TEInvoiceContactInput, TEInvoiceProfile, TEInvoiceProfileInput } from '../../../core/e-invoice/schema.ts';
import type { TEInvoiceKind, TBusinessType } from '../../../core/e-invoice/constants.ts';

export type AddressValues = { line1: string; line2: string; line3: string; city: string; postcode: string; state: string };

/** One form for both kinds: the fields of the kind not chosen are left out when sent. */
export type ProfileValues = {
  kind: TEInvoiceKind;
  name: string;
  tin: string;
  brn: string;
  sstRegistrant: boolean;
  sstNo: string;
  msicCode: string;
  msicDescription: string;
  businessType: TBusinessType | null;
  icNo: string;
  email: string;
  phone: string;
  hasAddress: boolean;
  address: AddressValues;
  contacts: TEInvoiceContactInput[];
};

const NO_ADDRESS: AddressValues = { line1: '', line2: '', line3: '', city: '', postcode: '', state: '' };
export const newContact = (isDefault: boolean): TEInvoiceContactInput => ({ name: '', jobTitle: '', phone: '', email: '', isDefault });

export function valuesOf(kind: TEInvoiceKind, profile: TEInvoiceProfile | null): ProfileValues {
  if (!profile) return { kind, name: '', tin: '', brn: '', sstRegistrant: false, sstNo: '', msicCode: '', msicDescription: '', businessType: null, icNo: '', email: '', phone: '', hasAddress: false, address: NO_ADDRESS, contacts: kind === 'company' ? [newContact(true)] : [] };
  const { line1 = '', line2 = '', line3 = '', city = '', postcode = '', state = '' } = profile.address ?? {};
  return {
    kind: profile.kind,
    name: profile.name,
    tin: profile.tin,
    brn: profile.kind === 'company' ? profile.idValue : '',
    sstRegistrant: profile.sstRegistrant,
    sstNo: profile.sstNo,
    msicCode: profile.msicCode,
    msicDescription: profile.msicDescription,
    businessType: profile.businessType,
    icNo: profile.kind === 'person' ? profile.idValue : '',
    email: profile.email,
    phone: profile.phone,
    hasAddress: profile.address !== null,
    address: { line1, line2, line3, city, postcode, state },
    contacts: profile.contacts.map(({ id, name, jobTitle, phone, email, isDefault }) => ({ id, name, jobTitle, phone, email, isDefault })),
  };
}

/** The values as the server takes them, for the kind chosen. */
export function inputOf(v: ProfileValues): TEInvoiceProfileInput {
  // The country is MyInvois' MYS, which the server fills in.
  const address = v.hasAddress ? v.address : null;
  if (v.kind === 'person') return { kind: 'person', name: v.name, icNo: v.icNo, tin: v.tin, email: v.email, phone: v.phone, address };
  return { kind: 'company', name: v.name, brn: v.brn, tin: v.tin, sstRegistrant: v.sstRegistrant, sstNo: v.sstRegistrant ? v.sstNo : '', contacts: v.contacts, address, msicCode: v.msicCode, businessType: v.businessType };
}
