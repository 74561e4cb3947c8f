import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { ownUpload } from '../content/pictures.ts';
import { publicColumns, storefrontCategories, storefrontContent } from '../content/storefront.ts';
import { DOWNLOAD_MESSAGES } from './constants.ts';
import type { TDownloadDetail, TDownloadInput, TDownloadRow } from './schema.ts';

/** Where the website gets a download's file (server/http/storefront-downloads.ts). */
export const downloadPath = (id: string) => `/api/storefront/downloads/${encodeURIComponent(id)}`;

/** Download files on the content kit (docs/content.md "Downloads"): categories, a manual sort, one private file each. */
const downloadKind: CategorisedKind<TDownloadInput> = {
  record: 'download',
  categoryRecord: 'downloadCategory',
  items: (db) => asTable(db.downloadFile),
  categories: (db) => asTable(db.downloadCategory),
  manualSort: true,
  titleField: 'titleEn',
  searchFields: ['title'],
  data: ({ titleEn, titleCn, titleBm, fileId, requireDownloaderInfo }) => ({ titleEn, titleCn, titleBm, fileId, requireDownloaderInfo }),
  pictures: () => [],
  // The list shows the file's name and size without reading the upload of every row.
  derived: (ctx, input) => ownUpload(ctx, input.fileId, 'download-file', { code: 'DOWNLOAD.FILE', message: DOWNLOAD_MESSAGES.fileUnknown, field: 'fileId' }),
};

const file = (row: ContentRow) => ({
  fileName: String(row.fileName),
  size: Number(row.size),
  requireDownloaderInfo: Boolean(row.requireDownloaderInfo),
  downloadCount: Number(row.downloadCount),
  sort: Number(row.sort),
});

export const downloads = contentItems(downloadKind, {
  row: (row): TDownloadRow => ({ ...contentColumns(row), titleEn: String(row.titleEn), ...file(row) }),
  detail: (row): TDownloadDetail => ({ ...contentColumns(row), ...localizedValues(row, 'title'), fileId: String(row.fileId), ...file(row) }),
});

export const downloadCategories = contentCategories(downloadKind);

export const publicDownloads = {
  ...storefrontContent(downloadKind, (row, lang) => ({
    ...publicColumns(row, lang),
    title: inLanguage(row, 'title', lang),
    fileName: String(row.fileName),
    size: Number(row.size),
    requireDownloaderInfo: Boolean(row.requireDownloaderInfo),
    downloadPath: downloadPath(row.id),
  })),
  ...storefrontCategories(downloadKind),
};
