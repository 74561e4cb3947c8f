import type { Ctx } from '../shared/context.ts';
import type { CreditKind, CreditReason } from './kinds.ts';

/** What keeping lots in step needs of a context: the caller's transaction. */
type LotTx = Pick<Ctx, 'db' | 'merchantId' | 'now'>;

export const LOT_STATES = ['available', 'in_use', 'used', 'expired'] as const;
export type LotState = (typeof LOT_STATES)[number];

interface LiveLot {
  id: string;
  credits: number;
  remaining: number;
  expiresAt: Date | null;
  createdAt: Date;
}

/** Spending order: the lot that expires first, lots without an expiry last, older before newer. */
export function bySpendOrder(a: Pick<LiveLot, 'expiresAt' | 'createdAt'>, b: Pick<LiveLot, 'expiresAt' | 'createdAt'>): number {
  const ea = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const eb = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return ea !== eb ? ea - eb : a.createdAt.getTime() - b.createdAt.getTime();
}

async function liveLots(tx: LotTx, kind: CreditKind): Promise<LiveLot[]> {
  const rows = await tx.db.creditLot.findMany({
    where: { merchantId: tx.merchantId, kind, expiredAt: null },
    select: { id: true, credits: true, remaining: true, expiresAt: true, createdAt: true },
  });
  return rows.sort(bySpendOrder);
}

async function setRemaining(tx: LotTx, id: string, remaining: number): Promise<void> {
  await tx.db.creditLot.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { remaining } });
}

/** A spend takes from the lots in spending order; credits held in no lot (before lots existed) go last. */
async function takeFromLots(tx: LotTx, kind: CreditKind, amount: number): Promise<void> {
  let left = amount;
  for (const lot of await liveLots(tx, kind)) {
    if (left === 0) break;
    const taken = Math.min(left, lot.remaining);
    if (taken === 0) continue;
    await setRemaining(tx, lot.id, lot.remaining - taken);
    left -= taken;
  }
}

/** A refund fills the lots it was spent from again, in spending order, each up to what it held; any rest stays in no lot. */
async function returnToLots(tx: LotTx, kind: CreditKind, amount: number): Promise<void> {
  let left = amount;
  for (const lot of await liveLots(tx, kind)) {
    if (left === 0) break;
    const back = Math.min(left, lot.credits - lot.remaining);
    if (back === 0) continue;
    await setRemaining(tx, lot.id, lot.remaining + back);
    left -= back;
  }
}

export interface LotMovement {
  kind: CreditKind;
  reason: CreditReason;
  refId?: string;
  /** A pack's expiry; a grant without one never expires. */
  expiresAt?: Date;
}

/**
 * Keeps the lots in step with a movement of the balance, inside the ledger's transaction and after
 * its conditional update (which holds the balance's row, so movements of one kind queue here):
 * spends take, refunds give back, other additions (a pack, an operator's top-up) make a lot, and an
 * expiry has already emptied its own lot.
 */
export async function followMovement(tx: LotTx, movement: LotMovement, delta: number, entryId: string): Promise<void> {
  if (movement.reason === 'expiry') return;
  if (delta < 0) return takeFromLots(tx, movement.kind, -delta);
  if (movement.reason === 'refund') return returnToLots(tx, movement.kind, delta);
  await tx.db.creditLot.create({
    data: {
      merchantId: tx.merchantId,
      kind: movement.kind,
      credits: delta,
      remaining: delta,
      source: movement.reason === 'purchase' ? 'purchase' : 'grant',
      refId: movement.refId || entryId,
      expiresAt: movement.expiresAt ?? null,
      createdAt: tx.now(),
    },
  });
}

/** A lot's state: expired once swept, used when empty, in use for the one spending takes from next, else available. */
export function lotState(lot: { remaining: number; expiredAt: Date | null }, isNext: boolean): LotState {
  if (lot.expiredAt) return 'expired';
  if (lot.remaining === 0) return 'used';
  return isNext ? 'in_use' : 'available';
}
