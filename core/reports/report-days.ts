import type { Ctx } from '../shared/context.ts';
import { resolvePeriod, type ReportDays, type ReportPeriod } from './period.ts';

/** The days of a report's period for ctx's merchant: lifetime starts when the shop did. */
export async function reportDaysOf(ctx: Ctx, p: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }): Promise<ReportDays> {
  const merchant = await ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { since: true } });
  return resolvePeriod(p, ctx.now(), ctx.timeZone, merchant.since);
}

/** ReportDays as a report answers it (its instants stay on the server). */
export const shownDays = ({ from, to, grain }: ReportDays) => ({ from, to, grain });
