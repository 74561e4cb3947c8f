import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { contentPicture as picture } from '../content/pictures.ts';
import { publicColumns, storefrontCategories, storefrontContent } from '../content/storefront.ts';
import type { TNewsDetail, TNewsInput, TNewsRow } from './schema.ts';

/** News on the content kit (docs/content.md): its table, its own fields, its views. */
const newsKind: CategorisedKind<TNewsInput> = {
  record: 'news',
  categoryRecord: 'newsCategory',
  items: (db) => asTable(db.news),
  categories: (db) => asTable(db.newsCategory),
  titleField: 'titleEn',
  searchFields: ['title'],
  data: ({ titleEn, titleCn, titleBm, detailEn, detailCn, detailBm, pictureId }) => ({ titleEn, titleCn, titleBm, detailEn, detailCn, detailBm, pictureId }),
  pictures: (input) => [input.pictureId],
};

export const news = contentItems(newsKind, {
  row: (row, merchantId): TNewsRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), picture: picture(row, merchantId, 'thumb') }),
  detail: (row, merchantId): TNewsDetail => ({
    ...contentColumns(row),
    ...localizedValues(row, 'title'),
    ...localizedValues(row, 'detail'),
    pictureId: (row.pictureId as string | null) ?? null,
    picture: picture(row, merchantId, 'thumb'),
  }),
});

export const newsCategories = contentCategories(newsKind);

export const publicNews = {
  ...storefrontContent(newsKind, (row, lang, merchantId) => ({
    ...publicColumns(row, lang),
    title: inLanguage(row, 'title', lang),
    detail: inLanguage(row, 'detail', lang),
    picture: picture(row, merchantId, 'full'),
  })),
  ...storefrontCategories(newsKind),
};
