import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { localDate } from '../shared/time.ts';
import { assertReportAccess } from './access.ts';
import { getAffiliateEvent } from './affiliate-events.ts';
import {
  ZAffiliateScope,
  ZRegistrationsInput,
  type TAffiliateEvents,
  type TAffiliateRegistration,
  type TAffiliateRegistrations,
  type TAffiliateScope,
  type TAffiliateSources,
  type TRegistrationsInput,
} from './affiliate-schema.ts';
import { countEveryChannel } from './channel-counts.ts';
import { totalsByKey, type CountRow } from './event-counts.ts';
import { ZReportPeriod, type ReportDays, type TReportPeriod } from './period.ts';
import { reportDaysOf, shownDays } from './report-days.ts';
import type { ReportTable } from './report-table.ts';
import { seriesOf } from './traffic-reports.ts';

const eventSelect = { id: true, name: true, code: true, createdAt: true } as const;

/** Clicks and registrations of the period (of one event when given): both counted from the storefront's affiliate events. */
async function affiliateCounts(ctx: Ctx, days: ReportDays, eventId?: string) {
  const filter = { days, ...(eventId && { keys: [eventId] }) };
  const [clicks, signups] = await Promise.all([countEveryChannel(ctx, { dimension: 'affiliateClicks', ...filter }), countEveryChannel(ctx, { dimension: 'affiliateSignups', ...filter })]);
  const sum = (rows: readonly CountRow[]) => rows.reduce((n, r) => n + r.count, 0);
  return {
    clicks,
    signups,
    totals: { clicks: sum(clicks), registered: sum(signups) },
    series: seriesOf(days, [...clicks.map((r) => ({ ...r, key: 'click' })), ...signups.map((r) => ({ ...r, key: 'signup' }))], { clicks: { key: 'click' }, registered: { key: 'signup' } }),
  };
}

/** The period of an admin's affiliate report, after the access check. */
async function affiliateDays(ctx: Ctx, p: TReportPeriod): Promise<ReportDays> {
  assertReportAccess(ctx, 'admin');
  return reportDaysOf(ctx, ZReportPeriod.parse(p));
}

/** The affiliate events report: every event (newest first) with its clicks and registrations in the period. */
export async function affiliateEventsReport(ctx: Ctx, raw: TReportPeriod): Promise<TAffiliateEvents> {
  const days = await affiliateDays(ctx, raw);
  const [events, counts] = await Promise.all([
    ctx.db.affiliateEvent.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], select: eventSelect }),
    affiliateCounts(ctx, days),
  ]);
  const clicks = new Map(totalsByKey(counts.clicks).map((r) => [r.key, r.count]));
  const registered = new Map(totalsByKey(counts.signups).map((r) => [r.key, r.count]));
  return {
    days: shownDays(days),
    rows: events.map((e) => ({ ...e, clicks: clicks.get(e.id) ?? 0, registered: registered.get(e.id) ?? 0 })),
    totals: counts.totals,
    series: counts.series,
  };
}

/** Where affiliate clicks came from (the source each link named), of all events or one, with the registrations from each. */
export async function affiliateSourcesReport(ctx: Ctx, raw: TAffiliateScope): Promise<TAffiliateSources> {
  const input = ZAffiliateScope.parse(raw);
  const days = await affiliateDays(ctx, input);
  const event = input.eventId ? await getAffiliateEvent(ctx, input.eventId) : null;
  const counts = await affiliateCounts(ctx, days, input.eventId);
  const bySource = new Map<string, { source: string; clicks: number; registered: number }>();
  const add = (rows: readonly CountRow[], field: 'clicks' | 'registered') => {
    for (const r of rows) {
      const row = bySource.get(r.sub) ?? { source: r.sub, clicks: 0, registered: 0 };
      row[field] += r.count;
      bySource.set(r.sub, row);
    }
  };
  add(counts.clicks, 'clicks');
  add(counts.signups, 'registered');
  return {
    days: shownDays(days),
    event,
    rows: [...bySource.values()].sort((a, b) => b.clicks - a.clicks || b.registered - a.registered || a.source.localeCompare(b.source)),
    totals: counts.totals,
    series: counts.series,
  };
}

const registrationSelect = { id: true, createdAt: true, name: true, email: true, contact: true, company: true, eventId: true, source: true, event: { select: { name: true } } } as const;

const registrationRow = ({ event, ...r }: { event: { name: string } } & Omit<TAffiliateRegistration, 'eventName'>): TAffiliateRegistration => ({ ...r, eventName: event.name });

/** The registered list: who registered through the links in the period (of all events or one), newest first, a page at a time. */
export async function affiliateRegistrationsReport(ctx: Ctx, raw: TRegistrationsInput): Promise<TAffiliateRegistrations> {
  const input = ZRegistrationsInput.parse(raw);
  const days = await affiliateDays(ctx, input);
  const event = input.eventId ? await getAffiliateEvent(ctx, input.eventId) : null;
  const where = { merchantId: ctx.merchantId, createdAt: { gte: days.gte, lt: days.lt }, ...(input.eventId && { eventId: input.eventId }) };
  const [total, rows, counts] = await Promise.all([
    ctx.db.affiliateRegistration.count({ where }),
    ctx.db.affiliateRegistration.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input), select: registrationSelect }),
    affiliateCounts(ctx, days, input.eventId),
  ]);
  return {
    days: shownDays(days),
    event,
    rows: { items: rows.map(registrationRow), total, page: input.page, pageSize: input.pageSize },
    series: { buckets: counts.series.buckets, values: { registered: counts.series.values.registered! } },
  };
}

/** The file name's part naming the scope: the event's code, or all events. */
const scopeName = (event: { code: string } | null) => (event ? `event-${event.code}` : 'all-events');

export async function affiliateEventsTable(ctx: Ctx, input: TReportPeriod): Promise<ReportTable> {
  const report = await affiliateEventsReport(ctx, input);
  return {
    name: `affiliate-events-${report.days.from}-to-${report.days.to}`,
    header: ['Date', 'Event', 'Code', 'Clicks', 'Registered'],
    rows: report.rows.map((r) => [localDate(r.createdAt, ctx.timeZone), r.name, r.code, r.clicks, r.registered]),
  };
}

export async function affiliateSourcesTable(ctx: Ctx, input: TAffiliateScope): Promise<ReportTable> {
  const report = await affiliateSourcesReport(ctx, input);
  return {
    name: `affiliate-sources-${scopeName(report.event)}-${report.days.from}-to-${report.days.to}`,
    header: ['Source', 'Clicks', 'Registered'],
    rows: report.rows.map((r) => [r.source, r.clicks, r.registered]),
  };
}

/** The registered list as a file: every registration of the period, not a page; times on the merchant's clock. */
export async function affiliateRegistrationsTable(ctx: Ctx, raw: TAffiliateScope): Promise<ReportTable> {
  const input = ZAffiliateScope.parse(raw);
  const days = await affiliateDays(ctx, input);
  const event = input.eventId ? await getAffiliateEvent(ctx, input.eventId) : null;
  const rows = await ctx.db.affiliateRegistration.findMany({
    where: { merchantId: ctx.merchantId, createdAt: { gte: days.gte, lt: days.lt }, ...(input.eventId && { eventId: input.eventId }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: registrationSelect,
  });
  return {
    name: `affiliate-registered-${scopeName(event)}-${days.from}-to-${days.to}`,
    header: ['Date', 'Name', 'Email', 'Contact', 'Company', 'Event', 'Source'],
    rows: rows.map(registrationRow).map((r) => [format(new TZDate(r.createdAt.getTime(), ctx.timeZone), 'yyyy-MM-dd HH:mm'), r.name, r.email, r.contact, r.company, r.eventName, r.source]),
  };
}
