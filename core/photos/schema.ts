import { z } from 'zod';
import { VISIBILITIES } from '../catalogue/constants.ts';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { QUICK_EDIT_SORT, SORT_FIELD, ZContentCategoryInput, ZContentCategoryRow, zContentListInput, zContentQuickEdit, zContentRow, zPublicCategorisedItem } from '../content/schema.ts';
import { term } from '../shared/messages.ts';
import { zPage } from '../shared/pagination.ts';
import { PHOTO_LIMITS as L, PHOTO_MESSAGES as M, PHOTO_PAGE_SIZES } from './constants.ts';

const title = localizedText('title', L.titleMaxChars, term('fields.photoTitle'));
const albumId = z.string({ error: M.albumRequired }).min(1, M.albumRequired);
const pictureId = z.string({ error: M.atLeastOne }).min(1, M.atLeastOne);

/** A photo (spec section 3): title, description, album, status, sort; its picture. */
export const ZPhotoInput = z.object({
  ...title,
  ...localizedText('description', L.descriptionMaxChars, term('fields.photoDescription')),
  pictureId,
  // The kit's categoryId is the album, required for a photo.
  categoryId: albumId,
  visibility: z.enum(VISIBILITIES).default('public'),
  ...SORT_FIELD,
});
export type TPhotoInput = z.infer<typeof ZPhotoInput>;
export type TPhotoFormValues = z.input<typeof ZPhotoInput>;
/** The album may change, not go: a photo is always in one. */
export const ZPhotoQuickEdit = zContentQuickEdit(title.titleEn)
  .extend(QUICK_EDIT_SORT)
  .refine((q) => q.categoryId !== null, { message: M.albumRequired, path: ['categoryId'] });

/** Either page-size set of spec section 9 (the grid's or the table's). */
export const ZPhotoListInput = zContentListInput([...PHOTO_PAGE_SIZES.grid, ...PHOTO_PAGE_SIZES.table]);

/** Add multiple (spec section 5): at most 20 pictures a batch into one album, each titled by its file's name. */
export const ZPhotoBatchInput = z.object({
  categoryId: albumId,
  pictureIds: z.array(pictureId, { error: M.atLeastOne }).min(1, M.atLeastOne).max(L.batchMax, M.tooMany),
  visibility: z.enum(VISIBILITIES).default('public'),
});
export type TPhotoBatchInput = z.infer<typeof ZPhotoBatchInput>;

/** The photos of a page of an album in their new order: they take the places they held, in this order. */
export const ZPhotoReorderInput = z.object({ categoryId: albumId, ids: z.array(z.string().min(1)).min(1).max(200) });

const picture = { pictureId: z.string(), picture: z.string(), thumbnail: z.string() };

export const ZPhotoRow = zContentRow({ titleEn: z.string(), sort: z.number().int(), ...picture });
export type TPhotoRow = z.infer<typeof ZPhotoRow>;
export const ZPhotoPage = zPage(ZPhotoRow);

export const ZPhotoDetail = zContentRow({ ...localizedOutput('title'), ...localizedOutput('description'), sort: z.number().int(), ...picture });
export type TPhotoDetail = z.infer<typeof ZPhotoDetail>;

/** A photo as the website reads it, in one language. */
export const ZPublicPhoto = zPublicCategorisedItem({
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  thumbnail: z.string(),
});

// ------------------------------------------------------------ albums (the photos' categories)

/** A photo album (spec section 3): title and description in three languages, sort, the jobs portal's featured flag; and whether the website shows it. */
export const ZAlbumInput = ZContentCategoryInput.extend({
  nameEn: z.string({ error: M.albumRequired }).trim().min(1, M.albumRequired).max(L.albumNameMaxChars),
  ...localizedText('description', L.descriptionMaxChars, term('fields.albumDescription')),
  featured: z.boolean().default(false),
  visibility: z.enum(VISIBILITIES).default('public'),
});
export type TAlbumInput = z.infer<typeof ZAlbumInput>;
export type TAlbumFormValues = z.input<typeof ZAlbumInput>;

export const ZAlbumRow = ZContentCategoryRow.extend({
  ...localizedOutput('description'),
  featured: z.boolean(),
  visibility: z.enum(VISIBILITIES),
  /** The thumbnail of its first photo, if any. */
  cover: z.string().nullable(),
});
export type TAlbumRow = z.infer<typeof ZAlbumRow>;

/** A public album as the website reads it, with its cover (the first public photo) and its public photos' count. */
export const ZPublicAlbum = z.object({ id: z.string(), name: z.string(), description: z.string(), featured: z.boolean(), cover: z.string().nullable(), photoCount: z.number().int() });
