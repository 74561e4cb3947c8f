import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { MEMBER_LIMITS } from './constants.ts';
import { memberRow } from './member-list.ts';
import type { TMemberDetail } from './schema.ts';

export const memberNotFound = () => notFound('Member');

/** The member's cart lines with what the products are called now (a deleted product keeps its line, unnamed). */
export async function cartLines(ctx: Pick<Ctx, 'db' | 'merchantId'>, memberId: string): Promise<TMemberDetail['cart']> {
  const lines = await ctx.db.memberCartItem.findMany({ where: { merchantId: ctx.merchantId, memberId }, orderBy: [{ addedAt: 'asc' }, { productId: 'asc' }, { optionId: 'asc' }] });
  if (lines.length === 0) return [];
  const products = await ctx.db.product.findMany({
    where: { merchantId: ctx.merchantId, id: { in: [...new Set(lines.map((l) => l.productId))] } },
    select: { id: true, nameEn: true, options: { select: { id: true, name: true, variant: { select: { name: true } } } } },
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const option = product?.options.find((o) => o.id === line.optionId);
    return {
      productId: line.productId,
      optionId: line.optionId,
      productName: product?.nameEn ?? '',
      optionLabel: option ? `${option.variant.name}: ${option.name}` : '',
      quantity: line.quantity,
      addedAt: line.addedAt,
    };
  });
}

/** Every field of the member, their orders (purchase history), their cart and their visits. */
export async function getMember(ctx: Ctx, id: string): Promise<TMemberDetail> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!member) throw memberNotFound();
  const orderWhere = { merchantId: ctx.merchantId, memberId: id };
  const orders = await ctx.db.order.findMany({
    where: orderWhere,
    select: { id: true, orderNo: true, placedAt: true, status: true, totalSen: true },
    orderBy: [{ placedAt: 'desc' }, { orderNo: 'desc' }],
    take: MEMBER_LIMITS.detailOrders,
  });
  const orderCount = await ctx.db.order.count({ where: orderWhere });
  const itemCounts = orders.length
    ? await ctx.db.orderItem.groupBy({ by: ['orderId'], where: { merchantId: ctx.merchantId, orderId: { in: orders.map((o) => o.id) } }, _count: { _all: true } })
    : [];
  const items = new Map(itemCounts.map((c) => [c.orderId, c._count._all]));
  const visitWhere = { merchantId: ctx.merchantId, memberId: id };
  const visits = await ctx.db.memberVisit.findMany({
    where: visitWhere,
    select: { id: true, visitedAt: true, staySeconds: true, seo: true, source: true, url: true },
    orderBy: [{ visitedAt: 'desc' }, { id: 'desc' }],
    take: MEMBER_LIMITS.detailVisits,
  });
  const visitCount = await ctx.db.memberVisit.count({ where: visitWhere });
  const { passwordHash, merchantId: _merchantId, ...fields } = member;
  return {
    ...fields,
    ...memberRow(fields, ctx.now()),
    hasPassword: passwordHash !== null,
    orders: orders.map((o) => ({ ...o, itemCount: items.get(o.id) ?? 0 })),
    orderCount,
    cart: await cartLines(ctx, id),
    visits,
    visitCount,
  };
}
