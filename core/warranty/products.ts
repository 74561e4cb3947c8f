import { z } from 'zod';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId'>;

export const ZWarrantyProductSearch = z.object({ search: z.string().trim().max(100).default('') });
export const ZWarrantyProduct = z.object({ id: z.string(), nameEn: z.string(), sku: z.string(), options: z.array(z.object({ id: z.string(), name: z.string() })) });
export type TWarrantyProduct = z.infer<typeof ZWarrantyProduct>;

/** The most a search answers: a pick list, not a catalogue. */
const PICK_MAX = 20;

/**
 * The merchant's products a warranty can be for, found by name or SKU, with their options: the
 * warranty screen is open to every signed-in user, who may not have the catalogue's module.
 */
export async function warrantyProducts(ctx: Reader, raw: unknown): Promise<TWarrantyProduct[]> {
  const { search } = ZWarrantyProductSearch.parse(raw);
  const text = search && containsText(ctx.engine, search);
  return ctx.db.product.findMany({
    where: { merchantId: ctx.merchantId, ...(text && { OR: [{ nameEn: text }, { sku: text }] }) },
    select: { id: true, nameEn: true, sku: true, options: { select: { id: true, name: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
    orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
    take: PICK_MAX,
  });
}
