import { mediaUrl } from '../catalogue/media.ts';
import { ownUpload } from '../content/pictures.ts';
import { containsText, keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { PORTAL_AD_IMAGE, PORTAL_AD_MESSAGES as M, PORTAL_AD_STATES, PORTAL_ADS_MODULE, portalAdLog } from './constants.ts';
import { ZPortalAdId, ZPortalAdInput, ZPortalAdListInput, ZUpdatePortalAdInput, keywordKeyOf, type TPortalAd, type TPortalAdValues } from './schema.ts';
import { adPeriod, adState, stateWhere } from './state.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId' | 'now'>;

const SELECT = {
  id: true,
  imageUploadId: true,
  url: true,
  startDate: true,
  endDate: true,
  startsAt: true,
  endsAt: true,
  impressions: true,
  clicks: true,
  createdAt: true,
  updatedAt: true,
  keywords: { select: { keyword: true }, orderBy: { sort: 'asc' } },
} as const;

type Row = { id: string; imageUploadId: string; url: string; startDate: string; endDate: string; startsAt: Date; endsAt: Date; impressions: number; clicks: number; createdAt: Date; updatedAt: Date; keywords: { keyword: string }[] };

const dto = (merchantId: string, now: Date) => ({ startsAt, endsAt, keywords, ...row }: Row): TPortalAd => ({
  ...row,
  image: mediaUrl(merchantId, row.imageUploadId, 'full'),
  thumbnail: mediaUrl(merchantId, row.imageUploadId, 'thumb'),
  keywords: keywords.map((k) => k.keyword),
  state: adState({ startsAt, endsAt }, now),
});

/** The merchant's ads, newest first: searched by keyword or URL, filtered by state at the clock's now. */
export async function listPortalAds(ctx: Reader, raw: unknown) {
  const input = ZPortalAdListInput.parse(raw);
  const now = ctx.now();
  const where = {
    merchantId: ctx.merchantId,
    ...(input.search && { OR: [{ url: containsText(ctx.engine, input.search) }, { keywords: { some: { keywordKey: keyContains(input.search) } } }] }),
    ...(input.state !== 'all' && stateWhere(PORTAL_AD_STATES[input.state], now)),
  };
  const [total, rows] = await Promise.all([
    ctx.db.portalAd.count({ where }),
    ctx.db.portalAd.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(dto(ctx.merchantId, now)), total, page: input.page, pageSize: input.pageSize };
}

export async function getPortalAd(ctx: Reader, raw: unknown): Promise<TPortalAd> {
  const { id } = ZPortalAdId.parse(raw);
  const row = await ctx.db.portalAd.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('portalAd');
  return dto(ctx.merchantId, ctx.now())(row);
}

/** The stored columns of a form: the period in instants of the merchant's time zone, the image one of its own uploads. */
async function columns(tx: Ctx, ad: TPortalAdValues) {
  await ownUpload(tx, ad.imageUploadId, PORTAL_AD_IMAGE, { code: 'PORTAL_AD.IMAGE', message: M.imageUnknown, field: 'imageUploadId' });
  return { imageUploadId: ad.imageUploadId, url: ad.url, startDate: ad.startDate, endDate: ad.endDate, ...adPeriod(ad.startDate, ad.endDate, tx.timeZone) };
}

const keywordRows = (merchantId: string, adId: string, keywords: string[]) =>
  keywords.map((keyword, sort) => ({ merchantId, adId, keyword, keywordKey: keywordKeyOf(keyword), sort }));

export function createPortalAd(ctx: Ctx, raw: unknown): Promise<TPortalAd> {
  const ad = ZPortalAdInput.parse(raw);
  return audited(ctx, { action: portalAdLog('created', { url: ad.url }), category: PORTAL_ADS_MODULE }, async (tx) => {
    const { id } = await tx.db.portalAd.create({ data: { merchantId: tx.merchantId, ...(await columns(tx, ad)) }, select: { id: true } });
    await tx.db.portalAdKeyword.createMany({ data: keywordRows(tx.merchantId, id, ad.keywords) });
    return getPortalAd(tx, { id });
  });
}

/** Saves the form; the figures so far are kept. */
export function updatePortalAd(ctx: Ctx, raw: unknown): Promise<TPortalAd> {
  const { id, ad } = ZUpdatePortalAdInput.parse(raw);
  return audited(ctx, { action: portalAdLog('updated', { url: ad.url }), category: PORTAL_ADS_MODULE }, async (tx) => {
    const key = { merchantId_id: { merchantId: tx.merchantId, id } };
    if (!(await tx.db.portalAd.findUnique({ where: key, select: { id: true } }))) throw notFound('portalAd');
    await tx.db.portalAd.update({ where: key, data: await columns(tx, ad) });
    await tx.db.portalAdKeyword.deleteMany({ where: { merchantId: tx.merchantId, adId: id } });
    await tx.db.portalAdKeyword.createMany({ data: keywordRows(tx.merchantId, id, ad.keywords) });
    return getPortalAd(tx, { id });
  });
}

export function deletePortalAd(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZPortalAdId.parse(raw);
  return audited(
    ctx,
    (r: { url: string }) => ({ action: portalAdLog('deleted', { url: r.url }), category: PORTAL_ADS_MODULE }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      const row = await tx.db.portalAd.findUnique({ where: key, select: { url: true } });
      if (!row) throw notFound('portalAd');
      await tx.db.portalAd.delete({ where: key });
      return row;
    },
  ).then(() => ({ id }));
}
