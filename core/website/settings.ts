import { mediaUrl } from '../catalogue/media.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import type { DbClient } from '../db/database.ts';
import { audited } from '../user-logs/audited.ts';
import { WEBSITE_MESSAGES as M, websiteLog } from './messages.ts';
import { ZWebsiteSettings, type TWebsiteSettings, type TWebsiteSettingsInput } from './setting-schema.ts';

const CATEGORY = 'website_setting';

/** The merchant's website setting, every group filled in (a stored value that no longer fits reads as the defaults). */
export async function readWebsiteSettings(db: DbClient, merchantId: string): Promise<TWebsiteSettings> {
  const row = await db.websiteSetting.findUnique({ where: { merchantId }, select: { settings: true } });
  let stored: unknown = {};
  try {
    stored = JSON.parse(row?.settings ?? '{}');
  } catch {
    stored = {};
  }
  const parsed = ZWebsiteSettings.safeParse(stored);
  return parsed.success ? parsed.data : ZWebsiteSettings.parse({});
}

export const getWebsiteSettings = (ctx: Ctx): Promise<TWebsiteSettings> => readWebsiteSettings(ctx.db, ctx.merchantId);

/**
 * Saves the whole setting. Its pictures (watermark, pop-up) must be this merchant's website
 * uploads: another is refused as "Website setting are not saved" under that field.
 */
export async function saveWebsiteSettings(ctx: Ctx, raw: TWebsiteSettingsInput): Promise<TWebsiteSettings> {
  const settings = ZWebsiteSettings.parse(raw);
  const pictures = { 'watermark.pictureId': settings.watermark.pictureId, 'popup.pictureId': settings.popup.pictureId };
  for (const [field, id] of Object.entries(pictures)) {
    if (!id) continue;
    const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { purpose: true } });
    if (upload?.purpose !== 'website-picture') throw new AppError('WEBSITE.SETTING_NOT_SAVED', M.settingNotSaved, 'not_found', field);
  }
  if (settings.watermark.enabled && !settings.watermark.pictureId) throw new AppError('WEBSITE.SETTING_NOT_SAVED', M.settingNotSaved, 'invalid', 'watermark.pictureId');
  return audited(ctx, { action: websiteLog('settingSaved'), category: CATEGORY }, async (tx) => {
    const text = JSON.stringify(settings);
    await tx.db.websiteSetting.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, settings: text }, update: { settings: text } });
    return settings;
  });
}

/** What the website needs of its setting: the notification recipient stays in the back office. */
export async function publicWebsiteSettings(store: StorefrontCtx) {
  const s = await readWebsiteSettings(store.db, store.merchantId);
  return {
    inquiry: s.inquiry,
    reviews: s.reviews,
    layout: s.layout,
    // The website never composes the watermark itself: its product pictures come marked (docs/website.md).
    watermark: { enabled: s.watermark.enabled, position: s.watermark.position, opacity: s.watermark.opacity },
    popup: { enabled: s.popup.enabled, picture: s.popup.pictureId ? mediaUrl(store.merchantId, s.popup.pictureId) : null, url: s.popup.url, oncePerVisit: s.popup.oncePerVisit },
    latestNewsPopup: s.latestNewsPopup,
    social: s.social,
  };
}
