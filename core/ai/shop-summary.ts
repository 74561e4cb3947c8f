import type { Ctx } from '../shared/context.ts';
import { senToAmount } from '../shared/money.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId' | 'now'>;

/** How much of the catalogue a summary names: enough to reason about, small enough for a prompt. */
const NAMED = { categories: 12, products: 15 } as const;
const DAY_MS = 86_400_000;

/**
 * A compact, plain-text picture of the caller's shop for an AI prompt: its name and website, its
 * categories, a few products (price, stock, whether described) and the last 30 days' orders.
 * Everything is read under ctx.merchantId: no other merchant's data can reach a prompt.
 */
export async function shopSummary(ctx: Reader): Promise<{ name: string; website: string; text: string }> {
  const where = { merchantId: ctx.merchantId };
  const since = new Date(ctx.now().getTime() - 30 * DAY_MS);
  const [merchant, categories, productCount, products, orders] = await Promise.all([
    ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { name: true, website: true } }),
    ctx.db.productCategory.findMany({ where, select: { nameEn: true }, orderBy: [{ sort: 'asc' }, { nameEn: 'asc' }], take: NAMED.categories }),
    ctx.db.product.count({ where }),
    ctx.db.product.findMany({ where, select: { nameEn: true, priceSen: true, stock: true, stockUnlimited: true, detailEn: true }, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: NAMED.products }),
    ctx.db.order.aggregate({ where: { ...where, placedAt: { gte: since } }, _count: { _all: true }, _sum: { totalSen: true } }),
  ]);
  const name = merchant?.name ?? '';
  const website = merchant?.website ?? '';
  const lines = [
    `Shop: ${name}${website ? ` (${website})` : ''}`,
    `Categories: ${categories.map((c) => c.nameEn).join(', ') || 'none'}`,
    `Products: ${productCount}`,
    ...products.map((p) => `- ${p.nameEn}: RM ${senToAmount(p.priceSen)}, stock ${p.stockUnlimited ? 'unlimited' : p.stock}${p.detailEn.trim() ? '' : ', no description'}`),
    `Orders in the last 30 days: ${orders._count._all}, worth RM ${senToAmount(Number(orders._sum.totalSen ?? 0n))}`,
  ];
  return { name, website, text: lines.join('\n') };
}
