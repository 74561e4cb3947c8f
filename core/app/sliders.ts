import { mediaUrl } from '../catalogue/media.ts';
import { ownUpload } from '../content/pictures.ts';
import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { APP_LIMITS, APP_MESSAGES as M, APP_MODULE, appLog } from './constants.ts';
import { ZSliderId, ZSliderInput, ZSliderVisibilityInput, ZSortSlidersInput, ZUpdateSliderInput, type TSlider, type TSliderInput } from './schema.ts';

const SELECT = { id: true, pictureId: true, title: true, url: true, nativeFunction: true, visibility: true, sort: true, updatedAt: true } as const;
const ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
type Tenant = { db: DbClient; merchantId: string };

function sliderOf(merchantId: string, row: { id: string; pictureId: string; title: string; url: string; nativeFunction: string; visibility: string; sort: number; updatedAt: Date }): TSlider {
  return { ...row, visibility: row.visibility === 'hidden' ? 'hidden' : 'public', picture: mediaUrl(merchantId, row.pictureId, 'full'), thumbnail: mediaUrl(merchantId, row.pictureId, 'thumb') };
}

async function loadSlider(tx: Tenant, id: string): Promise<TSlider> {
  const row = await tx.db.appSlider.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('appSlider');
  return sliderOf(tx.merchantId, row);
}

/** Every slider, in the app's order (the list is short: APP_LIMITS.maxSliders). */
export async function listSliders(ctx: Tenant, onlyPublic = false): Promise<TSlider[]> {
  const rows = await ctx.db.appSlider.findMany({ where: { merchantId: ctx.merchantId, ...(onlyPublic && { visibility: 'public' }) }, select: SELECT, orderBy: ORDER, take: APP_LIMITS.maxSliders });
  return rows.map((r) => sliderOf(ctx.merchantId, r));
}

export const getSlider = (ctx: Ctx, raw: { id: string }) => loadSlider(ctx, ZSliderId.parse(raw).id);

/** The banner must be one of the merchant's app pictures; otherwise the save failed ('Failed to add slider'). */
const checkBanner = (tx: Ctx, pictureId: string, failed: string) => ownUpload(tx, pictureId, 'app-picture', { code: 'APP.SLIDER_FAILED', message: failed, field: 'pictureId' });

/** Adds a slider at the end of the list. */
export function createSlider(ctx: Ctx, raw: TSliderInput): Promise<TSlider> {
  const slider = ZSliderInput.parse(raw);
  return audited(
    ctx,
    (s: TSlider) => ({ action: appLog('sliderAdded', { title: s.title }), category: APP_MODULE }),
    async (tx) => {
      await checkBanner(tx, slider.pictureId, M.addFailed);
      const count = await tx.db.appSlider.count({ where: { merchantId: tx.merchantId } });
      if (count >= APP_LIMITS.maxSliders) throw new AppError('APP.SLIDER_FAILED', M.addFailed, 'invalid');
      const last = await tx.db.appSlider.findFirst({ where: { merchantId: tx.merchantId }, orderBy: { sort: 'desc' }, select: { sort: true } });
      const { id } = await tx.db.appSlider.create({ data: { merchantId: tx.merchantId, ...slider, sort: (last?.sort ?? 0) + 1 }, select: { id: true } });
      return loadSlider(tx, id);
    },
  );
}

export function updateSlider(ctx: Ctx, raw: { id: string; slider: TSliderInput }): Promise<TSlider> {
  const { id, slider } = ZUpdateSliderInput.parse(raw);
  return audited(
    ctx,
    (s: TSlider) => ({ action: appLog('sliderUpdated', { title: s.title }), category: APP_MODULE }),
    async (tx) => {
      await loadSlider(tx, id);
      await checkBanner(tx, slider.pictureId, M.updateFailed);
      await tx.db.appSlider.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: slider, select: { id: true } });
      return loadSlider(tx, id);
    },
  );
}

export function deleteSlider(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const { id } = ZSliderId.parse(raw);
  return audited(
    ctx,
    (s: TSlider) => ({ action: appLog('sliderDeleted', { title: s.title }), category: APP_MODULE }),
    async (tx) => {
      const slider = await loadSlider(tx, id);
      await tx.db.appSlider.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return slider;
    },
  ).then(() => ({ id }));
}

/** Shows or hides sliders; an id of another merchant is not found (nothing changes). */
export function setSliderVisibility(ctx: Ctx, raw: { ids: string[]; visibility: 'public' | 'hidden' }): Promise<{ count: number }> {
  const { ids, visibility } = ZSliderVisibilityInput.parse(raw);
  return audited(ctx, { action: appLog(visibility === 'public' ? 'slidersShown' : 'slidersHidden', { count: ids.length }), category: APP_MODULE }, async (tx) => {
    const { count } = await tx.db.appSlider.updateMany({ where: { merchantId: tx.merchantId, id: { in: ids } }, data: { visibility } });
    if (count !== new Set(ids).size) throw notFound('appSlider');
    return { count };
  });
}

/** The drag sort's result: ids in their new order must be exactly the merchant's sliders. */
export function sortSliders(ctx: Ctx, raw: { ids: string[] }): Promise<TSlider[]> {
  const { ids } = ZSortSlidersInput.parse(raw);
  return audited(ctx, { action: appLog('slidersSorted'), category: APP_MODULE }, async (tx) => {
    const current = await tx.db.appSlider.findMany({ where: { merchantId: tx.merchantId }, select: { id: true } });
    const known = new Set(current.map((s) => s.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw notFound('appSlider');
    for (const [i, id] of ids.entries()) await tx.db.appSlider.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { sort: i + 1 }, select: { id: true } });
    return listSliders(tx);
  });
}
