import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { forgetPopupFeeds } from './cache.ts';
import { POPUP_CATEGORY, POPUP_TYPES } from './constants.ts';
import { DEFAULT_POPUP_SETTINGS as D } from './defaults.ts';
import { ZPopupRules, ZPopupSettings, ZPopupTypes, type TPopupSettings, type TPopupSettingsInput } from './schema.ts';

const parsed = (json: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** The stored settings over the defaults, type by type: a type stored before a setting existed keeps the rest. */
export async function readPopupSettings(db: DbClient, merchantId: string): Promise<TPopupSettings> {
  const row = await db.popupSetting.findUnique({ where: { merchantId }, select: { rules: true, types: true } });
  if (!row) return D;
  const rules = ZPopupRules.safeParse({ ...D.rules, ...parsed(row.rules) });
  const stored = parsed(row.types);
  const types = Object.fromEntries(POPUP_TYPES.map((type) => [type, { ...D.types[type], ...(stored[type] as object | undefined) }]));
  const checked = ZPopupTypes.safeParse(types);
  return { rules: rules.success ? rules.data : D.rules, types: checked.success ? checked.data : D.types };
}

export const getPopupSettings = (ctx: Ctx): Promise<TPopupSettings> => readPopupSettings(ctx.db, ctx.merchantId);

/** Saves the rules and every type; the website's cached answers are read again from the next call. */
export async function savePopupSettings(ctx: Ctx, raw: TPopupSettingsInput): Promise<TPopupSettings> {
  const settings = ZPopupSettings.parse(raw);
  const saved = await audited(ctx, { action: msg('log.popups.saved'), category: POPUP_CATEGORY }, async (tx) => {
    const data = { rules: JSON.stringify(settings.rules), types: JSON.stringify(settings.types) };
    await tx.db.popupSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data });
    return readPopupSettings(tx.db, tx.merchantId);
  });
  forgetPopupFeeds(ctx.merchantId);
  return saved;
}
