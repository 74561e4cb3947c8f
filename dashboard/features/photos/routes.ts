import { IconLayoutGrid, IconLibraryPhoto } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { PHOTO_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** Photos and their albums, on the content kit: the table, the grid with drag to reorder, add one or many, albums. */
export const photosFeature: Feature = {
  module: 'manage',
  routes: [
    { path: PHOTO_PATHS.list, title: 'menu.photos', load: () => import('./photo-list-page.tsx') },
    { path: PHOTO_PATHS.grid, title: 'photos.grid.title', load: () => import('./photo-grid-page.tsx') },
    { path: PHOTO_PATHS.add, title: 'photos.add', level: 'edit', load: () => import('./photo-form-page.tsx') },
    { path: PHOTO_PATHS.edit('{id}'), title: 'photos.edit', load: () => import('./photo-form-page.tsx') },
    { path: PHOTO_PATHS.addMultiple, title: 'photos.addMultiple.title', level: 'edit', load: () => import('./add-multiple-page.tsx') },
    { path: PHOTO_PATHS.quickEdit, title: 'photos.quickEdit.title', level: 'edit', load: () => import('./photo-quick-edit-page.tsx') },
    { path: PHOTO_PATHS.categories, title: 'menu.photoAlbums', load: () => import('./albums-page.tsx') },
    { path: PHOTO_PATHS.addAlbum, title: 'photos.albums.add', level: 'edit', load: () => import('./album-add-page.tsx') },
  ],
  menu: [
    { label: 'menu.photos', path: PHOTO_PATHS.grid, icon: IconLayoutGrid, access, section },
    { label: 'menu.photoAlbums', path: PHOTO_PATHS.categories, icon: IconLibraryPhoto, access, section },
  ],
};
