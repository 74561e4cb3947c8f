import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { requiredPicture } from '../content/pictures.ts';
import { publicColumns, storefrontCategories, storefrontContent, storefrontNames } from '../content/storefront.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import type { TGalleryDetail, TGalleryInput, TGalleryRow } from './schema.ts';

type Names = { nameEn: string; nameCn: string; nameBm: string };

/** A group of another merchant, or none, is refused under the form's field. */
export async function assertGroup(ctx: Ctx, groupId: string): Promise<void> {
  const group = await ctx.db.galleryGroup.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: groupId } }, select: { id: true } });
  if (!group) throw new AppError('CONTENT.GROUP', notFoundMessage('galleryGroup'), 'not_found', 'groupId');
}

/** The gallery ("other") on the content kit (docs/content.md): categories, groups (a second named list), the merchant's order. */
export const galleryKind: CategorisedKind<TGalleryInput> = {
  record: 'galleryPhoto',
  categoryRecord: 'galleryCategory',
  items: (db) => asTable(db.galleryPhoto),
  categories: (db) => asTable(db.galleryCategory),
  manualSort: true,
  titleField: 'titleEn',
  searchFields: ['title', 'description'],
  data: ({ titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, pictureId, groupId }) => ({ titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm, pictureId, groupId }),
  pictures: (input) => [input.pictureId],
  // The group is checked as the kit checks the category; it adds no columns of its own.
  derived: async (ctx, input) => (await assertGroup(ctx, input.groupId), {}),
  include: { group: { select: { nameEn: true, nameCn: true, nameBm: true } } },
  listWhere: (input) => (input.groupId ? { groupId: input.groupId } : {}),
};

const groupOf = (row: ContentRow) => row.group as Names;
const own = (row: ContentRow, merchantId: string) => ({ sort: Number(row.sort), ...requiredPicture(row, merchantId), groupId: String(row.groupId), groupName: groupOf(row).nameEn });

export const gallery = contentItems(galleryKind, {
  row: (row, merchantId): TGalleryRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), ...own(row, merchantId) }),
  detail: (row, merchantId): TGalleryDetail => ({ ...contentColumns(row), ...localizedValues(row, 'title'), ...localizedValues(row, 'description'), ...own(row, merchantId) }),
});

export const galleryCategories = contentCategories(galleryKind);

export const publicGallery = {
  ...storefrontContent(galleryKind, (row, lang, merchantId) => {
    const { picture, thumbnail } = requiredPicture(row, merchantId);
    return {
      ...publicColumns(row, lang),
      groupId: String(row.groupId),
      groupName: inLanguage(groupOf(row), 'name', lang),
      title: inLanguage(row, 'title', lang),
      description: inLanguage(row, 'description', lang),
      picture,
      thumbnail,
    };
  }),
  ...storefrontCategories(galleryKind),
  groups: storefrontNames((db) => asTable(db.galleryGroup)),
};
