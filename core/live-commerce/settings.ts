import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { LIVE_COMMERCE_LIMITS as L, LIVE_COMMERCE_MODULE, LIVE_COMMERCE_MESSAGES as M } from './constants.ts';
import { ZLiveSettings, type TLivePage, type TLiveSettings } from './schema.ts';

const DEFAULTS: TLiveSettings = { pageId: '', replyText: '', cartHoldHours: L.cartHoldHoursDefault, enabled: false };
const SELECT = { pageId: true, replyText: true, cartHoldHours: true, enabled: true } as const;

export async function getLiveSettings(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TLiveSettings> {
  return (await ctx.db.liveCommerceSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: SELECT })) ?? DEFAULTS;
}

/** The Facebook pages the merchant connected (Social sync), for choosing where lives sell without that module's permission. */
export async function livePages(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TLivePage[]> {
  return ctx.db.socialPage.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ connectedAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true } });
}

/** A page must be one the merchant connected (core/social/facebook); '' leaves none chosen. */
export async function assertConnectedPage(ctx: Pick<Ctx, 'db' | 'merchantId'>, pageId: string): Promise<void> {
  const page = await ctx.db.socialPage.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: pageId } }, select: { id: true } });
  if (!page) throw new AppError('LIVE.PAGE_NOT_CONNECTED', M.pageNotConnected, 'not_found', 'pageId');
}

export function saveLiveSettings(ctx: Ctx, raw: unknown): Promise<TLiveSettings> {
  const data = ZLiveSettings.parse(raw);
  return audited(ctx, { action: msg('log.liveCommerce.settingsSaved'), category: LIVE_COMMERCE_MODULE }, async (tx) => {
    if (data.pageId) await assertConnectedPage(tx, data.pageId);
    return tx.db.liveCommerceSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data, select: SELECT });
  });
}
