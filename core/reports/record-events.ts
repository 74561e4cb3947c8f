import { takeAttemptOrRefuse } from '../auth/rate-limit.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { insertMany, type BulkRow } from '../db/bulk-write.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { knownSalesPeople } from '../sales-landing/storefront.ts';
import { awardReferralEnquiryPoints } from '../loyalty/earn-referral.ts';
import { memberCtx } from '../members/storefront-members.ts';
import { attributeArrivals } from '../referral/attribution.ts';
import { eventReferrals } from '../referral/event-referrals.ts';
import { recordReferrals } from '../referral/record-referrals.ts';
import { REPORT_LIMITS } from './constants.ts';
import { ZRecordEventsInput, type TRecordEventsInput, type TRecordedEvents, type TSiteEvent } from './event-schema.ts';
import { eventClock } from './event-clock.ts';
import { affiliateEventsByCode, checkSlots, registrationRow } from './event-targets.ts';
import { enquiryRow, siteEventRow } from './event-rows.ts';
import { classifySource, deviceOf } from './sources.ts';

const HOUR = 3_600_000;
/** How late an app may send what it saw offline. */
const LATE_LIMIT_MS = 48 * HOUR;
/** A little clock drift ahead is forgiven. */
const EARLY_LIMIT_MS = 5 * 60_000;

const EVENT_CALLS = { max: REPORT_LIMITS.eventCallsPerMinute, windowMs: 60_000 };

function invalid(index: number, name: string, message: string): AppError {
  return new AppError('REPORTS.EVENT_INVALID', message, 'invalid', `events.${index}.${name}`);
}

/** Each event's instant: its own within the allowed window, else the server's clock. */
function instants(events: TSiteEvent[], now: Date): Date[] {
  return events.map((e, i) => {
    if (!e.at) return now;
    const at = new Date(e.at);
    if (at.getTime() < now.getTime() - LATE_LIMIT_MS || at.getTime() > now.getTime() + EARLY_LIMIT_MS) throw invalid(i, 'at', msg('siteEvents.eventTooOld'));
    return at;
  });
}

/** The products the events name must be the merchant's: one look-up for the whole batch. */
async function checkProducts(ctx: StorefrontCtx, events: TSiteEvent[]): Promise<void> {
  const named = events.flatMap((e, i) => ('productId' in e && e.productId ? [[i, e.productId] as const] : []));
  if (named.length === 0) return;
  const found = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(named.map(([, id]) => id))] } }, select: { id: true } });
  const known = new Set(found.map((p) => p.id));
  const missing = named.find(([, id]) => !known.has(id));
  if (missing) throw invalid(missing[0], 'productId', notFoundMessage('product'));
}

/** The sales persons the events came through must be the merchant's: one look-up for the whole batch. */
async function checkSalesPeople(ctx: StorefrontCtx, events: TSiteEvent[]): Promise<void> {
  const known = await knownSalesPeople(ctx, events.flatMap((e) => (e.salesPersonId ? [e.salesPersonId] : [])));
  const missing = events.findIndex((e) => e.salesPersonId && !known.has(e.salesPersonId));
  if (missing >= 0) throw invalid(missing, 'salesPersonId', notFoundMessage('salesPerson'));
}

/**
 * Records a batch of what a merchant's website or app saw (storefront API, by its site key),
 * all or nothing. A site key may call this eventCallsPerMinute times a minute. Referrers are
 * classified into sources here, and each event's day and hour fixed in the merchant's time zone,
 * so rollups only count. An enquiry also becomes a record of the enquiry lists. Enquiries and
 * WhatsApp clicks that came through a referral person's link are credited to the person, and an
 * enquiry earns the person's bound member rule 6 points (core/referral, core/loyalty/earn-referral.ts).
 */
export async function recordEvents(ctx: StorefrontCtx, raw: TRecordEventsInput): Promise<TRecordedEvents> {
  const events = ZRecordEventsInput.parse(raw).events.map((e) => (e.referral && !e.referralCode ? { ...e, referralCode: e.referral.code } : e));
  const now = ctx.now();
  await takeAttemptOrRefuse(ctx.db, `site-events:${ctx.siteKeyId}`, EVENT_CALLS, now);
  const at = instants(events, now);
  await checkProducts(ctx, events);
  await checkSlots(ctx, events, invalid);
  await checkSalesPeople(ctx, events);
  const affiliates = await affiliateEventsByCode(ctx, events, invalid);
  const referrals = await attributeArrivals(ctx, events.map((e) => e.referral), now);
  const ownHosts = (await ctx.db.merchantDomain.findMany({ where: { merchantId: ctx.merchantId }, select: { domain: true } })).map((d) => d.domain.toLowerCase().replace(/^www\./, ''));
  const clock = eventClock(ctx.timeZone);
  const fallbackDevice = deviceOf(ctx.request.userAgent);

  const rows: BulkRow[] = [];
  const enquiries: BulkRow[] = [];
  const registrations: BulkRow[] = [];
  const enquiryIds = new Map<number, string>();
  events.forEach((e, i) => {
    const { day, hour } = clock(at[i]!);
    const ip = e.ip ?? ctx.request.ip;
    const visit = e.kind === 'page_view' && e.landing ? classifySource(e.referrer, ownHosts) : { source: 'direct', host: '' };
    const facts = { merchantId: ctx.merchantId, at: at[i]!, day, hour, ip, visit, device: e.device ?? fallbackDevice };
    rows.push(siteEventRow(e, facts, affiliates));
    if (e.kind === 'affiliate_registration') registrations.push(registrationRow(ctx, e, affiliates.get(e.code)!, at[i]!));
    if (e.kind === 'enquiry') {
      const row = enquiryRow(e, facts);
      enquiries.push(row);
      enquiryIds.set(i, row.id as string);
    }
  });
  const referred = eventReferrals(events, referrals, at, enquiryIds);
  await withTransaction(ctx, async (tx) => {
    await insertMany(tx, 'SiteEvent', rows);
    await insertMany(tx, 'Enquiry', enquiries);
    await insertMany(tx, 'AffiliateRegistration', registrations);
    await recordReferrals(tx, referred.records);
    await awardReferralEnquiryPoints(memberCtx(tx), referred.earnings);
  });
  return { recorded: rows.length, enquiries: enquiries.map((e) => e.id as string), registrations: registrations.map((r) => r.id as string) };
}
