import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import type { CreditKind, CreditReason } from './kinds.ts';
import { followMovement } from './lots.ts';
import { queueAutoReload } from './reload-queue.ts';

/** What moving a balance needs of a context: a back-office Ctx, a system Ctx or a storefront transaction. */
type LedgerTx = Pick<Ctx, 'db' | 'merchantId' | 'now' | 'inTransaction'>;

export interface CreditMovement {
  kind: CreditKind;
  /** Credits, a whole positive number for a spend; signed for a grant. */
  amount: number;
  reason: CreditReason;
  refId?: string;
  note?: string;
  createdBy?: string;
  /** A pack's expiry, for the lot a purchase makes (core/credits/lots.ts). */
  expiresAt?: Date;
}

export const insufficientCredits = (kind: CreditKind, needed: number) =>
  new AppError('CREDITS.INSUFFICIENT', msg('credits.insufficient', { kind: term(`credits.kinds.${kind}`), needed }), 'invalid');

function mustBeInTransaction(tx: LedgerTx): void {
  // The balance after a movement is read back from the row the movement locked: only safe inside the caller's transaction.
  if (!tx.inTransaction) throw new Error('Credit movements run inside a transaction (withTransaction).');
}

/** Records the movement and keeps the lots in step with it (core/credits/lots.ts). */
async function entry(tx: LedgerTx, movement: CreditMovement, delta: number, balanceAfter: number): Promise<string> {
  const row = await tx.db.creditEntry.create({
    data: {
      merchantId: tx.merchantId,
      kind: movement.kind,
      delta,
      balanceAfter,
      reason: movement.reason,
      refId: movement.refId ?? '',
      note: movement.note ?? '',
      createdBy: movement.createdBy ?? '',
      createdAt: tx.now(),
    },
    select: { id: true },
  });
  await followMovement(tx, movement, delta, row.id);
  return row.id;
}

/**
 * Spends credits: one conditional update (balance >= amount), so two sends racing for the last
 * credit cannot both pass, on either engine. Too few credits throws CREDITS.INSUFFICIENT and
 * changes nothing; the caller's transaction rolls back whatever it wrote with it. A spend that
 * uses the balance up queues the kind's auto-reload, if it reloads then.
 */
export async function spendCredits(tx: LedgerTx, movement: CreditMovement): Promise<{ entryId: string; balanceAfter: number }> {
  mustBeInTransaction(tx);
  if (!Number.isInteger(movement.amount) || movement.amount <= 0) throw new Error(`A spend is a whole positive number of credits, not ${movement.amount}.`);
  const where = { merchantId: tx.merchantId, kind: movement.kind };
  const { count } = await tx.db.creditBalance.updateMany({ where: { ...where, balance: { gte: movement.amount } }, data: { balance: { decrement: movement.amount } } });
  if (count === 0) throw insufficientCredits(movement.kind, movement.amount);
  const { balance } = await tx.db.creditBalance.findUniqueOrThrow({ where: { merchantId_kind: where }, select: { balance: true } });
  if (balance === 0) await queueAutoReload(tx, movement.kind, 'empty');
  return { entryId: await entry(tx, movement, -movement.amount, balance), balanceAfter: balance };
}

/**
 * Adds credits (a top-up or a refund), or takes some back by hand (a negative adjustment, never
 * below zero: CREDITS.INSUFFICIENT).
 */
export async function grantCredits(tx: LedgerTx, movement: CreditMovement): Promise<{ entryId: string; balanceAfter: number }> {
  mustBeInTransaction(tx);
  if (movement.amount < 0) return spendCredits(tx, { ...movement, amount: -movement.amount });
  const where = { merchantId: tx.merchantId, kind: movement.kind };
  const { balance } = await tx.db.creditBalance.upsert({
    where: { merchantId_kind: where },
    create: { ...where, balance: movement.amount },
    update: { balance: { increment: movement.amount } },
    select: { balance: true },
  });
  return { entryId: await entry(tx, movement, movement.amount, balance), balanceAfter: balance };
}

/** The merchant's balance of a kind (0 before its first top-up). */
export async function creditBalance(ctx: Pick<Ctx, 'db' | 'merchantId'>, kind: CreditKind): Promise<number> {
  const row = await ctx.db.creditBalance.findUnique({ where: { merchantId_kind: { merchantId: ctx.merchantId, kind } }, select: { balance: true } });
  return row?.balance ?? 0;
}
