import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { BROADCAST_STATUS } from './constants.ts';
import { ZBroadcastIdInput, ZBroadcastListInput, type TBroadcast, type TBroadcastListInput, type TBroadcastPage } from './schema.ts';
import { BROADCAST_SELECT, loadBroadcast, toRow, vouchersOf } from './store.ts';

/** The broadcast list: one status tab (or all), searched by name or subject, newest first, with each tab's count. */
export async function listBroadcasts(ctx: Ctx, raw: TBroadcastListInput): Promise<TBroadcastPage> {
  const input = ZBroadcastListInput.parse(raw);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const base: Prisma.BroadcastWhereInput = { merchantId: ctx.merchantId, ...(text && { OR: [{ name: text }, { subject: text }] }) };
  const where = input.tab === 'all' ? base : { ...base, status: BROADCAST_STATUS[input.tab] };
  const [rows, total, groups] = await Promise.all([
    ctx.db.broadcast.findMany({ where, select: BROADCAST_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.broadcast.count({ where }),
    ctx.db.broadcast.groupBy({ by: ['status'], where: base, _count: { _all: true } }),
  ]);
  const count = (status: number) => groups.find((g) => g.status === status)?._count._all ?? 0;
  const vouchers = await vouchersOf(
    ctx,
    rows.map((r) => r.voucherId),
  );
  return {
    items: rows.map((row) => toRow(row, vouchers)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: { all: count(BROADCAST_STATUS.draft) + count(BROADCAST_STATUS.sent), draft: count(BROADCAST_STATUS.draft), sent: count(BROADCAST_STATUS.sent) },
  };
}

export function getBroadcast(ctx: Ctx, raw: { id: string }): Promise<TBroadcast> {
  return loadBroadcast(ctx, ZBroadcastIdInput.parse(raw).id);
}
