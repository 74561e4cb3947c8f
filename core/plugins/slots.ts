import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { DEFAULT_SLOT_CAPACITY, MAX_SLOT_CAPACITY, PLUGIN_MESSAGES as M, PLUGIN_SLOT_TYPES, type TPluginSlotType } from './constants.ts';
import type { TSlotUsage } from './schema.ts';

type Scoped = Pick<Ctx, 'db' | 'merchantId'>;

/** The merchant's slot rows, each type's made with the default capacity the first time it is needed. */
export async function ensureSlots(ctx: Scoped): Promise<void> {
  const have = new Set((await ctx.db.pluginSlot.findMany({ where: { merchantId: ctx.merchantId }, select: { slotType: true } })).map((s) => s.slotType));
  for (const slotType of PLUGIN_SLOT_TYPES.filter((t) => !have.has(t))) {
    try {
      await ctx.db.pluginSlot.create({ data: { merchantId: ctx.merchantId, slotType, capacity: DEFAULT_SLOT_CAPACITY[slotType] } });
    } catch (error) {
      // Made meanwhile by another request.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Each slot type's capacity and the slots its active plugins hold. */
export async function slotUsage(ctx: Scoped): Promise<TSlotUsage[]> {
  const rows = await ctx.db.pluginSlot.findMany({ where: { merchantId: ctx.merchantId }, select: { slotType: true, capacity: true, used: true } });
  return PLUGIN_SLOT_TYPES.map((slotType) => {
    const row = rows.find((r) => r.slotType === slotType);
    return { slotType, capacity: row?.capacity ?? DEFAULT_SLOT_CAPACITY[slotType], used: row?.used ?? 0 };
  });
}

/**
 * Takes one slot of a type: one conditional update (used < capacity), so two activations racing
 * for the last slot cannot both pass, on either engine. None free: the spec's message.
 */
export async function takeSlot(tx: Scoped, slotType: TPluginSlotType): Promise<void> {
  const { count } = await tx.db.pluginSlot.updateMany({
    where: { merchantId: tx.merchantId, slotType, used: { lt: tx.db.pluginSlot.fields.capacity } },
    data: { used: { increment: 1 } },
  });
  if (count === 0) throw new AppError('PLUGINS.SLOTS_FULL', M.slotsFull, 'invalid');
}

export async function releaseSlot(tx: Scoped, slotType: TPluginSlotType): Promise<void> {
  await tx.db.pluginSlot.updateMany({ where: { merchantId: tx.merchantId, slotType, used: { gt: 0 } }, data: { used: { decrement: 1 } } });
}

/** The operator gives a merchant more (or fewer) slots of a type; never fewer than its plugins hold now. */
export async function setSlotCapacity(ctx: Ctx, slotType: TPluginSlotType, capacity: number): Promise<TSlotUsage> {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > MAX_SLOT_CAPACITY) throw new Error(`A slot capacity is a whole number from 0 to ${MAX_SLOT_CAPACITY}.`);
  await ensureSlots(ctx);
  return withTransaction(ctx, async (tx) => {
    const { count } = await tx.db.pluginSlot.updateMany({ where: { merchantId: tx.merchantId, slotType, used: { lte: capacity } }, data: { capacity } });
    const row = await tx.db.pluginSlot.findUniqueOrThrow({ where: { merchantId_slotType: { merchantId: tx.merchantId, slotType } }, select: { capacity: true, used: true } });
    if (count === 0) throw new Error(`The merchant's plugins hold ${row.used} ${slotType} slots: switch some off first.`);
    return { slotType, ...row };
  });
}
