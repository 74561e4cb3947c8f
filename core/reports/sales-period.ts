import type { Ctx } from '../shared/context.ts';
import { resolvePeriod, type ReportDays, type ReportPeriod } from './period.ts';

/**
 * The days of a sales report's period. Lifetime starts with the shop's first order, or the day
 * the merchant was added when that is earlier (orders imported from before are counted too).
 */
export async function salesDays(ctx: Ctx, p: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }): Promise<ReportDays> {
  // Only lifetime reads where the shop started.
  if (p.period !== 'lifetime') return resolvePeriod(p, ctx.now(), ctx.timeZone, ctx.now());
  const [first, merchant] = await Promise.all([
    ctx.db.order.findFirst({ where: { merchantId: ctx.merchantId }, orderBy: { placedAt: 'asc' }, select: { placedAt: true } }),
    ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { createdAt: true } }),
  ]);
  const starts = [first?.placedAt, merchant?.createdAt, ctx.now()].filter((d): d is Date => d instanceof Date);
  return resolvePeriod(p, ctx.now(), ctx.timeZone, new Date(Math.min(...starts.map((d) => d.getTime()))));
}
