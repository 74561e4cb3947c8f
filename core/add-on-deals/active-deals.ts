import type { DbClient } from '../db/database.ts';

export interface ActiveAddOnDeal {
  id: string;
  name: string;
  type: number;
  purchaseLimit: number;
  mainProductIds: string[];
  /** stock is what the deal has left of the item (its stock less what it sold). */
  items: { id: string; productId: string; priceSen: number; stock: number; purchaseLimit: number; active: boolean }[];
}

/**
 * The deals in force at `at` (start <= at < end) whose main products include any of productIds,
 * with their main products and add-on items. Two indexed reads: the main-product links by
 * merchant and product, then those deals by key.
 */
export async function activeAddOnDeals(db: DbClient, merchantId: string, productIds: string[], at: Date): Promise<ActiveAddOnDeal[]> {
  if (productIds.length === 0) return [];
  const links = await db.addOnDealMainProduct.findMany({
    where: { merchantId, productId: { in: productIds }, deal: { startAt: { lte: at }, endAt: { gt: at } } },
    select: { dealId: true },
  });
  return addOnDealsInForce(db, merchantId, [...new Set(links.map((l) => l.dealId))], at);
}

/** The deals among dealIds in force at `at`, with their main products and add-on items (what checkout names by id). */
export async function addOnDealsInForce(db: DbClient, merchantId: string, dealIds: string[], at: Date): Promise<ActiveAddOnDeal[]> {
  if (dealIds.length === 0) return [];
  const deals = await db.addOnDeal.findMany({
    where: { merchantId, id: { in: dealIds }, startAt: { lte: at }, endAt: { gt: at } },
    select: {
      id: true,
      name: true,
      type: true,
      purchaseLimit: true,
      mainProducts: { select: { productId: true } },
      items: { select: { id: true, productId: true, priceSen: true, stock: true, soldCount: true, purchaseLimit: true, active: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  });
  return deals.map(({ mainProducts, items, ...deal }) => ({
    ...deal,
    mainProductIds: mainProducts.map((m) => m.productId),
    items: items.map(({ soldCount, stock, ...item }) => ({ ...item, stock: stock - soldCount })),
  }));
}
