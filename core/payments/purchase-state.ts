import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import type { PurchaseStatus, TPurchaseState } from './schema.ts';

/** One of the merchant's purchases, for the screen the payment page returns to. */
export async function purchaseState(ctx: Ctx, id: string): Promise<TPurchaseState> {
  const row = await ctx.db.purchase.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { id: true, kind: true, itemRef: true, amount: true, status: true, createdAt: true, grantedAt: true },
  });
  if (!row) throw notFound('purchase');
  return { ...row, status: row.status as PurchaseStatus };
}
