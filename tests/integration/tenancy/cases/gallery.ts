import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A gallery photo valid in every way except that it names A's picture, group and category. */
const photoOfA = (a: TenantFixtures) => ({ pictureId: a.gallery.galleryPictureId, groupId: a.gallery.galleryGroupId, categoryId: a.gallery.galleryCategoryId, sort: 1 });

/** The gallery ("other"), its categories and groups, in the back office and on the website. */
export const galleryCases: Record<string, IsolationCase> = {
  'gallery.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.gallery.galleryCategoryId, groupId: a.gallery.galleryGroupId, pageSize: 80 }) },
  'gallery.get': { reach: (a) => ({ id: a.gallery.galleryPhotoId }) },
  'gallery.create': { reach: photoOfA },
  'gallery.update': { reach: (a) => ({ id: a.gallery.galleryPhotoId, item: { ...photoOfA(a), titleEn: 'Taken over' } }) },
  'gallery.quickEdit': { reach: (a) => ({ id: a.gallery.galleryPhotoId, sort: 9 }) },
  'gallery.setVisibility': { reach: (a) => ({ ids: [a.gallery.hiddenGalleryPhotoId], visibility: 'public' }) },
  'gallery.delete': { reach: (a) => ({ ids: [a.gallery.galleryPhotoId] }) },
  'gallery.addMany': { reach: (a) => ({ groupId: a.gallery.galleryGroupId, categoryId: a.gallery.galleryCategoryId, sort: 0, pictureIds: [a.gallery.galleryPictureId] }) },
  'gallery.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'gallery.categories.options': { list: () => undefined },
  'gallery.categories.create': { none: 'a category names no record; B creates its own', input: () => ({ nameEn: 'Intruder gallery category' }) },
  'gallery.categories.update': { reach: (a) => ({ id: a.gallery.galleryCategoryId, nameEn: 'Taken over' }) },
  'gallery.categories.delete': { reach: (a) => ({ id: a.gallery.galleryCategoryId }) },
  'gallery.groups.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'gallery.groups.options': { list: () => undefined },
  'gallery.groups.create': { none: 'a group names no record; B creates its own', input: () => ({ nameEn: 'Intruder gallery group' }) },
  'gallery.groups.update': { reach: (a) => ({ id: a.gallery.galleryGroupId, nameEn: 'Taken over' }) },
  'gallery.groups.delete': { reach: (a) => ({ id: a.gallery.galleryGroupId }) },

  'storefront.content.gallery.categories': { list: () => ({ lang: 'en' }) },
  'storefront.content.gallery.groups': { list: () => ({ lang: 'en' }) },
  'storefront.content.gallery.list': { list: (a) => ({ categoryId: a.gallery.galleryCategoryId, groupId: a.gallery.galleryGroupId, pageSize: 100 }) },
  'storefront.content.gallery.get': { reach: (a) => ({ slug: a.gallery.galleryPhotoSlug }) },
};
