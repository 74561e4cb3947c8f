import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { CAMPAIGN_MESSAGES as M, CAMPAIGN_MODULE } from './constants.ts';
import { loadPricedProducts, sellingPriceSen } from './product-prices.ts';
import { ZDuplicateCampaignInput, type TDuplicateCampaignInput, type TDuplicateResult, type TFailedProduct } from './schema.ts';
import { CAMPAIGN_NOT_FOUND, loadCampaign } from './store.ts';
import { overlappingCampaigns, writeRows, type CampaignRow } from './write.ts';
import { msg } from '../shared/messages.ts';

/**
 * A copy of a campaign (name, pictures, popup, products and their campaign prices) for a new
 * period. A product whose campaign price no longer holds is left out and reported: hidden since,
 * its options changed, its current price now below the campaign price, or in another campaign
 * during the new period. The copy's original prices are the current ones.
 */
export function duplicateCampaign(ctx: Ctx, raw: TDuplicateCampaignInput): Promise<TDuplicateResult> {
  const { id, ...period } = ZDuplicateCampaignInput.parse(raw);
  return audited(
    ctx,
    (done) => ({ action: msg('log.campaigns.duplicated', { name: done.campaign.name }), category: CAMPAIGN_MODULE }),
    async (tx) => {
      const source = await tx.db.discountCampaign.findUnique({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        select: { name: true, bannerKey: true, popupImageKey: true, popupMessage: true, frameImageKey: true, products: { select: { productId: true, optionId: true, priceSen: true, sort: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
      });
      if (!source) throw notFound(CAMPAIGN_NOT_FOUND);
      const productIds = source.products.map((p) => p.productId);
      const [catalogue, clashes] = await Promise.all([loadPricedProducts(tx, productIds), overlappingCampaigns(tx, productIds, period, null)]);
      const rows: CampaignRow[] = [];
      const failed: TFailedProduct[] = [];
      for (const row of source.products) {
        // A product deleted from the catalogue took its campaign rows with it.
        const product = catalogue.get(row.productId)!;
        const option = product.options.find((o) => o.id === row.optionId) ?? null;
        const fail = (reason: TFailedProduct['reason'], message: string) =>
          failed.push({ productId: row.productId, optionId: row.optionId, productName: product.nameEn, optionName: option?.name ?? '', reason, message });
        const currentSen = sellingPriceSen(product, option);
        const clash = clashes.get(row.productId);
        if (product.visibility !== 'public') fail('hidden', M.failedHidden);
        else if (row.optionId ? !option : product.options.length > 0) fail('option_gone', M.failedOptionGone);
        else if (row.priceSen > currentSen) fail('price_above', M.failedPriceAbove(currentSen));
        else if (clash !== undefined) fail('overlap', M.overlap(product.nameEn, clash));
        else rows.push({ productId: row.productId, optionId: row.optionId, originalPriceSen: currentSen, priceSen: row.priceSen, sort: row.sort });
      }
      const { products: _products, ...fields } = source;
      const copy = await tx.db.discountCampaign.create({ data: { merchantId: tx.merchantId, ...fields, ...period }, select: { id: true } });
      await writeRows(tx, copy.id, rows);
      return { campaign: await loadCampaign(tx, copy.id), failed };
    },
  );
}
