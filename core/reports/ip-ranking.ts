import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { addDaysTo } from '../shared/time.ts';
import { CHANNELS, IP_VIEW_FILTERS, type Channel, type IpViewFilter } from './constants.ts';
import { countRowsSql, type CountQuery } from './event-counts.ts';
import { reportDaysOf } from './report-days.ts';
import type { MerchantEvents } from './rollup-marks.ts';

/** The filter ranges a ranking is kept for: the IP view opens on them, and they reach today. */
const RANKED_PERIODS = ['last_30_days', 'last_12_months', 'lifetime'] as const;

/** The first days of the ranked filter ranges at the merchant's now (the same day once when two start on it). */
async function rankedWindows(ctx: MerchantEvents): Promise<string[]> {
  const days = await Promise.all(RANKED_PERIODS.map((period) => reportDaysOf(ctx, { period })));
  return [...new Set(days.map((d) => d.from))];
}

/**
 * Ranks one channel's addresses of a window as the version `through`: all of them in one
 * statement, then each type's in another, so neither holds the database long (SQLite has one
 * writer). Most active first, then by address, as the view sorts.
 */
async function rankChannel(ctx: MerchantEvents, since: string, through: string, channel: Channel): Promise<void> {
  const sql = await countRowsSql(ctx, { channel, dimension: 'ip', days: { from: since, to: through, grain: 'month' } }, true);
  if (!sql) return;
  const totals = [
    Prisma.sql`SELECT "key", 'all' AS "type", SUM("count") AS "total" FROM (${sql}) AS "counts" GROUP BY "key"`,
    Prisma.sql`SELECT "key", "sub" AS "type", SUM("count") AS "total" FROM (${sql}) AS "counts" GROUP BY "key", "sub"`,
  ];
  for (const ranked of totals) {
    await ctx.db.$executeRaw`
      INSERT INTO "IpRanking" ("merchantId", "since", "through", "channel", "type", "rank", "ip", "total")
      SELECT ${ctx.merchantId}, ${since}, ${through}, ${channel}, "type", ROW_NUMBER() OVER (PARTITION BY "type" ORDER BY "total" DESC, "key"), "key", "total"
      FROM (${ranked}) AS "totals"`;
  }
}

/**
 * Removes a window's rankings but the one kept, a version at a time and in it a channel and type
 * at a time: each delete a short range of the key.
 */
async function dropRankings(ctx: MerchantEvents, since: string, keep: string | null): Promise<void> {
  for (;;) {
    const other = await ctx.db.ipRanking.findFirst({ where: { merchantId: ctx.merchantId, since, ...(keep !== null && { through: { not: keep } }) }, select: { through: true } });
    if (!other) return;
    for (const channel of CHANNELS) {
      for (const type of IP_VIEW_FILTERS) await ctx.db.ipRanking.deleteMany({ where: { merchantId: ctx.merchantId, since, through: other.through, channel, type } });
    }
  }
}

/**
 * Ranks the addresses of each window a ranked filter range starts on over its days up to
 * `through` (the last closed day), where its ranking is older, and drops the rankings of windows
 * no range starts on any more. Closed days are counted for good, so a ranking changes only when
 * a day closes: once a day. A new ranking is built beside the one the mark names (readers go on
 * reading that one), then the mark moves to it in one write; the one before stays until the next
 * build, for a reader that read the mark just before it moved. Answers how many windows were ranked.
 */
export async function rankAddresses(ctx: MerchantEvents, through: string): Promise<number> {
  const windows = (await rankedWindows(ctx)).filter((since) => since <= through);
  const marks = new Map((await ctx.db.ipRankingMark.findMany({ where: { merchantId: ctx.merchantId } })).map((m) => [m.since, m.through]));
  for (const since of marks.keys()) {
    if (windows.includes(since)) continue;
    await ctx.db.ipRankingMark.delete({ where: { merchantId_since: { merchantId: ctx.merchantId, since } } });
    await dropRankings(ctx, since, null);
  }
  const due = windows.filter((since) => marks.get(since) !== through);
  for (const since of due) {
    // Every version but the one readers use (the one before it, a build that stopped part way).
    await dropRankings(ctx, since, marks.get(since) ?? null);
    for (const channel of CHANNELS) await rankChannel(ctx, since, through, channel);
    await ctx.db.ipRankingMark.upsert({ where: { merchantId_since: { merchantId: ctx.merchantId, since } }, create: { merchantId: ctx.merchantId, since, through }, update: { through } });
  }
  return due.length;
}

type Count = number | bigint | string | null;

export interface AddressPage {
  /** The page's addresses, most active first. */
  keys: string[];
  /** How many addresses the range holds. */
  addresses: number;
}

/**
 * A page of the IP view from the ranking of the range's window, with the days after the ranking
 * counted now (the tail: a day or two of rollup rows and the last hour's events); null when no
 * ranking starts on the range's first day. An address the tail does not hold keeps its rank
 * among the others, so the page's addresses are among the first (offset + size + the tail's)
 * ranked ones or in the tail: those are merged and sorted, nothing more.
 */
export async function rankedAddressPage(ctx: MerchantEvents, query: CountQuery & { channel: Channel }, type: IpViewFilter, page: { page: number; pageSize: number }): Promise<AddressPage | null> {
  const mark = await ctx.db.ipRankingMark.findUnique({ where: { merchantId_since: { merchantId: ctx.merchantId, since: query.days.from } } });
  if (!mark || query.days.to < mark.through) return null;
  const ranking = Prisma.sql`"merchantId" = ${ctx.merchantId} AND "since" = ${mark.since} AND "through" = ${mark.through} AND "channel" = ${query.channel} AND "type" = ${type}`;
  const tailSql = mark.through < query.days.to ? await countRowsSql(ctx, { ...query, days: { ...query.days, from: addDaysTo(mark.through, 1) } }, true) : null;
  const tail = tailSql ? Prisma.sql`SELECT "key", SUM("count") AS "count" FROM (${tailSql}) AS "counts" GROUP BY "key"` : Prisma.sql`SELECT '' AS "key", 0 AS "count" WHERE 1 = 0`;
  const offset = (page.page - 1) * page.pageSize;
  const addresses = Prisma.sql`(SELECT COALESCE(MAX("rank"), 0) FROM "IpRanking" WHERE ${ranking}) + (SELECT COUNT(*) FROM "moved" WHERE "rank" IS NULL)`;
  const merged = Prisma.sql`
    WITH "tail" AS (${tail}),
    "moved" AS (
      SELECT "tail"."key", "tail"."count" + COALESCE("r"."total", 0) AS "total", "r"."rank" FROM "tail"
      LEFT JOIN "IpRanking" AS "r" ON "r"."merchantId" = ${ctx.merchantId} AND "r"."since" = ${mark.since} AND "r"."through" = ${mark.through} AND "r"."channel" = ${query.channel} AND "r"."type" = ${type} AND "r"."ip" = "tail"."key"
    )`;
  const rows = await ctx.db.$queryRaw<{ key: string; addresses: Count }[]>`
    ${merged}
    SELECT "key", ${addresses} AS "addresses" FROM (
      SELECT "ip" AS "key", "total" FROM "IpRanking"
      WHERE ${ranking} AND "rank" <= ${offset + page.pageSize} + (SELECT COUNT(*) FROM "moved" WHERE "rank" IS NOT NULL) AND "ip" NOT IN (SELECT "key" FROM "tail")
      UNION ALL
      SELECT "key", "total" FROM "moved"
    ) AS "merged"
    ORDER BY "total" DESC, "key" LIMIT ${page.pageSize} OFFSET ${offset}`;
  // An empty page (past the last) holds no row to carry the count.
  return { keys: rows.map((r) => r.key), addresses: rows[0] ? Number(rows[0].addresses) : await addressesOf(ctx, merged, addresses) };
}

async function addressesOf(ctx: MerchantEvents, merged: Prisma.Sql, addresses: Prisma.Sql): Promise<number> {
  const [row] = await ctx.db.$queryRaw<{ addresses: Count }[]>`${merged} SELECT ${addresses} AS "addresses"`;
  return Number(row?.addresses ?? 0);
}
