import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import type { GameType } from './constants.ts';
import type { TShakeCampaign } from './schema.ts';
import { canMove, effectiveStatus, isEditable, startsInDays, type ShakeStatus, type StoredShakeStatus } from './status.ts';

type ReadCtx = Pick<Ctx, 'db' | 'merchantId' | 'now' | 'timeZone'>;

export const todayOf = (ctx: Pick<Ctx, 'now' | 'timeZone'>): string => localDate(ctx.now(), ctx.timeZone);

/** The status a stored campaign shows today. */
export const statusOf = (ctx: Pick<Ctx, 'now' | 'timeZone'>, row: { status: string; endsOn: string }): ShakeStatus =>
  effectiveStatus(row.status as StoredShakeStatus, row.endsOn, todayOf(ctx));

const CAMPAIGN_SELECT = {
  id: true as const,
  name: true as const,
  detail: true as const,
  gameType: true as const,
  delivery: true as const,
  selfCollect: true as const,
  bannerId: true as const,
  logoId: true as const,
  startsOn: true as const,
  endsOn: true as const,
  wholeDay: true as const,
  totalShake: true as const,
  totalPerDay: true as const,
  firstCheckpoint: true as const,
  visibility: true as const,
  prizesVisible: true as const,
  sort: true as const,
  status: true as const,
  periods: { select: { id: true, startTime: true, endTime: true, totalShake: true }, orderBy: { startTime: 'asc' as const } },
  prizes: { select: { id: true, pictureId: true, name: true, quantity: true, awarded: true, sequence: true, visible: true }, orderBy: [{ sequence: 'asc' as const }, { id: 'asc' as const }] },
};

/** One campaign of this merchant with its periods and prizes; another merchant's id is not found. */
export async function getShakeCampaign(ctx: ReadCtx, id: string): Promise<TShakeCampaign> {
  const row = await ctx.db.shakeCampaign.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: CAMPAIGN_SELECT });
  if (!row) throw notFound('shakeCampaign');
  const status = statusOf(ctx, row);
  const media = (upload: string | null) => (upload ? mediaUrl(ctx.merchantId, upload, 'thumb') : null);
  return {
    ...row,
    gameType: row.gameType as GameType,
    visibility: row.visibility as 'public' | 'hidden',
    banner: media(row.bannerId),
    logo: media(row.logoId),
    status,
    startsInDays: startsInDays(row.startsOn, todayOf(ctx)),
    editable: isEditable(status),
    canStart: canMove(status, 'running'),
    canStop: canMove(status, 'stopped'),
    prizes: row.prizes.map((p) => ({ ...p, picture: mediaUrl(ctx.merchantId, p.pictureId, 'thumb') })),
  };
}
