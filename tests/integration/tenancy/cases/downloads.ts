import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A download form valid in every way except that it names A's category and A's file. */
const downloadOfA = (a: TenantFixtures) => ({ titleEn: 'Intruder download', fileId: a.downloads.downloadFileId, categoryId: a.downloads.downloadCategoryId });

/** Downloads, their categories and downloaders in the back office; the website's reads and its request for a file. */
export const downloadCases: Record<string, IsolationCase> = {
  'downloads.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.downloads.downloadCategoryId, pageSize: 80 }) },
  'downloads.get': { reach: (a) => ({ id: a.downloads.downloadId }) },
  'downloads.create': { reach: downloadOfA },
  'downloads.update': { reach: (a) => ({ id: a.downloads.downloadId, item: { titleEn: 'Taken over', fileId: a.downloads.downloadFileId } }) },
  'downloads.quickEdit': { reach: (a) => ({ id: a.downloads.downloadId, sort: 9 }) },
  'downloads.setVisibility': { reach: (a) => ({ ids: [a.downloads.hiddenDownloadId], visibility: 'public' }) },
  'downloads.delete': { reach: (a) => ({ ids: [a.downloads.downloadId] }) },
  'downloads.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'downloads.categories.options': { list: () => undefined },
  'downloads.categories.create': { none: 'a category names no record; B creates its own', input: () => ({ nameEn: 'Intruder download category' }) },
  'downloads.categories.update': { reach: (a) => ({ id: a.downloads.downloadCategoryId, nameEn: 'Taken over' }) },
  'downloads.categories.delete': { reach: (a) => ({ id: a.downloads.downloadCategoryId }) },
  'downloads.downloaders.list': { reach: (a) => ({ downloadId: a.downloads.downloadId }) },

  'storefront.content.downloads.categories': { list: () => ({ lang: 'en' }) },
  'storefront.content.downloads.list': { list: (a) => ({ categoryId: a.downloads.downloadCategoryId, pageSize: 100 }) },
  'storefront.content.downloads.get': { reach: (a) => ({ slug: a.downloads.downloadSlug }) },
  'storefront.downloads.request': { reach: (a) => ({ id: a.downloads.downloadId, name: 'Intruder', email: 'intruder@beta.test' }) },
};
