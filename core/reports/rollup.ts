import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { withTransaction } from '../shared/context.ts';
import { addDaysTo, localDate } from '../shared/time.ts';
import { REPORT_LIMITS } from './constants.ts';
import { DIMENSIONS, VISITORS_SQL } from './dimensions.ts';
import { eventClock } from './event-clock.ts';
import { rankAddresses } from './ip-ranking.ts';
import { openMark, type MerchantEvents } from './rollup-marks.ts';

/**
 * Events of today and yesterday may still arrive (an app sends what it saw offline up to 48
 * hours later), so the rollup stops at the day before yesterday; reports count the later days
 * from the raw events.
 */
export const lastClosedDay = (now: Date, timeZone: string): string => addDaysTo(localDate(now, timeZone), -2);

/** Days rolled up in one transaction: short enough not to hold the database for long. */
const DAYS_PER_STEP = 7;

const raw = Prisma.raw;

/**
 * Counts the events of days [from, to] into day rows, every dimension, in tx (rows of those days
 * first removed). GROUP BY names columns by position: PostgreSQL refuses a constant there, and a
 * dimension's sub may be one ('').
 */
async function rollUpDays(tx: MerchantEvents, from: string, to: string, lastHour = 23): Promise<void> {
  await tx.db.$executeRaw`DELETE FROM "EventRollup" WHERE "merchantId" = ${tx.merchantId} AND LENGTH("period") = 10 AND "period" >= ${from} AND "period" <= ${to}`;
  for (const [name, d] of Object.entries(DIMENSIONS)) {
    await tx.db.$executeRaw`
      INSERT INTO "EventRollup" ("merchantId", "period", "channel", "dimension", "key", "sub", "count", "visitors")
      SELECT "merchantId", "day", "channel", ${name}, COALESCE(${raw(d.key)}, ''), ${raw(d.sub)}, COUNT(*), ${raw(VISITORS_SQL)}
      FROM "SiteEvent"
      WHERE "merchantId" = ${tx.merchantId} AND "day" >= ${from} AND "day" <= ${to} AND ("day" < ${to} OR "hour" <= ${lastHour}) AND ${raw(d.where)}
      GROUP BY 1, 2, 3, 5, 6`;
  }
}

/** The last whole hour before now in the merchant's calendar: the hour of an instant an hour ago has always ended. */
export const lastWholeHour = (now: Date, timeZone: string) => eventClock(timeZone)(new Date(now.getTime() - 3_600_000));

/**
 * Counts the open days after the closed ones (from the day after `through`) up to the last
 * whole hour, again each run: reports then read only the events of the hours since from the raw
 * events. A visitor is an address in an hour, so the hours before and after the mark add up.
 * Events of a counted hour that arrive after the run count from the next run.
 */
async function rollUpOpenDays(ctx: MerchantEvents, through: string): Promise<void> {
  const last = lastWholeHour(ctx.now(), ctx.timeZone);
  const from = addDaysTo(through, 1);
  await withTransaction(ctx, async (tx) => {
    if (from <= last.day) {
      await rollUpDays(tx, from, last.day, last.hour);
      await rollUpMonths(tx, [...new Set([from.slice(0, 7), last.day.slice(0, 7)])]);
    }
    const openThrough = from <= last.day ? openMark(last) : '';
    // A shop whose first events are not a closed day yet has no mark: it starts before them.
    await tx.db.eventRollupMark.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, through, openThrough }, update: { openThrough } });
  }, 120_000);
}

/** Sums the day rows of each month into its month row ('YYYY-MM'), for the months given. */
async function rollUpMonths(tx: MerchantEvents, months: string[]): Promise<void> {
  for (const month of months) {
    await tx.db.$executeRaw`DELETE FROM "EventRollup" WHERE "merchantId" = ${tx.merchantId} AND "period" = ${month}`;
    await tx.db.$executeRaw`
      INSERT INTO "EventRollup" ("merchantId", "period", "channel", "dimension", "key", "sub", "count", "visitors")
      SELECT "merchantId", ${month}, "channel", "dimension", "key", "sub", SUM("count"), SUM("visitors")
      FROM "EventRollup"
      WHERE "merchantId" = ${tx.merchantId} AND LENGTH("period") = 10 AND "period" >= ${`${month}-01`} AND "period" <= ${`${month}-31`}
      GROUP BY "merchantId", "channel", "dimension", "key", "sub"`;
  }
}

export interface RollupResult {
  /** Days counted this run. */
  days: number;
  /** The last day now rolled up (null: the merchant has no events yet). */
  through: string | null;
  /** Raw events removed as older than the retention period. */
  pruned: number;
  /** The IP view's windows ranked again (a day closed, or a range starts on a new day). */
  ranked: number;
}

/**
 * Rolls up a merchant's closed days that are not yet counted, a week per transaction, moving the
 * mark after each (a crash resumes where it stopped), then the open days up to the last whole
 * hour (rollUpOpenDays), ranks the IP view's addresses when a day closed (ip-ranking.ts), then
 * removes raw events older than the retention period that are counted. Running it again counts no
 * closed day twice.
 */
export async function rollUpMerchant(ctx: MerchantEvents, retentionDays: number = REPORT_LIMITS.retentionDays): Promise<RollupResult> {
  const closed = lastClosedDay(ctx.now(), ctx.timeZone);
  const mark = await ctx.db.eventRollupMark.findUnique({ where: { merchantId: ctx.merchantId } });
  let from = mark ? addDaysTo(mark.through, 1) : (await ctx.db.siteEvent.findFirst({ where: { merchantId: ctx.merchantId }, orderBy: { day: 'asc' }, select: { day: true } }))?.day;
  let days = 0;
  while (from && from <= closed) {
    const to = [addDaysTo(from, DAYS_PER_STEP - 1), closed].sort()[0]!;
    const stepFrom = from;
    await withTransaction(ctx, async (tx) => {
      await rollUpDays(tx, stepFrom, to);
      await rollUpMonths(tx, [...new Set([stepFrom.slice(0, 7), to.slice(0, 7)])]);
      await tx.db.eventRollupMark.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, through: to }, update: { through: to } });
    }, 120_000);
    days += Math.round((Date.parse(to) - Date.parse(stepFrom)) / 86_400_000) + 1;
    from = addDaysTo(to, 1);
  }
  const through = from ? addDaysTo(from, -1) : (mark?.through ?? null);
  if (!through) return { days, through, pruned: 0, ranked: 0 };
  await rollUpOpenDays(ctx, through);
  const ranked = await rankAddresses(ctx, through);
  return { days, through, ranked, pruned: await pruneEvents(ctx, [addDaysTo(localDate(ctx.now(), ctx.timeZone), -retentionDays), addDaysTo(through, 1)].sort()[0]!) };
}

/** Removes the merchant's raw events of days before `before`, a day at a time (each delete short). */
async function pruneEvents(ctx: MerchantEvents, before: string): Promise<number> {
  let pruned = 0;
  for (;;) {
    const oldest = await ctx.db.siteEvent.findFirst({ where: { merchantId: ctx.merchantId, day: { lt: before } }, orderBy: { day: 'asc' }, select: { day: true } });
    if (!oldest) return pruned;
    pruned += (await ctx.db.siteEvent.deleteMany({ where: { merchantId: ctx.merchantId, day: oldest.day } })).count;
  }
}
