import type { Ctx } from '../shared/context.ts';
import { shortcutRange, startOfLocalDay } from '../shared/time.ts';
import type { EntryKind } from './constants.ts';
import { memberSearch } from './member-points.ts';
import { ZHistoryListInput, type THistoryListInput, type THistoryRow } from './schema.ts';

const nextDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** createdAt bounds for the merchant-local days chosen (a shortcut wins over from/to). */
function createdRange(ctx: Ctx, input: { from?: string; to?: string; shortcut?: Parameters<typeof shortcutRange>[0] }) {
  if (input.shortcut) {
    const { from, to } = shortcutRange(input.shortcut, ctx.now(), ctx.timeZone);
    return { gte: from, lt: to };
  }
  if (!input.from && !input.to) return undefined;
  return {
    ...(input.from && { gte: startOfLocalDay(input.from, ctx.timeZone) }),
    ...(input.to && { lt: startOfLocalDay(nextDay(input.to), ctx.timeZone) }),
  };
}

/** Every ledger entry, newest first, on the (merchantId, createdAt) index; by days, kind and member. */
export async function listHistory(ctx: Ctx, raw: THistoryListInput) {
  const input = ZHistoryListInput.parse(raw);
  const range = createdRange(ctx, input);
  const search = memberSearch(input.search);
  const where = { merchantId: ctx.merchantId, ...(input.kind && { kind: input.kind }), ...(range && { createdAt: range }), ...(search && { member: search }) };
  const [total, rows] = await Promise.all([
    ctx.db.pointsEntry.count({ where }),
    ctx.db.pointsEntry.findMany({
      where,
      select: { id: true, memberId: true, kind: true, points: true, note: true, orderId: true, ruleId: true, createdAt: true, member: { select: { memberNo: true, name: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  const items: THistoryRow[] = rows.map(({ member, kind, ...row }) => ({ ...row, kind: kind as EntryKind, memberNo: member.memberNo, memberName: member.name }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}
