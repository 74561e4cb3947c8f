import { z } from 'zod';
import { keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { QUICK_FIND_LIMIT, ZQuickFindInput, type TQuickFindInput } from '../shared/quick-find.ts';

export const ZProductHit = z.object({ id: z.string(), sku: z.string(), nameEn: z.string() });
export type TProductHit = z.infer<typeof ZProductHit>;

/**
 * Products for the command palette: those whose SKUs or names (any language) hold the text, as
 * the product list's search, in name order (read along (merchantId, nameEn), stopping at the
 * limit).
 */
export async function findProducts(ctx: Ctx, raw: TQuickFindInput): Promise<TProductHit[]> {
  const { search } = ZQuickFindInput.parse(raw);
  return ctx.db.product.findMany({
    where: { merchantId: ctx.merchantId, searchText: keyContains(search) },
    select: { id: true, sku: true, nameEn: true },
    orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
    take: QUICK_FIND_LIMIT,
  });
}
