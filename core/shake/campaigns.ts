import { assertContentPictures } from '../content/pictures.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { SHAKE_MESSAGES } from './constants.ts';
import { getShakeCampaign, statusOf, todayOf } from './campaign-read.ts';
import {
  ZShakeCampaignInput,
  ZShakeCampaignListInput,
  ZShakeVisibilityInput,
  ZUpdateShakeCampaignInput,
  type TShakeCampaign,
  type TShakeCampaignData,
  type TShakeCampaignInput,
  type TShakeCampaignListInput,
  type TShakeCampaignRow,
} from './schema.ts';
import { isEditable, move, startsInDays, type ShakeStatus } from './status.ts';
import type { z } from 'zod';
import type { GameType } from './constants.ts';

const CATEGORY = 'shake_campaigns';

const columns = (c: TShakeCampaignData) => ({
  name: c.name,
  detail: c.detail,
  gameType: c.gameType,
  delivery: c.delivery,
  selfCollect: c.selfCollect,
  bannerId: c.bannerId,
  logoId: c.logoId,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  wholeDay: c.wholeDay,
  totalShake: c.wholeDay ? c.totalShake : 0,
  totalPerDay: c.totalPerDay,
  firstCheckpoint: c.firstCheckpoint,
  visibility: c.visibility,
  prizesVisible: c.prizesVisible,
  sort: c.sort,
});

async function writeChildren(tx: Ctx, campaignId: string, c: TShakeCampaignData): Promise<void> {
  const merchantId = tx.merchantId;
  await tx.db.shakePeriod.deleteMany({ where: { merchantId, campaignId } });
  await tx.db.shakePrize.deleteMany({ where: { merchantId, campaignId } });
  if (!c.wholeDay) {
    await tx.db.shakePeriod.createMany({ data: c.periods.map((p, sort) => ({ merchantId, campaignId, startTime: p.startTime, endTime: p.endTime, totalShake: p.totalShake, sort })) });
  }
  await tx.db.shakePrize.createMany({
    data: c.prizes.map((p) => ({ merchantId, campaignId, pictureId: p.pictureId, name: p.name, quantity: p.quantity, sequence: p.sequence, visible: p.visible })),
  });
}

const pictures = (c: TShakeCampaignData) => [c.bannerId, c.logoId, ...c.prizes.map((p) => p.pictureId)];

export async function createShakeCampaign(ctx: Ctx, raw: TShakeCampaignInput): Promise<TShakeCampaign> {
  const c = ZShakeCampaignInput.parse(raw);
  await assertContentPictures(ctx, pictures(c));
  return audited(
    ctx,
    (r) => ({ action: msg('log.shake.created', { name: r.name }), category: CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.shakeCampaign.create({ data: { merchantId: tx.merchantId, ...columns(c) }, select: { id: true } });
      await writeChildren(tx, id, c);
      return getShakeCampaign(tx, id);
    },
  );
}

async function statusNow(tx: Ctx, id: string): Promise<ShakeStatus> {
  const row = await tx.db.shakeCampaign.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { status: true, endsOn: true } });
  if (!row) throw notFound('shakeCampaign');
  return statusOf(tx, row);
}

/** Only a pending campaign changes; the write is conditional on it still being pending. */
export async function updateShakeCampaign(ctx: Ctx, raw: z.input<typeof ZUpdateShakeCampaignInput>): Promise<TShakeCampaign> {
  const { id, campaign } = ZUpdateShakeCampaignInput.parse(raw);
  const c = ZShakeCampaignInput.parse(campaign);
  await assertContentPictures(ctx, pictures(c));
  return audited(
    ctx,
    (r) => ({ action: msg('log.shake.updated', { name: r.name }), category: CATEGORY }),
    async (tx) => {
      if (!isEditable(await statusNow(tx, id))) throw new AppError('SHAKE.NOT_EDITABLE', SHAKE_MESSAGES.notEditable, 'conflict');
      const { count } = await tx.db.shakeCampaign.updateMany({ where: { merchantId: tx.merchantId, id, status: 'pending' }, data: columns(c) });
      if (count !== 1) throw new AppError('SHAKE.NOT_EDITABLE', SHAKE_MESSAGES.notEditable, 'conflict');
      await writeChildren(tx, id, c);
      return getShakeCampaign(tx, id);
    },
  );
}

/** Start or Stop: the table in status.ts decides; the write is conditional on the status it read. */
async function moveTo(ctx: Ctx, id: string, to: 'running' | 'stopped'): Promise<TShakeCampaign> {
  return audited(
    ctx,
    (r) => ({ action: msg(to === 'running' ? 'log.shake.started' : 'log.shake.stopped', { name: r.name }), category: CATEGORY }),
    async (tx) => {
      const from = await statusNow(tx, id);
      move(from, to);
      const data = to === 'running' ? { status: to, startedAt: tx.now() } : { status: to, stoppedAt: tx.now() };
      const { count } = await tx.db.shakeCampaign.updateMany({ where: { merchantId: tx.merchantId, id, status: from }, data });
      if (count !== 1) move('stopped', to);
      return getShakeCampaign(tx, id);
    },
  );
}

export const startShakeCampaign = (ctx: Ctx, id: string) => moveTo(ctx, id, 'running');
export const stopShakeCampaign = (ctx: Ctx, id: string) => moveTo(ctx, id, 'stopped');

/** Visibility and the prize list may be shown or hidden in any status (platform.md section 4). */
export async function setShakeVisibility(ctx: Ctx, raw: z.input<typeof ZShakeVisibilityInput>): Promise<TShakeCampaign> {
  const input = ZShakeVisibilityInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.shake.visibility', { name: r.name }), category: CATEGORY }),
    async (tx) => {
      const { count } = await tx.db.shakeCampaign.updateMany({
        where: { merchantId: tx.merchantId, id: input.id },
        data: { ...(input.visibility && { visibility: input.visibility }), ...(input.prizesVisible !== undefined && { prizesVisible: input.prizesVisible }) },
      });
      if (count !== 1) throw notFound('shakeCampaign');
      return getShakeCampaign(tx, input.id);
    },
  );
}

/** Only a campaign that never ran (pending or expired) is deleted; one with shakes keeps its records. */
export async function deleteShakeCampaign(ctx: Ctx, id: string): Promise<void> {
  await audited(ctx, { action: msg('log.shake.deleted', { id }), category: CATEGORY }, async (tx) => {
    const status = await statusNow(tx, id);
    if (status !== 'pending' && status !== 'expired') throw new AppError('SHAKE.NOT_EDITABLE', SHAKE_MESSAGES.notEditable, 'conflict');
    await tx.db.shakeCampaign.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}

/** The campaigns with their counts of shake records, winners and prizes; status filtered as the rows show it. */
export async function listShakeCampaigns(ctx: Ctx, raw: TShakeCampaignListInput) {
  const input = ZShakeCampaignListInput.parse(raw);
  const today = todayOf(ctx);
  const statusWhere = (() => {
    switch (input.status) {
      case undefined:
        return {};
      case 'pending':
      case 'running':
        return { status: input.status, endsOn: { gte: today } };
      case 'stopped':
        return { status: 'stopped' };
      case 'ended':
        return { status: 'running', endsOn: { lt: today } };
      case 'expired':
        return { status: 'pending', endsOn: { lt: today } };
    }
  })();
  const where = { merchantId: ctx.merchantId, ...(input.search && { name: containsText(ctx.engine, input.search) }), ...statusWhere };
  const [total, rows] = await Promise.all([
    ctx.db.shakeCampaign.count({ where }),
    ctx.db.shakeCampaign.findMany({
      where,
      orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
      ...skipTake(input),
      select: { id: true, name: true, gameType: true, startsOn: true, endsOn: true, status: true, visibility: true, prizesVisible: true, sort: true },
    }),
  ]);
  const ids = rows.map((r) => r.id);
  const [records, winners, prizes] = await Promise.all([
    ctx.db.shakeRecord.groupBy({ by: ['campaignId'], where: { merchantId: ctx.merchantId, campaignId: { in: ids } }, _count: { _all: true } }),
    ctx.db.shakeRecord.groupBy({ by: ['campaignId'], where: { merchantId: ctx.merchantId, campaignId: { in: ids }, won: true }, _count: { _all: true } }),
    ctx.db.shakePrize.groupBy({ by: ['campaignId'], where: { merchantId: ctx.merchantId, campaignId: { in: ids } }, _sum: { quantity: true } }),
  ]);
  const items: TShakeCampaignRow[] = rows.map((r) => ({
    ...r,
    gameType: r.gameType as GameType,
    visibility: r.visibility as 'public' | 'hidden',
    status: statusOf(ctx, r),
    startsInDays: startsInDays(r.startsOn, today),
    records: records.find((g) => g.campaignId === r.id)?._count._all ?? 0,
    winners: winners.find((g) => g.campaignId === r.id)?._count._all ?? 0,
    prizes: prizes.find((g) => g.campaignId === r.id)?._sum.quantity ?? 0,
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}
