import type { IsolationCase } from '../isolation-cases.ts';

/** Photos and their albums, in the back office and on the website. */
export const photoCases: Record<string, IsolationCase> = {
  'photos.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.photos.albumId, pageSize: 120 }) },
  'photos.get': { reach: (a) => ({ id: a.photos.photoId }) },
  'photos.create': { reach: (a) => ({ pictureId: a.photos.photoPictureId, categoryId: a.photos.albumId }) },
  'photos.update': { reach: (a) => ({ id: a.photos.photoId, item: { titleEn: 'Taken over', pictureId: a.photos.photoPictureId, categoryId: a.photos.albumId } }) },
  'photos.quickEdit': { reach: (a) => ({ id: a.photos.photoId, sort: 9 }) },
  'photos.setVisibility': { reach: (a) => ({ ids: [a.photos.hiddenPhotoId], visibility: 'public' }) },
  'photos.delete': { reach: (a) => ({ ids: [a.photos.photoId] }) },
  'photos.addMany': { reach: (a) => ({ categoryId: a.photos.albumId, pictureIds: [a.photos.photoPictureId] }) },
  'photos.reorder': { reach: (a) => ({ categoryId: a.photos.albumId, ids: [a.photos.hiddenPhotoId, a.photos.photoId] }) },
  'photos.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'photos.categories.options': { list: () => undefined },
  'photos.categories.create': { none: 'an album names no record; B creates its own', input: () => ({ nameEn: 'Intruder album' }) },
  'photos.categories.update': { reach: (a) => ({ id: a.photos.albumId, nameEn: 'Taken over' }) },
  'photos.categories.delete': { reach: (a) => ({ id: a.photos.hiddenAlbumId }) },

  'storefront.content.photos.albums': { list: () => ({ lang: 'en' }) },
  'storefront.content.photos.list': { list: (a) => ({ categoryId: a.photos.albumId, pageSize: 100 }) },
  'storefront.content.photos.get': { reach: (a) => ({ id: a.photos.photoId }) },
};
