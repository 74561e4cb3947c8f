import { MEMBER_IMPORT_LIMITS as L, MEMBER_MESSAGES } from '../constants.ts';
import { msg, term } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/text-fields.ts';

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
  csvOnly: msg('memberImport.csvOnly'),
  tooLarge: msg('uploads.fileTooLarge', { max: `${L.maxBytes / 1024 / 1024} MB` }),
  batchRequired: msg('memberImport.batchRequired'),
  batchTooLong: tooLongMessage(term('fields.memberImport.batch'), L.batchMaxChars),
  emptyFile: msg('memberImport.emptyFile'),
  noRows: msg('memberImport.noRows'),
  tooManyRows: msg('memberImport.tooManyRows', { maxRows: L.maxRows }),
  unknownColumn: msg('memberImport.unknownColumn'),
  repeatedColumn: msg('files.repeatedColumn'),
  missingColumn: msg('memberImport.missingColumn'),
  nameRequired: MEMBER_MESSAGES.nameRequired,
  nameLetters: msg('memberImport.nameLetters', { nameMinLetters: L.nameMinLetters }),
  nameTooLong: tooLongMessage(term('fields.memberImport.name'), L.nameMaxChars),
  emailInvalid: MEMBER_MESSAGES.emailInvalid,
  emailRepeated: (firstRow: number) => msg('memberImport.emailRepeated', { firstRow }),
  emailTaken: MEMBER_MESSAGES.emailTaken,
  phoneRequired: MEMBER_MESSAGES.phoneRequired,
  /** The import's phone rule is stricter than the forms': Malaysian and Singapore numbers only. */
  phoneInvalid: msg('memberImport.phoneInvalid'),
  dateOfBirthInvalid: msg('memberImport.dateOfBirthInvalid'),
  dateOfBirthFuture: msg('memberImport.dateOfBirthFuture'),
  /** A cell longer than any member row needs, e.g. a quote never closed: reading stops there. */
  rowTooLong: msg('memberImport.rowTooLong'),
} as const;

export const SAMPLE_FILE = { fileName: 'member-import-sample.csv', mimeType: 'text/csv; charset=utf-8' } as const;

/** The sample file offered for download: the header and a few rows showing each accepted form. */
export const SAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Name', 'Email', 'Phone', 'Date of Birth'],
  ['Aisyah binti Ahmad', 'aisyah@example.com', '012-345 6789', '1990-08-31'],
  ['Tan Mei Ling 陈美玲', 'meiling.tan@example.com', '+60 3-2141 8888', '31/12/1985'],
  ['Rajesh Kumar', 'rajesh@example.sg', '+65 8123 4567', ''],
];
