import { z } from 'zod';
import { FILE_FORMATS } from '../jobs/file-options.ts';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { CAREER_LIMITS, RESUME_LIMITS as L, RESUME_MESSAGES as M } from './constants.ts';

const id = z.string().min(1).max(64);
const text = (max: number, field: string) => optionalText(max, term(`fields.${field}`));
const cents = z.number().int().min(0).max(CAREER_LIMITS.maxSalaryCents).nullable().default(null);

/**
 * A candidate's resume for a public career (spec section 3): name, e-mail and mobile number
 * required, the rest optional; salaries per month in cents; the PDF or Word file uploaded first.
 */
export const ZApplyInput = z.object({
  careerId: id,
  name: z.string({ error: M.nameEmpty }).trim().min(1, M.nameEmpty).max(L.nameMaxChars),
  email: z.string({ error: M.emailInvalid }).trim().max(L.emailMaxChars).pipe(z.email(M.emailInvalid)),
  mobile: z.string({ error: M.mobileEmpty }).trim().min(1, M.mobileEmpty).max(L.mobileMaxChars),
  coverLetter: text(L.coverLetterMaxChars, 'coverLetter'),
  currentPosition: text(L.shortTextMaxChars, 'currentPosition'),
  lastCompany: text(L.shortTextMaxChars, 'lastCompany'),
  education: text(L.shortTextMaxChars, 'education'),
  institute: text(L.shortTextMaxChars, 'institute'),
  experienceYears: z.number().int().min(0).max(CAREER_LIMITS.maxExperienceYears).nullable().default(null),
  salaryCents: cents,
  expectedSalaryCents: cents,
  attachmentId: z.string({ error: M.attachmentUnknown }).min(1, M.attachmentUnknown).max(64),
});
export type TApplyInput = z.input<typeof ZApplyInput>;

export const ZApplied = z.object({ id: z.string(), careerId: z.string(), positionTitle: z.string(), createdAt: z.date() });
export type TApplied = z.infer<typeof ZApplied>;

/** The recruitment list's filters: a position (career), a search of name, e-mail and mobile; newest first. */
const filters = { careerId: id.optional(), search: z.string().trim().max(100).optional() };
export const ZResumeListInput = ZPageInput.extend(filters);
export type TResumeListInput = z.infer<typeof ZResumeListInput>;
export type TResumeFilters = { careerId?: string | undefined; search?: string | undefined };

export const ZResumeAttachment = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number().int() });

/** A resume as the back office reads it: every field, and its file (null once the file is gone). */
export const ZResumeRow = z.object({
  id: z.string(),
  careerId: z.string(),
  positionTitle: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  coverLetter: z.string(),
  currentPosition: z.string(),
  lastCompany: z.string(),
  education: z.string(),
  institute: z.string(),
  experienceYears: z.number().int().nullable(),
  salaryCents: z.number().int().nullable(),
  expectedSalaryCents: z.number().int().nullable(),
  attachment: ZResumeAttachment.nullable(),
  createdAt: z.date(),
});
export type TResumeRow = z.infer<typeof ZResumeRow>;
export const ZResumePage = zPage(ZResumeRow);

export const ZResumeExportInput = z.object({ ...filters, format: z.enum(FILE_FORMATS).default('csv') });
export type TResumeExportInput = z.infer<typeof ZResumeExportInput>;
