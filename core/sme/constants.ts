import { MY_STATE_CODES } from '../shipping/constants.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The SME pages' module key: the user-log category and the permission unit. */
export const SME_MODULE = 'sme';

/** The programme is open to the first 500 SMEs (spec section 9). */
export const SME_SEATS = 500;
/** The one row of SmeProgramme. */
export const SME_PROGRAMME_ID = 'sme';

/** Quota a merchant gets on joining; operators add more with `merchant credits add --kind sme_quota` (docs/sme.md). */
export const SME_JOINING_QUOTA = 10;
/** A request to connect costs 1 quota; approving or rejecting one costs none (spec sections 6 and 9). */
export const SME_REQUEST_COST = 1;

/** The domains (industries) a company picks from. */
export const SME_INDUSTRIES = ['retail', 'food_beverage', 'manufacturing', 'services', 'technology', 'health_beauty', 'education', 'construction', 'agriculture', 'logistics', 'tourism', 'other'] as const;
export type TSmeIndustry = (typeof SME_INDUSTRIES)[number];

/** Employee ranges, after Malaysia's micro, small and medium enterprise bands. */
export const SME_EMPLOYEE_RANGES = ['1-4', '5-29', '30-75', '76-200', '201+'] as const;

/** What a company looks for in the programme: at least one (spec section 5). */
export const SME_INTENTIONS = ['find_suppliers', 'find_distributors', 'find_customers', 'partnership', 'investment', 'export', 'cross_promotion', 'knowledge_sharing'] as const;
export type TSmeIntention = (typeof SME_INTENTIONS)[number];

export const SME_STATES = MY_STATE_CODES;

/** Spec section 4: the states of a request ("accepted" is approved). */
export const SME_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TSmeRequestStatus = (typeof SME_REQUEST_STATUSES)[number];
export const SME_DIRECTIONS = ['sent', 'received'] as const;
export type TSmeDirection = (typeof SME_DIRECTIONS)[number];

/** The spec gives no limits; these are ours (docs/sme.md). */
export const SME_LIMITS = {
  companyNameMaxChars: 150,
  homeTitleMaxChars: 150,
  shortServicesMaxChars: 500,
  areaMaxChars: 100,
  foundedMin: 1800,
  nameMaxChars: 100,
  phoneMaxChars: 20,
  emailMaxChars: 200,
  titleMaxChars: 150,
  descriptionMaxChars: 1000,
  certificatesMax: 20,
  searchMaxChars: 100,
} as const;

const L = SME_LIMITS;
const field = (name: string) => term(`fields.sme.${name}`);

export const SME_MESSAGES = {
  companyNameRequired: msg('sme.companyNameRequired'),
  companyNameTooLong: tooLongMessage(field('companyName'), L.companyNameMaxChars),
  industryRequired: msg('sme.industryRequired'),
  homeTitleRequired: msg('sme.homeTitleRequired'),
  homeTitleTooLong: tooLongMessage(field('homeTitle'), L.homeTitleMaxChars),
  shortServicesRequired: msg('sme.shortServicesRequired'),
  shortServicesTooLong: tooLongMessage(field('shortServices'), L.shortServicesMaxChars),
  stateRequired: msg('sme.stateRequired'),
  areaRequired: msg('sme.areaRequired'),
  areaTooLong: tooLongMessage(field('area'), L.areaMaxChars),
  founded: msg('sme.founded', { min: L.foundedMin }),
  employeesRequired: msg('sme.employeesRequired'),
  intentionRequired: msg('sme.intentionRequired'),
  termsRequired: msg('sme.termsRequired'),
  /** Spec section 5, verbatim. */
  certificatePhotoRequired: msg('sme.certificatePhotoRequired'),
  photoType: msg('sme.photoType'),
  contactNameRequired: msg('sme.contactNameRequired'),
  contactNameTooLong: tooLongMessage(field('contactName'), L.nameMaxChars),
  phoneInvalid: msg('sme.phoneInvalid'),
  emailInvalid: msg('sme.emailInvalid'),
  full: msg('sme.full', { seats: SME_SEATS }),
  notMember: msg('sme.notMember'),
  ownCompany: msg('sme.ownCompany'),
  alreadyPending: msg('sme.alreadyPending'),
  alreadyConnected: msg('sme.alreadyConnected'),
  noQuota: msg('sme.noQuota'),
  notPending: msg('sme.notPending'),
  titleRequired: msg('sme.titleRequired'),
  titleTooLong: tooLongMessage(field('title'), L.titleMaxChars),
  descriptionTooLong: tooLongMessage(field('description'), L.descriptionMaxChars),
  imageRequired: msg('sme.imageRequired'),
  certificatesMax: msg('sme.certificatesMax', { max: L.certificatesMax }),
} as const;
