import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type ContentKind } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { publicItemColumns, storefrontContent } from '../content/storefront.ts';
import type { TPageDetail, TPageInput, TPageRow } from './schema.ts';

/** Website pages on the content kit (docs/content.md): no categories, newest first. */
const pageKind: ContentKind<TPageInput> = {
  record: 'page',
  items: (db) => asTable(db.page),
  titleField: 'titleEn',
  searchFields: ['title'],
  data: ({ titleEn, titleCn, titleBm, contentEn, contentCn, contentBm, date }) => ({ titleEn, titleCn, titleBm, contentEn, contentCn, contentBm, date }),
  pictures: () => [],
};

export const pages = contentItems(pageKind, {
  row: (row): TPageRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), date: row.date as Date }),
  detail: (row): TPageDetail => ({ ...contentColumns(row), ...localizedValues(row, 'title'), ...localizedValues(row, 'content'), date: row.date as Date }),
});

export const publicPages = storefrontContent(pageKind, (row, lang) => ({
  ...publicItemColumns(row),
  title: inLanguage(row, 'title', lang),
  content: inLanguage(row, 'content', lang),
  date: row.date as Date,
}));
