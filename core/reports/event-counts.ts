import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { addDaysTo } from '../shared/time.ts';
import type { Channel } from './constants.ts';
import { DIMENSIONS, VISITORS_SQL, type DimensionName } from './dimensions.ts';
import { wholeMonths, type ReportDays } from './period.ts';
import { periodCondition } from './period-rows.ts';
import type { MerchantEvents } from './rollup.ts';

/** A count of one key (and sub) in one bucket of a report's range: a day, or a month for monthly grain. */
export interface CountRow {
  bucket: string;
  key: string;
  sub: string;
  count: number;
  visitors: number;
}

export interface CountQuery {
  channel: Channel;
  dimension: DimensionName;
  days: Pick<ReportDays, 'from' | 'to' | 'grain'>;
  /** Only these keys (a product's views, one referral code). */
  keys?: readonly string[];
  /** Only this sub (an IP view type). */
  sub?: string;
}


/**
 * How a range reads: whole months up to the rollup's mark from month rows, the other rolled-up
 * days from day rows, and the days after the mark from the raw events.
 */
function plan(days: CountQuery['days'], through: string | null) {
  const rolledTo = through && through < days.to ? through : through ? days.to : null;
  const rolled = rolledTo && rolledTo >= days.from ? wholeMonths(days.from, rolledTo) : { months: [], dayRanges: [] };
  const liveFrom = rolledTo && rolledTo >= days.from ? addDaysTo(rolledTo, 1) : days.from;
  return { ...rolled, live: liveFrom <= days.to ? ([liveFrom, days.to] as const) : null };
}

const bucketOf = (period: string, grain: 'day' | 'month') => (grain === 'month' || period.length === 7 ? period.slice(0, 7) : period);

const num = (value: number | bigint | string | null) => Number(value ?? 0);

/**
 * The rows of a count query as SQL to select from: ("period", "key", "sub", "count",
 * "visitors"), rolled-up days from EventRollup and the rest from SiteEvent with the same
 * definitions (dimensions.ts), so a report is the same before and after the rollup. Null when
 * the range reads nothing.
 */
export async function countRowsSql(ctx: MerchantEvents, query: CountQuery): Promise<Prisma.Sql | null> {
  const mark = await ctx.db.eventRollupMark.findUnique({ where: { merchantId: ctx.merchantId }, select: { through: true } });
  const { months, dayRanges, live } = plan(query.days, mark?.through ?? null);
  const d = DIMENSIONS[query.dimension];
  const parts: Prisma.Sql[] = [];
  if (months.length || dayRanges.length) {
    const keys = query.keys ? Prisma.sql` AND "key" IN (${Prisma.join(query.keys.length ? query.keys : [''])})` : Prisma.empty;
    const sub = query.sub === undefined ? Prisma.empty : Prisma.sql` AND "sub" = ${query.sub}`;
    parts.push(Prisma.sql`
      SELECT "period", "key", "sub", SUM("count") AS "count", SUM("visitors") AS "visitors" FROM "EventRollup"
      WHERE "merchantId" = ${ctx.merchantId} AND "channel" = ${query.channel} AND "dimension" = ${query.dimension}
        AND ${periodCondition(months, dayRanges)}${keys}${sub}
      GROUP BY "period", "key", "sub"`);
  }
  if (live) {
    const key = Prisma.raw(`COALESCE(${d.key}, '')`);
    const sub = Prisma.raw(d.sub);
    const keys = query.keys ? Prisma.sql` AND ${key} IN (${Prisma.join(query.keys.length ? query.keys : [''])})` : Prisma.empty;
    const subIs = query.sub === undefined ? Prisma.empty : Prisma.sql` AND ${sub} = ${query.sub}`;
    parts.push(Prisma.sql`
      SELECT "day" AS "period", ${key} AS "key", ${sub} AS "sub", COUNT(*) AS "count", ${Prisma.raw(VISITORS_SQL)} AS "visitors" FROM "SiteEvent"
      WHERE "merchantId" = ${ctx.merchantId} AND "channel" = ${query.channel} AND "day" >= ${live[0]} AND "day" <= ${live[1]} AND ${Prisma.raw(d.where)}${keys}${subIs}
      GROUP BY 1, 2, 3`);
  }
  return parts.length ? Prisma.join(parts, ' UNION ALL ') : null;
}

/** The counts of a dimension over a report's range by bucket, key and sub: what every traffic report reads. */
export async function countEvents(ctx: MerchantEvents, query: CountQuery): Promise<CountRow[]> {
  const sql = await countRowsSql(ctx, query);
  type Row = { period: string; key: string; sub: string; count: number | bigint; visitors: number | bigint };
  const rows = sql ? await ctx.db.$queryRaw<Row[]>`SELECT * FROM (${sql}) AS "counts"` : [];
  const merged = new Map<string, CountRow>();
  for (const r of rows) {
    const bucket = bucketOf(r.period, query.days.grain);
    const id = `${bucket}\u0000${r.key}\u0000${r.sub}`;
    const row = merged.get(id) ?? { bucket, key: r.key, sub: r.sub, count: 0, visitors: 0 };
    row.count += num(r.count);
    row.visitors += num(r.visitors);
    merged.set(id, row);
  }
  return [...merged.values()];
}

/** Rows summed over buckets (and subs unless kept): totals by key. */
export function totalsByKey(rows: readonly CountRow[], keepSub = false): CountRow[] {
  const out = new Map<string, CountRow>();
  for (const r of rows) {
    const id = keepSub ? `${r.key}\u0000${r.sub}` : r.key;
    const row = out.get(id) ?? { bucket: '', key: r.key, sub: keepSub ? r.sub : '', count: 0, visitors: 0 };
    row.count += r.count;
    row.visitors += r.visitors;
    out.set(id, row);
  }
  return [...out.values()];
}
