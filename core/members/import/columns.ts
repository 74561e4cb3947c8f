import { MEMBER_IMPORT_LIMITS as L, MEMBER_MESSAGES } from '../constants.ts';
import { formatCount } from '../../shared/numbers.ts';

/** The columns of a member import file and the header names each answers to (matched case-insensitively). */
export const MEMBER_COLUMNS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
} as const;
export type MemberColumn = keyof typeof MEMBER_COLUMNS;

/** Other systems name the same columns differently; each variant reads as its column. */
export const HEADER_VARIANTS: Readonly<Record<MemberColumn, readonly string[]>> = {
  name: ['Name'],
  email: ['Email', 'E-mail'],
  phone: ['Phone', 'Mobile', 'Contact'],
  dateOfBirth: ['Date of Birth', 'DOB', 'Birthday'],
};

export const REQUIRED_MEMBER_COLUMNS = ['name', 'email', 'phone'] as const satisfies readonly MemberColumn[];


/**
 * What a member import says, row by row. A fault the member forms also judge has the forms'
 * words (MEMBER_MESSAGES: the spec's "Customer name is required", "Invalid Email Address",
 * "Contact number is required"); the rest names the rule, with the spec's "csv only".
 */
export const MEMBER_IMPORT_MESSAGES = {
  csvOnly: 'Only CSV files can be imported (csv only): please upload a .csv file.',
  tooLarge: `The file is larger than ${L.maxBytes / 1024 / 1024} MB.`,
  batchRequired: 'Batch name is required.',
  batchTooLong: `Batch name can be at most ${L.batchMaxChars} characters.`,
  emptyFile: 'The member list is empty: the file has no header row (Name, Email, Phone, Date of Birth) and no members.',
  noRows: 'The member list is empty: add at least one member under the header row.',
  tooManyRows: `An import can hold at most ${formatCount(L.maxRows)} members: split the file and import the parts.`,
  unknownColumn: 'This column is not one of Name, Email, Phone and Date of Birth.',
  repeatedColumn: 'This column appears more than once.',
  missingColumn: 'The file has no such column.',
  nameRequired: MEMBER_MESSAGES.nameRequired,
  nameLetters: `Name must have at least ${L.nameMinLetters} letters.`,
  nameTooLong: `Name can be at most ${L.nameMaxChars} characters.`,
  emailInvalid: MEMBER_MESSAGES.emailInvalid,
  emailRepeated: (firstRow: number) => `This e-mail is already on row ${firstRow} of the file.`,
  emailTaken: MEMBER_MESSAGES.emailTaken,
  phoneRequired: MEMBER_MESSAGES.phoneRequired,
  /** The import's phone rule is stricter than the forms': Malaysian and Singapore numbers only. */
  phoneInvalid: 'Please enter a valid Malaysian or Singapore phone number (e.g. 012-345 6789, +60 12-345 6789 or +65 8123 4567).',
  dateOfBirthInvalid: 'Date of birth must be a real date written YYYY-MM-DD or DD/MM/YYYY (e.g. 1990-08-31 or 31/08/1990).',
  dateOfBirthFuture: 'Date of birth cannot be in the future.',
  /** A cell longer than any member row needs, e.g. a quote never closed: reading stops there. */
  rowTooLong: 'The row is too long for a member row: is a quote (") left open?',
} as const;

export const SAMPLE_FILE = { fileName: 'member-import-sample.csv', mimeType: 'text/csv; charset=utf-8' } as const;

/** The sample file offered for download: the header and a few rows showing each accepted form. */
export const SAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Name', 'Email', 'Phone', 'Date of Birth'],
  ['Aisyah binti Ahmad', 'aisyah@example.com', '012-345 6789', '1990-08-31'],
  ['Tan Mei Ling 陈美玲', 'meiling.tan@example.com', '+60 3-2141 8888', '31/12/1985'],
  ['Rajesh Kumar', 'rajesh@example.sg', '+65 8123 4567', ''],
];
