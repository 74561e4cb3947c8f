import { randomInt } from 'node:crypto';
import { format } from 'date-fns/format';
import { TZDate } from '@date-fns/tz';
import { mediaUrl } from '../catalogue/media.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import { SHAKE_MESSAGES as M, type GameType } from './constants.ts';
import { checkAppToken } from './app-token.ts';
import { shouldWin } from './draw.ts';
import { minutesOf, periodAt } from './rules.ts';
import { ZAppShakeInput, type TAppShakeResult } from './schema.ts';
import { effectiveStatus, type StoredShakeStatus } from './status.ts';
import type { z } from 'zod';
import { lockRow } from '../db/row-lock.ts';

export type AppCtx = BaseCtx & { merchantId: string; timeZone: string };

const refuse = (code: string, message: string) => new AppError(`SHAKE.${code}`, message, 'invalid');

/** Holds the user's row until the transaction ends, so one user's shakes count each other. */
async function lockUser(tx: AppCtx, userId: string): Promise<void> {
  if (!(await lockRow(tx.db, 'ShakeUser', tx.merchantId, userId))) throw notFound('shakeUser');
}

/**
 * Takes one shake of the slot (day, period) if the slot has one left: the row is made once
 * (INSERT ... ON CONFLICT DO NOTHING, the same on both engines), then counted up only while under
 * its total. Answers this shake's number in the slot, or null when the slot is full.
 */
async function takeShake(tx: AppCtx, campaignId: string, day: string, periodId: string, total: number): Promise<number | null> {
  await tx.db.$executeRaw`INSERT INTO "ShakeSlot" ("merchantId", "campaignId", "day", "periodId", "shaken", "won") VALUES (${tx.merchantId}, ${campaignId}, ${day}, ${periodId}, 0, 0) ON CONFLICT DO NOTHING`;
  const key = { merchantId: tx.merchantId, campaignId, day, periodId };
  const { count } = await tx.db.shakeSlot.updateMany({ where: { ...key, shaken: { lt: total } }, data: { shaken: { increment: 1 } } });
  if (count === 0) return null;
  const slot = await tx.db.shakeSlot.findUniqueOrThrow({ where: { merchantId_campaignId_day_periodId: key }, select: { shaken: true } });
  return slot.shaken;
}

/** Awards one unit of a prize still left, never above its quantity (updateMany where awarded < quantity); null when none is. */
async function takePrize(tx: AppCtx, prizes: { id: string; quantity: number; awarded: number }[], gameType: GameType) {
  const left = prizes.filter((p) => p.awarded < p.quantity);
  // First come first serve hands the prizes out in their sequence; random draws a kind by units left.
  const order = gameType === 'fcfs' ? left : weightedOrder(left);
  for (const prize of order) {
    const { count } = await tx.db.shakePrize.updateMany({
      where: { merchantId: tx.merchantId, id: prize.id, awarded: { lt: prize.quantity } },
      data: { awarded: { increment: 1 } },
    });
    if (count === 1) return prize.id;
  }
  return null;
}

function weightedOrder<P extends { quantity: number; awarded: number }>(prizes: P[]): P[] {
  const rest = [...prizes];
  const out: P[] = [];
  while (rest.length > 0) {
    const total = rest.reduce((sum, p) => sum + (p.quantity - p.awarded), 0);
    let pick = randomInt(Math.max(1, total));
    const index = Math.max(0, rest.findIndex((p) => (pick -= p.quantity - p.awarded) < 0));
    out.push(...rest.splice(index, 1));
  }
  return out;
}

const timeOfDay = (instant: Date, timeZone: string) => format(new TZDate(instant.getTime(), timeZone), 'HH:mm');

/**
 * One shake of a verified app user (docs/shake-campaigns.md): the campaign must be running and
 * shown, today one of its days, now inside a period (or any time for a whole-day campaign), the
 * user not banned and under the shakes a user gets a day. The slot's shake, the prize's unit and
 * the record commit together; the server alone decides the result.
 */
export async function shake(ctx: AppCtx, raw: z.input<typeof ZAppShakeInput>): Promise<TAppShakeResult> {
  const input = ZAppShakeInput.parse(raw);
  return withTransaction(ctx, async (tx) => {
    // Another merchant's user is not found before any token is looked at.
    await lockUser(tx, input.userId);
    checkAppToken(tx, input.userId, input.token);
    const user = await tx.db.shakeUser.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.userId } }, select: { bannedAt: true, verifiedAt: true } });
    if (user.bannedAt) throw refuse('BANNED', M.banned);
    if (!user.verifiedAt) throw refuse('NOT_VERIFIED', M.notVerified);
    const campaign = await tx.db.shakeCampaign.findUnique({
      where: { merchantId_id: { merchantId: tx.merchantId, id: input.campaignId } },
      select: {
        gameType: true, status: true, startsOn: true, endsOn: true, visibility: true, wholeDay: true, totalShake: true, totalPerDay: true, firstCheckpoint: true,
        delivery: true, selfCollect: true,
        periods: { select: { id: true, startTime: true, endTime: true, totalShake: true } },
        prizes: { select: { id: true, name: true, pictureId: true, quantity: true, awarded: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] },
      },
    });
    if (!campaign || campaign.visibility !== 'public') throw notFound('shakeCampaign');
    const now = tx.now();
    const day = localDate(now, tx.timeZone);
    const status = effectiveStatus(campaign.status as StoredShakeStatus, campaign.endsOn, day);
    if (status !== 'running' || day < campaign.startsOn) throw refuse('NOT_RUNNING', M.notRunning);
    const time = timeOfDay(now, tx.timeZone);
    const period = campaign.wholeDay ? null : periodAt(campaign.periods, time);
    if (!campaign.wholeDay && !period) throw refuse('NO_PERIOD', M.noPeriodNow);
    const slotTotal = period ? period.totalShake : campaign.totalShake;
    const periodId = period?.id ?? '';
    const shakenToday = await tx.db.shakeRecord.count({ where: { merchantId: tx.merchantId, campaignId: input.campaignId, shakeUserId: input.userId, day } });
    if (shakenToday >= campaign.totalPerDay) throw refuse('DAILY_LIMIT', M.dailyLimit);
    const n = await takeShake(tx, input.campaignId, day, periodId, slotTotal);
    if (n === null) throw refuse('PERIOD_FULL', M.periodFull);

    const dayTotal = campaign.wholeDay ? campaign.totalShake : campaign.periods.reduce((sum, p) => sum + p.totalShake, 0);
    const laterToday = campaign.wholeDay ? 0 : campaign.periods.filter((p) => minutesOf(p.startTime) >= minutesOf(period!.endTime)).reduce((sum, p) => sum + p.totalShake, 0);
    const laterDays = Math.max(0, Math.round((Date.parse(campaign.endsOn) - Date.parse(day)) / 86_400_000));
    const prizesLeft = campaign.prizes.reduce((sum, p) => sum + Math.max(0, p.quantity - p.awarded), 0);
    const win = shouldWin({
      gameType: campaign.gameType as GameType,
      n,
      slotTotal,
      checkpoint: campaign.firstCheckpoint,
      prizesLeft,
      laterShakes: laterToday + laterDays * dayTotal,
      random: () => randomInt(1_000_000) / 1_000_000,
    });
    const prizeId = win ? await takePrize(tx, campaign.prizes, campaign.gameType as GameType) : null;
    const winStatus = prizeId ? (campaign.delivery ? 'pending_delivery' : 'pending_self_collect') : '';
    if (prizeId) await tx.db.shakeSlot.updateMany({ where: { merchantId: tx.merchantId, campaignId: input.campaignId, day, periodId }, data: { won: { increment: 1 } } });
    const record = await tx.db.shakeRecord.create({
      data: { merchantId: tx.merchantId, campaignId: input.campaignId, shakeUserId: input.userId, day, periodId, won: prizeId !== null, prizeId, winStatus, createdAt: now },
      select: { id: true },
    });
    const prize = prizeId ? campaign.prizes.find((p) => p.id === prizeId)! : null;
    return {
      recordId: record.id,
      won: prize !== null,
      prize: prize && { id: prize.id, name: prize.name, picture: mediaUrl(tx.merchantId, prize.pictureId) },
      winStatus,
    };
  });
}
