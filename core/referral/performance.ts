import type { CountRow } from '../reports/event-counts.ts';
import { countEvents } from '../reports/event-counts.ts';
import type { Channel } from '../reports/constants.ts';
import type { ReportDays } from '../reports/period.ts';
import { reportDaysOf, shownDays } from '../reports/report-days.ts';
import { seriesOf } from '../reports/traffic-reports.ts';
import type { Ctx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';
import type { PerformanceSort, PersonKind } from './constants.ts';
import {
  ZPerformanceDetailInput,
  ZPerformanceListInput,
  type TPerformanceCounts,
  type TPerformanceDetail,
  type TPerformanceDetailInput,
  type TPerformanceListInput,
  type TPerformancePage,
  type TPerformanceRow,
} from './schema.ts';
import { loadPerson } from './store.ts';

const RECORD_COUNTS = { inquiry: 'inquiries', order: 'orders', whatsapp: 'whatsapp' } as const;
const empty = (): TPerformanceCounts => ({ inquiries: 0, orders: 0, whatsapp: 0, clicks: 0, leads: 0 });

/** Adds a lead-report count row: a landing is a click (a visit through the link); an enquiry or a contact click is a lead. */
function addEvent(counts: TPerformanceCounts, row: CountRow): void {
  if (row.sub === 'visit') counts.clicks += row.count;
  else counts.leads += row.count;
}

/** The persons' records in the period, and their link's event counts (the lead report's rows for their codes). */
async function countsOf(ctx: Ctx, days: ReportDays, channel: Channel, persons: readonly { id: string; customName: string }[]) {
  const [records, events] = await Promise.all([
    ctx.db.referralRecord.findMany({
      where: { merchantId: ctx.merchantId, personId: { in: persons.map((p) => p.id) }, createdAt: { gte: days.gte, lt: days.lt } },
      select: { personId: true, kind: true, createdAt: true },
    }),
    persons.length ? countEvents(ctx, { channel, dimension: 'referral', days, keys: persons.map((p) => p.customName) }) : [],
  ]);
  return { records, events };
}

const SORT_KEYS: Record<Exclude<PerformanceSort, 'default'>, keyof TPerformanceCounts> = {
  inquiry: 'inquiries',
  order: 'orders',
  whatsapp: 'whatsapp',
  clicks: 'clicks',
  lead: 'leads',
};

/**
 * Each person's counts over the period, sorted and paged. A merchant has at most REFERRAL_SLOTS
 * persons, so all are counted and sorted here. Default: newest person first; a count sort puts the
 * highest first, then the newest.
 */
export async function referralPerformance(ctx: Ctx, raw: TPerformanceListInput): Promise<TPerformancePage> {
  const input = ZPerformanceListInput.parse(raw);
  const days = await reportDaysOf(ctx, input);
  const needle = input.search.toLowerCase();
  const persons = (
    await ctx.db.referralPerson.findMany({
      where: { merchantId: ctx.merchantId },
      select: { id: true, name: true, customName: true, kind: true, active: true, createdAt: true, group: { select: { name: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    })
  ).filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.customName.includes(needle));
  const { records, events } = await countsOf(ctx, days, input.channel, persons);
  const byId = new Map(persons.map((p) => [p.id, empty()]));
  const byCode = new Map(persons.map((p) => [p.customName, byId.get(p.id)!]));
  for (const r of records) byId.get(r.personId)![RECORD_COUNTS[r.kind as keyof typeof RECORD_COUNTS]] += 1;
  for (const e of events) {
    const counts = byCode.get(e.key);
    if (counts) addEvent(counts, e);
  }
  const rows: TPerformanceRow[] = persons.map(({ group, createdAt: _created, kind, ...p }) => ({ ...p, kind: kind as PersonKind, groupName: group?.name ?? null, ...byId.get(p.id)! }));
  if (input.sort !== 'default') {
    const key = SORT_KEYS[input.sort];
    // Array.prototype.sort is stable: ties keep the newest-first order.
    rows.sort((a, b) => b[key] - a[key]);
  }
  const start = (input.page - 1) * input.pageSize;
  return { days: shownDays(days), items: rows.slice(start, start + input.pageSize), total: rows.length, page: input.page, pageSize: input.pageSize };
}

/** One person's counts over the period with a chart per bucket of clicks, leads, enquiries, orders and WhatsApp clicks. */
export async function referralPerformanceDetail(ctx: Ctx, raw: TPerformanceDetailInput): Promise<TPerformanceDetail> {
  const input = ZPerformanceDetailInput.parse(raw);
  const person = await loadPerson(ctx, input.id);
  const days = await reportDaysOf(ctx, input);
  const { records, events } = await countsOf(ctx, days, input.channel, [person]);
  const totals = empty();
  for (const r of records) totals[RECORD_COUNTS[r.kind as keyof typeof RECORD_COUNTS]] += 1;
  for (const e of events) addEvent(totals, e);
  const bucketOf = (at: Date) => localDate(at, ctx.timeZone).slice(0, days.grain === 'month' ? 7 : 10);
  const rows: CountRow[] = [
    ...events.map((e) => ({ ...e, key: e.sub === 'visit' ? 'clicks' : 'leads' })),
    ...records.map((r) => ({ bucket: bucketOf(r.createdAt), key: r.kind, sub: '', count: 1, visitors: 0 })),
  ];
  const series = seriesOf(days, rows, { clicks: { key: 'clicks' }, leads: { key: 'leads' }, inquiries: { key: 'inquiry' }, orders: { key: 'order' }, whatsapp: { key: 'whatsapp' } });
  return {
    days: shownDays(days),
    person: { id: person.id, name: person.name, customName: person.customName, kind: person.kind, active: person.active, groupName: person.group?.name ?? null },
    totals,
    series,
  };
}
