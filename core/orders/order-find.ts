import { z } from 'zod';
import { escapeLike } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { QUICK_FIND_LIMIT, ZQuickFindInput, type TQuickFindInput } from '../shared/quick-find.ts';
import { ORDER_NUMBER, prefixEnd, statusIn } from './list-query.ts';
import { ORDER_STATUSES } from './order-store.ts';

export const ZOrderHit = z.object({ id: z.string(), orderNo: z.number().int(), buyerName: z.string(), placedAt: z.date(), status: z.number().int() });
export type TOrderHit = z.infer<typeof ZOrderHit>;

/**
 * Orders (not quotations) for the command palette: the one with a number ('1024', '#1024'), else
 * those whose buyer's name starts with the text, in name order. The name is read as a range of
 * (merchantId, buyerNameKey), exact under a code-point collation; the prefix test keeps any other
 * one honest.
 */
export async function findOrders(ctx: Ctx, raw: TQuickFindInput): Promise<TOrderHit[]> {
  const { search } = ZQuickFindInput.parse(raw);
  const number = ORDER_NUMBER.exec(search);
  const key = search.toLowerCase();
  const end = prefixEnd(key);
  const match = number ? { orderNo: Number(number[1]) } : { buyerNameKey: { gte: key, ...(end !== null && { lt: end }), startsWith: escapeLike(key) } };
  return ctx.db.order.findMany({
    where: { merchantId: ctx.merchantId, status: statusIn(ORDER_STATUSES), ...match },
    select: { id: true, orderNo: true, buyerName: true, placedAt: true, status: true },
    orderBy: [{ buyerNameKey: 'asc' }, { orderNo: 'desc' }],
    take: QUICK_FIND_LIMIT,
  });
}
