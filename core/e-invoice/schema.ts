import { z } from 'zod';
import { PHONE_TEXT } from '../contacts/schema.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { MY_POSTCODE, MY_STATES } from '../shipping/constants.ts';
import { BUSINESS_TYPES, E_INVOICE_COUNTRY, E_INVOICE_KINDS, E_INVOICE_LIMITS as L, E_INVOICE_MESSAGES as M } from './constants.ts';
import { isValidBrn, isValidIc, isValidSst, isValidTin, normalizeIc, normalizeSst, normalizeTin } from './identifiers.ts';
import { msicExists } from './msic.ts';

const id = z.string().min(1).max(64);

/** A required text: trimmed, refused with required when blank and with tooLong above max. */
export const required = (max: number, requiredMessage: string, tooLong: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong);

/** An optional text of at most max characters, '' when absent. */
const optional = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).default('');

/** A phone number written with spaces, dashes or a leading plus; stored as its digits (the form's refusal when blank). */
export const phone = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(L.phoneMaxChars, M.phoneInvalid).regex(PHONE_TEXT, M.phoneInvalid);

export const email = z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).pipe(z.email(M.emailInvalid).max(L.emailMaxChars, M.emailInvalid));

/** A TIN for the kind of customer, in capitals without spaces. */
export const tin = (kind: 'company' | 'person') =>
  z
    .string({ error: M.tinRequired })
    .transform(normalizeTin)
    .pipe(z.string().min(1, M.tinRequired).refine((value) => isValidTin(value, kind), kind === 'company' ? M.tinCompanyInvalid : M.tinPersonInvalid));

/** A Malaysian address: one to three lines, city, 5-digit postcode and a MY_STATES code; the country is MyInvois' MYS. */
export const ZEInvoiceAddress = z.object({
  line1: required(L.addressLineMaxChars, M.addressRequired, M.addressLineTooLong),
  line2: optional(L.addressLineMaxChars, M.addressLineTooLong),
  line3: optional(L.addressLineMaxChars, M.addressLineTooLong),
  city: required(L.cityMaxChars, M.cityRequired, M.cityTooLong),
  postcode: z.string({ error: M.postcodeInvalid }).trim().regex(MY_POSTCODE, M.postcodeInvalid),
  state: z
    .string({ error: M.stateUnknown })
    .trim()
    .toUpperCase()
    .refine((code) => Object.hasOwn(MY_STATES, code), M.stateUnknown),
  country: z.literal(E_INVOICE_COUNTRY).default(E_INVOICE_COUNTRY),
});
export type TEInvoiceAddress = z.output<typeof ZEInvoiceAddress>;

/** A company's contact person (spec: name, job title, contact, e-mail, default flag); id keeps an existing one. */
export const ZEInvoiceContactInput = z.object({
  id: id.optional(),
  name: required(L.contactNameMaxChars, M.contactNameRequired, M.contactNameTooLong),
  jobTitle: required(L.jobTitleMaxChars, M.jobTitleRequired, M.jobTitleTooLong),
  phone: phone(M.phoneRequired),
  email,
  isDefault: z.boolean().default(false),
});
export type TEInvoiceContactInput = z.input<typeof ZEInvoiceContactInput>;

/** SSM's 12-digit registration number, written with or without dashes and spaces. */
export const zBrn = z
  .string({ error: M.brnRequired })
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, M.brnRequired).refine((brn) => isValidBrn(brn), M.brnInvalid));

/** An MSIC code of LHDN's list, or '' for none. */
export const zMsicCode = z
  .string({ error: M.msicUnknown })
  .trim()
  .refine((code) => code === '' || msicExists(code), M.msicUnknown);

/** Whether both SST fields of a company form parsed, whatever became of the others. */
const sstParsed = ({ value }: { value: unknown }) => {
  const v = value as { sstRegistrant?: unknown; sstNo?: unknown };
  return typeof v.sstRegistrant === 'boolean' && typeof v.sstNo === 'string';
};

/** An SST registrant's number: checked beside the other fields' refusals (`when`), so the form shows them all at once. */
export const withSstChecks = <T extends z.ZodType<{ sstRegistrant: boolean; sstNo: string }>>(schema: T): T =>
  schema
    .refine((c) => !c.sstRegistrant || c.sstNo !== '', { path: ['sstNo'], message: M.sstRequired, when: sstParsed })
    .refine((c) => !c.sstRegistrant || c.sstNo === '' || isValidSst(c.sstNo), { path: ['sstNo'], message: M.sstInvalid, when: sstParsed });

export const ZEInvoiceCompanyInput = withSstChecks(
  z.object({
    kind: z.literal('company'),
    name: required(L.nameMaxChars, M.companyNameRequired, M.nameTooLong),
    brn: zBrn,
    tin: tin('company'),
    sstRegistrant: z.boolean().default(false),
    /** Required of an SST registrant; a non-registrant's is not kept. */
    sstNo: z.string({ error: M.sstInvalid }).max(40, M.sstInvalid).transform(normalizeSst).default(''),
    contacts: z
      .array(ZEInvoiceContactInput, { error: M.contactsRequired })
      .min(1, M.contactsRequired)
      .max(L.contactsMax, M.tooManyContacts)
      .refine((contacts) => contacts.filter((c) => c.isDefault).length === 1, M.oneDefaultContact)
      // Only an API call could name one person twice; the second would overwrite the first.
      .refine((contacts) => new Set(contacts.flatMap((c) => (c.id ? [c.id] : []))).size === contacts.filter((c) => c.id).length, GENERIC_MESSAGES.invalidValue),
    address: ZEInvoiceAddress.nullable().default(null),
    msicCode: zMsicCode.default(''),
    businessType: z.enum(BUSINESS_TYPES, { error: M.businessTypeInvalid }).nullable().default(null),
  }),
);

export const ZEInvoicePersonInput = z.object({
  kind: z.literal('person'),
  name: required(L.nameMaxChars, M.customerNameRequired, M.nameTooLong),
  /** MyKad number, with or without dashes; stored as its 12 digits. */
  icNo: z
    .string({ error: M.icRequired })
    .trim()
    .min(1, M.icRequired)
    .refine(isValidIc, M.icInvalid)
    .transform(normalizeIc),
  tin: tin('person'),
  email: z.union([z.literal(''), email], { error: M.emailInvalid }).default(''),
  phone: z.union([z.literal(''), phone(M.phoneInvalid)], { error: M.phoneInvalid }).default(''),
  address: ZEInvoiceAddress.nullable().default(null),
});

/** A customer profile as the form sends it: a company or a person. */
export const ZEInvoiceProfileInput = z.discriminatedUnion('kind', [ZEInvoiceCompanyInput, ZEInvoicePersonInput]);
export type TEInvoiceProfileInput = z.input<typeof ZEInvoiceProfileInput>;
export type TEInvoiceProfileValues = z.output<typeof ZEInvoiceProfileInput>;

export const ZEInvoiceUpdateInput = z.object({ id, profile: ZEInvoiceProfileInput });
export type TEInvoiceUpdateInput = z.input<typeof ZEInvoiceUpdateInput>;

export const ZEInvoiceId = z.object({ id });
export const ZEInvoiceContactRef = z.object({ profileId: id, contactId: id });
export type TEInvoiceContactRef = z.input<typeof ZEInvoiceContactRef>;

export const ZEInvoiceListInput = ZPageInput.extend({
  /** Any part of the name, TIN, BRN or IC number. */
  search: z.string().trim().max(L.searchMaxChars).optional(),
  kind: z.enum(E_INVOICE_KINDS).optional(),
});
export type TEInvoiceListInput = z.input<typeof ZEInvoiceListInput>;

export const ZEInvoiceContact = z.object({ id: z.string(), name: z.string(), jobTitle: z.string(), phone: z.string(), email: z.string(), isDefault: z.boolean() });
export type TEInvoiceContact = z.infer<typeof ZEInvoiceContact>;

const ZAddressOut = z.object({ line1: z.string(), line2: z.string(), line3: z.string(), city: z.string(), postcode: z.string(), state: z.string(), country: z.string() });

export const ZEInvoiceProfile = z.object({
  id: z.string(),
  kind: z.enum(E_INVOICE_KINDS),
  /** MyInvois' IdType: BRN for a company, NRIC for a person; idValue is the BRN or the IC number. */
  idType: z.enum(['BRN', 'NRIC']),
  idValue: z.string(),
  name: z.string(),
  tin: z.string(),
  sstRegistrant: z.boolean(),
  sstNo: z.string(),
  /** A person's own; a company's are its contacts'. */
  email: z.string(),
  phone: z.string(),
  msicCode: z.string(),
  msicDescription: z.string(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  address: ZAddressOut.nullable(),
  contacts: z.array(ZEInvoiceContact),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TEInvoiceProfile = z.infer<typeof ZEInvoiceProfile>;

export const ZEInvoiceProfileRow = ZEInvoiceProfile.pick({ id: true, kind: true, idType: true, idValue: true, name: true, tin: true, createdAt: true, updatedAt: true });
export const ZEInvoiceProfilePage = zPage(ZEInvoiceProfileRow);
export type TEInvoiceProfilePage = z.infer<typeof ZEInvoiceProfilePage>;

export const ZMsicSearchInput = z.object({ search: z.string().trim().max(L.searchMaxChars).default('') });
export const ZMsicCode = z.object({ code: z.string(), description: z.string() });
