import { z } from 'zod';
import { ZBanner, ZBannerId, ZBannerInput, ZBannerList, ZBannerSort, ZBannerUpdate } from '../../core/website/banner-schema.ts';
import { createBanner, deleteBanner, getBanner, listBanners, sortBanners, updateBanner } from '../../core/website/banners.ts';
import { ZCustomUrl, ZCustomUrlInput, ZCustomUrlListInput, ZCustomUrlPage, ZCustomUrlUpdate } from '../../core/website/custom-url-schema.ts';
import { createCustomUrl, deleteCustomUrl, listCustomUrls, updateCustomUrl } from '../../core/website/custom-urls.ts';
import { createInstallment, deleteInstallment, listInstallments, updateInstallment } from '../../core/website/installments.ts';
import { ZInstallment, ZInstallmentInput, ZInstallmentUpdate, ZSpecFilterList, ZSpecFilters, ZWebsiteSettings } from '../../core/website/setting-schema.ts';
import { getWebsiteSettings, saveWebsiteSettings } from '../../core/website/settings.ts';
import { getSpecFilters, saveSpecFilters } from '../../core/website/spec-filters.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('website_setting', 'view');
const edit = moduleProcedure('website_setting', 'edit');
const ZId = z.object({ id: z.string().min(1).max(64) });

/** The website area (module website_setting): banners, customized URLs, the website setting, installments, specification filters. */
export const websiteRouter = router({
  banners: router({
    list: view.output(ZBannerList).query(({ ctx }) => listBanners(ctx.core)),
    get: view.input(ZBannerId).output(ZBanner).query(({ ctx, input }) => getBanner(ctx.core, input)),
    create: edit.input(ZBannerInput).output(ZBanner).mutation(({ ctx, input }) => createBanner(ctx.core, input)),
    update: edit.input(ZBannerUpdate).output(ZBanner).mutation(({ ctx, input }) => updateBanner(ctx.core, input)),
    delete: edit.input(ZBannerId).output(ZId).mutation(({ ctx, input }) => deleteBanner(ctx.core, input)),
    sort: edit.input(ZBannerSort).output(ZBannerList).mutation(({ ctx, input }) => sortBanners(ctx.core, input)),
  }),
  urls: router({
    list: view.input(ZCustomUrlListInput).output(ZCustomUrlPage).query(({ ctx, input }) => listCustomUrls(ctx.core, input)),
    create: edit.input(ZCustomUrlInput).output(ZCustomUrl).mutation(({ ctx, input }) => createCustomUrl(ctx.core, input)),
    update: edit.input(ZCustomUrlUpdate).output(ZCustomUrl).mutation(({ ctx, input }) => updateCustomUrl(ctx.core, input)),
    delete: edit.input(ZId).output(ZId).mutation(({ ctx, input }) => deleteCustomUrl(ctx.core, input)),
  }),
  settings: router({
    get: view.output(ZWebsiteSettings).query(({ ctx }) => getWebsiteSettings(ctx.core)),
    save: edit.input(ZWebsiteSettings).output(ZWebsiteSettings).mutation(({ ctx, input }) => saveWebsiteSettings(ctx.core, input)),
  }),
  installments: router({
    list: view.output(z.array(ZInstallment)).query(({ ctx }) => listInstallments(ctx.core)),
    create: edit.input(ZInstallmentInput).output(ZInstallment).mutation(({ ctx, input }) => createInstallment(ctx.core, input)),
    update: edit.input(ZInstallmentUpdate).output(ZInstallment).mutation(({ ctx, input }) => updateInstallment(ctx.core, input)),
    delete: edit.input(ZId).output(ZId).mutation(({ ctx, input }) => deleteInstallment(ctx.core, input)),
  }),
  specFilters: router({
    get: view.output(ZSpecFilterList).query(({ ctx }) => getSpecFilters(ctx.core)),
    save: edit.input(ZSpecFilters).output(ZSpecFilterList).mutation(({ ctx, input }) => saveSpecFilters(ctx.core, input)),
  }),
});
