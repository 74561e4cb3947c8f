import { mediaUrl } from '../catalogue/media.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { BANNER_LIMITS, ZBannerId, ZBannerInput, ZBannerSort, ZBannerUpdate, type TBanner, type TBannerInput, type TBannerUpdate } from './banner-schema.ts';
import { WEBSITE_MESSAGES as M, websiteLog } from './messages.ts';
import { storedPictureSize } from './picture-size.ts';

const CATEGORY = 'website_setting';
const select = { id: true, pictureId: true, width: true, height: true, title: true, url: true, visibility: true, sort: true } as const;
type Row = { id: string; pictureId: string; width: number; height: number; title: string; url: string; visibility: string; sort: number };

const dto = (merchantId: string, r: Row): TBanner => ({
  ...r,
  visibility: r.visibility === 'hidden' ? 'hidden' : 'public',
  picture: mediaUrl(merchantId, r.pictureId, 'full'),
  thumbnail: mediaUrl(merchantId, r.pictureId, 'thumb'),
});
const nameOf = (r: { title: string; id: string }) => r.title || r.id;

/** The website's banners in their order. */
export async function listBanners(ctx: Ctx): Promise<TBanner[]> {
  const rows = await ctx.db.websiteBanner.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], select });
  return rows.map((r) => dto(ctx.merchantId, r));
}

async function own(ctx: Ctx, id: string): Promise<Row> {
  const row = await ctx.db.websiteBanner.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('websiteBanner');
  return row;
}

export async function getBanner(ctx: Ctx, raw: { id: string }): Promise<TBanner> {
  return dto(ctx.merchantId, await own(ctx, ZBannerId.parse(raw).id));
}

/** Adds a banner last; its picture's size becomes the size every replacement must have. */
export async function createBanner(ctx: Ctx, raw: TBannerInput): Promise<TBanner> {
  const input = ZBannerInput.parse(raw);
  const size = await storedPictureSize(ctx, input.pictureId);
  return audited(ctx, (b: TBanner) => ({ action: websiteLog('bannerCreated', { name: nameOf(b) }), category: CATEGORY }), async (tx) => {
    const count = await tx.db.websiteBanner.count({ where: { merchantId: ctx.merchantId } });
    if (count >= BANNER_LIMITS.max) throw new AppError('WEBSITE.BANNER_FAILED', M.bannerFailed, 'invalid');
    const last = await tx.db.websiteBanner.aggregate({ where: { merchantId: ctx.merchantId }, _max: { sort: true } });
    const row = await tx.db.websiteBanner.create({ data: { merchantId: ctx.merchantId, ...input, ...size, sort: (last._max.sort ?? -1) + 1, createdAt: ctx.now() }, select });
    return dto(ctx.merchantId, row);
  });
}

/**
 * Changes a banner. A new picture must be the size of the one it replaces (spec section 5): its
 * stored size is compared, and another size is refused as "Incorrect Banner Size" (the field's
 * message says "Please re-upload with the previous image size").
 */
export async function updateBanner(ctx: Ctx, raw: TBannerUpdate): Promise<TBanner> {
  const { id, ...input } = ZBannerUpdate.parse(raw);
  const before = await own(ctx, id);
  if (input.pictureId !== before.pictureId) {
    const size = await storedPictureSize(ctx, input.pictureId);
    if (size.width !== before.width || size.height !== before.height) throw new AppError('WEBSITE.BANNER_SIZE', M.bannerSize, 'invalid', 'pictureId');
  }
  return audited(ctx, { action: websiteLog('bannerUpdated', { name: nameOf({ ...before, ...input }) }), category: CATEGORY }, async (tx) => {
    const { count } = await tx.db.websiteBanner.updateMany({ where: { merchantId: ctx.merchantId, id }, data: input });
    if (count === 0) throw new AppError('WEBSITE.BANNER_FAILED', M.bannerFailed, 'failed');
    return dto(ctx.merchantId, await own(tx, id));
  });
}

export async function deleteBanner(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const before = await own(ctx, ZBannerId.parse(raw).id);
  return audited(ctx, { action: websiteLog('bannerDeleted', { name: nameOf(before) }), category: CATEGORY }, async (tx) => {
    await tx.db.websiteBanner.deleteMany({ where: { merchantId: ctx.merchantId, id: before.id } });
    return { id: before.id };
  });
}

/**
 * Puts the banners in the order given (the drag-sort screen). The list must name each of the
 * website's banners once: a list out of date (a banner added meanwhile) fails as "Banner
 * update failed" rather than leaving two banners at one place; an unknown banner is not found.
 */
export async function sortBanners(ctx: Ctx, raw: { ids: string[] }): Promise<TBanner[]> {
  const { ids } = ZBannerSort.parse(raw);
  await audited(ctx, { action: websiteLog('bannersSorted'), category: CATEGORY }, async (tx) => {
    const current = await tx.db.websiteBanner.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true } });
    const known = new Set(current.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw notFound('websiteBanner');
    if (new Set(ids).size !== ids.length || ids.length !== known.size) throw new AppError('WEBSITE.BANNER_FAILED', M.bannerFailed, 'conflict');
    for (const [sort, id] of ids.entries()) await tx.db.websiteBanner.updateMany({ where: { merchantId: ctx.merchantId, id }, data: { sort } });
  });
  return listBanners(ctx);
}

/** The website's public banners in order. */
export async function publicBanners(store: StorefrontCtx): Promise<{ id: string; picture: string; width: number; height: number; title: string; url: string }[]> {
  const rows = await store.db.websiteBanner.findMany({ where: { merchantId: store.merchantId, visibility: 'public' }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], select });
  return rows.map((r) => ({ id: r.id, picture: mediaUrl(store.merchantId, r.pictureId, 'full'), width: r.width, height: r.height, title: r.title, url: r.url }));
}
