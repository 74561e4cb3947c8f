import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type ContentKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { contentPicture as picture } from '../content/pictures.ts';
import { publicItemColumns, storefrontContent } from '../content/storefront.ts';
import type { TTimelinePostInput, TTimelinePostRow } from './schema.ts';

/** Timeline posts on the content kit (docs/content.md): no categories, newest first, public or private. */
const timelineKind: ContentKind<TTimelinePostInput> = {
  record: 'timelinePost',
  items: (db) => asTable(db.timelinePost),
  titleField: 'titleEn',
  searchFields: ['title', 'text'],
  data: ({ titleEn, titleCn, titleBm, textEn, textCn, textBm, pictureId }) => ({ titleEn, titleCn, titleBm, textEn, textCn, textBm, pictureId }),
  pictures: (input) => [input.pictureId],
};

const post = (row: ContentRow, merchantId: string): TTimelinePostRow => ({
  ...contentColumns(row),
  ...localizedValues(row, 'title'),
  ...localizedValues(row, 'text'),
  pictureId: (row.pictureId as string | null) ?? null,
  picture: picture(row, merchantId, 'thumb'),
});

export const timelinePosts = contentItems(timelineKind, { row: post, detail: post });

export const publicTimelinePosts = storefrontContent(timelineKind, (row, lang, merchantId) => ({
  ...publicItemColumns(row),
  title: inLanguage(row, 'title', lang),
  text: inLanguage(row, 'text', lang),
  picture: picture(row, merchantId, 'full'),
}));
