import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { VISIBILITY_FIELD, zContentRow, zItemQuickEdit, zPublicItem } from '../content/schema.ts';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { CAREER_LIMITS as L, CAREER_MESSAGES as M } from './constants.ts';
import { EMPLOYMENT_TYPES, LOCATIONS, POSITION_LEVELS, QUALIFICATIONS, SPECIALIZATIONS, type TQualification } from './options.ts';

const blank = (input: unknown) => input === undefined || input === null || input === '';

/** One code of an option list: a missing one is told empty (required fields), an unknown one invalid. */
const option = <T extends string>(codes: readonly T[], empty: string) =>
  z.enum(codes as [T, ...T[]], { error: (issue) => (blank(issue.input) ? empty : M.invalidOption) });

const level = z.union(
  POSITION_LEVELS.map((n) => z.literal(n)),
  { error: M.invalidOption },
);
const qualification = z.union(
  QUALIFICATIONS.map((n) => z.literal(n)),
  { error: M.invalidOption },
);

/** A whole number from min to max, or null (left blank). */
const optionalWhole = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);

const title = localizedText('title', L.titleMaxChars, term('fields.jobTitle'), M.titleEmpty);
const longText = (field: 'description' | 'requirements' | 'responsibilities' | 'benefits', label: string) => localizedText(field, L.textMaxChars, term(`fields.${label}`));

/**
 * A career (spec section 3); required (section 5): the job title, at least one qualification, the
 * employment type and the location. Position level and specialization are not in that list but
 * their columns are: a new career starts as Fresh or Entry Level (5) in Others.
 */
export const ZCareerInput = z
  .object({
    ...title,
    positionLevel: level.default(5),
    specialization: option(SPECIALIZATIONS, M.invalidOption).default('others'),
    qualifications: z
      .array(qualification, { error: M.qualificationsEmpty })
      .min(1, M.qualificationsEmpty)
      .max(QUALIFICATIONS.length)
      .transform((codes) => [...new Set(codes)].sort((a, b) => a - b) as TQualification[]),
    employmentType: option(EMPLOYMENT_TYPES, M.employmentTypeEmpty),
    location: option(LOCATIONS, M.locationEmpty),
    experienceYears: z.number().int().min(0).max(L.maxExperienceYears).default(0),
    ageFrom: optionalWhole(L.minAge, L.maxAge),
    ageTo: optionalWhole(L.minAge, L.maxAge),
    salaryMinCents: optionalWhole(0, L.maxSalaryCents),
    salaryMaxCents: optionalWhole(0, L.maxSalaryCents),
    ...longText('description', 'careerDescription'),
    ...longText('requirements', 'careerRequirements'),
    ...longText('responsibilities', 'careerResponsibilities'),
    ...longText('benefits', 'careerBenefits'),
    spokenLanguages: optionalText(L.languagesMaxChars, term('fields.spokenLanguages')),
    writtenLanguages: optionalText(L.languagesMaxChars, term('fields.writtenLanguages')),
    ...VISIBILITY_FIELD,
  })
  .superRefine((c, ctx) => {
    // The upper end of each range carries the message: it is the one to correct.
    if (c.ageFrom !== null && c.ageTo !== null && c.ageFrom > c.ageTo) ctx.addIssue({ code: 'custom', path: ['ageTo'], message: M.ageRange });
    if (c.salaryMinCents !== null && c.salaryMaxCents !== null && c.salaryMinCents > c.salaryMaxCents) ctx.addIssue({ code: 'custom', path: ['salaryMaxCents'], message: M.salaryRange });
  });
export type TCareerInput = z.infer<typeof ZCareerInput>;
/** A career form's values as sent. */
export type TCareerFormValues = z.input<typeof ZCareerInput>;
export const ZCareerQuickEdit = zItemQuickEdit(title.titleEn);

const options = {
  positionLevel: z.number().int(),
  specialization: z.string(),
  qualifications: z.array(z.number().int()),
  employmentType: z.string(),
  location: z.string(),
};

/** A row of /manage/careers: the list's columns and the resumes received. */
export const ZCareerRow = zContentRow({ titleEn: z.string(), positionLevel: z.number().int(), employmentType: z.string(), location: z.string(), resumeCount: z.number().int() });
export type TCareerRow = z.infer<typeof ZCareerRow>;

const ranges = {
  experienceYears: z.number().int(),
  ageFrom: z.number().int().nullable(),
  ageTo: z.number().int().nullable(),
  salaryCurrency: z.string(),
  salaryMinCents: z.number().int().nullable(),
  salaryMaxCents: z.number().int().nullable(),
  spokenLanguages: z.string(),
  writtenLanguages: z.string(),
};

export const ZCareerDetail = zContentRow({
  ...localizedOutput('title'),
  ...options,
  ...ranges,
  ...localizedOutput('description'),
  ...localizedOutput('requirements'),
  ...localizedOutput('responsibilities'),
  ...localizedOutput('benefits'),
});
export type TCareerDetail = z.infer<typeof ZCareerDetail>;

/** A career as the website reads it, in one language; the options as their codes (docs/content.md). */
export const ZPublicCareer = zPublicItem({
  title: z.string(),
  ...options,
  ...ranges,
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  benefits: z.string(),
});
export type TPublicCareer = z.infer<typeof ZPublicCareer>;
