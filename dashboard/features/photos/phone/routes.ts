import type { Feature } from '../../../app/feature.ts';
import { PHOTO_PHONE_PATHS } from './paths.ts';

/** Photos and albums on a phone (the mobile-style pages of platform.md): no menu entries, like the news phone screens. */
export const photosPhoneFeature: Feature = {
  module: 'manage',
  routes: [
    { path: PHOTO_PHONE_PATHS.list, title: 'menu.photos', load: () => import('./photo-phone-list-page.tsx') },
    { path: PHOTO_PHONE_PATHS.edit('{id}'), title: 'photos.edit', load: () => import('./photo-phone-form-page.tsx') },
    { path: PHOTO_PHONE_PATHS.categories, title: 'menu.photoAlbums', load: () => import('./album-phone-list-page.tsx') },
    { path: PHOTO_PHONE_PATHS.addAlbum, title: 'photos.albums.add', level: 'edit', load: () => import('./album-phone-add-page.tsx') },
    { path: PHOTO_PHONE_PATHS.quickEdit, title: 'photos.quickEdit.title', level: 'edit', load: () => import('./photo-phone-quick-edit-page.tsx') },
  ],
  menu: [],
};
