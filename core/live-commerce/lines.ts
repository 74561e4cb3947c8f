import type { BaseCtx } from '../shared/context.ts';
import type { TLiveCartLine } from './schema.ts';

type Reader = Pick<BaseCtx, 'db'> & { merchantId: string };

export const LINE_SELECT = { id: true, sessionId: true, fbMemberId: true, itemId: true, code: true, name: true, qty: true, unitPriceSen: true, commentId: true, status: true, createdAt: true } as const;

/** The names of the members behind some rows, by member id. */
export async function memberNames(ctx: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await ctx.db.fbMember.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(ids)] } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

type LineRow = Omit<TLiveCartLine, 'memberName' | 'lineTotalSen' | 'status'> & { status: string };

export async function toLines(ctx: Reader, rows: readonly LineRow[]): Promise<TLiveCartLine[]> {
  const names = await memberNames(
    ctx,
    rows.map((r) => r.fbMemberId),
  );
  return rows.map((r) => ({ ...r, status: r.status as TLiveCartLine['status'], memberName: names.get(r.fbMemberId) ?? '', lineTotalSen: r.qty * r.unitPriceSen }));
}

/** Open lines' count and total per key (session or member). */
export function openTotals(rows: readonly { key: string; qty: number; unitPriceSen: number }[]): Map<string, { lines: number; totalSen: number }> {
  const totals = new Map<string, { lines: number; totalSen: number }>();
  for (const r of rows) {
    const t = totals.get(r.key) ?? { lines: 0, totalSen: 0 };
    totals.set(r.key, { lines: t.lines + 1, totalSen: t.totalSen + r.qty * r.unitPriceSen });
  }
  return totals;
}
