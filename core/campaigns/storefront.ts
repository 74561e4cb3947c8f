import type { StorefrontCtx } from '../checkout/context.ts';
import { periodWhere } from '../shared/promotion-period.ts';
import { productLineNamer } from '../shared/promotion-products.ts';
import { pictureOfKey } from '../uploads/promotion-pictures.ts';
import type { TStorefrontCampaign } from './schema.ts';
import { CAMPAIGN_FIELDS } from './store.ts';

/**
 * The merchant's campaigns ongoing now, for its website: banner, popup picture and message,
 * product frame, and the products on sale (public ones only) at their campaign price, in the
 * campaign's order. Soonest started first.
 */
export async function ongoingCampaigns(store: StorefrontCtx): Promise<TStorefrontCampaign[]> {
  const rows = await store.db.discountCampaign.findMany({
    where: { merchantId: store.merchantId, ...periodWhere('ongoing', store.now()) },
    select: {
      ...CAMPAIGN_FIELDS,
      products: {
        where: { product: { visibility: 'public' } },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        select: { productId: true, optionId: true, originalPriceSen: true, priceSen: true, sort: true, product: { select: { nameEn: true, sku: true } } },
      },
    },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  });
  const named = await productLineNamer(store, rows.flatMap((r) => r.products.map((p) => p.optionId)));
  const url = (key: string) => pictureOfKey(store.merchantId, key).url;
  return rows.map(({ bannerKey, popupImageKey, frameImageKey, products, ...campaign }) => ({
    ...campaign,
    bannerUrl: url(bannerKey),
    popupImageUrl: url(popupImageKey),
    frameImageUrl: url(frameImageKey),
    products: products.map(named).map(({ sku: _sku, ...p }) => ({ ...p, optionId: p.optionId || null })),
  }));
}
