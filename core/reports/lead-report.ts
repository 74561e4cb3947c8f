import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { CHANNELS } from './constants.ts';
import { countEvents, type CountRow } from './event-counts.ts';
import { ZReportDays, checkPeriod, periodShape, type ReportDays } from './period.ts';
import { shownDays } from './report-days.ts';
import { ZSeries, type TSeries, type TTrafficInput } from './traffic-schema.ts';
import { seriesOf, trafficDays } from './traffic-reports.ts';

/** What a referral person's visitors did: the lead report's columns (performance sorts: inquiry, WhatsApp, clicks, lead). */
const ZLeadCounts = z.object({ visits: z.number().int(), inquiries: z.number().int(), whatsapp: z.number().int(), otherContacts: z.number().int(), leads: z.number().int() });

/** The referral person whose custom name the code is, when one is (core/referral). */
const ZCodePerson = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZLeadReport = z.object({ days: ZReportDays, rows: z.array(ZLeadCounts.extend({ code: z.string(), person: ZCodePerson })), totals: ZLeadCounts, series: ZSeries });
export type TLeadReport = z.infer<typeof ZLeadReport>;

export const ZLeadDetailInput = z.object({ ...periodShape, channel: z.enum(CHANNELS).default('website'), code: z.string().trim().min(1).max(64) }).superRefine(checkPeriod);
export type TLeadDetailInput = z.input<typeof ZLeadDetailInput>;

export const ZLeadDetail = z.object({
  days: ZReportDays,
  code: z.string(),
  totals: ZLeadCounts,
  series: ZSeries,
  enquiries: z.array(z.object({ id: z.string(), channel: z.enum(CHANNELS), name: z.string(), subject: z.string(), createdAt: z.date() })),
});
export type TLeadDetail = z.infer<typeof ZLeadDetail>;

type Counts = z.infer<typeof ZLeadCounts>;
const empty = (): Counts => ({ visits: 0, inquiries: 0, whatsapp: 0, otherContacts: 0, leads: 0 });

/** Adds a referral count row (sub: visit, inquiry or a contact type) to counts; a lead is an enquiry or a contact click. */
function add(counts: Counts, sub: string, n: number): void {
  if (sub === 'visit') counts.visits += n;
  else if (sub === 'inquiry') counts.inquiries += n;
  else if (sub === 'whatsapp') counts.whatsapp += n;
  else counts.otherContacts += n;
  if (sub !== 'visit') counts.leads += n;
}

/** Visits and leads (enquiries and contact clicks) of referral count rows per bucket: the lead charts. */
function leadSeries(days: ReportDays, rows: readonly CountRow[]): TSeries {
  return seriesOf(days, rows.map((r) => ({ ...r, key: r.sub === 'visit' ? 'visit' : 'lead' })), { visits: { key: 'visit' }, leads: { key: 'lead' } });
}

/**
 * Leads by referral person's code: visits that arrived with the code and the enquiries and contact
 * clicks they made, most leads first, with a chart of all codes together, each code with the
 * referral person whose custom name it is (if any).
 */
export async function leadReport(ctx: Ctx, raw: TTrafficInput): Promise<TLeadReport> {
  const { channel, days } = await trafficDays(ctx, raw);
  const rows = await countEvents(ctx, { channel, dimension: 'referral', days });
  const byCode = new Map<string, Counts>();
  const totals = empty();
  for (const r of rows) {
    const counts = byCode.get(r.key) ?? empty();
    add(counts, r.sub, r.count);
    add(totals, r.sub, r.count);
    byCode.set(r.key, counts);
  }
  const persons = await ctx.db.referralPerson.findMany({ where: { merchantId: ctx.merchantId, customName: { in: [...byCode.keys()].map((c) => c.toLowerCase()) } }, select: { id: true, name: true, customName: true } });
  const named = new Map(persons.map((p) => [p.customName, { id: p.id, name: p.name }]));
  const sorted = [...byCode.entries()].map(([code, c]) => ({ code, person: named.get(code.toLowerCase()) ?? null, ...c })).sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.code.localeCompare(b.code));
  return { days: shownDays(days), rows: sorted, totals, series: leadSeries(days, rows) };
}

/** One referral code's leads: its counts, a chart of visits and leads, and the enquiries sent with it. */
export async function leadDetail(ctx: Ctx, raw: TLeadDetailInput): Promise<TLeadDetail> {
  const input = ZLeadDetailInput.parse(raw);
  const { channel, days } = await trafficDays(ctx, input);
  const rows = await countEvents(ctx, { channel, dimension: 'referral', days, keys: [input.code] });
  const totals = empty();
  for (const r of rows) add(totals, r.sub, r.count);
  const enquiries = await ctx.db.enquiry.findMany({
    where: { merchantId: ctx.merchantId, referralCode: input.code, createdAt: { gte: days.gte, lt: days.lt } },
    orderBy: { createdAt: 'desc' },
    take: 100,
    select: { id: true, channel: true, name: true, subject: true, createdAt: true },
  });
  return {
    days: shownDays(days),
    code: input.code,
    totals,
    series: leadSeries(days, rows),
    enquiries: enquiries.map((e) => ({ ...e, channel: e.channel as (typeof CHANNELS)[number] })),
  };
}
