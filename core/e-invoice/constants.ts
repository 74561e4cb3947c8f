import { MEMBER_MESSAGES } from '../members/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { SHIPPING_MESSAGES } from '../shipping/constants.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/**
 * The permission module of the e-invoice customer profiles, and their user-log category. The
 * routes (/e-invoice-customer-profile, /e-invoice-customer-request) name no role module key
 * (routes.json area 'misc'), so they fall under 'manage'.
 */
export const E_INVOICE_MODULE = 'manage';

/** A customer is a company (MyInvois IdType BRN) or a person (IdType NRIC). */
export const E_INVOICE_KINDS = ['company', 'person'] as const;
export type TEInvoiceKind = (typeof E_INVOICE_KINDS)[number];

/** The MyInvois IdType each kind is identified by. */
export const ID_TYPE_OF = { company: 'BRN', person: 'NRIC' } as const satisfies Record<TEInvoiceKind, string>;

/** The business types a company profile may name; SSM's entity kinds, with 'other' for the rest. */
export const BUSINESS_TYPES = ['sole_proprietorship', 'partnership', 'private_limited', 'public_limited', 'llp', 'foreign_company', 'other'] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];

/** MyInvois wants addresses with ISO 3166-1 alpha-3 country codes; every profile address is in Malaysia. */
export const E_INVOICE_COUNTRY = 'MYS';

/** Column sizes follow MyInvois' own (invoice v1.0 field table): name 300, address line 150, e-mail 320, phone 20. */
export const E_INVOICE_LIMITS = {
  nameMaxChars: 300,
  contactNameMaxChars: 150,
  jobTitleMaxChars: 100,
  addressLineMaxChars: 150,
  addressLines: 3,
  cityMaxChars: 50,
  emailMaxChars: 320,
  phoneMaxChars: 20,
  contactsMax: 20,
  searchMaxChars: 100,
  msicSearchMax: 50,
} as const;
const L = E_INVOICE_LIMITS;

export const E_INVOICE_MESSAGES = {
  companyNameRequired: msg('eInvoice.companyNameRequired'),
  /** Spec: personal "customer name", worded as the member forms word it. */
  customerNameRequired: MEMBER_MESSAGES.nameRequired,
  nameTooLong: tooLongMessage(term('fields.eInvoice.name'), L.nameMaxChars),
  brnRequired: msg('eInvoice.brnRequired'),
  brnInvalid: msg('eInvoice.brnInvalid'),
  tinRequired: msg('eInvoice.tinRequired'),
  tinCompanyInvalid: msg('eInvoice.tinCompanyInvalid'),
  tinPersonInvalid: msg('eInvoice.tinPersonInvalid'),
  sstRequired: msg('eInvoice.sstRequired'),
  sstInvalid: msg('eInvoice.sstInvalid'),
  icRequired: msg('eInvoice.icRequired'),
  icInvalid: msg('eInvoice.icInvalid'),
  msicUnknown: msg('eInvoice.msicUnknown'),
  businessTypeInvalid: msg('eInvoice.businessTypeInvalid'),
  contactsRequired: msg('eInvoice.contactsRequired'),
  tooManyContacts: msg('eInvoice.tooManyContacts', { max: L.contactsMax }),
  oneDefaultContact: msg('eInvoice.oneDefaultContact'),
  contactNameRequired: msg('eInvoice.contactNameRequired'),
  contactNameTooLong: tooLongMessage(term('fields.eInvoice.contactName'), L.contactNameMaxChars),
  jobTitleRequired: msg('eInvoice.jobTitleRequired'),
  jobTitleTooLong: tooLongMessage(term('fields.eInvoice.jobTitle'), L.jobTitleMaxChars),
  phoneRequired: MEMBER_MESSAGES.phoneRequired,
  phoneInvalid: msg('eInvoice.phoneInvalid'),
  emailRequired: msg('eInvoice.emailRequired'),
  emailInvalid: MEMBER_MESSAGES.emailInvalid,
  addressRequired: msg('eInvoice.addressRequired'),
  addressLineTooLong: tooLongMessage(term('fields.eInvoice.addressLine'), L.addressLineMaxChars),
  cityRequired: msg('eInvoice.cityRequired'),
  cityTooLong: tooLongMessage(term('fields.eInvoice.city'), L.cityMaxChars),
  postcodeInvalid: SHIPPING_MESSAGES.postcodeInvalid,
  stateUnknown: SHIPPING_MESSAGES.stateUnknown,
  tinTaken: msg('eInvoice.tinTaken'),
  brnTaken: msg('eInvoice.brnTaken'),
  icTaken: msg('eInvoice.icTaken'),
  kindFixed: msg('eInvoice.kindFixed'),
  defaultContactDelete: msg('eInvoice.defaultContactDelete'),
  msicRequired: msg('eInvoice.msicRequired'),
  supplierMissing: msg('eInvoice.supplierMissing'),
  myInvoisMissing: msg('eInvoice.myInvoisMissing'),
  myInvoisUnavailable: msg('eInvoice.myInvoisUnavailable'),
  /** Spec (business-areas.md section 8): "a request was already submitted". */
  requestTaken: msg('eInvoice.requestTaken'),
  orderNotPaid: msg('eInvoice.orderNotPaid'),
  proofRequired: msg('eInvoice.proofRequired'),
  requestNotOpen: msg('eInvoice.requestNotOpen'),
  requestNotSubmitted: msg('eInvoice.requestNotSubmitted'),
  rejectReasonRequired: msg('eInvoice.rejectReasonRequired'),
  rejectReasonTooLong: tooLongMessage(term('fields.eInvoice.rejectReason'), 500),
  monthInvalid: msg('eInvoice.monthInvalid'),
} as const;

/**
 * A customer request's statuses: pending until the merchant decides; submitting while an approval
 * sends it (the claim that keeps a second approval out); submitted, valid or invalid as MyInvois
 * answers; rejected by the merchant. Every status but rejected keeps the order's one open request.
 */
export const REQUEST_STATUSES = ['pending', 'submitting', 'submitted', 'valid', 'invalid', 'rejected'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** The list's tabs and the statuses each holds (approved and submitted together). */
export const REQUEST_TABS = { pending: ['pending'], submitted: ['submitting', 'submitted'], valid: ['valid'], invalid: ['invalid'], rejected: ['rejected'] } as const satisfies Record<string, readonly TRequestStatus[]>;
export type TRequestTab = keyof typeof REQUEST_TABS;

/** The statuses an approval may start from: a new request, or an invalid document fixed and sent again. */
export const APPROVABLE: readonly TRequestStatus[] = ['pending', 'invalid'];

