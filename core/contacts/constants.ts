import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
import { MEMBER_MESSAGES } from '../members/constants.ts';

/** The user log and job access of the contact list: it is one of the Tools. */
export const CONTACT_CATEGORY = 'tools';

export const CONTACT_LIMITS = {
  nameMaxChars: 150,
  companyMaxChars: 150,
  emailMaxChars: 254,
  /** A phone number: E.164 has at most 15 digits; written with spaces, dashes and a plus. */
  phoneMaxChars: 24,
  /** An import is judged whole and written in one transaction: its rows are held in memory. */
  importMaxRows: 10_000,
  importMaxBytes: 5 * 1024 * 1024,
  /** Contacts one bulk delete may name: a list page of 80 at most. */
  bulkDeleteMax: 80,
} as const;
const L = CONTACT_LIMITS;

/**
 * What the contact list says. The spec's "Customer name is required", "Contact number is
 * required" and "Invalid Email Address" are the member forms' own messages (one text, one key).
 */
export const CONTACT_MESSAGES = {
  nameRequired: MEMBER_MESSAGES.nameRequired,
  nameTooLong: tooLongMessage(term('fields.contacts.name'), L.nameMaxChars),
  companyTooLong: tooLongMessage(term('fields.contacts.companyName'), L.companyMaxChars),
  contactRequired: MEMBER_MESSAGES.phoneRequired,
  contactNumeric: msg('contacts.contactNumeric'),
  whatsappNumeric: msg('contacts.whatsappNumeric'),
  emailInvalid: MEMBER_MESSAGES.emailInvalid,
  dateInvalid: msg('shared.dateFormat'),
  /** The spec's "selected file invalid" / "excel file required": an upload that is not CSV or XLSX. */
  fileType: msg('contacts.fileType'),
  fileTooLarge: msg('uploads.fileTooLarge', { max: `${L.importMaxBytes / 1024 / 1024} MB` }),
  emptyFile: msg('contacts.emptyFile'),
  tooManyRows: msg('contacts.tooManyRows', { max: L.importMaxRows }),
  tooManyIds: msg('contacts.tooManyIds', { max: L.bulkDeleteMax }),
} as const;

/** The columns of an import file, which are also the export's: an export imports again as it is. */
export const CONTACT_COLUMNS = {
  name: 'Name',
  companyName: 'Company Name',
  contact: 'Contact',
  email: 'Email',
  whatsapp: 'WhatsApp',
  date: 'Date',
} as const;
export type ContactColumn = keyof typeof CONTACT_COLUMNS;
export const REQUIRED_CONTACT_COLUMNS = ['name', 'contact'] as const satisfies readonly ContactColumn[];
