import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { APP_MESSAGES as M, APP_MODULE, MIN_APP_VERSION, appLog, versionAtLeast } from './constants.ts';
import { ZHighlightInput, type TAppSettings, type THighlightInput } from './schema.ts';

function highlightsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = (parsed as { highlights?: unknown }).highlights;
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** The app's settings, and whether the merchant's app is new enough for app management (platform.md section 9). */
export async function readAppSettings(ctx: { db: DbClient; merchantId: string }): Promise<TAppSettings> {
  const row = await ctx.db.appSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { highlight: true, sameAsMobile: true, appVersion: true } });
  const appVersion = row?.appVersion ?? '';
  return { highlights: highlightsOf(row?.highlight ?? '{}'), sameAsMobile: row?.sameAsMobile ?? true, appVersion, supported: versionAtLeast(appVersion), minVersion: MIN_APP_VERSION };
}

/** Saves the highlight settings; anything the schema refuses is 'Highlight settings are not saved.'. */
export function saveHighlights(ctx: Ctx, raw: THighlightInput): Promise<TAppSettings> {
  const parsed = ZHighlightInput.safeParse(raw);
  if (!parsed.success) throw new AppError('APP.HIGHLIGHT_NOT_SAVED', M.highlightNotSaved, 'invalid', 'highlights');
  const { highlights, sameAsMobile } = parsed.data;
  return audited(ctx, { action: appLog('highlightsSaved'), category: APP_MODULE }, async (tx) => {
    const highlight = JSON.stringify({ highlights });
    await tx.db.appSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, highlight, sameAsMobile }, update: { highlight, sameAsMobile } });
    return readAppSettings(tx);
  });
}
