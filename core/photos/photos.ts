import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { publicColumns, storefrontContent } from '../content/storefront.ts';
import { requiredPicture } from '../content/pictures.ts';
import { mediaUrl } from '../catalogue/media.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import type { TVisibility } from '../content/schema.ts';
import type { TStorefrontLanguage } from '../content/localized.ts';
import type { TAlbumInput, TAlbumRow, TPhotoDetail, TPhotoInput, TPhotoRow } from './schema.ts';

/** Photos on the content kit (docs/content.md): the album is the photo's category; a manual sort within it. */
export const photoKind: CategorisedKind<TPhotoInput> = {
  record: 'photo',
  categoryRecord: 'photoAlbum',
  items: (db) => asTable(db.photo),
  categories: (db) => asTable(db.photoAlbum),
  manualSort: true,
  titleField: 'titleEn',
  searchFields: ['title', 'description'],
  // The website shows a photo only while its album is shown too.
  publicWhere: { category: { visibility: 'public' } },
  data: ({ titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, pictureId }) => ({ titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, pictureId }),
  pictures: (input) => [input.pictureId],
};

const pictures = requiredPicture;

export const photos = contentItems(photoKind, {
  row: (row, merchantId): TPhotoRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), sort: Number(row.sort), ...pictures(row, merchantId) }),
  detail: (row, merchantId): TPhotoDetail => ({
    ...contentColumns(row),
    ...localizedValues(row, 'title'),
    ...localizedValues(row, 'description'),
    sort: Number(row.sort),
    ...pictures(row, merchantId),
  }),
});

/** The first photo of an album in its order (of the public ones only, for the website). */
async function coverOf(db: StorefrontCtx['db'], merchantId: string, albumId: string, publicOnly: boolean): Promise<string | null> {
  const first = await db.photo.findFirst({
    where: { merchantId, categoryId: albumId, ...(publicOnly && { visibility: 'public' }) },
    orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: { pictureId: true },
  });
  return first ? mediaUrl(merchantId, first.pictureId, 'thumb') : null;
}

/** Albums: the photos' categories, with their descriptions, featured flag, visibility and cover. */
export const photoAlbums = contentCategories<TPhotoInput, TAlbumInput, Omit<TAlbumRow, 'id' | 'nameEn' | 'nameCn' | 'nameBm' | 'sort' | 'itemCount' | 'createdAt'>>(photoKind, async (row, ctx) => ({
  ...localizedValues(row, 'description'),
  featured: Boolean(row.featured),
  visibility: row.visibility as TVisibility,
  cover: await coverOf(ctx.db, ctx.merchantId, row.id, false),
}));

export const publicPhotos = {
  ...storefrontContent(photoKind, (row, lang, merchantId) => ({
    ...publicColumns(row, lang),
    title: inLanguage(row, 'title', lang),
    description: inLanguage(row, 'description', lang),
    picture: mediaUrl(merchantId, String(row.pictureId), 'full'),
    thumbnail: mediaUrl(merchantId, String(row.pictureId), 'thumb'),
  })),

  /** The public albums in the merchant's order, each with its cover and its public photos' count. */
  async albums(ctx: StorefrontCtx, lang: TStorefrontLanguage) {
    const [rows, counts] = await Promise.all([
      ctx.db.photoAlbum.findMany({ where: { merchantId: ctx.merchantId, visibility: 'public' }, orderBy: [{ sort: 'asc' }, { nameKey: 'asc' }] }),
      ctx.db.photo.groupBy({ by: ['categoryId'], where: { merchantId: ctx.merchantId, visibility: 'public' }, _count: { _all: true } }),
    ]);
    const count = new Map(counts.map((c) => [c.categoryId, c._count._all]));
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        name: inLanguage(row, 'name', lang),
        description: inLanguage(row, 'description', lang),
        featured: row.featured,
        cover: await coverOf(ctx.db, ctx.merchantId, row.id, true),
        photoCount: count.get(row.id) ?? 0,
      })),
    );
  },
};
