import type { ContentPaths } from '../../../components/content/content-api.ts';

/** Where the phone's photo screens are (route manifest, area "mobile"); adding photos is /photo_all?add=1 (the manifest has no phone add-multiple). */
export const PHOTO_PHONE_PATHS = {
  list: '/photo_all',
  add: '/photo_all?add=1',
  edit: (id: string) => `/photo_edit/${id}`,
  categories: '/manage_album',
  addAlbum: '/add_album',
  quickEdit: '/quick_photo_edit',
} satisfies ContentPaths & Record<string, unknown>;

/** A phone screen's link with the album kept (the photos' filter is `category`). */
export const withAlbum = (path: string, albumId: string | null | undefined) => (albumId ? `${path}?category=${albumId}` : path);
