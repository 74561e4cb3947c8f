import QRCode from 'qrcode';
import { createAddOnDeal } from '../../../../core/add-on-deals/create.ts';
import { createCampaign } from '../../../../core/campaigns/create.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import type { CatalogueFixtures } from './catalogue.ts';

/** A's discount campaign and add-on deal. */
export interface SalesPromotionFixtures {
  campaignId: string;
  campaignPictureId: string;
  addOnDealId: string;
}

const HOUR = 3_600_000;

/** An upcoming campaign of A's option (10% off) with a banner, and an upcoming gift-with-purchase deal of A's product, named with A's marker. */
export async function seedSalesPromotions(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<SalesPromotionFixtures> {
  const picture = await saveUpload(ctx, 'promotion-picture', `${marker}-banner.png`, await QRCode.toBuffer(`banner ${marker}`));
  const now = Date.now();
  const campaign = await createCampaign(ctx, {
    name: `Campaign ${marker}`,
    startAt: new Date(now + 24 * HOUR),
    endAt: new Date(now + 48 * HOUR),
    bannerId: picture.id,
    popupMessage: marker,
    products: [{ productId: catalogue.productId, optionId: catalogue.optionId, percentBp: 1000 }],
  });
  const deal = await createAddOnDeal(ctx, {
    name: `Deal ${marker}`,
    type: 2,
    purchaseLimit: 1,
    startAt: new Date(now + HOUR),
    endAt: new Date(now + 24 * HOUR),
    mainProductIds: [catalogue.productId],
    items: [{ productId: catalogue.productId, priceSen: 0, stock: 5, purchaseLimit: 1 }],
  });
  return { campaignId: campaign.id, campaignPictureId: picture.id, addOnDealId: deal.id };
}
