import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { wholeMonths } from './period.ts';

/**
 * The rows of a range in a table of day rows ('YYYY-MM-DD') and month rows ('YYYY-MM') in a
 * "period" column, as an SQL condition: a month row for each whole month when byMonth, day rows
 * for the other days (for every day when not byMonth: a chart of days). FALSE for no range.
 */
export function periodRows(from: string, to: string, byMonth = true): Prisma.Sql {
  const { months, dayRanges } = byMonth ? wholeMonths(from, to) : { months: [], dayRanges: from <= to ? [[from, to] as [string, string]] : [] };
  return periodCondition(months, dayRanges);
}

/** The condition of month rows and runs of day rows. */
export function periodCondition(months: readonly string[], dayRanges: readonly (readonly [string, string])[]): Prisma.Sql {
  const parts = [
    ...(months.length ? [Prisma.sql`"period" IN (${Prisma.join(months)})`] : []),
    ...dayRanges.map(([from, to]) => Prisma.sql`(LENGTH("period") = 10 AND "period" >= ${from} AND "period" <= ${to})`),
  ];
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`1 = 0`;
}
