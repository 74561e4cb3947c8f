import QRCode from 'qrcode';
import { addShowcaseSlot } from '../../../../core/reports/showcase-slots.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import { createBanner } from '../../../../core/website/banners.ts';
import { createCustomUrl } from '../../../../core/website/custom-urls.ts';
import { createInstallment } from '../../../../core/website/installments.ts';
import { saveWebsiteSettings } from '../../../../core/website/settings.ts';
import { saveSpecFilters } from '../../../../core/website/spec-filters.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface WebsiteFixtures {
  pictureId: string;
  bannerId: string;
  customUrlId: string;
  shortId: string;
  installmentId: string;
  slotId: string;
}

/** A's website: a banner, a customized URL, an installment, a watermark, a specification filter and a showcase slot of A's product. */
export async function seedWebsite(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<WebsiteFixtures> {
  const pictureId = (await saveUpload(ctx, 'website-picture', `${marker}.png`, await QRCode.toBuffer(marker))).id;
  const banner = await createBanner(ctx, { pictureId, title: `Banner ${marker}`, url: `/${marker}` });
  const url = await createCustomUrl(ctx, { sourcePath: `/${marker}`, destination: `/news/${marker}`, metaTitle: marker });
  const installment = await createInstallment(ctx, { name: `Plan ${marker}`, minAmount: 100, months: '3,6' });
  await saveWebsiteSettings(ctx, { watermark: { enabled: true, pictureId }, popup: { url: `/${marker}` } });
  await saveSpecFilters(ctx, { ids: [catalogue.specNameId] });
  const slot = await addShowcaseSlot(ctx, { productId: catalogue.productId, googleCategory: `Category ${marker}`, durationMonths: 1, guaranteedViews: 1, guaranteedClicks: 1 });
  return { pictureId, bannerId: banner.id, customUrlId: url.id, shortId: url.shortId, installmentId: installment.id, slotId: slot.id };
}
