import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { SHAKE_MESSAGES, type WinStatus } from './constants.ts';
import { ZWinnerListInput, type TWinnerRow } from './schema.ts';
import type { z } from 'zod';

/** A win waiting is marked done the one way its kind allows. */
const FULFILMENT = { pending_delivery: 'delivered', pending_self_collect: 'collected' } as const satisfies Partial<Record<WinStatus, WinStatus>>;

/** The winners of a campaign of this merchant, newest first. */
export async function listWinners(ctx: Ctx, raw: z.input<typeof ZWinnerListInput>) {
  const input = ZWinnerListInput.parse(raw);
  const campaign = await ctx.db.shakeCampaign.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.campaignId } }, select: { id: true } });
  if (!campaign) throw notFound('shakeCampaign');
  const where = { merchantId: ctx.merchantId, campaignId: input.campaignId, won: true, ...(input.winStatus && { winStatus: input.winStatus }) };
  const [total, rows] = await Promise.all([
    ctx.db.shakeRecord.count({ where }),
    ctx.db.shakeRecord.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input), select: { id: true, createdAt: true, day: true, prizeId: true, winStatus: true, fulfilledAt: true, shakeUserId: true } }),
  ]);
  return { items: await winnerRows(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

type WinRecord = { id: string; createdAt: Date; day: string; prizeId: string | null; winStatus: string; fulfilledAt: Date | null; shakeUserId: string };

export async function winnerRows(ctx: Pick<Ctx, 'db' | 'merchantId'>, rows: WinRecord[]): Promise<TWinnerRow[]> {
  const [users, prizes] = await Promise.all([
    ctx.db.shakeUser.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.shakeUserId))] } }, select: { id: true, name: true, phone: true, email: true } }),
    ctx.db.shakePrize.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.flatMap((r) => (r.prizeId ? [r.prizeId] : [])))] } }, select: { id: true, name: true } }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    day: r.day,
    prizeName: prizes.find((p) => p.id === r.prizeId)?.name ?? '',
    winStatus: r.winStatus as WinStatus,
    fulfilledAt: r.fulfilledAt,
    user: users.find((u) => u.id === r.shakeUserId) ?? { id: r.shakeUserId, name: '', phone: '', email: '' },
  }));
}

/** Marks a win delivered (pending delivery) or collected (pending self-collect); a done win is refused. */
export async function markWinnerFulfilled(ctx: Ctx, id: string): Promise<TWinnerRow> {
  return audited(
    ctx,
    (r) => ({ action: msg('log.shake.fulfilled', { phone: r.user.phone, prize: r.prizeName }), category: 'shake_campaigns' }),
    async (tx) => {
      const row = await tx.db.shakeRecord.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true, createdAt: true, day: true, prizeId: true, winStatus: true, fulfilledAt: true, shakeUserId: true, won: true } });
      if (!row?.won) throw notFound('shakeWinner');
      const to = FULFILMENT[row.winStatus as keyof typeof FULFILMENT] as WinStatus | undefined;
      if (!to) throw new AppError('SHAKE.FULFIL_TRANSITION', SHAKE_MESSAGES.fulfilTransition, 'conflict');
      const { count } = await tx.db.shakeRecord.updateMany({ where: { merchantId: tx.merchantId, id, winStatus: row.winStatus }, data: { winStatus: to, fulfilledAt: tx.now() } });
      if (count !== 1) throw new AppError('SHAKE.FULFIL_TRANSITION', SHAKE_MESSAGES.fulfilTransition, 'conflict');
      const [out] = await winnerRows(tx, [{ ...row, winStatus: to, fulfilledAt: tx.now() }]);
      return out!;
    },
  );
}
