import QRCode from 'qrcode';
import { createMixMatchCategory } from '../../../../core/mix-match/category-save.ts';
import { createMixMatch } from '../../../../core/mix-match/create.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import { seedBroadcasts, type BroadcastFixtures } from './broadcasts.ts';
import type { CatalogueFixtures } from './catalogue.ts';
import { seedLinks, type LinkFixtures } from './links.ts';
import { seedSalesPromotions, type SalesPromotionFixtures } from './sales-promotions.ts';
import { seedVouchers, type VoucherFixtures } from './vouchers.ts';

/** Merchant A's promotions. Each area adds its records here. */
export interface PromotionFixtures extends VoucherFixtures, LinkFixtures, SalesPromotionFixtures, BroadcastFixtures {
  mixMatchId: string;
  mixMatchCategoryId: string;
  mixMatchPictureId: string;
  mixMatchSelectionId: string;
  mixMatchProductId: string;
}

/** A mix-and-match set of A's product in A's category, texts carrying A's marker. */
async function seedMixMatch(ctx: Ctx, marker: string, catalogue: CatalogueFixtures) {
  const category = await createMixMatchCategory(ctx, { nameEn: `Set category ${marker}` });
  const picture = await saveUpload(ctx, 'promotion-picture', `${marker}-set.png`, await QRCode.toBuffer(`set ${marker}`));
  const set = await createMixMatch(ctx, {
    nameEn: `Set ${marker}`,
    descriptionEn: marker,
    imageId: picture.id,
    priceSen: 5000,
    stock: 5,
    categoryIds: [category.id],
    selections: [{ nameEn: `Pick ${marker}`, requiredQty: 1, products: [{ productId: catalogue.productId, variantName: marker, stock: 3 }] }],
  });
  const selection = set.selections[0]!;
  return {
    mixMatchId: set.id,
    mixMatchCategoryId: category.id,
    mixMatchPictureId: picture.id,
    mixMatchSelectionId: selection.id,
    mixMatchProductId: selection.products[0]!.id,
  };
}

export async function seedPromotions(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<PromotionFixtures> {
  const mixMatch = await seedMixMatch(ctx, marker, catalogue);
  const vouchers = await seedVouchers(ctx, marker, catalogue);
  return { ...mixMatch, ...vouchers, ...(await seedLinks(ctx, marker, catalogue, vouchers.voucherId)), ...(await seedSalesPromotions(ctx, marker, catalogue)), ...(await seedBroadcasts(ctx, marker, vouchers.voucherId)) };
}
