import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { addDaysTo } from '../shared/time.ts';
import type { Channel } from './constants.ts';
import { DIMENSIONS, VISITORS_SQL, type Dimension, type DimensionName } from './dimensions.ts';
import { wholeMonths, type ReportDays } from './period.ts';
import { periodCondition } from './period-rows.ts';
import { readOpenMark, type MerchantEvents } from './rollup-marks.ts';

/** A count of one key (and sub) in one bucket of a report's range: a day, or a month for monthly grain. */
export interface CountRow {
  bucket: string;
  key: string;
  sub: string;
  count: number;
  visitors: number;
}

export interface CountQuery {
  /** One channel, or several counted together (the monthly report's website and app). */
  channel: Channel | readonly Channel[];
  dimension: DimensionName;
  days: Pick<ReportDays, 'from' | 'to' | 'grain'>;
  /** Only these keys (a product's views, one referral code). */
  keys?: readonly string[];
  /** Only this sub (an IP view type). */
  sub?: string;
}


/** The rollup's marks: days counted for good, and the open day and hour counted up to. */
interface Marks {
  through: string;
  open: { day: string; hour: number } | null;
}

/**
 * How a range reads: rolled-up days from month rows (each whole month, when byMonth) and day
 * rows, and the rest from the raw events. Rows reach the open mark's hour (or the closed mark's
 * day); the raw events are the later ones: the open day's later hours and the days after it. A
 * chart of days reads day rows only.
 */
function plan(days: CountQuery['days'], marks: Marks | null, byMonth: boolean) {
  const open = marks?.open && marks.open.day > marks.through ? marks.open : null;
  const last = open ? open.day : (marks?.through ?? null);
  const rolledTo = last === null ? null : last < days.to ? last : days.to;
  const rolling = rolledTo !== null && rolledTo >= days.from;
  // A month row holds its days up to the last one counted (rollup.ts sums each month it touches).
  const rolled = !rolling ? { months: [], dayRanges: [] } : byMonth ? wholeMonths(days.from, rolledTo, last ?? undefined) : { months: [], dayRanges: [[days.from, rolledTo] as [string, string]] };
  // The open day is counted up to its mark's hour: its later hours are read raw.
  const partial = open && rolledTo === open.day ? open : null;
  const liveFrom = !rolling ? days.from : partial ? partial.day : addDaysTo(rolledTo, 1);
  return { ...rolled, live: liveFrom <= days.to ? { from: liveFrom, to: days.to, afterHour: partial } : null };
}

const bucketOf = (period: string, grain: 'day' | 'month') => (grain === 'month' || period.length === 7 ? period.slice(0, 7) : period);

const num = (value: number | bigint | string | null | undefined) => Number(value ?? 0);

/**
 * The rows of a count query as SQL to select from and sum: ("period", "key", "sub", "count",
 * "visitors"), rolled-up days from EventRollup and the rest from SiteEvent with the same
 * definitions (dimensions.ts), so a report is the same before and after the rollup. byMonth:
 * whole months read their month rows (not for a chart of days). Null when the range reads nothing.
 */
export async function countRowsSql(ctx: MerchantEvents, query: CountQuery, byMonth = query.days.grain === 'month'): Promise<Prisma.Sql | null> {
  const mark = await ctx.db.eventRollupMark.findUnique({ where: { merchantId: ctx.merchantId }, select: { through: true, openThrough: true } });
  const { months, dayRanges, live } = plan(query.days, mark && { through: mark.through, open: readOpenMark(mark.openThrough) }, byMonth);
  const d = DIMENSIONS[query.dimension];
  const channel = typeof query.channel === 'string' ? Prisma.sql`"channel" = ${query.channel}` : Prisma.sql`"channel" IN (${Prisma.join(query.channel)})`;
  const parts: Prisma.Sql[] = [];
  if (months.length || dayRanges.length) {
    const keys = query.keys ? Prisma.sql` AND "key" IN (${Prisma.join(query.keys.length ? query.keys : [''])})` : Prisma.empty;
    const sub = query.sub === undefined ? Prisma.empty : Prisma.sql` AND "sub" = ${query.sub}`;
    // The rows as they are (a period, key and sub once per channel): every reader sums them.
    parts.push(Prisma.sql`
      SELECT "period", "key", "sub", "count", "visitors" FROM "EventRollup"
      WHERE "merchantId" = ${ctx.merchantId} AND ${channel} AND "dimension" = ${query.dimension}
        AND ${periodCondition(months, dayRanges)}${keys}${sub}`);
  }
  if (live) {
    const key = Prisma.raw(`COALESCE(${d.key}, '')`);
    const sub = Prisma.raw(d.sub);
    const keys = query.keys ? Prisma.sql` AND ${key} IN (${Prisma.join(query.keys.length ? query.keys : [''])})` : Prisma.empty;
    const subIs = query.sub === undefined ? Prisma.empty : Prisma.sql` AND ${sub} = ${query.sub}`;
    const rawRows = (days: Prisma.Sql) =>
      Prisma.sql`
      SELECT "day" AS "period", ${key} AS "key", ${sub} AS "sub", COUNT(*) AS "count", ${Prisma.raw(VISITORS_SQL)} AS "visitors" FROM "SiteEvent"
      WHERE "merchantId" = ${ctx.merchantId} AND ${days} AND ${channel} AND ${Prisma.raw(d.where)}${keys}${subIs}
      GROUP BY 1, 2, 3`;
    // The open day's later hours, and the days after it, apart: each a range of the (merchant, day, hour) index.
    const after = live.afterHour;
    if (after) parts.push(rawRows(Prisma.sql`"day" = ${after.day} AND "hour" > ${after.hour}`));
    const from = after ? addDaysTo(after.day, 1) : live.from;
    if (from <= live.to) parts.push(rawRows(Prisma.sql`"day" >= ${from} AND "day" <= ${live.to}`));
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

type Count = number | bigint | string | null;

/**
 * A dimension's keys (with their subs when kept) over the range, summed, sorted and cut in the
 * database: the most counted first (then by key), at most limit; namedOnly leaves out the
 * events without one (a visit from no page). For lists of many keys (searched words, pages,
 * addresses), whose rows are never all read into memory.
 */
export async function topCounts(ctx: MerchantEvents, query: CountQuery, limit: number, options: { keepSub?: boolean; namedOnly?: boolean } = {}): Promise<CountRow[]> {
  const sql = await countRowsSql(ctx, query, true);
  if (!sql) return [];
  const keepSub = options.keepSub ?? false;
  const sub = keepSub ? Prisma.sql`"sub"` : Prisma.sql`''`;
  const rows = await ctx.db.$queryRaw<{ key: string; sub: string; count: Count; visitors: Count }[]>`
    SELECT "key", ${sub} AS "sub", SUM("count") AS "count", SUM("visitors") AS "visitors" FROM (${sql}) AS "counts"
    ${options.namedOnly ? Prisma.sql`WHERE "key" <> ''` : Prisma.empty}
    GROUP BY "key"${keepSub ? Prisma.sql`, "sub"` : Prisma.empty} ORDER BY SUM("count") DESC, "key"${keepSub ? Prisma.sql`, "sub"` : Prisma.empty} LIMIT ${limit}`;
  return rows.map((r) => ({ bucket: '', key: r.key, sub: r.sub, count: num(r.count), visitors: num(r.visitors) }));
}

/**
 * The range's counts by chart bucket, every key together (key ''): a chart of all of them and
 * their total. A dimension that counts every event of a kind reads the kind dimension's row of
 * it, the same events in a row a day.
 */
export async function bucketCounts(ctx: MerchantEvents, query: CountQuery): Promise<CountRow[]> {
  const { kind } = DIMENSIONS[query.dimension] as Dimension;
  const whole = kind !== undefined && query.keys === undefined && query.sub === undefined;
  const sql = await countRowsSql(ctx, whole ? { channel: query.channel, dimension: 'kind', days: query.days, keys: [kind] } : query);
  if (!sql) return [];
  const rows = await ctx.db.$queryRaw<{ period: string; count: Count; visitors: Count }[]>`
    SELECT "period", SUM("count") AS "count", SUM("visitors") AS "visitors" FROM (${sql}) AS "counts" GROUP BY "period"`;
  const buckets = new Map<string, CountRow>();
  for (const r of rows) {
    const bucket = bucketOf(r.period, query.days.grain);
    const row = buckets.get(bucket) ?? { bucket, key: '', sub: '', count: 0, visitors: 0 };
    row.count += num(r.count);
    row.visitors += num(r.visitors);
    buckets.set(bucket, row);
  }
  return [...buckets.values()];
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
