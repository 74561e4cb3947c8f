import { z } from 'zod';
import { CHANNELS } from '../reports/constants.ts';
import { ZReportDays, checkPeriod, periodShape } from '../reports/period.ts';
import { ZSeries } from '../reports/traffic-schema.ts';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import {
  COMMISSION_STATES,
  PERFORMANCE_SORTS,
  PERSON_KINDS,
  RECORD_KINDS,
  REFERRAL_LIMITS as L,
  REFERRAL_MESSAGES as M,
} from './constants.ts';

const ZId = z.string().trim().min(1).max(64);
const ZSearch = z.string().trim().max(L.searchMaxChars).default('');
const DIGITS = /^\d+$/;

// ---- groups

/** A group's commission: a percent of an order's goods total with at most two decimals, kept in basis points. */
export const ZCommissionPercent = z
  .number({ error: M.commissionRequired })
  .min(0, M.commissionNumeric)
  .max(L.maxCommissionPercent, M.commissionNumeric)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.commissionNumeric);

/** A referral group (business-areas.md section 3) with section 5's rules. */
export const ZReferralGroupInput = z.object({
  name: z.string({ error: M.groupNameTooShort }).trim().min(L.nameMinChars, M.groupNameTooShort).max(L.nameMaxChars),
  commissionPercent: ZCommissionPercent,
});
export type TReferralGroupInput = z.input<typeof ZReferralGroupInput>;

export const ZReferralIdInput = z.object({ id: ZId });
export type TReferralIdInput = z.input<typeof ZReferralIdInput>;
export const ZUpdateReferralGroupInput = z.object({ id: ZId, group: ZReferralGroupInput });
export type TUpdateReferralGroupInput = z.input<typeof ZUpdateReferralGroupInput>;

export const ZReferralGroupListInput = ZPageInput.extend({ search: ZSearch });
export type TReferralGroupListInput = z.input<typeof ZReferralGroupListInput>;

export const ZReferralGroup = z.object({
  id: z.string(),
  name: z.string(),
  commissionBp: z.number().int(),
  /** commissionBp / 100, as the form shows it. */
  commissionPercent: z.number(),
  persons: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TReferralGroup = z.infer<typeof ZReferralGroup>;
export const ZReferralGroupPage = zPage(ZReferralGroup);
export type TReferralGroupPage = z.infer<typeof ZReferralGroupPage>;

/** Every group by name, for the person form's group select. */
export const ZReferralGroupOptions = z.array(z.object({ id: z.string(), name: z.string(), commissionPercent: z.number() }));
export type TReferralGroupOptions = z.infer<typeof ZReferralGroupOptions>;

// ---- persons

/** The link's path segment: required, lower-cased, letters, digits and hyphens. */
export const ZCustomName = z
  .string({ error: M.customRequired })
  .trim()
  .toLowerCase()
  .min(1, M.customRequired)
  .max(L.customNameMaxChars, M.customInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.customInvalid);

/** A referral person (business-areas.md section 3) with section 5's rules; the member is bound apart (bindMember). */
export const ZReferralPersonInput = z.object({
  name: z.string({ error: M.nameTooShort }).trim().min(L.nameMinChars, M.nameTooShort).max(L.nameMaxChars),
  customName: ZCustomName,
  contact: z.string({ error: M.contactRequired }).trim().min(1, M.contactRequired).max(L.contactMaxChars, M.contactNumeric).regex(DIGITS, M.contactNumeric),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(L.emailMaxChars, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  groupId: ZId.nullable().default(null),
  active: z.boolean().default(true),
  /** Only at creation: a person made official cannot go back to temporary (makeOfficial). */
  kind: z.enum(PERSON_KINDS).default('temporary'),
});
export type TReferralPersonInput = z.input<typeof ZReferralPersonInput>;
export type TReferralPersonValues = z.output<typeof ZReferralPersonInput>;

/** Editing keeps the kind (temporary -> official is its own action). */
export const ZUpdateReferralPersonInput = z.object({ id: ZId, person: ZReferralPersonInput.omit({ kind: true }) });
export type TUpdateReferralPersonInput = z.input<typeof ZUpdateReferralPersonInput>;

export const ZReferralPersonListInput = ZPageInput.extend({
  search: ZSearch,
  groupId: ZId.optional(),
  kind: z.enum(PERSON_KINDS).optional(),
  active: z.boolean().optional(),
});
export type TReferralPersonListInput = z.input<typeof ZReferralPersonListInput>;

const ZBoundMember = z.object({ id: z.string(), name: z.string(), email: z.string(), active: z.boolean() }).nullable();

export const ZReferralPerson = z.object({
  id: z.string(),
  name: z.string(),
  customName: z.string(),
  /** The whole link to share: the merchant's website and the custom name (see core/shop-links/link-url.ts). */
  url: z.string(),
  contact: z.string(),
  email: z.string(),
  kind: z.enum(PERSON_KINDS),
  active: z.boolean(),
  group: z.object({ id: z.string(), name: z.string(), commissionPercent: z.number() }).nullable(),
  /** The bound member; active says whether the binding earns (rule 6). */
  member: ZBoundMember,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TReferralPerson = z.infer<typeof ZReferralPerson>;
export const ZReferralPersonPage = zPage(ZReferralPerson);
export type TReferralPersonPage = z.infer<typeof ZReferralPersonPage>;

/** How many referral slots the merchant uses of its limit. */
export const ZReferralSlots = z.object({ used: z.number().int(), limit: z.number().int() });
export type TReferralSlots = z.infer<typeof ZReferralSlots>;

export const ZSetActiveInput = z.object({ id: ZId, active: z.boolean() });
export type TSetActiveInput = z.input<typeof ZSetActiveInput>;

/** The member to bind: their e-mail address or member id. */
export const ZBindMemberInput = z.object({ id: ZId, member: z.string({ error: M.memberInvalid }).trim().min(1, M.memberInvalid).max(L.emailMaxChars, M.memberInvalid) });
export type TBindMemberInput = z.input<typeof ZBindMemberInput>;

// ---- attribution (storefront)

/** What the website kept of the visitor's arrival through a person's link: the code and when they landed. */
export const ZReferralArrival = z.object({
  code: z.string().trim().toLowerCase().min(1).max(64),
  arrivedAt: z.iso.datetime({ offset: true }),
});
export type TReferralArrival = z.input<typeof ZReferralArrival>;

// ---- records

const rangeShape = { from: ZLocalDate.optional(), to: ZLocalDate.optional() };

export const ZReferralRecordListInput = ZPageInput.extend({
  kind: z.enum(RECORD_KINDS).optional(),
  personId: ZId.optional(),
  ...rangeShape,
  search: ZSearch,
});
export type TReferralRecordListInput = z.input<typeof ZReferralRecordListInput>;

export const ZReferralRecord = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  createdAt: z.date(),
  person: z.object({ id: z.string(), name: z.string(), customName: z.string() }),
  /** The enquiry's or order's id ('' for a click), and what the screen shows of it. */
  refId: z.string(),
  refLabel: z.string(),
});
export type TReferralRecord = z.infer<typeof ZReferralRecord>;
export const ZReferralRecordPage = zPage(ZReferralRecord);
export type TReferralRecordPage = z.infer<typeof ZReferralRecordPage>;

// ---- performance

/** Where the link visits and leads were counted (the lead report's channel); records and orders count on every channel. */
const channel = z.enum(CHANNELS).default('website');

const ZPerformanceCounts = z.object({
  inquiries: z.number().int(),
  orders: z.number().int(),
  whatsapp: z.number().int(),
  /** Visits through the person's link (the lead report's visits). */
  clicks: z.number().int(),
  /** Enquiries and contact clicks, as the lead report counts them. */
  leads: z.number().int(),
});
export type TPerformanceCounts = z.infer<typeof ZPerformanceCounts>;

export const ZPerformanceListInput = z
  .object({ ...periodShape, ...ZPageInput.shape, channel, sort: z.enum(PERFORMANCE_SORTS).default('default'), search: ZSearch })
  .superRefine(checkPeriod);
export type TPerformanceListInput = z.input<typeof ZPerformanceListInput>;

export const ZPerformanceRow = ZPerformanceCounts.extend({
  id: z.string(),
  name: z.string(),
  customName: z.string(),
  kind: z.enum(PERSON_KINDS),
  active: z.boolean(),
  groupName: z.string().nullable(),
});
export type TPerformanceRow = z.infer<typeof ZPerformanceRow>;
export const ZPerformancePage = zPage(ZPerformanceRow).extend({ days: ZReportDays });
export type TPerformancePage = z.infer<typeof ZPerformancePage>;

export const ZPerformanceDetailInput = z.object({ ...periodShape, channel, id: ZId }).superRefine(checkPeriod);
export type TPerformanceDetailInput = z.input<typeof ZPerformanceDetailInput>;

export const ZPerformanceDetail = z.object({
  days: ZReportDays,
  person: ZPerformanceRow.omit({ inquiries: true, orders: true, whatsapp: true, clicks: true, leads: true }),
  totals: ZPerformanceCounts,
  /** Per bucket: visits, leads, inquiries, orders and whatsapp. */
  series: ZSeries,
});
export type TPerformanceDetail = z.infer<typeof ZPerformanceDetail>;

// ---- commissions (the performance report)

export const ZCommissionReportInput = z
  .object({ ...periodShape, ...ZPageInput.shape, id: ZId, state: z.enum(COMMISSION_STATES).optional() })
  .superRefine(checkPeriod);
export type TCommissionReportInput = z.input<typeof ZCommissionReportInput>;

export const ZCommissionRow = z.object({
  orderId: z.string(),
  orderNo: z.number().int(),
  buyerName: z.string(),
  placedAt: z.date(),
  statusId: z.number().int(),
  /** The referral reading of the status name (core/orders/constants.ts). */
  statusName: z.string(),
  goodsSen: z.number().int(),
  commissionRateBp: z.number().int(),
  commissionSen: z.number().int(),
  state: z.enum(COMMISSION_STATES),
  commissionPaidAt: z.date().nullable(),
});
export type TCommissionRow = z.infer<typeof ZCommissionRow>;

const ZCommissionTotals = z.object({
  orders: z.number().int(),
  goodsSen: z.number().int(),
  commissionSen: z.number().int(),
  payableSen: z.number().int(),
  paidSen: z.number().int(),
  notPayableSen: z.number().int(),
});
export type TCommissionTotals = z.infer<typeof ZCommissionTotals>;

export const ZCommissionReport = zPage(ZCommissionRow).extend({
  days: ZReportDays,
  person: z.object({ id: z.string(), name: z.string(), customName: z.string(), groupName: z.string().nullable(), commissionPercent: z.number() }),
  totals: ZCommissionTotals,
});
export type TCommissionReport = z.infer<typeof ZCommissionReport>;

export const ZMarkCommissionsPaidInput = z.object({ orderIds: z.array(ZId).min(1).max(L.markPaidMax) });
export type TMarkCommissionsPaidInput = z.input<typeof ZMarkCommissionsPaidInput>;
export const ZMarkCommissionsPaidResult = z.object({ marked: z.number().int(), skipped: z.number().int() });
export type TMarkCommissionsPaidResult = z.infer<typeof ZMarkCommissionsPaidResult>;

// ---- the monthly commissions file (CLI)

export const ZCommissionMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid);

/** The month's commissions, page by page: orders placed in the month (merchant's time zone) by person, then by time. */
export const ZMonthCommissionsInput = ZPageInput.extend({ month: ZCommissionMonth });
export type TMonthCommissionsInput = z.input<typeof ZMonthCommissionsInput>;

export const ZMonthCommissionRow = ZCommissionRow.extend({ person: z.object({ id: z.string(), name: z.string(), customName: z.string() }) });
export type TMonthCommissionRow = z.infer<typeof ZMonthCommissionRow>;
export const ZMonthCommissionsPage = zPage(ZMonthCommissionRow).extend({ totals: ZCommissionTotals });
export type TMonthCommissionsPage = z.infer<typeof ZMonthCommissionsPage>;
