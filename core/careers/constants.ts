import { msg } from '../shared/messages.ts';

/** The upload purpose of a candidate's resume file (core/uploads/policies.ts). */
export const RESUME_ATTACHMENT_PURPOSE = 'resume-attachment';

/** MIME types as file-type detects them: PDF, Word 97-2003 (.doc is an OLE compound file: 'application/x-cfb') and .docx. */
export const RESUME_ATTACHMENT_TYPES = ['application/pdf', 'application/msword', 'application/x-cfb', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

/** Limits the spec leaves open (docs/content.md "Careers and resumes"). */
export const CAREER_LIMITS = {
  titleMaxChars: 200,
  /** Description, requirements, responsibilities, benefits: each, in each language. */
  textMaxChars: 10_000,
  languagesMaxChars: 200,
  maxExperienceYears: 60,
  minAge: 15,
  maxAge: 100,
  /** 10 million a month, in cents. */
  maxSalaryCents: 1_000_000_000,
} as const;

export const RESUME_LIMITS = {
  /** The attachment's size: 10 MB. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentMaxLabel: '10 MB',
  nameMaxChars: 100,
  emailMaxChars: 254,
  mobileMaxChars: 30,
  shortTextMaxChars: 200,
  coverLetterMaxChars: 5_000,
} as const;

export const CAREER_MESSAGES = {
  titleEmpty: msg('careers.titleEmpty'),
  qualificationsEmpty: msg('careers.qualificationsEmpty'),
  employmentTypeEmpty: msg('careers.employmentTypeEmpty'),
  locationEmpty: msg('careers.locationEmpty'),
  invalidOption: msg('shared.invalidValue'),
  ageRange: msg('careers.ageRange'),
  salaryRange: msg('careers.salaryRange'),
} as const;

export const RESUME_MESSAGES = {
  nameEmpty: msg('resumes.nameEmpty'),
  emailInvalid: msg('resumes.emailInvalid'),
  mobileEmpty: msg('resumes.mobileEmpty'),
  careerClosed: msg('resumes.careerClosed'),
  attachmentUnknown: msg('resumes.attachmentUnknown'),
  attachmentUsed: msg('resumes.attachmentUsed'),
  attachmentType: msg('resumes.attachmentType'),
  attachmentTooLarge: msg('uploads.fileTooLarge', { max: RESUME_LIMITS.attachmentMaxLabel }),
} as const;
