import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { term } from '../shared/messages.ts';
import { SME_DIRECTIONS, SME_EMPLOYEE_RANGES, SME_INDUSTRIES, SME_INTENTIONS, SME_LIMITS as L, SME_MESSAGES as M, SME_REQUEST_STATUSES, SME_STATES } from './constants.ts';

const id = z.string().min(1).max(64);
const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const pick = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** The setup form (spec section 5): every field is required, the terms ticked, at least one intention and a certificate photo. */
export const ZSmeSetupInput = z.object({
  companyName: text(L.companyNameMaxChars, M.companyNameRequired, M.companyNameTooLong),
  industry: pick(SME_INDUSTRIES, M.industryRequired),
  homeTitle: text(L.homeTitleMaxChars, M.homeTitleRequired, M.homeTitleTooLong),
  shortServices: text(L.shortServicesMaxChars, M.shortServicesRequired, M.shortServicesTooLong),
  state: pick(SME_STATES as unknown as [string, ...string[]], M.stateRequired),
  area: text(L.areaMaxChars, M.areaRequired, M.areaTooLong),
  /** The year founded: from 1800 to this year (the server's clock checks the upper end). */
  founded: z.number({ error: M.founded }).int(M.founded).min(L.foundedMin, M.founded).max(9999, M.founded),
  employees: pick(SME_EMPLOYEE_RANGES, M.employeesRequired),
  intentions: z.array(z.enum(SME_INTENTIONS), { error: M.intentionRequired }).min(1, M.intentionRequired).max(SME_INTENTIONS.length),
  /** An upload of purpose 'sme-picture' (jpg, jpeg or png). */
  certificatePhotoId: z.string({ error: M.certificatePhotoRequired }).trim().min(1, M.certificatePhotoRequired).max(64),
  contactName: text(L.nameMaxChars, M.contactNameRequired, M.contactNameTooLong),
  contactPhone: z.string({ error: M.phoneInvalid }).trim().max(L.phoneMaxChars, M.phoneInvalid).regex(/^\+?\d[\d -]{5,}$/, M.phoneInvalid),
  contactEmail: z.string({ error: M.emailInvalid }).trim().max(L.emailMaxChars, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  terms: z.literal(true, { error: M.termsRequired }),
});
export type TSmeSetupInput = z.input<typeof ZSmeSetupInput>;
export type TSmeSetupValues = z.output<typeof ZSmeSetupInput>;

/** What other members see of a company: never its master contact. */
export const ZSmeCompany = z.object({
  id: z.string(),
  memberNo: z.number().int(),
  companyName: z.string(),
  industry: z.enum(SME_INDUSTRIES),
  homeTitle: z.string(),
  shortServices: z.string(),
  state: z.string(),
  area: z.string(),
  founded: z.number().int(),
  employees: z.string(),
  intentions: z.array(z.enum(SME_INTENTIONS)),
  certificatePhoto: z.string(),
  joinedAt: z.date(),
});
export type TSmeCompany = z.infer<typeof ZSmeCompany>;

export const ZSmeContact = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/** The merchant's own profile, with its contact and the photo's upload id for the form. */
export const ZSmeOwnProfile = ZSmeCompany.extend({ certificatePhotoId: z.string(), contact: ZSmeContact });

export const ZSmeOverview = z.object({
  profile: ZSmeOwnProfile.nullable(),
  quota: z.number().int(),
  seatsLeft: z.number().int(),
});
export type TSmeOverview = z.infer<typeof ZSmeOverview>;

export const ZSmeDirectoryInput = ZPageInput.extend({
  /** Words of the company's name, home-page title, services or area. */
  search: z.string().trim().max(L.searchMaxChars).default(''),
  industry: z.enum([...SME_INDUSTRIES, 'all']).default('all'),
  state: z.enum([...(SME_STATES as unknown as [string, ...string[]]), 'all']).default('all'),
  intention: z.enum([...SME_INTENTIONS, 'all']).default('all'),
});
export type TSmeDirectoryInput = z.input<typeof ZSmeDirectoryInput>;
export const ZSmeDirectoryPage = zPage(ZSmeCompany);

export const ZSmeCompanyId = z.object({ id });

const ZStatus = z.enum(SME_REQUEST_STATUSES);

/** A public profile with the certificates it shows and where the caller stands with it. */
export const ZSmeCompanyDetail = z.object({
  company: ZSmeCompany,
  certificates: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), banner: z.string().nullable(), image: z.string() })),
  /** The latest request between the two companies, if any. */
  request: z.object({ id: z.string(), direction: z.enum(SME_DIRECTIONS), status: ZStatus }).nullable(),
  /** Shown only once a request between them is approved (spec section 6). */
  contact: ZSmeContact.nullable(),
});
export type TSmeCompanyDetail = z.infer<typeof ZSmeCompanyDetail>;

export const ZSmeRequestListInput = ZPageInput.extend({
  direction: z.enum(SME_DIRECTIONS).default('sent'),
  status: z.enum([...SME_REQUEST_STATUSES, 'all']).default('all'),
});
export type TSmeRequestListInput = z.input<typeof ZSmeRequestListInput>;

export const ZSmeRequest = z.object({
  id: z.string(),
  direction: z.enum(SME_DIRECTIONS),
  status: ZStatus,
  /** The other company (null when it is no longer in the programme). */
  companyId: z.string().nullable(),
  companyName: z.string(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
export type TSmeRequest = z.infer<typeof ZSmeRequest>;
export const ZSmeRequestPage = zPage(ZSmeRequest);

export const ZSmeRequestId = z.object({ id });

export const ZSmeCertificateInput = z.object({
  /** Absent: a new certificate. */
  id: id.optional(),
  title: text(L.titleMaxChars, M.titleRequired, M.titleTooLong),
  description: optionalText(L.descriptionMaxChars, term('fields.sme.description')),
  /** Uploads of purpose 'sme-picture'. */
  bannerId: z.string().trim().max(64).default(''),
  imageId: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(64),
});
export type TSmeCertificateInput = z.input<typeof ZSmeCertificateInput>;

export const ZSmeCertificate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  bannerId: z.string(),
  imageId: z.string(),
  createdAt: z.date(),
});
export type TSmeCertificate = z.infer<typeof ZSmeCertificate>;

export const ZSmeCertificateId = z.object({ id });
