import { z } from 'zod';
import { ZPublicBanner } from '../../core/website/banner-schema.ts';
import { publicBanners } from '../../core/website/banners.ts';
import { ZUrlLookup, ZUrlLookupInput } from '../../core/website/custom-url-schema.ts';
import { lookUpUrl } from '../../core/website/custom-urls.ts';
import { publicInstallments } from '../../core/website/installments.ts';
import { ZPublicWebsiteSettings } from '../../core/website/setting-schema.ts';
import { publicWebsiteSettings } from '../../core/website/settings.ts';
import { publicSpecFilters } from '../../core/website/spec-filters.ts';
import { router, storefrontProcedure } from '../trpc.ts';

const ZPublicInstallment = z.object({ id: z.string(), name: z.string(), minAmount: z.number().int(), months: z.array(z.number().int()) });
const ZPublicSpecFilter = z.object({ id: z.string(), nameEn: z.string(), nameCn: z.string(), nameBm: z.string() });

/** What a merchant's website reads of its website setting area, by its site key. */
export const storefrontWebsiteRouter = router({
  banners: storefrontProcedure.output(z.array(ZPublicBanner)).query(({ ctx }) => publicBanners(ctx.store)),
  /** A path's redirect and meta, or a short link's: null when nothing is customized. */
  url: storefrontProcedure.input(ZUrlLookupInput).output(ZUrlLookup).query(({ ctx, input }) => lookUpUrl(ctx.store, input)),
  settings: storefrontProcedure.output(ZPublicWebsiteSettings).query(({ ctx }) => publicWebsiteSettings(ctx.store)),
  installments: storefrontProcedure.output(z.array(ZPublicInstallment)).query(({ ctx }) => publicInstallments(ctx.store)),
  specFilters: storefrontProcedure.output(z.array(ZPublicSpecFilter)).query(({ ctx }) => publicSpecFilters(ctx.store)),
});
