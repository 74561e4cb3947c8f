import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { LOYALTY_MESSAGES as M } from './constants.ts';
import type { TTierInput, TTierRow } from './schema.ts';
import { LOYALTY_CATEGORY } from './settings.ts';
import { msg } from '../shared/messages.ts';

const select = { id: true, nameEn: true, nameCn: true, nameBm: true, reachPoints: true, multiplierBp: true, createdAt: true, updatedAt: true } as const;
const key = (ctx: Ctx, id: string) => ({ merchantId_id: { merchantId: ctx.merchantId, id } });
const reachTaken = () => new AppError('LOYALTY.REACH_TAKEN', M.reachTaken, 'conflict', 'reachPoints');

/** Every tier, lowest reach first. */
export function listTiers(ctx: Ctx): Promise<TTierRow[]> {
  return ctx.db.memberTier.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: { reachPoints: 'asc' } });
}

export async function getTier(ctx: Ctx, id: string): Promise<TTierRow> {
  const row = await ctx.db.memberTier.findUnique({ where: key(ctx, id), select });
  if (!row) throw notFound('tier');
  return row;
}

/** Two tiers cannot start at the same points: a member would be in both. */
async function checkReachFree(tx: Ctx, reachPoints: number, exceptId?: string): Promise<void> {
  const other = await tx.db.memberTier.findUnique({ where: { merchantId_reachPoints: { merchantId: tx.merchantId, reachPoints } }, select: { id: true } });
  if (other && other.id !== exceptId) throw reachTaken();
}

async function saving<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    // A concurrent save took the reach between the check and the write.
    if (isUniqueViolation(error)) throw reachTaken();
    throw error;
  }
}

export function createTier(ctx: Ctx, input: TTierInput): Promise<TTierRow> {
  return saving(() =>
    audited(ctx, { action: msg('log.loyalty.tierCreated', { name: input.nameEn }), category: LOYALTY_CATEGORY }, async (tx) => {
      await checkReachFree(tx, input.reachPoints);
      return tx.db.memberTier.create({ data: { merchantId: tx.merchantId, ...input }, select });
    }),
  );
}

export function updateTier(ctx: Ctx, id: string, input: TTierInput): Promise<TTierRow> {
  return saving(() =>
    audited(ctx, { action: msg('log.loyalty.tierUpdated', { name: input.nameEn }), category: LOYALTY_CATEGORY }, async (tx) => {
      await getTier(tx, id);
      await checkReachFree(tx, input.reachPoints, id);
      return tx.db.memberTier.update({ where: key(tx, id), data: input, select });
    }),
  );
}

/**
 * Members of a deleted tier fall to the tier below (tiers are derived from points). A tier that
 * reward items are limited to cannot go: the items would silently open to everyone.
 */
export async function deleteTier(ctx: Ctx, id: string): Promise<void> {
  const tier = await getTier(ctx, id);
  await audited(ctx, { action: msg('log.loyalty.tierDeleted', { name: tier.nameEn }), category: LOYALTY_CATEGORY }, async (tx) => {
    const items = await tx.db.rewardItem.count({ where: { merchantId: tx.merchantId, tierId: id } });
    if (items > 0) throw new AppError('LOYALTY.TIER_IN_USE', M.tierInUse(tier.nameEn), 'conflict');
    await tx.db.memberTier.delete({ where: key(tx, id) });
  });
}
