import { takeAttempt } from '../auth/rate-limit.ts';
import { mediaUrl } from '../catalogue/media.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { PORTAL_AD_LIMITS as L, PORTAL_AD_MESSAGES as M, PORTAL_CALL_LIMIT } from './constants.ts';
import { ZPortalAdsInput, ZPortalClickInput, keywordKeyOf, type TServedAd } from './schema.ts';

/** Every portal call takes one of the address's attempts: the counts below are not free to inflate. */
async function takePortalCall(base: BaseCtx): Promise<void> {
  if (!(await takeAttempt(base.db, `portal-ads:${base.request.ip}`, PORTAL_CALL_LIMIT, base.now()))) throw new AppError('PORTAL_AD.RATE_LIMITED', M.tooManyCalls, 'rate_limited');
}

const running = (now: Date) => ({ startsAt: { lte: now }, endsAt: { gt: now } });

/**
 * The platform's portal asks for the ads of a keyword a visitor searched: only ads on going now,
 * of any merchant, newest first, each counted as one impression.
 */
export async function portalAdsFor(base: BaseCtx, raw: unknown): Promise<TServedAd[]> {
  const { keyword } = ZPortalAdsInput.parse(raw);
  await takePortalCall(base);
  const now = base.now();
  return withTransaction(base, async (tx) => {
    const rows = await tx.db.portalAdKeyword.findMany({
      where: { keywordKey: keywordKeyOf(keyword), ad: running(now) },
      select: { keyword: true, ad: { select: { merchantId: true, id: true, imageUploadId: true, url: true } } },
      orderBy: { ad: { createdAt: 'desc' } },
      take: L.servedMax,
    });
    for (const { ad } of rows) await tx.db.portalAd.update({ where: { merchantId_id: { merchantId: ad.merchantId, id: ad.id } }, data: { impressions: { increment: 1 } } });
    return rows.map(({ keyword: word, ad }) => ({ id: ad.id, image: mediaUrl(ad.merchantId, ad.imageUploadId, 'full'), url: ad.url, keyword: word }));
  });
}

/** A visitor clicks an ad on the portal: counted while the ad runs, and the portal sends the visitor to its URL. */
export async function clickPortalAd(base: BaseCtx, raw: unknown): Promise<{ url: string }> {
  const { id } = ZPortalClickInput.parse(raw);
  await takePortalCall(base);
  const now = base.now();
  const ad = await base.db.portalAd.findFirst({ where: { id, ...running(now) }, select: { merchantId: true, url: true } });
  if (!ad) throw new AppError('PORTAL_AD.NOT_RUNNING', M.notRunning, 'not_found', 'id');
  await base.db.portalAd.update({ where: { merchantId_id: { merchantId: ad.merchantId, id } }, data: { clicks: { increment: 1 } } });
  return { url: ad.url };
}
