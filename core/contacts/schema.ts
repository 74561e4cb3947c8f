import { z } from 'zod';
import { FILE_FORMATS } from '../jobs/file-options.ts';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import { optionalText } from '../shared/text-fields.ts';
import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from './constants.ts';

/** Digits, with the spaces, dashes and leading plus people write them with: the spec's "numeric". */
export const PHONE_TEXT = /^\+?[0-9][0-9 -]*$/;

const ZContactNumber = z.string({ error: M.contactRequired }).trim().min(1, { error: M.contactRequired, abort: true }).max(L.phoneMaxChars, M.contactNumeric).regex(PHONE_TEXT, M.contactNumeric);
const ZWhatsapp = z.union([z.literal(''), z.string().trim().max(L.phoneMaxChars, M.whatsappNumeric).regex(PHONE_TEXT, M.whatsappNumeric)], { error: M.whatsappNumeric }).default('');

/** A contact as the form and the API give it (spec: name, companyName, contact, email, date, whatsapp). */
export const ZContactInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  companyName: optionalText(L.companyMaxChars, term('fields.contacts.companyName')),
  contact: ZContactNumber,
  email: z.union([z.literal(''), z.string().trim().pipe(z.email(M.emailInvalid).max(L.emailMaxChars, M.emailInvalid))], { error: M.emailInvalid }).default(''),
  whatsapp: ZWhatsapp,
  /** The contact's day on the merchant's clock; today when not given. */
  date: ZLocalDate.optional(),
});
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactIdInput = z.object({ id: z.string().min(1).max(64) });
export const ZContactUpdateInput = ZContactInput.extend({ id: z.string().min(1).max(64) });
export type TContactUpdateInput = z.input<typeof ZContactUpdateInput>;
export const ZContactIdsInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(L.bulkDeleteMax, M.tooManyIds) });

/** What the list and its export keep: a text anywhere in the name, company, contact or e-mail, and the contact's days. */
export const ZContactFilter = z.object({
  search: z.string().trim().max(100).optional(),
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TContactFilter = z.infer<typeof ZContactFilter>;

export const ZContactListInput = ZPageInput.extend(ZContactFilter.shape);
export type TContactListInput = z.input<typeof ZContactListInput>;

export const ZContact = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  /** As stored: the digits with the country code first when the phone library read the number. */
  contact: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  /** 'YYYY-MM-DD' on the merchant's clock. */
  date: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactPage = zPage(ZContact);
export type TContactPage = z.infer<typeof ZContactPage>;

export const ZDeletedCount = z.object({ deleted: z.number().int() });

/** An uploaded CSV or XLSX of contacts, read and written by a job. */
export const ZStartContactImportInput = z.object({
  uploadId: z.string().min(1),
  /** Check every row and write nothing. */
  dryRun: z.boolean().default(false),
});
export type TStartContactImportInput = z.infer<typeof ZStartContactImportInput>;

/** Every contact the list's filters keep, as CSV or XLSX. */
export const ZContactExportInput = ZContactFilter.extend({ format: z.enum(FILE_FORMATS).default('csv') });
export type TContactExportInput = z.infer<typeof ZContactExportInput>;
