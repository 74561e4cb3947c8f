import type { DbClient } from '../db/database.ts';

/**
 * The merchant's sets named by ids, as core/pricing's priceSet reads them (with id, EN name and
 * each entry's product and option), by id; ids of no set of the merchant are absent.
 */
export async function loadSets(db: DbClient, merchantId: string, ids: readonly string[]) {
  const sets = await db.mixMatch.findMany({
    where: { merchantId, id: { in: [...new Set(ids)] } },
    select: {
      id: true,
      nameEn: true,
      priceSen: true,
      stock: true,
      active: true,
      selections: {
        orderBy: [{ sort: 'asc' as const }, { id: 'asc' as const }],
        select: {
          id: true,
          requiredQty: true,
          products: { orderBy: [{ sort: 'asc' }, { id: 'asc' }], select: { id: true, productId: true, optionId: true, additionalPriceSen: true, stock: true } },
        },
      },
    },
  });
  return new Map(sets.map((set) => [set.id, set]));
}
