import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { memberRow } from './member-list.ts';
import type { TMemberDetail } from './schema.ts';

export const memberNotFound = () => notFound('member');

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

/** Every field of the member, their cart, and how many orders (purchase history) and visits they have. */
export async function getMember(ctx: Ctx, id: string): Promise<TMemberDetail> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!member) throw memberNotFound();
  const where = { merchantId: ctx.merchantId, memberId: id };
  const orderCount = await ctx.db.order.count({ where });
  const visitCount = await ctx.db.memberVisit.count({ where });
  const { passwordHash, merchantId: _merchantId, ...fields } = member;
  return {
    ...fields,
    ...memberRow(fields, ctx.now()),
    hasPassword: passwordHash !== null,
    orderCount,
    cart: await cartLines(ctx, id),
    visitCount,
  };
}
