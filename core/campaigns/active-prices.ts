import type { DbClient } from '../db/database.ts';

/**
 * The campaign prices in force at `at` for the products given, keyed productId + ':' + optionId
 * ('' for a product without variants). One indexed read (DiscountCampaignProduct by merchant and
 * product) joined to the campaign's period. A product is in at most one campaign at a time
 * (core/campaigns/write.ts refuses overlaps); should two ever meet, the lower price holds.
 */
export async function activeCampaignPrices(
  db: DbClient,
  merchantId: string,
  productIds: string[],
  at: Date,
): Promise<Map<string, { campaignId: string; priceSen: number }>> {
  const prices = new Map<string, { campaignId: string; priceSen: number }>();
  if (productIds.length === 0) return prices;
  const rows = await db.discountCampaignProduct.findMany({
    where: { merchantId, productId: { in: productIds }, campaign: { startAt: { lte: at }, endAt: { gt: at } } },
    select: { campaignId: true, productId: true, optionId: true, priceSen: true },
  });
  for (const row of rows) {
    const key = `${row.productId}:${row.optionId}`;
    const held = prices.get(key);
    if (!held || row.priceSen < held.priceSen) prices.set(key, { campaignId: row.campaignId, priceSen: row.priceSen });
  }
  return prices;
}
