import { startOfLocalDay } from '../shared/time.ts';
import { resolvePeriod, type ReportDays, type ReportPeriod } from './period.ts';
import type { MerchantEvents } from './rollup-marks.ts';

/** The first day the merchant's sums count an order on ('YYYY-MM-DD'), or null. */
async function firstOrderDay(ctx: MerchantEvents): Promise<string | null> {
  const [row] = await ctx.db.$queryRaw<{ first: string | null }[]>`
    SELECT MIN("period") AS "first" FROM "SalesDay" WHERE "merchantId" = ${ctx.merchantId} AND LENGTH("period") = 10`;
  return row?.first ?? null;
}

/**
 * The days of a report's period for ctx's merchant. Lifetime starts on the day the shop did, or
 * on its first order's day when that is earlier (orders brought over from before it).
 */
export async function reportDaysOf(ctx: MerchantEvents, p: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }): Promise<ReportDays> {
  if (p.period !== 'lifetime') return resolvePeriod(p, ctx.now(), ctx.timeZone, ctx.now());
  const [merchant, first] = await Promise.all([ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { since: true } }), firstOrderDay(ctx)]);
  const firstOrder = first ? startOfLocalDay(first, ctx.timeZone) : null;
  return resolvePeriod(p, ctx.now(), ctx.timeZone, firstOrder && firstOrder < merchant.since ? firstOrder : merchant.since);
}

/** ReportDays as a report answers it (its instants stay on the server). */
export const shownDays = ({ from, to, grain }: ReportDays) => ({ from, to, grain });
