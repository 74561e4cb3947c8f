import QRCode from 'qrcode';
import { createAddOnDeal } from '../../../../core/add-on-deals/create.ts';
import { createCampaign } from '../../../../core/campaigns/create.ts';
import { createProduct } from '../../../../core/catalogue/product-service.ts';
import { ZProductInput } from '../../../../core/catalogue/product-schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import type { CatalogueFixtures } from './catalogue.ts';

/** A's discount campaigns and add-on deals. */
export interface SalesPromotionFixtures {
  campaignId: string;
  campaignPictureId: string;
  addOnDealId: string;
  /** An ongoing campaign and deal, which A's website lists. */
  ongoingCampaignId: string;
  ongoingAddOnDealId: string;
  addOnProductId: string;
}

const HOUR = 3_600_000;

/**
 * An upcoming campaign of A's option (10% off) with a banner, an upcoming gift-with-purchase deal
 * of A's gift with A's product, and an ongoing campaign and deal of the same, named with A's
 * marker. The ongoing deal is made as if two hours ago (a deal starts at least 5 minutes ahead).
 */
export async function seedSalesPromotions(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<SalesPromotionFixtures> {
  const picture = await saveUpload(ctx, 'promotion-picture', `${marker}-banner.png`, await QRCode.toBuffer(`banner ${marker}`));
  const gift = await createProduct(
    ctx,
    ZProductInput.parse({
      sku: `GIFT-${marker}`,
      nameEn: `Gift ${marker}`,
      detailEn: `A gift described for ${marker}`,
      categoryIds: [catalogue.categoryId],
      images: [{ uploadId: catalogue.pictureId }],
      priceSen: 900,
      stock: 20,
      logistics: [{ logistic: 'delivery', enabled: true }],
    }),
  );
  const now = Date.now();
  const campaign = (startAt: number, endAt: number) =>
    createCampaign(ctx, {
      name: `Campaign ${marker}`,
      startAt: new Date(startAt),
      endAt: new Date(endAt),
      bannerId: picture.id,
      popupImageId: picture.id,
      frameImageId: picture.id,
      popupMessage: marker,
      products: [{ productId: catalogue.productId, optionId: catalogue.optionId, percentBp: 1000 }],
    });
  const deal = (dealCtx: Ctx, startAt: number, endAt: number) =>
    createAddOnDeal(dealCtx, {
      name: `Deal ${marker}`,
      type: 2,
      purchaseLimit: 1,
      startAt: new Date(startAt),
      endAt: new Date(endAt),
      mainProductIds: [catalogue.productId],
      items: [{ productId: gift.id, priceSen: 0, stock: 5, purchaseLimit: 1 }],
    });
  const upcoming = await campaign(now + 24 * HOUR, now + 48 * HOUR);
  const ongoing = await campaign(now - HOUR, now + 12 * HOUR);
  const upcomingDeal = await deal(ctx, now + HOUR, now + 24 * HOUR);
  const ongoingDeal = await deal({ ...ctx, now: () => new Date(now - 2 * HOUR) }, now - HOUR, now + 12 * HOUR);
  return { campaignId: upcoming.id, campaignPictureId: picture.id, addOnDealId: upcomingDeal.id, ongoingCampaignId: ongoing.id, ongoingAddOnDealId: ongoingDeal.id, addOnProductId: gift.id };
}
