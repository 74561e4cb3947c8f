import type { Ctx } from '../shared/context.ts';
import { CREDIT_KINDS, type CreditKind } from './kinds.ts';
import { bySpendOrder, lotState } from './lots.ts';
import type { TCreditOverview } from './overview-schema.ts';
import { CREDIT_PACKS } from './packs.ts';

/** The most lots the screen lists: the live ones and the latest used or expired. */
const LOTS_SHOWN = 100;

/** Each kind's balance, the lots newest first with their state (the next one spending takes from is in use), and the packs on sale. */
export async function creditOverview(ctx: Ctx): Promise<TCreditOverview> {
  const [balances, lots] = await Promise.all([
    ctx.db.creditBalance.findMany({ where: { merchantId: ctx.merchantId }, select: { kind: true, balance: true } }),
    ctx.db.creditLot.findMany({
      where: { merchantId: ctx.merchantId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: LOTS_SHOWN,
      select: { id: true, kind: true, credits: true, remaining: true, source: true, expiresAt: true, expiredAt: true, createdAt: true },
    }),
  ]);
  const next = new Map<string, string>();
  for (const lot of lots.filter((l) => !l.expiredAt && l.remaining > 0).sort(bySpendOrder)) if (!next.has(lot.kind)) next.set(lot.kind, lot.id);
  const known = new Set<string>(CREDIT_KINDS);
  return {
    balances: CREDIT_KINDS.map((kind) => ({ kind, balance: balances.find((b) => b.kind === kind)?.balance ?? 0 })),
    lots: lots
      .filter((l) => known.has(l.kind))
      .map(({ expiredAt, ...l }) => ({
        ...l,
        kind: l.kind as CreditKind,
        source: l.source === 'purchase' ? ('purchase' as const) : ('grant' as const),
        state: lotState({ remaining: l.remaining, expiredAt }, next.get(l.kind) === l.id),
      })),
    packs: [...CREDIT_PACKS],
  };
}
