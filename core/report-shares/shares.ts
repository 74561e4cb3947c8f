import { assertWithinLimit, takeAttempt } from '../auth/rate-limit.ts';
import { orderReport } from '../reports/order-report.ts';
import { ZReportPeriod } from '../reports/period.ts';
import { systemCtx, type BaseCtx, type Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { REPORT_SHARE_CATEGORY, REPORT_SHARE_LIMITS, REPORT_SHARE_MESSAGES as M, SHARE_LINK_LIMIT, type ShareableReport } from './constants.ts';
import { ZReportShareInput, type TReportShare, type TReportShareInput, type TSharedReport } from './schema.ts';
import { readShareHash, shareHash } from './share-hash.ts';

const SHARE = { id: true, title: true, report: true, params: true, createdAt: true, revokedAt: true, views: true, lastViewedAt: true } as const;
type ShareRow = { id: string; title: string; report: string; params: string; createdAt: Date; revokedAt: Date | null; views: number; lastViewedAt: Date | null };

const dto = (ctx: Ctx, row: ShareRow): TReportShare => ({
  ...row,
  report: row.report as ShareableReport,
  period: ZReportPeriod.parse(JSON.parse(row.params)),
  hash: shareHash(ctx.env.secretKey, ctx.merchantId, row.id),
});

/** The merchant's shares of one report, newest first, revoked ones included (their links say so). */
export async function listReportShares(ctx: Ctx, report: ShareableReport): Promise<TReportShare[]> {
  const rows = await ctx.db.reportShare.findMany({ where: { merchantId: ctx.merchantId, report }, select: SHARE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: REPORT_SHARE_LIMITS.sharesListed });
  return rows.map((r) => dto(ctx, r));
}

/** Shares a report read-only with whoever gets the link: its title, the report and the period it covers. */
export function createReportShare(ctx: Ctx, raw: TReportShareInput): Promise<TReportShare> {
  const { title, report, ...period } = ZReportShareInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.reportShares.created', { title: r.title }), category: REPORT_SHARE_CATEGORY }),
    async (tx) => {
      const row = await tx.db.reportShare.create({ data: { merchantId: tx.merchantId, title, report, params: JSON.stringify(period), createdBy: tx.userId, createdAt: tx.now() }, select: SHARE });
      return dto(tx, row);
    },
  );
}

/** Ends a share: its link says the report is no longer available. Revoking again keeps the first date. */
export function revokeReportShare(ctx: Ctx, id: string): Promise<TReportShare> {
  return audited(
    ctx,
    (r) => ({ action: msg('log.reportShares.revoked', { title: r.title }), category: REPORT_SHARE_CATEGORY }),
    async (tx) => {
      const where = { merchantId_id: { merchantId: tx.merchantId, id } };
      const found = await tx.db.reportShare.findUnique({ where, select: { revokedAt: true } });
      if (!found) throw notFound('reportShare');
      return dto(tx, await tx.db.reportShare.update({ where, data: { revokedAt: found.revokedAt ?? tx.now() }, select: SHARE }));
    },
  );
}

/**
 * /rednote-expert/{hash}, no login: the shared report's figures, read-only, counted as a view.
 * A forged, unknown or revoked hash gets one answer; an address sending many of them is held off
 * (SHARE_LINK_LIMIT), while good links are never counted against it.
 */
export async function viewSharedReport(base: BaseCtx, hash: string): Promise<TSharedReport> {
  const bucket = `report-share:ip:${base.request.ip}`;
  await assertWithinLimit(base.db, bucket, SHARE_LINK_LIMIT, base.now());
  const ids = readShareHash(base.env.secretKey, hash);
  const share =
    ids &&
    (await base.db.reportShare.findUnique({
      where: { merchantId_id: { merchantId: ids.merchantId, id: ids.shareId } },
      select: { title: true, report: true, params: true, revokedAt: true },
    }));
  const merchant = share && !share.revokedAt && (await base.db.merchant.findUnique({ where: { id: ids.merchantId }, select: { id: true, name: true, timeZone: true } }));
  if (!share || !merchant) {
    await takeAttempt(base.db, bucket, SHARE_LINK_LIMIT, base.now());
    throw new AppError('REPORT_SHARE.UNAVAILABLE', M.unavailable, 'not_found');
  }
  const ctx = systemCtx(base, merchant);
  const report = await orderReport(ctx, ZReportPeriod.parse(JSON.parse(share.params)));
  await base.db.reportShare.update({ where: { merchantId_id: { merchantId: merchant.id, id: ids!.shareId } }, data: { views: { increment: 1 }, lastViewedAt: base.now() } });
  return {
    title: share.title,
    merchantName: merchant.name,
    report: share.report as ShareableReport,
    figures: { timeZone: report.timeZone, days: report.days, previousDays: report.previousDays, figures: report.figures },
  };
}
