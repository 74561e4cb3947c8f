import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { publicColumns, storefrontCategories, storefrontContent } from '../content/storefront.ts';
import type { TVideoDetail, TVideoInput, TVideoRow } from './schema.ts';
import { youtubeLinks } from './youtube-id.ts';

/** YouTube videos on the content kit (docs/content.md): categories, a manual sort, no upload (the thumbnail is YouTube's). */
const videoKind: CategorisedKind<TVideoInput> = {
  record: 'video',
  categoryRecord: 'videoCategory',
  items: (db) => asTable(db.video),
  categories: (db) => asTable(db.videoCategory),
  manualSort: true,
  titleField: 'titleEn',
  searchFields: ['title', 'description'],
  data: ({ url, titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm }) => ({ youtubeId: url, titleEn, titleCn, titleBm, descriptionEn, descriptionCn, descriptionBm }),
  pictures: () => [],
};

const links = (row: ContentRow) => youtubeLinks(String(row.youtubeId));

export const videos = contentItems(videoKind, {
  row: (row): TVideoRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), sort: Number(row.sort), ...links(row) }),
  detail: (row): TVideoDetail => ({
    ...contentColumns(row),
    ...localizedValues(row, 'title'),
    ...localizedValues(row, 'description'),
    sort: Number(row.sort),
    ...links(row),
  }),
});

export const videoCategories = contentCategories(videoKind);

export const publicVideos = {
  ...storefrontContent(videoKind, (row, lang) => ({
    ...publicColumns(row, lang),
    title: inLanguage(row, 'title', lang),
    description: inLanguage(row, 'description', lang),
    ...links(row),
  })),
  ...storefrontCategories(videoKind),
};
