import type { TenantTx } from './context.ts';

/** What checkout reads of a product: price rules, stock, weight, categories, requests, logistics. */
export interface CartProduct {
  id: string;
  sku: string;
  nameEn: string;
  visibility: string;
  priceSen: number;
  discountedPriceSen: number | null;
  stockUnlimited: boolean;
  stock: number;
  weightGrams: number;
  options: { id: string; name: string; sku: string; priceSen: number; stock: number; variantName: string }[];
  wholesaleTiers: { minQty: number; maxQty: number | null; priceSen: number }[];
  categoryIds: string[];
  requests: { id: string; title: string; type: string; choices: string[]; required: boolean }[];
  logistics: { logistic: string; enabled: boolean }[];
}

/** The merchant's products among ids (another merchant's ids find nothing), by id. */
export async function loadCartProducts(tx: TenantTx, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  const rows = await tx.db.product.findMany({
    where: { merchantId: tx.merchantId, id: { in: [...new Set(ids)] } },
    select: {
      id: true,
      sku: true,
      nameEn: true,
      visibility: true,
      priceSen: true,
      discountedPriceSen: true,
      stockUnlimited: true,
      stock: true,
      weightGrams: true,
      options: { select: { id: true, name: true, sku: true, priceSen: true, stock: true, variant: { select: { name: true } } }, orderBy: { sort: 'asc' } },
      wholesaleTiers: { select: { minQty: true, maxQty: true, priceSen: true }, orderBy: { minQty: 'asc' } },
      categories: { select: { categoryId: true } },
      requests: { select: { id: true, title: true, type: true, choices: true, required: true }, orderBy: { sort: 'asc' } },
      logistics: { select: { logistic: true, enabled: true } },
    },
  });
  return new Map(
    rows.map((p) => [
      p.id,
      {
        ...p,
        options: p.options.map(({ variant, ...o }) => ({ ...o, variantName: variant.name })),
        categoryIds: p.categories.map((c) => c.categoryId),
        requests: p.requests.map((r) => ({ ...r, choices: r.choices.split('\n').filter(Boolean) })),
      },
    ]),
  );
}
