import { z } from 'zod';
import { addPhotos, reorderPhotos } from '../../core/photos/photo-batch.ts';
import { photoAlbums, photos, publicPhotos } from '../../core/photos/photos.ts';
import { ZAlbumInput, ZAlbumRow, ZPhotoBatchInput, ZPhotoDetail, ZPhotoInput, ZPhotoListInput, ZPhotoQuickEdit, ZPhotoReorderInput, ZPhotoRow, ZPublicAlbum, ZPublicPhoto } from '../../core/photos/schema.ts';
import { ZStorefrontLanguageInput, ZUpdatedCount } from '../../core/content/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';
import { contentProcedures, itemReads } from './content-router.ts';

const edit = moduleProcedure('manage', 'edit');

/** /manage/photos, /manage/photos-new and the albums (the photos' categories); add multiple and drag to reorder (module manage). */
export const photosRouter = router({
  ...contentProcedures({ input: ZPhotoInput, row: ZPhotoRow, detail: ZPhotoDetail, quickEdit: ZPhotoQuickEdit, list: ZPhotoListInput }, photos, photoAlbums, { input: ZAlbumInput, row: ZAlbumRow }),
  addMany: edit.input(ZPhotoBatchInput).output(z.object({ ids: z.array(z.string()) })).mutation(({ ctx, input }) => addPhotos(ctx.core, input)),
  reorder: edit.input(ZPhotoReorderInput).output(ZUpdatedCount).mutation(({ ctx, input }) => reorderPhotos(ctx.core, input)),
});

/** The website's photos: the public albums, a page of an album's public photos in the merchant's order, one photo. */
export const storefrontPhotosRouter = router({
  albums: storefrontProcedure.input(ZStorefrontLanguageInput).output(z.array(ZPublicAlbum)).query(({ ctx, input }) => publicPhotos.albums(ctx.store, input.lang)),
  ...itemReads(ZPublicPhoto, publicPhotos),
});
