import { createPortalAd } from '../../../../core/portal-ads/ads.ts';
import { setPosVendor } from '../../../../core/pos-vendors/operator.ts';
import { connectPosVendor } from '../../../../core/pos-vendors/vendors.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { uploadPicture } from '../../../helpers/mix-match.ts';

export interface PortalAdFixtures {
  adId: string;
  imageUploadId: string;
  /** The vendor A is connected to: another merchant's, every merchant sees its profile, so it is no secret of A's. */
  vendorId: string;
}

/**
 * A's portal ad (keyword and URL named with A's marker, not yet running), and A's shop connected
 * to a POS vendor of its own making (a merchant that is only a vendor), so B's vendor reads have
 * a connection of A's to miss.
 */
export async function seedPortalAds(ctx: Ctx, marker: string): Promise<PortalAdFixtures> {
  const imageUploadId = await uploadPicture(ctx, 'portal-ad-image');
  const ad = await createPortalAd(ctx, { imageUploadId, keywords: [`kw ${marker}`], url: `https://${marker.toLowerCase()}.example.my/`, startDate: '2099-01-01', endDate: '2099-01-31' });
  const vendor = await ctx.db.merchant.create({ data: { name: `Till vendor of ${ctx.merchantId}` }, select: { id: true } });
  await setPosVendor(ctx, { merchantId: vendor.id, profile: { name: `Till ${vendor.id}` } });
  await connectPosVendor(ctx, { merchantId: vendor.id });
  return { adId: ad.id, imageUploadId, vendorId: vendor.id };
}
