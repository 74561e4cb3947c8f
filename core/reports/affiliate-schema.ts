import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { msg, term } from '../shared/messages.ts';
import { ZReportDays, checkPeriod, periodShape } from './period.ts';
import { ZSeries } from './traffic-schema.ts';

export const AFFILIATE_LIMITS = { nameLength: 120 } as const;

export const ZAddAffiliateEvent = z.object({
  name: z
    .string({ error: msg('shared.required') })
    .trim()
    .min(1, msg('shared.required'))
    .max(AFFILIATE_LIMITS.nameLength, msg('shared.tooLong', { field: term('fields.affiliate.eventName'), max: AFFILIATE_LIMITS.nameLength })),
});
export type TAddAffiliateEvent = z.input<typeof ZAddAffiliateEvent>;

export const ZAffiliateEventRef = z.object({ id: z.string().min(1) });

export const ZAffiliateEvent = z.object({ id: z.string(), name: z.string(), code: z.string(), createdAt: z.date() });
export type TAffiliateEvent = z.infer<typeof ZAffiliateEvent>;

const ZCounts = z.object({ clicks: z.number().int(), registered: z.number().int() });

/** The events report: every event with its clicks and registrations in the period. */
export const ZAffiliateEvents = z.object({
  days: ZReportDays,
  rows: z.array(ZAffiliateEvent.extend(ZCounts.shape)),
  totals: ZCounts,
  series: ZSeries,
});
export type TAffiliateEvents = z.infer<typeof ZAffiliateEvents>;

/** A report of all events, or of one (its id). */
const scope = { ...periodShape, eventId: z.string().min(1).optional() };

export const ZAffiliateScope = z.object(scope).superRefine(checkPeriod);
export type TAffiliateScope = z.input<typeof ZAffiliateScope>;

/** Click sources: what the links named as their source (facebook, newsletter; '' when none), most clicked first. */
export const ZAffiliateSources = z.object({
  days: ZReportDays,
  event: ZAffiliateEvent.nullable(),
  rows: z.array(ZCounts.extend({ source: z.string() })),
  totals: ZCounts,
  series: ZSeries,
});
export type TAffiliateSources = z.infer<typeof ZAffiliateSources>;

export const ZRegistrationsInput = z.object({ ...scope, ...ZPageInput.shape }).superRefine(checkPeriod);
export type TRegistrationsInput = z.input<typeof ZRegistrationsInput>;

export const ZAffiliateRegistration = z.object({
  id: z.string(),
  createdAt: z.date(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  company: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  source: z.string(),
});
export type TAffiliateRegistration = z.infer<typeof ZAffiliateRegistration>;

/** The registered list: newest first, a page at a time, with a chart of registrations. */
export const ZAffiliateRegistrations = z.object({
  days: ZReportDays,
  event: ZAffiliateEvent.nullable(),
  rows: zPage(ZAffiliateRegistration),
  series: ZSeries,
});
export type TAffiliateRegistrations = z.infer<typeof ZAffiliateRegistrations>;
