import { z } from 'zod';
import { ZContentCategoryRow, ZStorefrontCategories, ZStorefrontLanguageInput, zNamedInput } from '../../core/content/schema.ts';
import { CONTENT_MESSAGES } from '../../core/content/messages.ts';
import { addGalleryPhotos } from '../../core/gallery/gallery-batch.ts';
import { gallery, galleryCategories, publicGallery } from '../../core/gallery/gallery.ts';
import { galleryGroups } from '../../core/gallery/groups.ts';
import { ZGalleryBatchInput, ZGalleryDetail, ZGalleryInput, ZGalleryListInput, ZGalleryQuickEdit, ZGalleryRow, ZPublicGalleryListInput, ZPublicGalleryPhoto } from '../../core/gallery/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';
import { contentProcedures, itemReads, namedListRouter } from './content-router.ts';

const edit = moduleProcedure('manage', 'edit');

/** /manage/other (the gallery): its photos, categories and groups; add multiple (module manage). The list filters by a group too. */
export const galleryRouter = router({
  ...contentProcedures({ input: ZGalleryInput, row: ZGalleryRow, detail: ZGalleryDetail, quickEdit: ZGalleryQuickEdit, list: ZGalleryListInput }, gallery, galleryCategories),
  groups: namedListRouter(galleryGroups, { input: zNamedInput(CONTENT_MESSAGES.nameEmpty), row: ZContentCategoryRow }),
  addMany: edit.input(ZGalleryBatchInput).output(z.object({ ids: z.array(z.string()) })).mutation(({ ctx, input }) => addGalleryPhotos(ctx.core, input)),
});

/** The website's gallery: categories, groups, a page of public photos (by category and group) in the merchant's order, one photo. */
export const storefrontGalleryRouter = router({
  categories: storefrontProcedure.input(ZStorefrontLanguageInput).output(ZStorefrontCategories).query(({ ctx, input }) => publicGallery.categories(ctx.store, input.lang)),
  groups: storefrontProcedure.input(ZStorefrontLanguageInput).output(ZStorefrontCategories).query(({ ctx, input }) => publicGallery.groups(ctx.store, input.lang)),
  ...itemReads(ZPublicGalleryPhoto, publicGallery, ZPublicGalleryListInput),
});
