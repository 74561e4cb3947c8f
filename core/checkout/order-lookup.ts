import type { z } from 'zod';
import { orderStatusName, type OrderStatusId } from '../orders/constants.ts';
import { withNumbers } from '../db/bigint.ts';
import { notFound } from '../shared/errors.ts';
import type { StorefrontCtx } from './context.ts';
import type { ZOrderLookup, ZOrderLookupInput } from './schema.ts';

/**
 * A buyer's view of their order: found by its number and the e-mail it was placed with (any
 * case). A wrong e-mail answers exactly as an unknown number does.
 */
export async function lookUpOrder(ctx: StorefrontCtx, input: z.infer<typeof ZOrderLookupInput>): Promise<z.infer<typeof ZOrderLookup>> {
  const order = await ctx.db.order.findUnique({
    where: { merchantId_orderNo: { merchantId: ctx.merchantId, orderNo: input.orderNo } },
    select: {
      orderNo: true,
      status: true,
      shippingQuoted: true,
      totalSen: true,
      shippingSen: true,
      placedAt: true,
      paidAt: true,
      shippedAt: true,
      buyerEmail: true,
      items: { select: { name: true, options: true, qty: true, finalPriceSen: true }, orderBy: { sort: 'asc' } },
      shipments: { select: { courier: true, trackingNo: true, shippedAt: true }, orderBy: { shippedAt: 'asc' } },
    },
  });
  if (!order || !order.buyerEmail || order.buyerEmail.toLowerCase() !== input.email.trim().toLowerCase()) throw notFound('order');
  const { buyerEmail: _email, items, ...rest } = order;
  return { ...withNumbers(rest), items: items.map(withNumbers), statusName: orderStatusName(order.status as OrderStatusId) };
}
