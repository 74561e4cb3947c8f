import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { memberNotFound } from './member-detail.ts';
import { ZMemberHistoryInput, type TMemberHistoryInput, type TMemberPurchasePage, type TMemberVisitPage } from './schema.ts';

/**
 * A member's purchase history and visit actions, a page at a time and newest first, both on an
 * index that starts with (merchantId, memberId): a loyal member's years of orders and visits are
 * all reachable from the detail screen, never only the latest few.
 */

async function historyOf(ctx: Ctx, raw: TMemberHistoryInput) {
  const input = ZMemberHistoryInput.parse(raw);
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.id } }, select: { id: true } });
  if (!member) throw memberNotFound();
  return { input, where: { merchantId: ctx.merchantId, memberId: input.id } };
}

/** The member's orders (any status), newest first, with how many items each holds. */
export async function listMemberOrders(ctx: Ctx, raw: TMemberHistoryInput): Promise<TMemberPurchasePage> {
  const { input, where } = await historyOf(ctx, raw);
  const total = await ctx.db.order.count({ where });
  const orders = await ctx.db.order.findMany({
    where,
    select: { id: true, orderNo: true, placedAt: true, status: true, totalSen: true },
    orderBy: [{ placedAt: 'desc' }, { orderNo: 'desc' }],
    ...skipTake(input),
  });
  const itemCounts = orders.length
    ? await ctx.db.orderItem.groupBy({ by: ['orderId'], where: { merchantId: ctx.merchantId, orderId: { in: orders.map((o) => o.id) } }, _count: { _all: true } })
    : [];
  const items = new Map(itemCounts.map((c) => [c.orderId, c._count._all]));
  return { items: orders.map((o) => ({ ...withNumbers(o), itemCount: items.get(o.id) ?? 0 })), total, page: input.page, pageSize: input.pageSize };
}

/** The member's visits to the website, newest first. */
export async function listMemberVisits(ctx: Ctx, raw: TMemberHistoryInput): Promise<TMemberVisitPage> {
  const { input, where } = await historyOf(ctx, raw);
  const total = await ctx.db.memberVisit.count({ where });
  const visits = await ctx.db.memberVisit.findMany({
    where,
    select: { id: true, visitedAt: true, staySeconds: true, seo: true, source: true, url: true },
    orderBy: [{ visitedAt: 'desc' }, { id: 'desc' }],
    ...skipTake(input),
  });
  return { items: visits, total, page: input.page, pageSize: input.pageSize };
}
